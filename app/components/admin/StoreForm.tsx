import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import type { AdminNotice } from "~/shared/admin-crud";
import type { PublicStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";
import { AdminFormActions } from "./AdminFormActions";
import { AdminFormPanel } from "./AdminFormPanel";

const constraint = getZodConstraint(storeSchema);

interface StoreFormProps {
  tabUrl: string;
  /** The store being edited; none to create one. */
  store: PublicStore | null;
  /** The form's URL (`?nuevo=1` or `?editar=<id>`), kept on a failed post. */
  action: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** 'Nuevo Punto de Venta' / 'Editar Punto de Venta', inline in the tab. */
export function StoreForm({ tabUrl, store, action, lastResult, notice }: StoreFormProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: store ? `punto-${store.id}` : "punto-nuevo",
    lastResult,
    constraint,
    defaultValue: store
      ? {
          name: store.name,
          address: store.address,
          city: store.city,
          state: store.state,
          phone: store.phone ?? "",
          description: store.description ?? "",
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: storeSchema }),
  });
  const title = store ? "Editar Punto de Venta" : "Nuevo Punto de Venta";
  return (
    <AdminFormPanel title={title} headingId={`${form.id}-titulo`} notice={notice}>
      <Form
        method="post"
        action={action}
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value={store ? "update" : "create"} />
        {store ? <input type="hidden" name="id" value={store.id} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField
            label="Nombre"
            inputProps={getInputProps(fields.name, { type: "text" })}
            errors={fields.name.errors}
          />
          <FormField
            label="Teléfono (opcional)"
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "off" }}
            errors={fields.phone.errors}
          />
          <FormField
            label="Dirección"
            className="sm:col-span-2"
            inputProps={getInputProps(fields.address, { type: "text" })}
            errors={fields.address.errors}
          />
          <FormField
            label="Ciudad"
            inputProps={getInputProps(fields.city, { type: "text" })}
            errors={fields.city.errors}
          />
          <FormField
            label="Estado"
            inputProps={getInputProps(fields.state, { type: "text" })}
            errors={fields.state.errors}
          />
          <FormField
            label="Descripción (opcional)"
            className="sm:col-span-2"
            textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
            errors={fields.description.errors}
          />
        </div>
        <AdminFormActions cancelTo={tabUrl} pending={pending} />
      </Form>
    </AdminFormPanel>
  );
}
