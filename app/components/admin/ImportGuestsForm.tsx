import { getTextareaProps } from "@conform-to/react";
import { useEffect } from "react";
import { FieldErrors, FormField } from "~/components/ui/FormField";
import {
  CODES_PATH,
  IMPORT_GUESTS_PATH,
  importGuestsCopy as copy,
} from "~/content/invitation-campaigns";
import { GUEST_LIST_FIELD, guestImportFormSchema } from "~/validation/invitation-campaign";
import { useAdminForm } from "./AdminInlineForm";
import { CampaignToolForm, useCampaignToolResult } from "./CampaignToolForm";

const LIST_ERRORS_ID = "importar-invitados-lista-error";
const FILE_INPUT_ID = "importar-invitados-archivo";

/** 'Importar invitados': the campaign's settings and the guest list, as a CSV file or pasted. */
export function ImportGuestsForm() {
  const { lastResult, notice } = useCampaignToolResult();
  const tool = useAdminForm(
    { tabUrl: CODES_PATH, action: IMPORT_GUESTS_PATH, lastResult },
    {
      schema: guestImportFormSchema,
      id: "importar-invitados",
      defaultValue: { kind: "associate" },
    },
  );

  const listErrors = tool.form.allErrors[GUEST_LIST_FIELD] ?? [];
  const listInvalid = listErrors.length > 0;
  // A refused list has no field of its own: take the admin to the file to choose again.
  useEffect(() => {
    if (lastResult?.error?.[GUEST_LIST_FIELD]?.length)
      document.getElementById(FILE_INPUT_ID)?.focus();
  }, [lastResult]);
  return (
    <CampaignToolForm tool={tool} action={IMPORT_GUESTS_PATH} copy={copy} notice={notice} multipart>
      <fieldset
        className="space-y-3 rounded-xl border border-honey-200 bg-white p-4"
        aria-describedby={listInvalid ? LIST_ERRORS_ID : undefined}
      >
        <legend className="px-1 font-semibold text-smoke-900">{copy.listLegend}</legend>
        <FormField
          label={copy.file}
          hint={copy.fileHint}
          inputProps={{
            id: FILE_INPUT_ID,
            name: "guestFile",
            type: "file",
            accept: ".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values",
            "aria-invalid": listInvalid || undefined,
            "aria-describedby": listInvalid ? LIST_ERRORS_ID : undefined,
          }}
        />
        <FormField
          label={copy.text}
          hint={copy.textHint}
          errors={tool.fields.guestText.errors}
          textareaProps={{
            ...getTextareaProps(tool.fields.guestText),
            rows: 6,
            "aria-invalid": listInvalid || undefined,
            "aria-describedby": listInvalid ? LIST_ERRORS_ID : undefined,
          }}
        />
        <details className="text-sm text-stone-700">
          <summary className="cursor-pointer font-medium text-smoke-900">{copy.example}</summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-100 p-3 font-mono text-xs">
            {copy.exampleRows.join("\n")}
          </pre>
        </details>
        {listInvalid ? (
          <div role="alert" className="space-y-1">
            <FieldErrors id={LIST_ERRORS_ID} errors={listErrors} />
            <p className="text-sm text-stone-700">{copy.fileAgain}</p>
          </div>
        ) : null}
      </fieldset>
    </CampaignToolForm>
  );
}
