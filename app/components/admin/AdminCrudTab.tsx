import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { adminParams, type AdminIntent, type AdminNotice } from "~/shared/admin-crud";
import { AdminConfirmDelete } from "./AdminConfirmDelete";
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

/**
 * One admin tab (stores, recipes, codes): the heading with its count and add
 * button, the inline create/edit form, the delete confirmation and the list,
 * all driven by the URL so they work without JavaScript.
 */
export function AdminCrudTab<Item extends { id: number }, Result extends TabActionResult>({
  title,
  addLabel,
  tabUrl,
  items,
  actionData,
  nameOf,
  renderForm,
  list,
  extraActions,
  lockedOf,
}: {
  title: string;
  addLabel: string;
  tabUrl: string;
  items: readonly Item[];
  actionData: Result | undefined;
  nameOf: (item: Item) => string;
  renderForm: (props: AdminTabFormProps<Item>) => ReactNode;
  list: ReactNode;
  /** More buttons beside the add button ('Generar códigos'). */
  extraActions?: ReactNode;
  /** Why an item cannot be edited or deleted (a used code), or null: its URLs show that instead. */
  lockedOf?: (item: Item) => LockedItem | null;
}) {
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
  const createUrl = `${tabUrl}?${adminParams.create}=1`;
  const lockedEditing = editing && lockedOf?.(editing);
  const lockedRemoving = removing && lockedOf?.(removing);
  return (
    <div className="space-y-6">
      <AdminListHeader
        title={title}
        count={items.length}
        addTo={createUrl}
        addLabel={addLabel}
        extraActions={extraActions}
      />
      {editing && lockedEditing ? (
        <AdminLockedItemNotice
          tabUrl={tabUrl}
          action="edit"
          name={nameOf(editing)}
          locked={lockedEditing}
        />
      ) : editing || creating ? (
        <div key={editing ? `editar-${editing.id}` : "nuevo"}>
          {renderForm({
            item: editing,
            action: editing ? `${tabUrl}?${adminParams.edit}=${editing.id}` : createUrl,
            lastResult: formResult?.result,
            notice: formResult?.notice,
          })}
        </div>
      ) : null}
      {removing && lockedRemoving ? (
        <AdminLockedItemNotice
          tabUrl={tabUrl}
          action="remove"
          name={nameOf(removing)}
          locked={lockedRemoving}
        />
      ) : removing ? (
        <AdminConfirmDelete
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
