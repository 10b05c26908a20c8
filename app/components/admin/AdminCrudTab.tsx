import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { adminParams, type AdminIntent, type AdminNotice } from "~/shared/admin-crud";
import { ConfirmDelete } from "./ConfirmDelete";
import { AdminListHeader } from "./AdminListHeader";
import { useAdminDialogFocus } from "./useAdminDialogFocus";
import { AdminLockedItemNotice, type LockedItem } from "./AdminLockedItemNotice";
import { useAdminTabState } from "./useAdminTabState";

interface TabActionResult {
  intent: AdminIntent;
  id: number | null;
  result?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** What a tab's form component receives. */
export interface AdminTabFormProps<Item> {
  item: Item | null;
  action: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** `?editar=3` after the tab's action URL, which may hold a query already (`/admin?index`). */
const withParam = (url: string, param: string, value: number | string) =>
  `${url}${url.includes("?") ? "&" : "?"}${param}=${value}`;

/**
 * One admin tab (products, stores, recipes, codes): the heading with its add
 * button, the create/edit form, the delete confirmation and the list, all
 * driven by the URL so they work without JavaScript.
 */
export function AdminCrudTab<Item extends { id: number }>({
  copy: { title, addLabel },
  tabUrl,
  actionUrl = tabUrl,
  items,
  nameOf,
  renderForm,
  list,
  extraActions,
  lockedOf,
  countInList = false,
}: {
  /** The tab's heading and its add button's label. */
  copy: { title: string; addLabel: string };
  tabUrl: string;
  /** Where the tab's forms post, when not `tabUrl` (an index route's `/admin?index`). */
  actionUrl?: string;
  items: readonly Item[];
  nameOf: (item: Item) => string;
  renderForm: (props: AdminTabFormProps<Item>) => ReactNode;
  list: ReactNode;
  /** More buttons beside the add button ('Generar códigos'). */
  extraActions?: ReactNode;
  /** Why an item cannot be edited or deleted (a used code), or null: its URLs show that instead. */
  lockedOf?: (item: Item) => LockedItem | null;
  /** The list says how many items there are (Productos), not the heading. */
  countInList?: boolean;
}) {
  // Every tab's action answers through handleAdminCrud, so its data has this shape.
  const actionData = useActionData<TabActionResult>();
  const { creating, editing, removing, formResult, deleteResult } = useAdminTabState(
    items,
    actionData,
  );
  useAdminDialogFocus(
    removing
      ? { param: adminParams.remove, id: removing.id }
      : editing
        ? { param: adminParams.edit, id: editing.id }
        : creating
          ? { param: adminParams.create, id: null }
          : null,
    items.map((item) => item.id),
  );
  const createUrl = withParam(tabUrl, adminParams.create, 1);
  const lockedEditing = editing && lockedOf?.(editing);
  const lockedRemoving = removing && lockedOf?.(removing);
  const lockedNotice = (action: "edit" | "remove", item: Item, locked: LockedItem) => (
    <AdminLockedItemNotice tabUrl={tabUrl} action={action} name={nameOf(item)} locked={locked} />
  );
  return (
    <div className="space-y-6">
      <AdminListHeader
        title={title}
        count={countInList ? undefined : items.length}
        addTo={createUrl}
        addLabel={addLabel}
        extraActions={extraActions}
      />
      {editing && lockedEditing ? (
        lockedNotice("edit", editing, lockedEditing)
      ) : editing || creating ? (
        <div key={editing ? `editar-${editing.id}` : "nuevo"}>
          {renderForm({
            item: editing,
            action: editing
              ? withParam(actionUrl, adminParams.edit, editing.id)
              : withParam(actionUrl, adminParams.create, 1),
            lastResult: formResult?.result,
            notice: formResult?.notice,
          })}
        </div>
      ) : null}
      {removing && lockedRemoving ? (
        lockedNotice("remove", removing, lockedRemoving)
      ) : removing ? (
        <ConfirmDelete
          action={withParam(actionUrl, adminParams.remove, removing.id)}
          tabUrl={tabUrl}
          id={removing.id}
          name={nameOf(removing)}
          notice={deleteResult?.notice}
        />
      ) : null}
      {list}
    </div>
  );
}
