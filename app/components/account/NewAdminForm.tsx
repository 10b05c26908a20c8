import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/Button";
import type { FieldErrors } from "~/services/errors.server";
import { NewAdminFields } from "./NewAdminFields";

/**
 * The form that makes an admin (the first-run page's, an invitation's): a
 * plain post of the new admin's fields with what the page adds before and
 * after them; with JavaScript Remix sends it without a reload and shows the
 * pending label.
 */
export function NewAdminForm({
  idPrefix,
  confirmationLabel,
  actionData,
  submitLabel,
  pendingLabel,
  before,
  after,
}: {
  idPrefix: string;
  confirmationLabel: string;
  /** The refused post's field errors and the username typed. */
  actionData: { fieldErrors?: FieldErrors; username?: string } | undefined;
  submitLabel: string;
  pendingLabel: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="space-y-2">
      {before}
      <NewAdminFields
        idPrefix={idPrefix}
        confirmationLabel={confirmationLabel}
        errors={actionData?.fieldErrors}
        username={actionData?.username}
      />
      {after}
      <Button
        type="submit"
        className="w-full"
        pending={navigation.state !== "idle"}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
