import { ConformInput, ConformTextarea } from "~/components/forms/ConformField";
import type { PublicStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";
import {
  AdminInlineForm,
  formValues,
  useAdminForm,
  type AdminInlineFormBase,
} from "./AdminInlineForm";

interface StoreFormProps extends AdminInlineFormBase {
  /** The store being edited; none to create one. */
  store: PublicStore | null;
}

/** 'Nuevo Punto de Venta' / 'Editar Punto de Venta', inline in the tab. */
export function StoreForm({ store, ...base }: StoreFormProps) {
  const { form, fields, pending } = useAdminForm(base, {
    schema: storeSchema,
    id: store ? `punto-${store.id}` : "punto-nuevo",
    defaultValue: formValues(store, ["name", "address", "city", "state", "phone", "description"]),
  });
  return (
    <AdminInlineForm
      {...base}
      form={form}
      title={store ? "Editar Punto de Venta" : "Nuevo Punto de Venta"}
      editingId={store?.id}
      pending={pending}
    >
      <ConformInput label="Nombre" field={fields.name} />
      <ConformInput
        label="Teléfono (opcional)"
        field={fields.phone}
        type="tel"
        autoComplete="off"
      />
      <ConformInput label="Dirección" className="sm:col-span-2" field={fields.address} />
      <ConformInput label="Ciudad" field={fields.city} />
      <ConformInput label="Estado" field={fields.state} />
      <ConformTextarea
        label="Descripción (opcional)"
        className="sm:col-span-2"
        field={fields.description}
        rows={3}
      />
    </AdminInlineForm>
  );
}
