import { AddToBagForm } from "~/components/bag/AddToBagForm";
import { ProductOrderAction } from "~/components/ProductOrderAction";
import { ServerMarkup } from "~/components/ServerMarkup";
import type { ProductView } from "~/view/product-view.server";

/**
 * A card's price and weight and how to get the product ('Agregar a la
 * bolsa' while the site takes orders, 'Pedir por WhatsApp' or 'Avísame
 * cuando haya'): a plain form and plain links that never change while the
 * page is open, so they keep the server's markup (ServerMarkup); the form
 * then posts as a plain form does, and comes back to the page. At the
 * card's foot when there is a price or weight, as the price alone was.
 */
export function ProductCardOffer({
  product,
  returnTo,
}: {
  product: Pick<
    ProductView,
    "id" | "slug" | "name" | "price" | "weight" | "orderLink" | "bagQuantity"
  >;
  /** The page the card is on: 'Agregar a la bolsa' comes back to it. */
  returnTo: string;
}) {
  const { slug, price, weight, orderLink, bagQuantity } = product;
  return (
    <ServerMarkup
      id={`producto-${slug}-pedido`}
      content={JSON.stringify([price, weight, orderLink, bagQuantity, returnTo])}
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
      {bagQuantity !== null && (
        <AddToBagForm
          productId={product.id}
          productName={product.name}
          most={bagQuantity}
          returnTo={returnTo}
        />
      )}
      <ProductOrderAction product={product} />
    </ServerMarkup>
  );
}
