import { Link } from "@remix-run/react";
import { ProductBadges } from "~/components/ProductBadges";
import type { ProductCardTextProps } from "~/components/ProductCardText";

/** What ProductCardText draws: badges, name (linking to its page), category and description. */
export default function ProductCardTextContent({ product, headingLevel }: ProductCardTextProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
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
    </>
  );
}
