import { ProductCard } from "~/components/ProductCard";
import { ServingIdeasDialog } from "~/components/ServingIdeasDialog";
import { featuredCopy } from "~/content/home";
import type { ProductView } from "~/lib/product-view.server";

/**
 * SPEC §2 'Producto Destacado': every featured product, the serving ideas
 * for the 'miel picosa' ones, the spec's empty text, and SPEC §8's message
 * when the products could not be read (`products` is null).
 */
export function FeaturedProducts({ products }: { products: readonly ProductView[] | null }) {
  return (
    <section aria-labelledby="destacado" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2
        id="destacado"
        className="text-center font-serif text-3xl font-bold text-smoke-900 sm:text-4xl"
      >
        {featuredCopy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-stone-700">
        {featuredCopy.intro}
      </p>
      {products === null ? (
        <p role="alert" className="mt-10 text-center font-medium text-chili-700">
          {featuredCopy.error}
        </p>
      ) : products.length === 0 ? (
        <p className="mt-10 text-center text-stone-700">{featuredCopy.empty}</p>
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
                  <ServingIdeasDialog productSlug={product.slug} productName={product.name} />
                )}
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
