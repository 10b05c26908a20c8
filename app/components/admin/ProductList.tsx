import { ProductRow } from "~/components/admin/ProductRow";
import type { AdminProduct } from "~/view/admin-product.server";

/** The Productos list with its count, in display order. */
export function ProductList({ products }: { products: AdminProduct[] }) {
  return (
    <div>
      <p className="mb-4 text-stone-700" aria-live="polite">
        {products.length === 1 ? "1 producto" : `${products.length} productos`}
      </p>
      {products.length === 0 ? (
        <p className="rounded-xl border border-honey-200 bg-white p-6 text-center text-stone-700">
          No hay productos todavía.
        </p>
      ) : (
        <ul className="space-y-3">
          {products.map((product, index) => (
            <ProductRow
              key={product.id}
              product={product}
              isFirst={index === 0}
              isLast={index === products.length - 1}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
