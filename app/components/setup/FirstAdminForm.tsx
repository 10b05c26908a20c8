import { NewAdminForm } from "~/components/account/NewAdminForm";
import { FormField } from "~/components/ui/FormField";
import { setupCopy as copy } from "~/content/setup";
import type { SetupActionData } from "~/routes/admin_.setup.server";

/**
 * The first-run form: the setup code, the first admin's username and
 * password, and the choice of the sample catalogue.
 */
export function FirstAdminForm({ actionData }: { actionData: SetupActionData | undefined }) {
  return (
    <NewAdminForm
      idPrefix="configuracion"
      confirmationLabel={copy.confirmationLabel}
      actionData={actionData}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      before={
        <FormField
          label={copy.codeLabel}
          errors={actionData?.fieldErrors?.code}
          inputProps={{
            id: "configuracion-codigo",
            name: "code",
            type: "password",
            required: true,
            maxLength: 200,
            autoComplete: "off",
          }}
        />
      }
      after={
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
      }
    />
  );
}
