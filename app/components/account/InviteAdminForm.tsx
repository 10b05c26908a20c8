import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { accountCopy, usersCopy as copy } from "~/content/account";
import type { FieldErrors } from "~/services/errors.server";

/** 'Invitar administrador': the current password first, as every new way in asks for it. */
export function InviteAdminForm({ fieldErrors }: { fieldErrors?: FieldErrors }) {
  const navigation = useNavigation();
  const inviting = navigation.formData?.get("intent") === "invite";
  return (
    <Form method="post" className="space-y-2" preventScrollReset>
      <input type="hidden" name="intent" value="invite" />
      <FormField
        label={accountCopy.currentPasswordLabel}
        hint={copy.invitePasswordHint}
        errors={fieldErrors?.currentPassword}
        inputProps={{
          id: "invitar-currentPassword",
          name: "currentPassword",
          type: "password",
          required: true,
          autoComplete: "current-password",
          maxLength: 200,
        }}
      />
      <Button type="submit" pending={inviting} pendingLabel="Creando enlace...">
        {copy.invite}
      </Button>
    </Form>
  );
}
