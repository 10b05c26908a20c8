import { Link, useRouteLoaderData } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import type { loader as rootLoader } from "~/root";

/**
 * The edit button admins see on a product: a link to the admin panel, which
 * opens the product's 'Editar Producto' dialog from `?edit=<id>`. Drawn
 * only for a signed-in admin (the root loader's user).
 */
export function ProductAdminLink({
  productId,
  className = "",
}: {
  productId: number;
  className?: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (root?.user?.isAdmin !== true) return null;
  return (
    <Link
      to={`/admin?edit=${productId}`}
      className={`inline-flex min-h-10 items-center gap-2 rounded-lg border border-honey-300 bg-white px-3 py-2 text-sm font-semibold text-honey-900 hover:bg-honey-100 ${className}`}
    >
      <Icon name="pencil" className="size-4" />
      Editar Producto
    </Link>
  );
}
