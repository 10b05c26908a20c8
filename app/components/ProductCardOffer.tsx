import ServerOfferContent from "~/components/ProductCardOfferContent";
import { ServerMarkup } from "~/components/ServerMarkup";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import type { ProductView } from "~/view/product-view.server";

/** The card's offer, in a file of its own (serverDrawnPart). */
const OfferContent = serverDrawnPart(import.meta.env.SSR ? ServerOfferContent : null, () =>
  import("~/components/ProductCardOfferContent").then((module) => module.default),
);

export interface ProductCardOfferProps {
  product: Pick<
    ProductView,
    "id" | "slug" | "name" | "price" | "weight" | "orderLink" | "bagQuantity"
  >;
  /** The page the card is on: 'Agregar a la bolsa' comes back to it. */
  returnTo: string;
}

/**
 * A card's price and weight and how to get the product ('Agregar a la
 * bolsa' while the site takes orders, 'Pedir por WhatsApp' or 'Avísame
 * cuando haya'): a plain form and plain links that never change while the
 * page is open, so they keep the server's markup (ServerMarkup); the form
 * then posts as a plain form does, and comes back to the page. At the
 * card's foot when there is a price or weight, as the price alone was.
 */
export function ProductCardOffer({ product, returnTo }: ProductCardOfferProps) {
  const { slug, price, weight, orderLink, bagQuantity } = product;
  return (
    <ServerMarkup
      id={`producto-${slug}-pedido`}
      content={[price, weight, orderLink, bagQuantity, returnTo]}
      className={price || weight ? "mt-auto flex flex-col gap-3" : "flex flex-col gap-3"}
    >
      <OfferContent product={product} returnTo={returnTo} />
    </ServerMarkup>
  );
}
