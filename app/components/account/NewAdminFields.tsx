import { FormField } from "~/components/ui/FormField";
import { accountCopy } from "~/content/account";
import type { FieldErrors } from "~/services/errors.server";
import { NEW_PASSWORD_MIN_LENGTH } from "~/validation/account";

/**
 * A new admin's username, password and its confirmation: the fields of the
 * first-run page and of an invitation's. The server checks every rule.
 */
export function NewAdminFields({
  idPrefix,
  confirmationLabel,
  errors,
  username,
}: {
  /** Names the inputs' ids (`<prefix>-usuario`…), one page's apart from another's. */
  idPrefix: string;
  confirmationLabel: string;
  errors?: FieldErrors;
  /** What was typed before a refusal, kept. */
  username?: string;
}) {
  return (
    <>
      <FormField
        label={accountCopy.usernameLabel}
        errors={errors?.username}
        inputProps={{
          id: `${idPrefix}-usuario`,
          name: "username",
          required: true,
          maxLength: 120,
          autoComplete: "username",
          defaultValue: username,
        }}
      />
      <FormField
        label={accountCopy.passwordLabel}
        hint={accountCopy.newPasswordHint}
        errors={errors?.password}
        inputProps={{
          id: `${idPrefix}-contrasena`,
          name: "password",
          type: "password",
          required: true,
          minLength: NEW_PASSWORD_MIN_LENGTH,
          maxLength: 200,
          autoComplete: "new-password",
        }}
      />
      <FormField
        label={confirmationLabel}
        errors={errors?.confirmation}
        inputProps={{
          id: `${idPrefix}-confirmacion`,
          name: "confirmation",
          type: "password",
          required: true,
          maxLength: 200,
          autoComplete: "new-password",
        }}
      />
    </>
  );
}
