import { useLocation } from "@remix-run/react";
import { memo, type ReactNode } from "react";
import { ProductAdminLink } from "~/components/ProductAdminLink";
import { ProductCardOffer } from "~/components/ProductCardOffer";
import { ProductCardText } from "~/components/ProductCardText";
import { ProductImageCarousel } from "~/components/ProductImageCarousel";
import type { ProductView } from "~/view/product-view.server";

export const PRODUCT_GRID_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";

/**
 * One product in a grid: pictures, badges, name
 * (linking to its page), category, price and weight, and how to get it
 * ('Pedir por WhatsApp' or 'Avísame cuando haya'). Limited editions are
 * drawn at 85 % scale. `children` adds actions below (the serving ideas).
 */
export const ProductCard = memo(function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
  children,
}: {
  product: ProductView;
  headingLevel?: 2 | 3;
  /** The card's picture is the page's largest: load it at once. */
  priority?: boolean;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <article
      data-product={product.slug}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-honey-200 bg-white shadow-md ${
        product.isLimitedEdition ? "scale-[0.85]" : ""
      }`}
    >
      <ProductImageCarousel
        // Other pictures (settings saved while browsing) start a carousel afresh.
        key={JSON.stringify(product.images)}
        id={`producto-${product.slug}-imagenes`}
        images={product.images}
        productName={product.name}
        sizes={PRODUCT_GRID_SIZES}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProductCardText product={product} headingLevel={headingLevel} />
        <ProductCardOffer product={product} returnTo={pathname} />
        {children}
        <ProductAdminLink productId={product.id} returnTo={pathname} className="self-start" />
      </div>
    </article>
  );
});
