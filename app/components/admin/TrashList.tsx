import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { TRASH_PATH, trashCopy } from "~/content/trash";
import type { NewSlugAsk } from "~/controllers/trash-page.server";
import { adminParams } from "~/shared/admin-crud";
import type { TrashRow } from "~/view/trash-view";
import { TrashSlugForm } from "./TrashSlugForm";
import { adminRowProps, dialogOpenerProps } from "./useAdminDialogFocus";

/**
 * What was deleted, newest first: each entry's kind, title, who deleted it
 * and when, until when it is kept, 'Restaurar' (a form post) and 'Eliminar
 * definitivamente' (a link to its confirmation, `?eliminar=<id>`).
 */
export function TrashList({
  rows,
  newSlug,
}: {
  rows: readonly TrashRow[];
  /** The entry whose restore needs another slug, and the field's answer. */
  newSlug: { id: number; ask: NewSlugAsk } | null;
}) {
  const navigation = useNavigation();
  const restoring =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "restore"
      ? navigation.formData.get("id")
      : null;
  if (rows.length === 0) return <p className="text-stone-700">{trashCopy.empty}</p>;
  return (
    <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200 bg-white">
      {rows.map((row) => (
        <li
          key={row.id}
          className="space-y-3 p-4 outline-none sm:p-5"
          data-trash-entry={row.id}
          {...adminRowProps(row.id)}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-semibold text-honey-900">{row.kindLabel}</p>
              <h3 className="font-semibold break-words text-smoke-900">{row.title}</h3>
              <p className="text-sm text-stone-700">
                <time dateTime={row.deletedAt}>{row.deletedLabel}</time>
              </p>
              <p className="text-sm text-stone-700">{row.keptUntilLabel}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Form method="post" action={TRASH_PATH} preventScrollReset>
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  size="sm"
                  pending={restoring === String(row.id)}
                  pendingLabel={trashCopy.restoring}
                  aria-label={trashCopy.restoreLabel(row.title)}
                >
                  {trashCopy.restore}
                </Button>
              </Form>
              <Button
                to={`${TRASH_PATH}?${adminParams.remove}=${row.id}`}
                preventScrollReset
                size="sm"
                variant="secondary"
                aria-label={trashCopy.purgeLabel(row.title)}
                {...dialogOpenerProps(adminParams.remove, row.id)}
              >
                {trashCopy.purge}
              </Button>
            </div>
          </div>
          {newSlug?.id === row.id ? (
            <TrashSlugForm
              id={row.id}
              slug={newSlug.ask.value}
              error={newSlug.ask.error}
              returnTo={newSlug.ask.returnTo}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
