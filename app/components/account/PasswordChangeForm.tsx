import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { accountCopy as copy } from "~/content/account";
import type { FieldErrors } from "~/services/errors.server";
import { NEW_PASSWORD_MIN_LENGTH } from "~/validation/account";

/** 'Cambiar contraseña': current, new and its confirmation; the server checks everything. */
export function PasswordChangeForm({ fieldErrors }: { fieldErrors?: FieldErrors }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "change-password";
  const field = (name: string, label: string, autoComplete: string, hint?: string) => (
    <FormField
      label={label}
      hint={hint}
      errors={fieldErrors?.[name]}
      inputProps={{
        id: `cuenta-${name}`,
        name,
        type: "password",
        required: true,
        autoComplete,
        minLength: name === "currentPassword" ? undefined : NEW_PASSWORD_MIN_LENGTH,
        maxLength: 200,
      }}
    />
  );
  return (
    <Form method="post" className="space-y-2" preventScrollReset>
      <input type="hidden" name="intent" value="change-password" />
      {field("currentPassword", copy.currentPasswordLabel, "current-password")}
      {field("newPassword", copy.newPasswordLabel, "new-password", copy.newPasswordHint)}
      {field("confirmation", copy.confirmationLabel, "new-password")}
      <Button type="submit" pending={pending} pendingLabel="Guardando...">
        {copy.changePassword}
      </Button>
    </Form>
  );
}
