import { AddToBagForm } from "~/components/bag/AddToBagForm";
import { ProductOrderAction } from "~/components/ProductOrderAction";
import type { ProductCardOfferProps } from "~/components/ProductCardOffer";

/**
 * What ProductCardOffer draws: the price and weight, 'Agregar a la bolsa'
 * and the order link or 'Avísame cuando haya'.
 */
export default function ProductCardOfferContent({ product, returnTo }: ProductCardOfferProps) {
  const { price, weight, bagQuantity } = product;
  return (
    <>
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
    </>
  );
}
