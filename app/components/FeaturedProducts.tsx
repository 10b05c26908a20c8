import { ProductCard } from "~/components/ProductCard";
import { ServingIdeasButton } from "~/components/ServingIdeasButton";
import type { featuredCopy } from "~/content/home";
import type { ReactNode } from "react";
import type { ProductView } from "~/view/product-view.server";

/**
 * The home page's 'Producto Destacado': every featured product, the serving ideas
 * for the 'miel picosa' ones, and the empty text. When D1 fails the
 * static copy stands in, with its `notice`.
 */
export function FeaturedProducts({
  products,
  copy,
  notice,
}: {
  products: readonly ProductView[];
  /** content/home.ts, through the loader. */
  copy: typeof featuredCopy;
  notice?: ReactNode;
}) {
  return (
    <section aria-labelledby="destacado" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2
        id="destacado"
        className="text-center font-serif text-3xl font-bold text-smoke-900 sm:text-4xl"
      >
        {copy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-stone-700">{copy.intro}</p>
      <div className="mt-6">{notice}</div>
      {products.length === 0 ? (
        <p className="mt-10 text-center text-stone-700">{copy.empty}</p>
      ) : (
        <ul
          className={`mt-10 grid justify-center gap-8 ${
            products.length > 1 ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-[minmax(0,28rem)]"
          }`}
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product}>
                {product.hasServingIdeas && (
                  <ServingIdeasButton productSlug={product.slug} productName={product.name} />
                )}
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
