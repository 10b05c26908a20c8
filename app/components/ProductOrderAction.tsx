import { Icon } from "~/components/Icon";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import { orderActionCopy as copy } from "~/content/product-availability";
import type { ProductView } from "~/view/product-view.server";
import { WAITLIST_ANCHOR } from "~/shared/waitlist-anchor";

type OrderableProduct = Pick<ProductView, "slug" | "orderLink">;

/**
 * What a visitor who wants the product does: an available product's
 * 'Pedir por WhatsApp' (a plain link, in a new tab, made by the loader), or,
 * for a sold-out or coming one, 'Avísame cuando haya' leading to its page's
 * waiting-list form. On the product page itself (`waitlistOnPage`) the form
 * stands in for the latter.
 */
export function ProductOrderAction({
  product,
  waitlistOnPage = false,
}: {
  product: OrderableProduct;
  waitlistOnPage?: boolean;
}) {
  if (product.orderLink === null) {
    if (waitlistOnPage) return null;
    return (
      <a
        href={`/products/${product.slug}#${WAITLIST_ANCHOR}`}
        data-waitlist-link=""
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border-2 border-honey-700 px-4 py-2 font-semibold text-honey-900 transition-colors hover:bg-honey-100"
      >
        <Icon name="message" />
        {copy.waitlistButton}
      </a>
    );
  }
  return (
    <WhatsAppLink
      href={product.orderLink}
      data-order-link=""
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-green-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-green-800"
    >
      {copy.orderButton}
    </WhatsAppLink>
  );
}
