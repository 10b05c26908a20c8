import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { standaloneTabNotices } from "~/content/standalone";
import { serviceMessages } from "~/content/service-messages";
import { TRASH_PATH, trashCopy } from "~/content/trash";
import { failureData } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { readPageFormData } from "~/http/request-body.server";
import { asServiceError, badRequest, notFound, type ServiceError } from "~/services/errors.server";
import { siteFor, type WriteOutcome } from "~/services/site/site.server";
import { SlugTaken, restoreAskingForSlug } from "~/services/trash/restore-with-slug.server";
import {
  purgeTrashEntry,
  type RestoreOptions,
  type RestoredItem,
} from "~/services/trash/trash-entries.server";
import { adminParams, idParam, type AdminNotice } from "~/shared/admin-crud";
import { parseRecordId } from "~/shared/record-id";
import { adminReturnPath } from "~/shared/safe-redirect";
import { productSlug } from "~/validation/product";
import { trashRow } from "~/view/trash-view";
import { readLiveOnly } from "./live-only-read.server";
import { redirectAfterWrite } from "./redirect-after-write.server";

/** An id, an intent, a slug and the page to go back to. */
const MAX_FORM_BYTES = 4 * 1024;

/** The item a restore or purge acted on, named under its toast's title. */
const namedTitle = (outcome: WriteOutcome<{ title: string }, unknown>) =>
  outcome.simulated ? undefined : trashCopy.itemNamed(outcome.value.title);

/**
 * 'Papelera' (docs/decisions/034-trash.md): every entry, newest first, and
 * the entry `?eliminar=<id>` asks to confirm deleting for good. In
 * standalone mode the trash is not read: the page says so instead.
 */
export async function trashPageLoader({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const { value, notice } = await readLiveOnly(
    () => siteFor(context).trash(),
    [],
    standaloneTabNotices.trash,
  );
  const rows = value.map(trashRow);
  const purging = idParam(new URL(request.url).searchParams, adminParams.remove);
  return { rows, notice, purging: rows.find((row) => row.id === purging) ?? null };
}

export type TrashIntent = "restore" | "purge";

/** A restore that needs another slug: the field's value, why, and where the restore goes back to. */
export interface NewSlugAsk {
  value: string;
  error: string;
  returnTo: string | null;
}

export interface TrashActionData {
  intent: TrashIntent;
  id: number | null;
  notice: AdminNotice;
  newSlug: NewSlugAsk | null;
}

function failed(
  intent: TrashIntent,
  id: number | null,
  failure: ServiceError,
  newSlug: NewSlugAsk | null = null,
) {
  const title = intent === "purge" ? trashCopy.purgeFailed : trashCopy.restoreFailed;
  const answer: TrashActionData = {
    intent,
    id,
    notice: { title, description: failure.message },
    newSlug,
  };
  return failureData(answer, failure);
}

/** The page a restore goes back to: an admin page (a delete's 'Deshacer'), else 'Papelera'. */
function returnPathOf(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && value !== "" ? adminReturnPath(value) : null;
}

/**
 * 'Restaurar' and 'Deshacer' post `intent=restore` (with `slug` once the
 * product's own is taken, and `returnTo`); the confirmation of 'Eliminar
 * definitivamente' posts `intent=purge`. Success goes back with a toast; a
 * taken slug answers 409 with the 'Nuevo slug' field, nothing changed.
 */
export async function trashPageAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const intentField = form.get("intent");
  const intent: TrashIntent = intentField === "purge" ? "purge" : "restore";
  const id = parseRecordId(form.get("id"));
  if (intentField !== "restore" && intentField !== "purge") {
    return failed(intent, id, badRequest(serviceMessages.unknownAction));
  }
  if (id === null) return failed(intent, id, notFound(trashCopy.notFound));
  const site = siteFor(context);
  const env = context.cloudflare.env;

  if (intent === "purge") {
    let outcome: WriteOutcome<{ title: string }, unknown>;
    try {
      outcome = await site.write({ id }, (db) => purgeTrashEntry(db, id, env));
    } catch (error) {
      return failed(intent, id, asServiceError(error, "Purging a trash entry"));
    }
    throw await redirectAfterWrite(
      TRASH_PATH,
      outcome,
      { type: "success", title: trashCopy.purged, description: namedTitle(outcome) },
      env,
    );
  }

  const returnTo = returnPathOf(form.get("returnTo"));
  const options: RestoreOptions = {};
  const slugField = form.get("slug");
  if (slugField !== null) {
    const typed = typeof slugField === "string" ? slugField.trim() : "";
    const parsed = productSlug.safeParse(typed);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? trashCopy.slugTaken;
      return failed(intent, id, badRequest(message), { value: typed, error: message, returnTo });
    }
    options.slug = parsed.data;
  }
  let outcome: WriteOutcome<RestoredItem, unknown>;
  try {
    outcome = await site.write({ id, ...options }, (db) => restoreAskingForSlug(db, id, options));
  } catch (error) {
    const failure = asServiceError(error, "Restoring a trash entry");
    const newSlug =
      failure instanceof SlugTaken
        ? { value: failure.slug, error: failure.message, returnTo }
        : null;
    return failed(intent, id, failure, newSlug);
  }
  throw await redirectAfterWrite(
    returnTo ?? TRASH_PATH,
    outcome,
    { type: "success", title: trashCopy.restored, description: namedTitle(outcome) },
    env,
  );
}
