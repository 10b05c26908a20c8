import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { adminParams } from "~/shared/admin-crud";

type AdminParam = (typeof adminParams)[keyof typeof adminParams];

/** The form or confirmation the URL opened: `?nuevo=1`, `?editar=<id>`, `?eliminar=<id>`. */
export interface OpenAdminForm {
  param: AdminParam;
  id: number | null;
}

const OPENER = "data-dialog-opener";
const ROW = "data-admin-row";
const FALLBACK = "data-dialog-fallback";

const openerKey = (param: AdminParam, id: number | null = null) =>
  id === null ? param : `${param}-${id}`;

/** Marks the link that opens a form, so the focus can come back to it. */
export const dialogOpenerProps = (param: AdminParam, id: number | null = null) => ({
  [OPENER]: openerKey(param, id),
});

/** Marks a list row, focusable by script, so a save can leave the focus on it. */
export const adminRowProps = (id: number) => ({ [ROW]: String(id), tabIndex: -1 });

/** Marks the tab's heading (focusable by script): the focus goes there when nothing else is left. */
export const dialogFallbackProps = { [FALLBACK]: "", tabIndex: -1 } as const;

function focusFirst(selectors: string[]): void {
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * The admin's forms open from the URL, so their dialogs have no Radix trigger
 * to hand the focus back to: once one closes the focus would fall to the
 * page's body and the next Tab start again at the top. When the form closes,
 * this puts the focus on the row it saved or created, or back on the link
 * that opened it (deleted row: the tab's heading). Nothing moves if the user
 * has put the focus somewhere already (docs/decisions/006-admin-forms-and-toasts.md).
 */
export function useAdminDialogFocus(open: OpenAdminForm | null, rowIds: readonly number[]): void {
  const navigation = useNavigation();
  // Whether the navigation that closes the form is a write (a saved form)
  // rather than 'Cancelar', Escape or ✕ (a plain visit of the list).
  const wrote = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") return;
    const method = navigation.formMethod?.toUpperCase();
    wrote.current = method !== undefined && method !== "GET";
  }, [navigation.state, navigation.formMethod]);

  const param = open?.param ?? null;
  const id = open?.id ?? null;
  const ids = rowIds.join(",");
  const opened = useRef<{ key: string; form: OpenAdminForm; ids: string[] } | null>(null);
  useEffect(() => {
    const current = ids === "" ? [] : ids.split(",");
    const previous = opened.current;
    if (param !== null) {
      const key = openerKey(param, id);
      if (previous?.key !== key) opened.current = { key, form: { param, id }, ids: current };
      return;
    }
    opened.current = null;
    if (!previous) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const selectors: string[] = [];
    if (wrote.current) {
      const { form } = previous;
      const row =
        form.param === adminParams.create
          ? current.find((rowId) => !previous.ids.includes(rowId))
          : form.param === adminParams.edit && form.id !== null
            ? String(form.id)
            : undefined;
      if (row !== undefined) selectors.push(`[${ROW}="${row}"]`);
    }
    selectors.push(`[${OPENER}="${previous.key}"]`, `[${FALLBACK}]`);
    focusFirst(selectors);
  }, [param, id, ids]);
}
