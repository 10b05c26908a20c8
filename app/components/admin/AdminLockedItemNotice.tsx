import { buttonClassName } from "~/components/ui/Button";
import { Link } from "@remix-run/react";

/** Why an item cannot be changed, and what else the admin should know of it. */
export interface LockedItem {
  reason: string;
  detail?: string | null;
}

/**
 * What `?editar=` / `?eliminar=` of a locked item (a used code) shows instead
 * of the form or the confirmation: why it cannot be changed, and the way back.
 */
export function AdminLockedItemNotice({
  tabUrl,
  action,
  name,
  locked,
}: {
  tabUrl: string;
  action: "edit" | "remove";
  name: string;
  locked: LockedItem;
}) {
  const headingId = `bloqueado-${action}`;
  return (
    <section
      aria-labelledby={headingId}
      data-locked-item=""
      className="space-y-3 rounded-2xl border border-chili-700 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-smoke-900">
        {action === "edit" ? `No se puede editar «${name}»` : `No se puede eliminar «${name}»`}
      </h3>
      <p className="font-medium text-chili-700">{locked.reason}.</p>
      {locked.detail ? <p className="text-stone-700">{locked.detail}</p> : null}
      <Link to={tabUrl} preventScrollReset className={buttonClassName({ variant: "secondary" })}>
        Volver a la lista
      </Link>
    </section>
  );
}
