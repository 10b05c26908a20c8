import { memo } from "react";
import { Link } from "@remix-run/react";
import { ServerMarkup } from "~/components/ServerMarkup";

const linkClass =
  "inline-flex min-h-11 items-center rounded-lg border-2 border-honey-800 px-5 py-2.5 font-semibold text-honey-900 transition-colors hover:bg-honey-200";

/**
 * The links of /products to the stores and the recipes. Fixed words: the
 * browser keeps the server's markup (ServerMarkup), the links navigate in the page.
 */
export const ProductsPageLinks = memo(function ProductsPageLinks() {
  return (
    <ServerMarkup
      as="aside"
      id="mas-para-descubrir"
      content=""
      aria-label="Más para descubrir"
      className="mt-16 rounded-2xl bg-honey-100/80 p-6 text-center sm:p-8"
    >
      <p className="text-lg text-stone-800">¿Dónde comprar y cómo disfrutar nuestros productos?</p>
      <div className="mt-4 flex flex-wrap justify-center gap-4">
        <Link to="/stores" className={linkClass}>
          Ver Puntos de Venta
        </Link>
        <Link to="/recipes" className={linkClass}>
          Ver Ideas y Recetas
        </Link>
      </div>
    </ServerMarkup>
  );
});
