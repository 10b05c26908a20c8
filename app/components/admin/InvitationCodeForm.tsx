import { ConformInput } from "~/components/forms/ConformField";
import { invitationCodeSchema } from "~/validation/invitation-code";
import {
  AdminInlineForm,
  formValues,
  useAdminForm,
  type AdminInlineFormBase,
} from "./AdminInlineForm";
import type { InvitationCodeRow } from "~/view/invitation-code-view";
import { CampaignSettingsFields } from "./CampaignSettingsFields";

interface InvitationCodeFormProps extends AdminInlineFormBase {
  /** The code being edited; none to create one. */
  code: InvitationCodeRow | null;
}

/** 'Nuevo Código' / 'Editar Código', inline in the tab. */
export function InvitationCodeForm({ code, ...base }: InvitationCodeFormProps) {
  const { form, fields, pending } = useAdminForm(base, {
    schema: invitationCodeSchema,
    id: code ? `codigo-${code.id}` : "codigo-nuevo",
    defaultValue: formValues(code, [
      "code",
      "name",
      "company",
      "email",
      "phone",
      "campaign",
      "kind",
      "expiresAt",
    ]) ?? { kind: "associate" },
  });
  return (
    <AdminInlineForm
      {...base}
      form={form}
      title={code ? "Editar Código" : "Nuevo Código"}
      editingId={code?.id}
      pending={pending}
    >
      <ConformInput
        label="Código"
        hint="Letras, números y guiones; se guarda en mayúsculas."
        field={fields.code}
        autoComplete="off"
        control={{ className: "uppercase" }}
      />
      <ConformInput label="Nombre" field={fields.name} />
      <ConformInput label="Empresa" field={fields.company} />
      <ConformInput
        label="Correo electrónico (opcional)"
        field={fields.email}
        type="email"
        autoComplete="off"
      />
      <ConformInput
        label="Teléfono (opcional)"
        field={fields.phone}
        type="tel"
        autoComplete="off"
      />
      <CampaignSettingsFields
        campaign={fields.campaign}
        kind={fields.kind}
        expiresAt={fields.expiresAt}
        campaignRequired={false}
      />
    </AdminInlineForm>
  );
}
