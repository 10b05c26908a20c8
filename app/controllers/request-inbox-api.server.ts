import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requestInboxCopy } from "~/content/request-inbox";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseId } from "~/services/ids.server";
import { deleteInboxItem } from "~/services/inbox-items.server";
import { siteFor } from "~/services/site/site.server";
import { deletedAnswer } from "~/services/trash/move-to-trash.server";
import {
  requestChangeSchema,
  requestFiltersInput,
  requestFiltersSchema,
} from "~/validation/request-follow-up";

/**
 * The inbox's JSON (docs/decisions/018-request-inbox.md), admin only: the
 * same inbox actions as the 'Solicitudes' pages (`siteFor(context).inbox`,
 * named by the item's kind), with the body and the URL as their input.
 */

/** `?status=…&kind=…` of a URL, or a 400 'Estado no válido' / 'Tipo no válido'. */
export function requestFiltersOf(url: URL) {
  return parseOrThrow(requestFiltersSchema, requestFiltersInput(url.searchParams));
}

const requestId = (params: LoaderFunctionArgs["params"]) =>
  parseId(params.id, requestInboxCopy.requestNotFound);

/** GET /api/admin/requests: the requests that match the filters, newest first. */
export const listRequestsApi = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    const filters = requestFiltersOf(new URL(request.url));
    return apiJson(await siteFor(context).inbox.requests(filters));
  });

/** GET /api/admin/requests/{id}: one request with its history. */
export const getRequestApi = ({ context, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await siteFor(context).inbox.item("request", requestId(params)));
  });

/**
 * PATCH /api/admin/requests/{id} with `{ status?, note? }`: the updated
 * request. DELETE moves it to the trash (`?kind=waitlist`: the waiting-list
 * entry of that id, as the list names its kind): `{ success, trashId }`.
 */
export const changeRequestApi = (args: ActionFunctionArgs) =>
  args.request.method === "DELETE" ? deleteInboxItemApi(args) : patchRequestApi(args);

const patchRequestApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    await requireAdminApi(context);
    const id = requestId(params);
    const change = parseOrThrow(requestChangeSchema, await readJsonBody(request));
    return apiJson(await siteFor(context).inbox.change("request", id, change));
  });

/** POST /api/admin/requests/{id}/notify: sends the owner's notice again. */
export const resendNoticeApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireAdminApi(context);
    return apiJson(await siteFor(context).inbox.resendNotice("request", requestId(params)));
  });

const deleteInboxItemApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    const admin = await requireAdminApi(context);
    const { kind } = parseOrThrow(requestFiltersSchema.pick({ kind: true }), {
      kind: requestFiltersInput(new URL(request.url).searchParams).kind,
    });
    const itemKind = kind === "waitlist" ? "waitlist" : "request";
    const id = requestId(params);
    const outcome = await siteFor(context).write({ id }, (db) =>
      deleteInboxItem[itemKind](db, id, admin.username),
    );
    return apiJson(deletedAnswer(outcome));
  });
