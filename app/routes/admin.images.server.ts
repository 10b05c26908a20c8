import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { asServiceError, badRequest } from "~/services/errors.server";
import { UPLOAD_KEY_PATTERN } from "~/services/image-store.server";
import { STANDALONE_WRITE_SIMULATED } from "~/content/standalone";
import { siteFor } from "~/services/site/site.server";
import { requireAdminPage } from "~/http/guards.server";
import type { ReprocessResult } from "~/shared/admin-reprocess";
import { readFormData } from "~/http/request-body.server";
import { failureData } from "~/http/failure-response.server";
import { serviceMessages } from "~/content/service-messages";

const MAX_REPROCESS_FORM_BYTES = 4 * 1024;

function result(fields: Partial<ReprocessResult>): ReprocessResult {
  return { kind: "reprocess", processed: 0, failed: [], remaining: 0, next: null, ...fields };
}

/**
 * The Imágenes tab's `intent=reprocess` form: the next few uploads stored raw
 * are processed like new ones (image-reprocess.server.ts). In standalone mode
 * nothing is read or written.
 */
export async function reprocessUploadsAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  let after = "";
  try {
    const form = await readFormData(request, MAX_REPROCESS_FORM_BYTES);
    if (form.get("intent") !== "reprocess") throw badRequest(serviceMessages.unknownAction);
    const field = form.get("after");
    after = typeof field === "string" && UPLOAD_KEY_PATTERN.test(field) ? field : "";
    const outcome = await siteFor(context).reprocessUploads(after);
    return data(result(outcome ?? { message: STANDALONE_WRITE_SIMULATED }));
  } catch (error) {
    const failure = asServiceError(error, "Reprocessing uploads");
    return failureData(result({ error: failure.message, next: after || null }), failure);
  }
}
