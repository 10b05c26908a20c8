/**
 * The actions of 'Generar códigos' and 'Importar invitados': plain forms
 * that work without JavaScript. Success goes to the codes tab filtered by
 * the campaign, with a toast; a refusal answers the page with what was
 * typed kept and each problem under its field (an import names every bad
 * line of the list).
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { CODES_PATH, generateCodesCopy, importGuestsCopy } from "~/content/invitation-campaigns";
import { failureData } from "~/http/failure-response.server";
import { firstFormError } from "~/http/parse-input.server";
import { redirectAfterWrite } from "./redirect-after-write.server";
import { requireAdminPage } from "~/http/guards.server";
import { readFormDataOr } from "~/http/request-body.server";
import {
  asServiceError,
  badRequest,
  isServiceError,
  type ServiceError,
} from "~/services/errors.server";
import { decodeGuestList, parseGuestList } from "~/services/guest-list.server";
import {
  generateInvitationCodes,
  importInvitationCodes,
} from "~/services/invitation-campaigns.server";
import { siteFor } from "~/services/site/site.server";
import type { AdminNotice } from "~/shared/admin-crud";
import {
  GUEST_LIST_FIELD,
  MAX_GUEST_LIST_BYTES,
  guestImportFormSchema,
  invitationBatchSchema,
  invitationCampaignMessages as messages,
} from "~/validation/invitation-campaign";

/** A few text fields. */
const MAX_BATCH_FORM_BYTES = 16 * 1024;
/** A guest list, as a file or pasted, and the form's few other fields. */
const MAX_IMPORT_FORM_BYTES = MAX_GUEST_LIST_BYTES + 16 * 1024;

export interface CampaignActionData {
  result: SubmissionResult<string[]>;
  notice: AdminNotice;
}

/** The codes tab showing the campaign's codes. */
export function campaignCodesPath(campaign: string): string {
  return `${CODES_PATH}?${new URLSearchParams({ campaign })}`;
}

function refused(
  failedTitle: string,
  error: unknown,
  result: (error: ServiceError) => SubmissionResult<string[]>,
  what: string,
) {
  const failure = asServiceError(error, what);
  return failureData(
    {
      result: result(failure),
      notice: { title: failedTitle, description: failure.message },
    } satisfies CampaignActionData,
    failure,
  );
}

/** A form its schema refuses: 400, each message under its field, what was typed kept. */
function invalidForm(
  failedTitle: string,
  submission: {
    reply(): SubmissionResult<string[]>;
    error: Record<string, string[] | null> | null | undefined;
  },
) {
  return data(
    {
      result: submission.reply(),
      notice: { title: failedTitle, description: firstFormError(submission.error) },
    } satisfies CampaignActionData,
    { status: 400 },
  );
}

const formRefusal = (error: ServiceError): SubmissionResult<string[]> => ({
  status: "error",
  error: { "": [error.message] },
});

/** 'Generar códigos': `count` codes of one campaign. */
export async function generateCodesAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const copy = generateCodesCopy;
  const formData = await readFormDataOr(request, MAX_BATCH_FORM_BYTES, (error) => error);
  if (isServiceError(formData)) return refused(copy.failed, formData, formRefusal, "Code batch");
  const submission = parseFormSubmission(formData, invitationBatchSchema);
  if (submission.status !== "success") return invalidForm(copy.failed, submission);
  const input = submission.value;
  let outcome;
  try {
    outcome = await site.write(input, (db) => generateInvitationCodes(db, input));
  } catch (error) {
    return refused(
      copy.failed,
      error,
      (failure) => submission.reply({ formErrors: [failure.message] }),
      "Code batch",
    );
  }
  throw await redirectAfterWrite(
    campaignCodesPath(input.campaign),
    outcome,
    { type: "success", ...copy.success(input.count, input.campaign) },
    context.cloudflare.env,
  );
}

/** The list's text: the chosen file's, else the pasted text. */
async function guestListText(formData: FormData): Promise<string> {
  const file = formData.get("guestFile");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_GUEST_LIST_BYTES) throw listRefused(messages.guestListTooLarge);
    if (!/\.(csv|tsv|txt)$/i.test(file.name) && !/^text\//.test(file.type)) {
      throw listRefused(messages.guestFileType);
    }
    return decodeGuestList(new Uint8Array(await file.arrayBuffer()));
  }
  const pasted = formData.get("guestText");
  if (typeof pasted === "string" && pasted.trim() !== "") return pasted;
  throw listRefused(messages.guestFile);
}

/** A refusal of the list as a whole, shown under it. */
const listRefused = (message: string) => badRequest(message, { [GUEST_LIST_FIELD]: [message] });

/**
 * 'Importar invitados': one code per guest of a CSV file or pasted list,
 * all stored or none.
 */
export async function importGuestsAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const copy = importGuestsCopy;
  const formData = await readFormDataOr(request, MAX_IMPORT_FORM_BYTES, (error) =>
    error.status === 413 ? listRefused(messages.guestListTooLarge) : error,
  );
  if (isServiceError(formData)) {
    return refused(copy.failed, formData, listRefusal(null), "Guest import");
  }
  const submission = parseFormSubmission(formData, guestImportFormSchema);
  const reply = listRefusal(submission);
  let guests;
  try {
    guests = parseGuestList(await guestListText(formData));
  } catch (error) {
    return refused(copy.failed, error, reply, "Guest import");
  }
  if (submission.status !== "success") return invalidForm(copy.failed, submission);
  const { guestText: _pasted, ...settings } = submission.value;
  let outcome;
  try {
    outcome = await site.write({ ...settings, guests }, (db) =>
      importInvitationCodes(db, settings, guests),
    );
  } catch (error) {
    return refused(copy.failed, error, reply, "Guest import");
  }
  throw await redirectAfterWrite(
    campaignCodesPath(settings.campaign),
    outcome,
    { type: "success", ...copy.success(guests.length, settings.campaign) },
    context.cloudflare.env,
  );
}

/**
 * A refusal's form state: the settings' own errors (if any) and the list's
 * under `guests`, with what was typed kept.
 */
function listRefusal(submission: Submission<unknown, string[]> | null) {
  return (failure: ServiceError): SubmissionResult<string[]> => {
    const fieldErrors = failure.details.fieldErrors ?? { "": [failure.message] };
    if (!submission) return { status: "error", error: fieldErrors };
    const errors: Record<string, string[]> = {};
    const own = submission.status === "success" ? null : submission.error;
    for (const [field, list] of Object.entries(own ?? {})) {
      if (list) errors[field] = list;
    }
    return submission.reply({ fieldErrors: { ...errors, ...fieldErrors } });
  };
}
