import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseGuestList } from "~/services/guest-list.server";
import {
  generateInvitationCodes,
  importInvitationCodes,
} from "~/services/invitation-campaigns.server";
import { siteFor, type Site } from "~/services/site/site.server";
import {
  codeFiltersInput,
  codeFiltersSchema,
  guestImportSchema,
  invitationBatchSchema,
} from "~/validation/invitation-campaign";

/**
 * The campaigns' JSON (docs/decisions/019-invitation-campaigns.md), admin
 * only, over the same services and schemas as the codes tab's pages.
 */

/** A guest list's text may be long: 200 rows of four fields. */
const MAX_IMPORT_BYTES = 256 * 1024;

/** `?campaign=…&state=…` of a URL, or a 400 'Estado no válido'. */
export function codeFiltersOf(url: URL) {
  return parseOrThrow(codeFiltersSchema, codeFiltersInput(url.searchParams));
}

/** GET /api/admin/invitation-codes: the codes that match the filters, newest first. */
export function listCodesFiltered(site: Site, url: URL) {
  return site.invitationCodes.list(codeFiltersOf(url));
}

/** POST /api/admin/invitation-codes/batch: `{ count, campaign, name, company, kind, expiresAt? }` → 201 `{ codes }`. */
export const generateCodesApi = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireAdminApi(context);
    const input = parseOrThrow(invitationBatchSchema.strict(), await readJsonBody(request));
    const outcome = await siteFor(context).write(input, async (db) => ({
      codes: await generateInvitationCodes(db, input),
    }));
    return apiJson(outcome.value, { status: 201 });
  });

/** POST /api/admin/invitation-codes/import: `{ campaign, kind, expiresAt?, guests: "<CSV>" }` → 201 `{ codes }`. */
export const importCodesApi = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireAdminApi(context);
    const body = await readJsonBody(request, MAX_IMPORT_BYTES);
    const { guests: text, ...settings } = parseOrThrow(guestImportSchema.strict(), body);
    const guests = parseGuestList(text);
    const outcome = await siteFor(context).write({ ...settings, guests }, async (db) => ({
      codes: await importInvitationCodes(db, settings, guests),
    }));
    return apiJson(outcome.value, { status: 201 });
  });

/** GET /api/admin/invitation-codes/campaigns: every campaign with its figures. */
export const listCampaignsApi = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson({ campaigns: await siteFor(context).invitationCodes.campaigns() });
  });
