import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteSettingsMessages } from "~/content/site-settings-copy";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { readJsonBody } from "~/http/request-body.server";
import { notFound } from "~/services/errors.server";
import { parseSection } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { isSiteSettingsSection } from "~/validation/site-settings";

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

/** `/api/admin/site-settings/{section}` takes only PUT. */
export const sectionOnlyWritten = () => methodNotAllowed(["PUT"]);

/** `PUT /api/admin/site-settings/{section}`: replaces the section and answers it. */
export function putSiteSectionApi({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method.toUpperCase() !== "PUT") return methodNotAllowed(["PUT"]);
    await requireAdminApi(context);
    const section = params.section;
    if (!isSiteSettingsSection(section)) throw notFound(siteSettingsMessages.unknownSection);
    const value = parseSection(section, await readJsonBody(request, MAX_SECTION_BYTES));
    const outcome = await siteFor(context).settings.save(section, value);
    return apiJson(outcome.simulated ? outcome.value : outcome.value.value);
  });
}
