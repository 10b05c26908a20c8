import { ConformInput, ConformTextarea } from "~/components/forms/ConformField";
import type { PublicStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";
import { AdminInlineForm, useAdminItemForm, type AdminInlineFormBase } from "./AdminInlineForm";

interface StoreFormProps extends AdminInlineFormBase {
  /** The store being edited; none to create one. */
  store: PublicStore | null;
}

/** 'Nuevo Punto de Venta' / 'Editar Punto de Venta', inline in the tab. */
export function StoreForm({ store, ...base }: StoreFormProps) {
  const { fields, formProps } = useAdminItemForm(base, store, {
    schema: storeSchema,
    idPrefix: "punto",
    newId: "punto-nuevo",
    keys: ["name", "address", "city", "state", "phone", "description"],
    titles: ["Nuevo Punto de Venta", "Editar Punto de Venta"],
  });
  return (
    <AdminInlineForm {...formProps}>
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
