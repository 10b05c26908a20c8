import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import type { z } from "zod";
import type { AdminNotice } from "~/shared/admin-crud";
import { AdminFormActions } from "./AdminFormActions";
import { AdminFormPanel } from "./AdminFormPanel";

/** What every inline form of a tab is given. */
export interface AdminInlineFormBase {
  tabUrl: string;
  /** The form's URL (`?nuevo=1` or `?editar=<id>`), kept on a failed post. */
  action: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** An item's values for the form to start from, a missing one as empty; none for a new item. */
export function formValues<const Key extends string>(
  item: Record<NoInfer<Key>, string | null> | null,
  keys: readonly Key[],
): Record<Key, string> | undefined {
  if (!item) return undefined;
  return Object.fromEntries(keys.map((key) => [key, item[key] ?? ""])) as Record<Key, string>;
}

/**
 * Conform for an inline create or edit form of a tab, validated with its
 * schema as the admin types, and whether the form's own post is under way.
 */
export function useAdminForm<Schema extends z.ZodObject>(
  { action, lastResult }: AdminInlineFormBase,
  {
    schema,
    id,
    defaultValue,
  }: { schema: Schema; id: string; defaultValue: DefaultValue<z.input<Schema>> | undefined },
) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formMethod === "POST";
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, pending };
}

/**
 * `useAdminForm` for a tab item's create or edit form: its id (`punto-3`,
 * `punto-nuevo`), its starting values, and the props its `AdminInlineForm` takes.
 */
export function useAdminItemForm<Schema extends z.ZodObject, const Key extends string>(
  base: AdminInlineFormBase,
  item: ({ id: number } & Record<NoInfer<Key>, string | null>) | null,
  {
    schema,
    idPrefix,
    newId,
    keys,
    newValues,
    titles,
  }: {
    schema: Schema;
    /** `punto` for `punto-3`. */
    idPrefix: string;
    /** The form's id for a new item (`punto-nuevo`). */
    newId: string;
    keys: readonly Key[];
    /** What a new item's form starts with, when not empty. */
    newValues?: DefaultValue<z.input<Schema>>;
    /** The panel's title: [creating, editing]. */
    titles: readonly [string, string];
  },
) {
  const { form, fields, pending } = useAdminForm(base, {
    schema,
    id: item ? `${idPrefix}-${item.id}` : newId,
    defaultValue:
      (formValues(item, keys) as DefaultValue<z.input<Schema>> | undefined) ?? newValues,
  });
  const formProps = {
    ...base,
    form,
    title: item ? titles[1] : titles[0],
    editingId: item?.id,
    pending,
  };
  return { form, fields, formProps };
}

interface AdminInlineFormProps<Schema extends Record<string, unknown>> extends AdminInlineFormBase {
  form: FormMetadata<Schema>;
  /** 'Nuevo Punto de Venta', 'Editar Receta'… */
  title: string;
  /** The id of the item being edited; none when creating one. */
  editingId: number | undefined;
  /** Posts the files the form holds (without JavaScript). */
  multipart?: boolean;
  pending: boolean;
  children: ReactNode;
}

/** The panel, hidden intent and id, two-column grid and 'Cancelar' / 'Guardar' of an inline form. */
export function AdminInlineForm<Schema extends Record<string, unknown>>({
  form,
  title,
  action,
  editingId,
  tabUrl,
  notice,
  multipart = false,
  pending,
  children,
}: AdminInlineFormProps<Schema>) {
  const editing = editingId !== undefined;
  return (
    <AdminFormPanel title={title} headingId={`${form.id}-titulo`} notice={notice}>
      <Form
        method="post"
        action={action}
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={editingId} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
        <AdminFormActions cancelTo={tabUrl} pending={pending} />
      </Form>
    </AdminFormPanel>
  );
}
