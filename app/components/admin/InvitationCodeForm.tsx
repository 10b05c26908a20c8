import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import type { AdminNotice } from "~/shared/admin-crud";
import { invitationCodeSchema } from "~/validation/invitation-code";
import { AdminFormActions } from "./AdminFormActions";
import { AdminFormPanel } from "./AdminFormPanel";
import type { InvitationCodeRow } from "./InvitationCodeList";

const constraint = getZodConstraint(invitationCodeSchema);

interface InvitationCodeFormProps {
  tabUrl: string;
  /** The code being edited; none to create one. */
  code: InvitationCodeRow | null;
  action: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** 'Nuevo Código' / 'Editar Código', inline in the tab. */
export function InvitationCodeForm({
  tabUrl,
  code,
  action,
  lastResult,
  notice,
}: InvitationCodeFormProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: code ? `codigo-${code.id}` : "codigo-nuevo",
    lastResult,
    constraint,
    defaultValue: code
      ? {
          code: code.code,
          name: code.name,
          company: code.company,
          email: code.email ?? "",
          phone: code.phone ?? "",
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationCodeSchema }),
  });
  const title = code ? "Editar Código" : "Nuevo Código";
  return (
    <AdminFormPanel title={title} headingId={`${form.id}-titulo`} notice={notice}>
      <Form
        method="post"
        action={action}
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value={code ? "update" : "create"} />
        {code ? <input type="hidden" name="id" value={code.id} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField
            label="Código"
            hint="Letras, números y guiones; se guarda en mayúsculas."
            inputProps={{
              ...getInputProps(fields.code, { type: "text" }),
              autoComplete: "off",
              className: "uppercase",
            }}
            errors={fields.code.errors}
          />
          <FormField
            label="Nombre"
            inputProps={getInputProps(fields.name, { type: "text" })}
            errors={fields.name.errors}
          />
          <FormField
            label="Empresa"
            inputProps={getInputProps(fields.company, { type: "text" })}
            errors={fields.company.errors}
          />
          <FormField
            label="Correo electrónico (opcional)"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }}
            errors={fields.email.errors}
          />
          <FormField
            label="Teléfono (opcional)"
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "off" }}
            errors={fields.phone.errors}
          />
        </div>
        <AdminFormActions cancelTo={tabUrl} pending={pending} />
      </Form>
    </AdminFormPanel>
  );
}
