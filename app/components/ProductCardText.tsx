import { lazy, Suspense } from "react";
import ServerTextContent from "~/components/ProductCardTextContent";
import { ServerMarkup } from "~/components/ServerMarkup";
import type { ProductView } from "~/view/product-view.server";

/**
 * The words as the browser draws them, in a file of its own: the server's
 * markup serves every page it sent, so only a card drawn after a navigation
 * in the page downloads it (docs/decisions/023-public-javascript-budget.md).
 */
const TextContent = import.meta.env.SSR
  ? ServerTextContent
  : lazy(() => import("~/components/ProductCardTextContent"));

export interface ProductCardTextProps {
  product: ProductView;
  headingLevel: 2 | 3;
}

/**
 * A card's words: badges, name (linking to its page), category and
 * description. They keep the server's markup (ServerMarkup): nothing in them
 * changes while the page is open, and the name's link navigates in the page.
 */
export function ProductCardText({ product, headingLevel }: ProductCardTextProps) {
  return (
    <ServerMarkup
      id={`producto-${product.slug}-texto`}
      content={JSON.stringify([headingLevel, product])}
      className="flex flex-col gap-3"
    >
      <Suspense fallback={null}>
        <TextContent product={product} headingLevel={headingLevel} />
      </Suspense>
    </ServerMarkup>
  );
}
