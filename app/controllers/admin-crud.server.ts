import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { requireAdminPage, sessionEndedForScript } from "~/http/guards.server";
import { sessionEndedCopy } from "~/content/admin";
import { readFormData } from "~/http/request-body.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { parseRecordId } from "~/shared/record-id";
import { siteFor, type Site, type WriteKind, type WriteOutcome } from "~/services/site/site.server";
import { adminParams, type AdminIntent, type AdminNotice } from "~/shared/admin-crud";
import { redirectWithToast } from "~/http/flash-toast.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { serviceMessages } from "~/content/service-messages";
import {
  trashIdOf,
  type Trashed,
  type TrashingDelete,
} from "~/services/trash/move-to-trash.server";
import { redirectAfterWrite } from "./redirect-after-write.server";

/** A form of a few text fields; multipart forms pass their own limit. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * What is read of a post that met an ended session, to learn which form it
 * was: the page's script sends text only (its pictures are uploaded apart).
 */
const ENDED_SESSION_READ_BYTES = 1024 * 1024;

/**
 * What a failed admin form post answers: the form's state and its notice,
 * plus what the tab keeps of a failed save (`Extra`: a product's pictures).
 */
export type AdminActionData<Extra extends object = object> = {
  intent: AdminIntent;
  id: number | null;
  result: SubmissionResult<string[]>;
  /** Shown as a toast with JavaScript and as an alert in the form. */
  notice: AdminNotice | null;
  /**
   * Set when the page's script posted after the session ended: the form
   * stays open with what was typed (docs/decisions/022-product-edits-and-ended-sessions.md).
   */
  sessionEnded?: string;
} & Partial<Extra>;

/** An intent beyond create, update and delete (Productos' 'move'): its answer is thrown. */
export type OtherIntent = (formData: FormData, site: Site, env: Env) => Promise<Response>;

export interface AdminCrudConfig<Schema extends z.ZodType<object>, Extra extends object> {
  /** The tab's URL, where every success redirects. */
  tabUrl: string;
  schema: Schema;
  create(db: Database, input: z.output<Schema>): Promise<unknown>;
  update(db: Database, id: number, input: z.output<Schema>): Promise<unknown>;
  /** Moves the item to the trash, by the signed-in admin (services/trash/). */
  remove: TrashingDelete;
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
  /** What a failed save's answer keeps besides the fields (a product's pictures, resolved). */
  keep?(formData: FormData, site: Site): Promise<Extra>;
  /** Where a save goes back to (a product: the page in `returnTo`); the tab by default. */
  savedUrl?(formData: FormData): string;
  /** The line under a save's success toast. */
  savedDescription?: string;
  /** Which intents a post after an ended session keeps; any other goes to the sign-in page. */
  keptOnEndedSession?: readonly AdminIntent[];
  otherIntents?: Record<string, OtherIntent>;
}

const INTENTS: readonly AdminIntent[] = ["create", "update", "delete"];

function parseIntent(value: FormDataEntryValue | null | undefined): AdminIntent | null {
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

/** Which form a post that met an ended session was: its `intent`, else its URL's. */
async function formOfEndedPost(
  request: Request,
): Promise<{ intent: AdminIntent | null; id: number | null }> {
  const fromUrl = formOfUrl(request);
  try {
    const formData = await readFormData(request, ENDED_SESSION_READ_BYTES);
    if (!formData.has("intent")) return fromUrl;
    return {
      intent: parseIntent(formData.get("intent")),
      id: parseRecordId(formData.get("id")) ?? fromUrl.id,
    };
  } catch (error) {
    if (isServiceError(error)) return fromUrl;
    throw error;
  }
}

function reply<Extra extends object>(
  body: AdminActionData<Extra>,
  status: number,
  retryAfterSeconds?: number,
) {
  return data(body, { status, headers: retryAfterHeader(retryAfterSeconds) });
}

const formError = (message: string): SubmissionResult<string[]> => ({
  status: "error",
  error: { "": [message] },
});

/**
 * The action of an admin tab: the `intent` field picks create, update or
 * delete (or one of the tab's other intents); the input is validated with
 * the tab's schema (400 with the input kept); a ServiceError answers its
 * status and message; success redirects to the tab (or where the tab's
 * `savedUrl` says) with its success toast, so the list is loaded afresh (the redirect is thrown, so the action's data
 * type is only the failure's). A failure of storage answers 503 with
 * `Retry-After`. In standalone mode the same checks run and the write is
 * simulated (docs/decisions/003-simulated-writes.md).
 */
export async function handleAdminCrud<
  Schema extends z.ZodType<object>,
  Extra extends object = object,
>(request: Request, context: AppLoadContext, config: AdminCrudConfig<Schema, Extra>) {
  // Every answer has the type of a failed save's, which keeps the tab's extras.
  const answer = (body: AdminActionData, status: number, retryAfterSeconds?: number) =>
    reply(body as AdminActionData<Extra>, status, retryAfterSeconds);
  if (await sessionEndedForScript(request, context)) {
    // The form stays as typed (docs/decisions/022-product-edits-and-ended-sessions.md).
    const { intent, id } = await formOfEndedPost(request);
    const kept = config.keptOnEndedSession ?? INTENTS;
    if (intent !== null && kept.includes(intent)) {
      const message = sessionEndedCopy.message;
      return answer(
        {
          intent,
          id,
          result: formError(message),
          notice: { title: config.failure(intent, message).title, description: message },
          sessionEnded: message,
        },
        401,
      );
    }
    // Anything else has nothing typed to keep: requireAdminPage sends it to sign in.
  }
  const admin = await requireAdminPage(context);
  const site = siteFor(context);
  const env = context.cloudflare.env;
  let formData: FormData;
  try {
    formData = await readFormData(request, config.maxBodyBytes ?? MAX_FORM_BYTES);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    // The body was not read: the form's URL says which form it was.
    const { intent, id } = formOfUrl(request);
    const message =
      error.status === 413 && config.tooLargeMessage ? config.tooLargeMessage : error.message;
    return answer(
      { intent, id, result: formError(message), notice: config.failure(intent, message) },
      error.status,
    );
  }
  const other = otherIntent(config.otherIntents, formData.get("intent"));
  if (other) throw await other(formData, site, env);
  const intent = parseIntent(formData.get("intent"));
  const id = parseRecordId(formData.get("id"));
  if (!intent || (intent !== "create" && id === null)) {
    const message = serviceMessages.invalidRequest;
    return answer(
      {
        intent: intent ?? "create",
        id,
        result: formError(message),
        notice: config.failure(intent ?? "create", message),
      },
      400,
    );
  }

  const failed = async (
    error: unknown,
    submissionReply: (options: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
    }) => SubmissionResult<string[]>,
  ) => {
    const failure = asServiceError(error, `Admin ${intent} on ${config.tabUrl}`);
    const notice = config.failure(intent, failure.message);
    const fieldErrors = failure.details.fieldErrors;
    const kept = intent !== "delete" && config.keep ? await config.keep(formData, site) : null;
    return answer(
      {
        intent,
        id,
        result: submissionReply(
          fieldErrors ? { fieldErrors } : { formErrors: noticeLines(notice) },
        ),
        notice,
        ...kept,
      },
      failure.status,
      failure.details.retryAfterSeconds,
    );
  };

  if (intent === "delete" && id !== null) {
    let outcome: WriteOutcome<Trashed, { id: number }>;
    try {
      outcome = await site.write({ id }, (db) => config.remove(db, id, admin.username));
    } catch (error) {
      // Posted from elsewhere than its confirmation (`?eliminar=<id>`): the
      // list says why, as a toast.
      if (isServiceError(error) && formOfUrl(request).id !== id) {
        const notice = config.failure(intent, error.message);
        throw await redirectWithToast(config.tabUrl, { type: "error", ...notice }, env);
      }
      return failed(error, ({ formErrors }) => ({
        status: "error",
        error: { "": formErrors ?? [] },
      }));
    }
    throw await redirectAfterWrite(
      config.tabUrl,
      outcome,
      { type: "success", title: config.success.delete, trashId: trashIdOf(outcome) },
      env,
    );
  }

  if (config.prepare) {
    try {
      await config.prepare(formData, site);
    } catch (error) {
      const submission = parseFormSubmission(formData, config.schema);
      return failed(error, (options) => submission.reply(options));
    }
  }
  const submission = parseFormSubmission(formData, config.schema);
  if (submission.status !== "success") {
    const kept = config.keep ? await config.keep(formData, site) : null;
    return answer({ intent, id, result: submission.reply(), notice: null, ...kept }, 400);
  }
  const input = submission.value;
  const givenId = intent === "update" ? id : null;
  let outcome: WriteOutcome<unknown, unknown>;
  try {
    outcome = await site.save(config.kind, input, givenId, (db) =>
      givenId !== null ? config.update(db, givenId, input) : config.create(db, input),
    );
  } catch (error) {
    return failed(error, (options) => submission.reply(options));
  }
  throw await redirectAfterWrite(
    config.savedUrl?.(formData) ?? config.tabUrl,
    outcome,
    { type: "success", title: config.success[intent], description: config.savedDescription },
    env,
  );
}

function noticeLines(notice: AdminNotice): string[] {
  return notice.description ? [notice.title, notice.description] : [notice.title];
}

/** The tab's own handler of a posted `intent` (own keys only: `__proto__` is no intent). */
function otherIntent(
  handlers: Record<string, OtherIntent> | undefined,
  intent: FormDataEntryValue | null,
): OtherIntent | null {
  if (!handlers || typeof intent !== "string" || !Object.hasOwn(handlers, intent)) return null;
  return handlers[intent] ?? null;
}
