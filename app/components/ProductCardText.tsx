import { Link } from "@remix-run/react";
import { ProductBadges } from "~/components/ProductBadges";
import { ServerMarkup } from "~/components/ServerMarkup";
import type { ProductView } from "~/view/product-view.server";

/**
 * A card's words: badges, name (linking to its page), category and
 * description. They keep the server's markup (ServerMarkup): nothing in them
 * changes while the page is open, and the name's link navigates in the page.
 */
export function ProductCardText({
  product,
  headingLevel,
}: {
  product: ProductView;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ServerMarkup
      id={`producto-${product.slug}-texto`}
      content={JSON.stringify([headingLevel, product])}
      className="flex flex-col gap-3"
    >
      <ProductBadges product={product} />
      <Heading className="font-serif text-xl leading-snug font-bold text-smoke-900">
        <Link
          to={`/products/${product.slug}`}
          className="rounded-sm underline-offset-4 hover:text-honey-800 hover:underline"
        >
          {product.name}
        </Link>
      </Heading>
      <p className="text-sm font-medium text-honey-800">{product.category}</p>
      <p className="line-clamp-3 text-stone-700">{product.description}</p>
    </ServerMarkup>
  );
}
