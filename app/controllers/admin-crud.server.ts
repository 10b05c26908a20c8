import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { requireAdminPage, sessionEndedForScript } from "~/http/guards.server";
import { sessionEndedCopy } from "~/content/admin";
import { readFormData } from "~/http/request-body.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { parseRecordId } from "~/shared/record-id";
import { siteFor, type Site, type WriteOutcome } from "~/services/site/site.server";
import { adminParams, type AdminIntent, type AdminNotice } from "~/shared/admin-crud";
import { storeItem, type WriteKind } from "./admin-api.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { serviceMessages } from "~/content/service-messages";
import { redirectAfterWrite } from "./redirect-after-write.server";

/** A form of a few text fields; multipart forms pass their own limit. */
const MAX_FORM_BYTES = 64 * 1024;

/** What a failed admin form post answers: the form's state and its notice. */
export interface AdminActionData {
  intent: AdminIntent;
  id: number | null;
  result: SubmissionResult<string[]>;
  /** Shown as a toast with JavaScript and as an alert in the form. */
  notice: AdminNotice | null;
}

export interface AdminCrudConfig<Schema extends z.ZodType<object>> {
  /** The tab's URL, where every success redirects. */
  tabUrl: string;
  schema: Schema;
  create(db: Database, input: z.output<Schema>): Promise<unknown>;
  update(db: Database, id: number, input: z.output<Schema>): Promise<unknown>;
  remove(db: Database, id: number): Promise<void>;
  /** The success toast's title of each intent ('Receta creada'…). */
  success: Record<AdminIntent, string>;
  /** The failure notice of an intent: a fixed title, the server's message (if any) below. */
  failure(intent: AdminIntent, serverMessage: string | null): AdminNotice;
  /** What a create or update is, for the standalone site's answer (see WriteKind). */
  kind: WriteKind;
  maxBodyBytes?: number;
  /** The message of a body over `maxBodyBytes` (a recipe's image: the 5 MB upload message). */
  tooLargeMessage?: string;
  /**
   * Runs before validation on create and update (a recipe stores its uploaded
   * image and fills `imageUrl`). A ServiceError it throws is answered with
   * its status, its field errors kept on the form.
   */
  prepare?(formData: FormData, site: Site): Promise<void>;
}

const INTENTS: readonly AdminIntent[] = ["create", "update", "delete"];

function parseIntent(value: FormDataEntryValue | null): AdminIntent | null {
  return INTENTS.find((intent) => intent === value) ?? null;
}

/** Which of a tab's forms posted, from its URL (`?editar=`, `?eliminar=`, else a new item). */
function formOfUrl(request: Request): { intent: AdminIntent; id: number | null } {
  const params = new URL(request.url).searchParams;
  const editId = parseRecordId(params.get(adminParams.edit));
  const removeId = parseRecordId(params.get(adminParams.remove));
  const intent: AdminIntent = removeId !== null ? "delete" : editId !== null ? "update" : "create";
  return { intent, id: removeId ?? editId };
}

function reply(body: AdminActionData, status: number, retryAfterSeconds?: number) {
  return data(body, { status, headers: retryAfterHeader(retryAfterSeconds) });
}

/**
 * The action of an admin tab: the `intent` field picks create, update or
 * delete; the input is validated with the tab's schema (400 with the input
 * kept); a ServiceError answers its status and message; success redirects to
 * the tab with its success toast, so the list is loaded afresh (the redirect
 * is thrown, so the action's data type is only the failure's). A failure of
 * storage answers 503 with `Retry-After`. In standalone mode the same checks
 * run and the write is simulated (docs/decisions/003-simulated-writes.md).
 */
export async function handleAdminCrud<Schema extends z.ZodType<object>>(
  request: Request,
  context: AppLoadContext,
  config: AdminCrudConfig<Schema>,
) {
  if (await sessionEndedForScript(request, context)) {
    // The form stays as typed (docs/decisions/022-product-edits-and-ended-sessions.md).
    const { intent, id } = formOfUrl(request);
    const message = sessionEndedCopy.message;
    return reply(
      {
        intent,
        id,
        result: { status: "error", error: { "": [message] } },
        notice: { title: config.failure(intent, message).title, description: message },
      },
      401,
    );
  }
  await requireAdminPage(context);
  const site = siteFor(context);
  const env = context.cloudflare.env;
  const succeeded = (outcome: WriteOutcome<unknown, unknown>, title: string) =>
    redirectAfterWrite(config.tabUrl, outcome, { type: "success", title }, env);
  let formData: FormData;
  try {
    formData = await readFormData(request, config.maxBodyBytes ?? MAX_FORM_BYTES);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    // The body was not read: the form's URL says which form it was.
    const { intent, id } = formOfUrl(request);
    const message =
      error.status === 413 && config.tooLargeMessage ? config.tooLargeMessage : error.message;
    return reply(
      {
        intent,
        id,
        result: { status: "error", error: { "": [message] } },
        notice: config.failure(intent, message),
      },
      error.status,
    );
  }
  const intent = parseIntent(formData.get("intent"));
  const id = parseRecordId(formData.get("id"));
  if (!intent || (intent !== "create" && id === null)) {
    const message = serviceMessages.invalidRequest;
    return reply(
      {
        intent: intent ?? "create",
        id,
        result: { status: "error", error: { "": [message] } },
        notice: config.failure(intent ?? "create", message),
      },
      400,
    );
  }

  const failed = (
    error: unknown,
    submissionReply: (options: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
    }) => SubmissionResult<string[]>,
  ) => {
    const storageFailed = !isServiceError(error);
    const failure = asServiceError(error, `Admin ${intent} on ${config.tabUrl}`);
    const notice = config.failure(intent, failure.message);
    const fieldErrors = failure.details.fieldErrors;
    return reply(
      {
        intent,
        id,
        result: submissionReply(
          fieldErrors ? { fieldErrors } : { formErrors: noticeLines(notice) },
        ),
        notice,
      },
      failure.status,
      storageFailed ? failure.details.retryAfterSeconds : undefined,
    );
  };

  if (intent === "delete" && id !== null) {
    const submissionReply = (options: { formErrors?: string[] }) =>
      ({ status: "error", error: { "": options.formErrors ?? [] } }) satisfies SubmissionResult<
        string[]
      >;
    let outcome: WriteOutcome<unknown, unknown>;
    try {
      outcome = await site.write({ id }, (db) => config.remove(db, id));
    } catch (error) {
      return failed(error, submissionReply);
    }
    throw await succeeded(outcome, config.success.delete);
  }

  if (config.prepare) {
    try {
      await config.prepare(formData, site);
    } catch (error) {
      const submission = parseWithZod(formData, { schema: config.schema });
      return failed(error, (options) => submission.reply(options));
    }
  }
  const submission = parseWithZod(formData, { schema: config.schema });
  if (submission.status !== "success") {
    return reply({ intent, id, result: submission.reply(), notice: null }, 400);
  }
  const input = submission.value;
  const givenId = intent === "update" ? id : null;
  const store = (db: Database) =>
    givenId !== null ? config.update(db, givenId, input) : config.create(db, input);
  let outcome: WriteOutcome<unknown, unknown>;
  try {
    outcome = await storeItem(site, config.kind, input, givenId, store);
  } catch (error) {
    return failed(error, (options) => submission.reply(options));
  }
  throw await succeeded(outcome, config.success[intent]);
}

function noticeLines(notice: AdminNotice): string[] {
  return notice.description ? [notice.title, notice.description] : [notice.title];
}
