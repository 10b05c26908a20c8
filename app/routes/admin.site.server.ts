import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { siteSectionCopy, siteSettingsMessages, siteTabCopy } from "~/content/site-settings-copy";
import { serviceMessages } from "~/content/service-messages";
import { redirectAfterWrite } from "~/controllers/redirect-after-write.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { readFormData } from "~/http/request-body.server";
import { asServiceError, badRequest, isServiceError } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import type { AdminSiteSettings } from "~/services/site-settings.server";
import { siteFor, type SectionOutcome, type Site } from "~/services/site/site.server";
import { formatDateTime } from "~/shared/dates";
import { parseRecordId } from "~/shared/record-id";
import { UPLOAD_FIELD_PREFIX, sectionUrl } from "~/shared/site-tab";
import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";
import {
  MAX_HERO_SLIDES,
  SITE_SETTINGS_SECTIONS,
  isSiteSettingsSection,
  sectionFields,
  siteSettingsFormSchemas,
  type SiteSettingsSection,
} from "~/validation/site-settings";

/**
 * The 'Sitio' tab's server half (docs/decisions/027-site-settings.md): what
 * its page shows (`siteTabView`) and what its forms do (`siteTabAction`).
 */

/** A stored value as plain lines, 'campo: valor', to look at before restoring it. */
export function describeValue(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => describeValue(item, `${path} ${index + 1}`.trim()));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      describeValue(item, path ? `${path} › ${key}` : key),
    );
  }
  const text = value === null || value === undefined || value === "" ? "—" : String(value);
  return [`${path}: ${text}`];
}

/** The section a `?seccion=` asks for; the identity by default. */
export function sectionOfUrl(url: URL): SiteSettingsSection {
  const asked = url.searchParams.get("seccion");
  return isSiteSettingsSection(asked) ? asked : "business";
}

/** What the tab says of a stored section that does not read as saved, if anything. */
function faultNotice(admin: AdminSiteSettings, section: SiteSettingsSection): string | null {
  const fault = admin.invalid[section];
  const title = siteSectionCopy[section].title;
  if (fault === undefined) return null;
  if (fault === "unreadable") return siteTabCopy.invalidStored(title);
  const fields = sectionFields(section);
  return siteTabCopy.invalidStoredFields(
    title,
    fault.fields.map((key) => fields[key]?.label ?? key),
  );
}

/** What the 'Sitio' tab shows of one section, and the list of sections. */
export function siteTabView(admin: AdminSiteSettings, section: SiteSettingsSection) {
  return {
    section,
    value: admin.settings[section],
    saved: admin.saved.includes(section),
    invalidNotice: faultNotice(admin, section),
    replicaRewritten: admin.replicaRewritten,
    versions: admin.versions[section].map((version) => ({
      id: version.id,
      savedAtLabel: formatDateTime(version.savedAt),
      // An unreadable version (not JSON, or nested too deep) is read as null: said, not walked.
      lines:
        version.value === null ? [siteTabCopy.unreadableVersion] : describeValue(version.value),
    })),
    sections: SITE_SETTINGS_SECTIONS.map((key) => ({
      key,
      title: siteSectionCopy[key].title,
      invalid: admin.invalid[key] !== undefined,
    })),
  };
}

/** The hero's pictures at most, each under the upload limit, and the texts. */
const MAX_SITE_FORM_BYTES = MAX_HERO_SLIDES * MAX_UPLOAD_REQUEST_BYTES + 256 * 1024;

/** What a refused post answers: the section's form, as typed, with its errors. */
export interface SiteActionData {
  section: SiteSettingsSection | null;
  result: SubmissionResult<string[]>;
}

function refused(
  section: SiteSettingsSection | null,
  result: SubmissionResult<string[]>,
  status: number,
  retryAfterSeconds?: number,
) {
  return data<SiteActionData>(
    { section, result },
    { status, headers: retryAfterHeader(retryAfterSeconds) },
  );
}

const formError = (message: string): SubmissionResult<string[]> => ({
  status: "error",
  error: { "": [message] },
});

/**
 * The pictures posted without JavaScript: each `upload:<path>` file stored
 * like POST /api/admin/upload, its URL put in the `<path>` field. Sized
 * before any is stored.
 */
async function storePostedPictures(site: Site, formData: FormData): Promise<void> {
  const uploads = [...formData.entries()].filter(
    (entry): entry is [string, File] =>
      entry[0].startsWith(UPLOAD_FIELD_PREFIX) && typeof entry[1] !== "string",
  );
  for (const [name] of uploads) formData.delete(name);
  const files = uploads.filter(([, file]) => file.size > 0);
  if (files.length > MAX_HERO_SLIDES + 1) throw badRequest(uploadMessages.uploadFailed);
  for (const [name, file] of files) {
    const path = name.slice(UPLOAD_FIELD_PREFIX.length);
    if (file.size > MAX_UPLOAD_BYTES) {
      throw badRequest(uploadMessages.tooLarge, { [path]: [uploadMessages.tooLarge] });
    }
    try {
      const stored = await site.storeImage(new Uint8Array(await file.arrayBuffer()));
      formData.set(path, stored.imageUrl);
    } catch (error) {
      if (!isServiceError(error) || error.status >= 500) throw error;
      throw badRequest(error.message, { [path]: [error.message] });
    }
  }
}

async function afterWrite<S extends SiteSettingsSection>(
  section: S,
  outcome: SectionOutcome<S>,
  title: string,
  env: Env,
) {
  const copyFailed = !outcome.simulated && !outcome.value.replicaWritten;
  return redirectAfterWrite(
    sectionUrl(section),
    outcome,
    copyFailed
      ? { type: "error", title, description: siteTabCopy.replicaNotWritten }
      : { type: "success", title, description: siteTabCopy.savedDescription },
    env,
  );
}

/**
 * The 'Sitio' tab's forms: `intent=save` replaces a section (a Conform list
 * intent, adding, removing or moving a hero slide, answers the form changed,
 * without saving), `restore-version` and `restore-defaults`. A success
 * redirects to the section with its toast; a refusal answers the form as
 * typed with its Spanish messages (400), and nothing is stored.
 */
export async function siteTabAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const env = context.cloudflare.env;
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_SITE_FORM_BYTES);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const message = error.status === 413 ? uploadMessages.tooLarge : error.message;
    return refused(null, formError(message), error.status);
  }
  const sectionField = formData.get("section");
  if (!isSiteSettingsSection(sectionField)) {
    return refused(null, formError(siteSettingsMessages.unknownSection), 400);
  }
  const section = sectionField;
  const title = siteSectionCopy[section].title;
  const intent = formData.get("intent");
  try {
    if (intent === "restore-defaults") {
      const outcome = await site.settings.restoreDefaults(section);
      throw await afterWrite(section, outcome, siteTabCopy.defaultsRestored(title), env);
    }
    if (intent === "restore-version") {
      const versionId = parseRecordId(formData.get("versionId"));
      if (versionId === null) throw badRequest(siteTabCopy.versionNotFound);
      const outcome = await site.settings.restoreVersion(section, versionId);
      throw await afterWrite(section, outcome, siteTabCopy.restored(title), env);
    }
    if (intent !== "save") throw badRequest(serviceMessages.unknownAction);
    // Stored first, also for a list intent: the picture chosen stays in the form that comes back.
    await storePostedPictures(site, formData);
    const submission = parseFormSubmission(formData, siteSettingsFormSchemas[section]);
    // A list intent (add, remove or move a slide) answers the changed form, saving nothing.
    if (submission.status === undefined) return refused(section, submission.reply(), 200);
    if (submission.status !== "success") return refused(section, submission.reply(), 400);
    const outcome = await site.settings.save(section, submission.value as never);
    throw await afterWrite(
      section,
      outcome as SectionOutcome<typeof section>,
      siteTabCopy.saved(title),
      env,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = asServiceError(error, "Saving the site settings");
    const fieldErrors = failure.details.fieldErrors ?? {};
    const submission = parseFormSubmission(formData, siteSettingsFormSchemas[section]);
    return refused(
      section,
      submission.reply({
        formErrors: [failure.message],
        fieldErrors,
      }),
      failure.status,
      failure.details.retryAfterSeconds,
    );
  }
}
