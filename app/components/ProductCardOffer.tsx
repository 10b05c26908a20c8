import { ProductOrderAction } from "~/components/ProductOrderAction";
import { ServerMarkup } from "~/components/ServerMarkup";
import type { ProductView } from "~/view/product-view.server";

/**
 * A card's price and weight and how to get the product ('Pedir por
 * WhatsApp' or 'Avísame cuando haya'): plain links that never change while
 * the page is open, so they keep the server's markup (ServerMarkup). At the
 * card's foot when there is a price or weight, as the price alone was.
 */
export function ProductCardOffer({
  product,
}: {
  product: Pick<ProductView, "slug" | "price" | "weight" | "orderLink">;
}) {
  const { slug, price, weight, orderLink } = product;
  return (
    <ServerMarkup
      id={`producto-${slug}-pedido`}
      content={JSON.stringify([price, weight, orderLink])}
      className={price || weight ? "mt-auto flex flex-col gap-3" : "flex flex-col gap-3"}
    >
      {(price || weight) && (
        <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          {price && (
            <div className="flex items-baseline gap-1">
              <dt className="sr-only">Precio</dt>
              <dd className="text-lg font-bold text-chili-700">{price}</dd>
            </div>
          )}
          {weight && (
            <div className="flex items-baseline gap-1">
              <dt className="sr-only">Contenido</dt>
              <dd className="text-sm text-stone-700">{weight}</dd>
            </div>
          )}
        </dl>
      )}
      <ProductOrderAction product={product} />
    </ServerMarkup>
  );
}
