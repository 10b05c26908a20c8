import { Form } from "@remix-run/react";
import { SiteImage } from "~/components/SiteImage";
import { productPriceCopy } from "~/content/admin";
import { AVAILABILITY_STATES } from "~/content/availability-states";
import { shownPrice } from "~/shared/money";
import { Button } from "~/components/ui/Button";
import type { AdminProduct } from "~/view/admin-product.server";
import { AdminRowButtons } from "./AdminRowActions";
import { adminRowProps } from "./useAdminDialogFocus";

type RowProduct = Pick<
  AdminProduct,
  | "id"
  | "name"
  | "description"
  | "category"
  | "price"
  | "priceCents"
  | "stock"
  | "weight"
  | "isSpecialty"
  | "isLimitedEdition"
  | "isFeatured"
  | "availability"
  | "availabilityNote"
  | "thumbnail"
>;

const moves = [
  { direction: "up", label: "Subir" },
  { direction: "down", label: "Bajar" },
] as const;

const badgeClass = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** One product of the admin list: picture, name, badges, facts and its buttons. */
export function ProductRow({
  product,
  isFirst,
  isLast,
}: {
  product: RowProduct;
  isFirst: boolean;
  isLast: boolean;
}) {
  const headingId = `producto-${product.id}`;
  // The category is always there; the price, the weight and the units counted when set.
  const facts = [
    ["Categoría:", product.category],
    ["Precio:", shownPrice(product)],
    ["Peso:", product.weight],
    [productPriceCopy.stockTerm, product.stock === null ? null : String(product.stock)],
  ] as const;
  return (
    <li
      aria-labelledby={headingId}
      {...adminRowProps(product.id)}
      className="flex flex-col gap-4 rounded-xl border border-honey-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      <SiteImage
        image={product.thumbnail.image}
        alt={product.thumbnail.alt}
        sizes="96px"
        className="size-24 shrink-0 overflow-hidden rounded-lg"
        imageClassName="size-full object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-smoke-900">
            {product.name}
          </h3>
          {AVAILABILITY_STATES[product.availability].badge ? (
            <span
              data-availability={product.availability}
              className={`${badgeClass} bg-stone-200 text-smoke-900`}
            >
              {AVAILABILITY_STATES[product.availability].badge}
              {product.availabilityNote ? ` · ${product.availabilityNote}` : ""}
            </span>
          ) : null}
          {product.priceCents === null ? (
            <span data-no-price className={`${badgeClass} bg-red-50 text-chili-700`}>
              {productPriceCopy.noPrice}
            </span>
          ) : null}
          {product.isSpecialty ? (
            <span className={`${badgeClass} bg-honey-200 text-honey-900`}>Especialidad</span>
          ) : null}
          {product.isLimitedEdition ? (
            <span className={`${badgeClass} bg-chili-700 text-white`}>Edición Limitada</span>
          ) : null}
          {product.isFeatured ? (
            <span className={`${badgeClass} bg-smoke-900 text-white`}>Destacado</span>
          ) : null}
        </div>
        <p className="mt-1 line-clamp-2 text-stone-700">{product.description}</p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          {facts.map(([term, value]) =>
            value ? (
              <div key={term} className="flex gap-1">
                <dt className="font-semibold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2 sm:w-48 sm:flex-col sm:items-stretch">
        <AdminRowButtons tabUrl="" id={product.id} name={product.name} />
        <Form method="post" preventScrollReset className="flex gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={product.id} />
          {moves.map(({ direction, label }) => (
            <Button
              key={direction}
              type="submit"
              name="direction"
              value={direction}
              variant="ghost"
              size="sm"
              disabled={direction === "up" ? isFirst : isLast}
              aria-label={`${label} ${product.name}`}
            >
              {label}
            </Button>
          ))}
        </Form>
      </div>
    </li>
  );
}
