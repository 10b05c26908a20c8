import ServerTextContent from "~/components/ProductCardTextContent";
import { ServerMarkup } from "~/components/ServerMarkup";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import type { ProductView } from "~/view/product-view.server";

/** The card's words, in a file of their own (serverDrawnPart). */
const TextContent = serverDrawnPart(import.meta.env.SSR ? ServerTextContent : null, () =>
  import("~/components/ProductCardTextContent").then((module) => module.default),
);

export interface ProductCardTextProps {
  product: ProductView;
  headingLevel: 2 | 3;
}

/**
 * A card's words: badges, name (linking to its page), category and
 * description. They keep the server's markup (ServerMarkup): nothing in them
 * changes while the page is open, and the name's link navigates in the page.
 */
export function ProductCardText({ product, headingLevel }: ProductCardTextProps) {
  return (
    <ServerMarkup
      id={`producto-${product.slug}-texto`}
      content={[headingLevel, product]}
      className="flex flex-col gap-3"
    >
      <TextContent product={product} headingLevel={headingLevel} />
    </ServerMarkup>
  );
}
