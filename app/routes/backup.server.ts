import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdminPage } from "~/http/guards.server";
import { readFormData } from "~/http/request-body.server";
import { MAX_BACKUP_BYTES, countBackup, restoreBackup } from "~/services/backup.server";
import { parseBackupText, readBackupJson } from "~/services/backup-file.server";
import { asServiceError, badRequest, isServiceError, notFound } from "~/services/errors.server";
import { siteFor, type Site } from "~/services/site/site.server";
import { rewriteSiteSettingsReplica } from "~/services/site-settings.server";
import { describeCounts } from "~/shared/backup-counts";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { failureData } from "~/http/failure-response.server";
import { redirectAfterWrite } from "~/controllers/redirect-after-write.server";
import { backupCopy } from "~/content/admin";
import { formatDateTime } from "~/shared/dates";

/** Room for the multipart boundaries around a 5 MB file. */
const MAX_REQUEST_BYTES = MAX_BACKUP_BYTES + 64 * 1024;
const TOO_LARGE = backupCopy.tooLarge;

async function readBackupText(form: FormData, site: Site): Promise<string> {
  const stored = form.get("stored");
  if (form.get("intent") !== "restore" && typeof stored === "string") {
    const text = await site.storedBackup(stored);
    if (text === null) throw notFound(backupCopy.storedMissing);
    return text;
  }
  const value = form.get(form.get("intent") === "restore" ? "backup" : "file");
  if (typeof value === "string") {
    if (value.trim() === "") throw badRequest(backupCopy.noFile);
    return value;
  }
  if (!value || value.size === 0) throw badRequest(backupCopy.noFile);
  if (value.size > MAX_BACKUP_BYTES) throw badRequest(TOO_LARGE);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await value.arrayBuffer());
  } catch {
    throw badRequest(backupCopy.notUtf8);
  }
}

/** When the file was downloaded, as the admin's dates read; null if it does not say. */
function exportedAtLabel(json: unknown): string | null {
  if (typeof json !== "object" || json === null) return null;
  const value = (json as Record<string, unknown>).exportedAt;
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) return null;
  return formatDateTime(value);
}

/**
 * intent=preview checks the file (uploaded, or an automatic backup named by
 * `stored`) and answers the confirmation (the file
 * travels on in a hidden field); intent=restore checks it again and replaces
 * everything in one batch. In standalone mode the file is checked and the restore simulated.
 */
export async function backupAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  try {
    let form: FormData;
    try {
      form = await readFormData(request, MAX_REQUEST_BYTES);
    } catch (error) {
      if (isServiceError(error) && error.status === 413) throw badRequest(TOO_LARGE);
      throw error;
    }
    const intent = form.get("intent");
    const text = await readBackupText(form, site);
    const parsed = parseBackupText(text);
    // The standalone site holds no content to compare with: its preview is a simulated restore.
    const current =
      intent === "restore"
        ? null
        : (await readLiveOnly(() => site.contentCounts(), null, "")).value;
    if (current === null) {
      const outcome = await site.write(countBackup(parsed), (db) =>
        restoreBackup(db, readBackupJson(text)),
      );
      // The public pages read the settings' KV replica: written from what D1 now holds.
      // Should KV refuse it, the 'Sitio' tab writes it again when it next loads.
      if (!outcome.simulated && parsed.siteSettings) {
        await rewriteSiteSettingsReplica(context.db, context.cloudflare.env);
      }
      // Thrown, so the action's data type stays that of its two answers.
      throw await redirectAfterWrite(
        "/backup",
        outcome,
        {
          type: "success",
          title: backupCopy.restored,
          description: outcome.simulated ? "" : backupCopy.nowHolds(describeCounts(outcome.value)),
        },
        context.cloudflare.env,
      );
    }
    const json = readBackupJson(text);
    return data({
      step: "confirm" as const,
      error: undefined,
      incoming: countBackup(parsed),
      current,
      exportedAtLabel: exportedAtLabel(json),
      backup: JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = asServiceError(error, "Backup restore");
    if (failure.status !== 503 || failure.details.retryAfterSeconds === undefined) {
      return data({ step: "error" as const, error: failure.message }, { status: failure.status });
    }
    // D1 failed: the restore is one batch, so nothing changed.
    return failureData(
      {
        step: "error" as const,
        error: backupCopy.restoreFailed(failure.message),
      },
      failure,
    );
  }
}
