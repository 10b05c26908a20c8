import { useSearchParams } from "@remix-run/react";
import { adminParams, idParam, type AdminIntent, type AdminNotice } from "~/shared/admin-crud";
import { useAdminNoticeToast } from "./useAdminNoticeToast";

interface TabActionResult {
  intent: AdminIntent;
  id: number | null;
  notice?: AdminNotice | null;
}

/** A product card's link to its edit form (`?edit=<id>`). */
const CARD_EDIT_PARAM = "edit";

/**
 * What an admin tab shows, read from its URL (`?nuevo`, `?editar=`,
 * `?eliminar=`, so it works without JavaScript) and from the last action:
 * the open form with its result (a failed save reopens its form, whatever
 * the URL says), the item awaiting delete confirmation.
 */
export function useAdminTabState<Item extends { id: number }, Result extends TabActionResult>(
  items: readonly Item[],
  actionData: Result | undefined,
) {
  const [searchParams] = useSearchParams();
  useAdminNoticeToast(actionData?.notice);
  const failedUpdate = actionData?.intent === "update" ? actionData.id : null;
  const editId =
    idParam(searchParams, adminParams.edit) ??
    idParam(searchParams, CARD_EDIT_PARAM) ??
    failedUpdate;
  const removeId = idParam(searchParams, adminParams.remove);
  const editing = items.find((item) => item.id === editId) ?? null;
  const removing = items.find((item) => item.id === removeId) ?? null;
  const resultFor = (intent: AdminIntent, id: number | null) =>
    actionData && actionData.intent === intent && actionData.id === id ? actionData : undefined;
  return {
    creating: searchParams.has(adminParams.create) || actionData?.intent === "create",
    editing,
    removing,
    formResult: editing ? resultFor("update", editing.id) : resultFor("create", null),
    deleteResult: removing ? resultFor("delete", removing.id) : undefined,
  };
}
