import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteSettingsMessages } from "~/content/site-settings-copy";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { readJsonBody } from "~/http/request-body.server";
import { NOT_AN_OBJECT } from "~/http/parse-input.server";
import { badRequest, notFound } from "~/services/errors.server";
import { parseSection } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { isSiteSettingsSection, type SiteSettingsSection } from "~/validation/site-settings";

/** A section's JSON is bounded by its schema; the privacy notice's is the longest. */
const MAX_SECTION_BYTES = 256 * 1024;

/** `GET /api/admin/site-settings`: every section, saved or default. */
export function readSiteSettingsApi({ context }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireAdminApi(context);
    const { settings } = await siteFor(context).settings.read();
    return apiJson(settings);
  });
}

/** `/api/admin/site-settings` takes only GET. */
export const settingsOnlyRead = () => methodNotAllowed(["GET"]);

/** The section a request names; 404 for any other. */
function sectionOf(params: ActionFunctionArgs["params"]): SiteSettingsSection {
  const section = params.section;
  if (!isSiteSettingsSection(section)) throw notFound(siteSettingsMessages.unknownSection);
  return section;
}

const SECTION_METHODS = ["GET", "PUT", "PATCH"] as const;

/** `GET /api/admin/site-settings/{section}`: the section, saved or default. */
export function readSiteSectionApi({ context, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireAdminApi(context);
    const section = sectionOf(params);
    const { settings } = await siteFor(context).settings.read();
    return apiJson(settings[section]);
  });
}

/**
 * `PUT /api/admin/site-settings/{section}` replaces the section; `PATCH`
 * replaces the fields the body names and keeps the others as `GET` shows
 * them. Either is checked whole as a save and answers the section stored.
 */
export function writeSiteSectionApi({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const method = request.method.toUpperCase();
    if (method !== "PUT" && method !== "PATCH") return methodNotAllowed(SECTION_METHODS);
    await requireAdminApi(context);
    const section = sectionOf(params);
    const site = siteFor(context);
    let body = await readJsonBody(request, MAX_SECTION_BYTES);
    if (method === "PATCH") {
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw badRequest(NOT_AN_OBJECT, { _form: [NOT_AN_OBJECT] });
      }
      const { settings } = await site.settings.read();
      body = { ...settings[section], ...body };
    }
    const outcome = await site.settings.save(section, parseSection(section, body));
    return apiJson(outcome.simulated ? outcome.value : outcome.value.value);
  });
}
