/**
 * The loaders and action of the 'Solicitudes' pages: the list with its
 * filters, and one item's page (a request or a waiting-list entry, one
 * loader and one action by kind), whose two forms (status and note; resend
 * the notice) post to its action. Plain forms that work without JavaScript;
 * with it, Remix posts them in place and the flash toast reports the outcome.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  REQUESTS_PATH,
  WAITLIST_ENTRIES_PATH,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { standaloneTabNotices } from "~/content/standalone";
import { redirectWithToast } from "~/http/flash-toast.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { firstFormError } from "~/http/parse-input.server";
import { readPageFormData } from "~/http/request-body.server";
import { asServiceError, isServiceError, notFound } from "~/services/errors.server";
import {
  deleteInboxItem,
  type InboxItemKind,
  type InboxItemOf,
} from "~/services/inbox-items.server";
import { siteFor, type WriteOutcome } from "~/services/site/site.server";
import { trashIdOf, type Trashed } from "~/services/trash/move-to-trash.server";
import type { AdminNotice } from "~/shared/admin-crud";
import { parseRecordId } from "~/shared/record-id";
import { safeRedirectPath } from "~/shared/safe-redirect";
import {
  requestFiltersInput,
  requestFiltersSchema,
  requestFollowUpSchema,
  type RequestFilters,
} from "~/validation/request-follow-up";
import {
  requestDetailView,
  requestRowView,
  waitlistEntryView,
  type RequestDetailView,
  type WaitlistEntryView,
} from "~/view/request-inbox-view";
import { readLiveOnly } from "./live-only-read.server";
import { redirectAfterWrite } from "./redirect-after-write.server";

/** A status, a note of 2,000 characters and a few hidden fields. */
const MAX_FORM_BYTES = 32 * 1024;

/** The admin page of an item of the inbox. */
const inboxItemPath = (kind: InboxItemKind, id: number) =>
  `${kind === "request" ? REQUESTS_PATH : WAITLIST_ENTRIES_PATH}/${id}`;

/** The filters of a URL, as the filter form and the CSV link carry them. */
export function filtersQuery(filters: RequestFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.productId) params.set("productId", String(filters.productId));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list, filtered by `?status=` and `?kind=`; a filter it does not know answers 400 with why. */
export async function loadRequestList({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const url = new URL(request.url);
  const parsed = requestFiltersSchema.safeParse(requestFiltersInput(url.searchParams));
  const filters = parsed.success ? parsed.data : {};
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? copy.title);
  const { value, notice } = await readLiveOnly(
    () => site.inbox.page(filterError ? null : filters),
    { items: [], products: [] },
    standaloneTabNotices.requests,
  );
  return data(
    {
      notice,
      filters,
      filterError,
      filtered: Boolean(filters.status || filters.kind || filters.productId),
      csvUrl: `${REQUESTS_PATH}.csv${filtersQuery(filters)}`,
      noticesOn: await site.inbox.noticesOn(),
      requests: value.items.map(requestRowView),
      products: value.products,
    },
    { status: filterError ? 400 : 200 },
  );
}

/** What each kind of item's page shows of it. */
interface InboxItemViewOf {
  request: RequestDetailView;
  waitlist: WaitlistEntryView;
}

const inboxItemViews: {
  [Kind in InboxItemKind]: (item: InboxItemOf[Kind]) => InboxItemViewOf[Kind];
} = { request: requestDetailView, waitlist: waitlistEntryView };

/**
 * The loader of the page of an item of `kind`: the item read by the
 * address's id, as its page shows it; an id that is not one of that kind
 * answers 404 (the page says so).
 */
export const inboxItemPageLoader =
  <Kind extends InboxItemKind>(kind: Kind) =>
  async ({ context, params }: LoaderFunctionArgs) => {
    await requireAdminPage(context);
    const { inbox } = siteFor(context);
    const id = parseRecordId(params.id);
    const noticesOn = await inbox.noticesOn();
    const missing = () =>
      data(
        { noticesOn, notice: null as string | null, item: null as InboxItemViewOf[Kind] | null },
        { status: 404 },
      );
    if (id === null) return missing();
    const view: (item: InboxItemOf[Kind]) => InboxItemViewOf[Kind] = inboxItemViews[kind];
    try {
      const { value, notice } = await readLiveOnly(
        async () => view(await inbox.item(kind, id)),
        null,
        standaloneTabNotices.requests,
      );
      return data({ noticesOn, notice, item: value }, { status: 200 });
    } catch (error) {
      if (isServiceError(error) && error.status === 404) return missing();
      throw error;
    }
  };

export type RequestIntent = "follow-up" | "notify" | "delete";

const FAILED_TITLES: Record<RequestIntent, string> = {
  "follow-up": copy.saveFailed,
  notify: copy.resendFailed,
  delete: copy.deleteFailed,
};

function intentOf(value: FormDataEntryValue | null): RequestIntent {
  return value === "notify" || value === "delete" ? value : "follow-up";
}

export interface RequestActionData {
  intent: RequestIntent;
  result: SubmissionResult<string[]> | null;
  notice: AdminNotice;
}

function failed(
  intent: RequestIntent,
  error: unknown,
  result: (formErrors: string[]) => SubmissionResult<string[]> | null,
) {
  const storageFailed = !isServiceError(error);
  const failure = asServiceError(error, `Request ${intent}`);
  const title = FAILED_TITLES[intent];
  return data(
    {
      intent,
      result: result([failure.message]),
      notice: { title, description: failure.message },
    } satisfies RequestActionData,
    {
      status: failure.status,
      headers: retryAfterHeader(storageFailed ? failure.details.retryAfterSeconds : undefined),
    },
  );
}

/**
 * The page of an item of `kind` posts here: `intent=follow-up` saves the
 * status and note; `intent=notify` sends the notice again. Success goes
 * back (to `returnTo`, else the item's page) with a toast; a refusal
 * answers the page with the typed values kept. `intent=delete` moves the
 * item to the trash and goes to the list, the toast naming the trash entry
 * (for 'Deshacer').
 */
export const inboxItemPageAction =
  (kind: InboxItemKind) =>
  async ({ request, context, params }: ActionFunctionArgs) => {
    const admin = await requireAdminPage(context);
    const site = siteFor(context);
    const { inbox } = site;
    const env = context.cloudflare.env;
    const formData = await readPageFormData(request, MAX_FORM_BYTES);
    const intent = intentOf(formData.get("intent"));
    const id = parseRecordId(params.id);
    if (id === null) {
      return failed(intent, notFound(copy.requestNotFound), () => null);
    }
    const back = safeRedirectPath(formData.get("returnTo"), inboxItemPath(kind, id));

    if (intent === "delete") {
      let outcome: WriteOutcome<Trashed, { id: number }>;
      try {
        outcome = await site.write({ id }, (db) => deleteInboxItem[kind](db, id, admin.username));
      } catch (error) {
        return failed(intent, error, () => null);
      }
      throw await redirectAfterWrite(
        REQUESTS_PATH,
        outcome,
        { type: "success", title: copy.deleted, trashId: trashIdOf(outcome) },
        env,
      );
    }

    if (intent === "notify") {
      try {
        await inbox.resendNotice(kind, id);
      } catch (error) {
        return failed(intent, error, () => null);
      }
      throw await redirectWithToast(back, { type: "success", title: copy.resent }, env);
    }

    const submission = parseFormSubmission(formData, requestFollowUpSchema);
    if (submission.status !== "success") {
      return data(
        {
          intent,
          result: submission.reply(),
          notice: { title: copy.saveFailed, description: firstFormError(submission.error) },
        } satisfies RequestActionData,
        { status: 400 },
      );
    }
    try {
      await inbox.change(kind, id, submission.value);
    } catch (error) {
      return failed(intent, error, (formErrors) => submission.reply({ formErrors }));
    }
    throw await redirectWithToast(back, { type: "success", title: copy.saved }, env);
  };
