import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { NewAdminFields } from "~/components/account/NewAdminFields";
import { FormField } from "~/components/ui/FormField";
import { setupCopy as copy } from "~/content/setup";
import type { SetupActionData } from "~/routes/admin_.setup.server";

/**
 * The first-run form: the setup code, the first admin's username and
 * password, and the choice of the sample catalogue. A plain post; with
 * JavaScript Remix sends it without a reload and shows the pending label.
 */
export function FirstAdminForm({ actionData }: { actionData: SetupActionData | undefined }) {
  const navigation = useNavigation();
  const errors = actionData?.fieldErrors;
  return (
    <Form method="post" className="space-y-2">
      <FormField
        label={copy.codeLabel}
        errors={errors?.code}
        inputProps={{
          id: "configuracion-codigo",
          name: "code",
          type: "password",
          required: true,
          maxLength: 200,
          autoComplete: "off",
        }}
      />
      <NewAdminFields
        idPrefix="configuracion"
        labels={{
          username: copy.usernameLabel,
          password: copy.passwordLabel,
          confirmation: copy.confirmationLabel,
        }}
        errors={errors}
        username={actionData?.username}
      />
      <div className="flex items-start gap-3 py-2">
        <input
          id="configuracion-ejemplo"
          name="sampleCatalogue"
          type="checkbox"
          defaultChecked={actionData?.sampleCatalogue}
          aria-describedby="configuracion-ejemplo-descripcion"
          className="mt-1 size-5 shrink-0 accent-honey-700"
        />
        <div>
          <label htmlFor="configuracion-ejemplo" className="font-medium text-stone-800">
            {copy.sampleCatalogueLabel}
          </label>
          <p id="configuracion-ejemplo-descripcion" className="text-sm text-stone-700">
            {copy.sampleCatalogueHint}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        className="w-full"
        pending={navigation.state !== "idle"}
        pendingLabel={copy.pending}
      >
        {copy.submit}
      </Button>
    </Form>
  );
}
