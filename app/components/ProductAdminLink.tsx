import { useRouteLoaderData } from "@remix-run/react";
import { useRef, type ComponentProps } from "react";
import ServerProductEditLink from "~/components/ProductEditLink";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import type { loader as rootLoader } from "~/root";

/**
 * The link's code is an admin's alone: the browser downloads it once a
 * signed-in admin's page draws it, keeping the server's link meanwhile.
 */
const ProductEditLink = serverDrawnPart(import.meta.env.SSR ? ServerProductEditLink : null, () =>
  import("~/components/ProductEditLink").then((module) => module.default),
);

/**
 * 'Editar Producto' on a product's card and page, for a signed-in admin
 * (ProductEditLink); nothing for a visitor. Once drawn it stays: an open
 * dialog outlives the session, to keep what was typed.
 */
export function ProductAdminLink(props: ComponentProps<typeof ServerProductEditLink>) {
  const admin = useRouteLoaderData<typeof rootLoader>("root")?.user?.isAdmin === true;
  const drawn = useRef(false);
  if (admin) drawn.current = true;
  if (!drawn.current) return null;
  return <ProductEditLink {...props} />;
}
