import { memo } from "react";
import { ServerMarkup } from "~/components/ServerMarkup";

/**
 * Ingredients and nutrition of a product page, each under its own heading
 * when present. They keep the server's markup (ServerMarkup); another
 * product's page, reached in the browser, draws its own.
 */
export const ProductFacts = memo(function ProductFacts({
  ingredients,
  nutritionalInfo,
}: {
  ingredients: string | null;
  nutritionalInfo: string | null;
}) {
  const facts = [
    { id: "ingredientes", title: "Ingredientes", text: ingredients },
    { id: "informacion-nutrimental", title: "Información Nutrimental", text: nutritionalInfo },
  ];
  if (!ingredients && !nutritionalInfo) return null;
  return (
    <ServerMarkup
      id="producto-datos"
      content={[ingredients, nutritionalInfo]}
      className="flex flex-col gap-5"
    >
      {facts.map(({ id, title, text }) =>
        text ? (
          <section key={id} aria-labelledby={id} className="border-t border-honey-200 pt-5">
            <h2 id={id} className="font-serif text-xl font-bold text-smoke-900">
              {title}
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">{text}</p>
          </section>
        ) : null,
      )}
    </ServerMarkup>
  );
});
