import { Link, useRouteLoaderData } from "@remix-run/react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Icon } from "~/components/Icon";
import type { loader as rootLoader } from "~/root";

// Admins only: the form's code is loaded when the dialog first opens. Pure:
// the browser's chunk importing this module for the server's sake
// (ProductAdminLink) must not run it.
const ProductQuickEdit = /* @__PURE__ */ lazy(
  () => import("~/components/admin/ProductQuickEditLoader"),
);

/** A click that asks for a new tab or window keeps the link's own way. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The edit button admins see on a product: a link to the admin panel, which
 * opens the product's 'Editar Producto' dialog from `?edit=<id>`. Drawn
 * only for a signed-in admin (the root loader's user); visitors' browsers
 * never download it (ProductAdminLink).
 *
 * Given `returnTo` (the page it is on), a save there comes back to it, and
 * with JavaScript the dialog opens on the page itself
 * (docs/decisions/022-product-edits-and-ended-sessions.md).
 */
export default function ProductEditLink({
  productId,
  returnTo,
  className = "",
}: {
  productId: number;
  returnTo?: string;
  className?: string;
}) {
  const admin = useRouteLoaderData<typeof rootLoader>("root")?.user?.isAdmin === true;
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  const link = useRef<HTMLAnchorElement>(null);
  const wasEditing = useRef(false);
  // The dialog has no Radix trigger to give the focus back to: the link is it.
  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      link.current?.focus();
    }
  }, [editing]);
  // An open dialog outlives the session (the page's data reloaded without the
  // admin): it keeps what was typed and says the session ended.
  if (!admin && !editing) return null;
  const to = returnTo
    ? `/admin?edit=${productId}&returnTo=${encodeURIComponent(returnTo)}`
    : `/admin?edit=${productId}`;
  const openHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setEditing(true);
  };
  return (
    <>
      {admin ? (
        <Link
          ref={link}
          to={to}
          onClick={returnTo ? openHere : undefined}
          className={`inline-flex min-h-10 items-center gap-2 rounded-lg border border-honey-300 bg-white px-3 py-2 text-sm font-semibold text-honey-900 hover:bg-honey-100 ${className}`}
        >
          <Icon name="pencil" className="size-4" />
          Editar Producto
        </Link>
      ) : null}
      {editing && returnTo ? (
        <Suspense fallback={null}>
          <ProductQuickEdit productId={productId} returnTo={returnTo} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
