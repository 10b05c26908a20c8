import { ConformInput } from "~/components/forms/ConformField";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { AdminInlineForm, useAdminItemForm, type AdminInlineFormBase } from "./AdminInlineForm";
import type { InvitationCodeRow } from "~/view/invitation-code-view";
import { CampaignSettingsFields } from "./CampaignSettingsFields";

interface InvitationCodeFormProps extends AdminInlineFormBase {
  /** The code being edited; none to create one. */
  code: InvitationCodeRow | null;
}

/** 'Nuevo Código' / 'Editar Código', inline in the tab. */
export function InvitationCodeForm({ code, ...base }: InvitationCodeFormProps) {
  const { fields, formProps } = useAdminItemForm(base, code, {
    schema: invitationCodeSchema,
    idPrefix: "codigo",
    newId: "codigo-nuevo",
    keys: ["code", "name", "company", "email", "phone", "campaign", "kind", "expiresAt"],
    newValues: { kind: "associate" },
    titles: ["Nuevo Código", "Editar Código"],
  });
  return (
    <AdminInlineForm {...formProps}>
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
