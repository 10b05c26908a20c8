import { memo } from "react";
import { ProductCard } from "~/components/ProductCard";
import type { ProductView } from "~/view/product-view.server";

/** A titled grid of product cards, 1, 2 or 3 columns by width. */
export const ProductGrid = memo(function ProductGrid({
  id,
  title,
  products,
  priorityFirst = false,
}: {
  id: string;
  title: string;
  products: readonly ProductView[];
  /** The first card is above the fold: its picture loads at once. */
  priorityFirst?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-serif text-2xl font-bold text-smoke-900 sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
});
