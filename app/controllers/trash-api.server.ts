import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { trashCopy } from "~/content/trash";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readOptionalJsonBody } from "~/http/request-body.server";
import { parseId } from "~/services/ids.server";
import { siteFor } from "~/services/site/site.server";
import { purgeTrashEntry, restoreFromTrash } from "~/services/trash/trash-entries.server";
import { trashRestoreSchema } from "~/validation/trash";

/**
 * The trash's JSON (docs/decisions/034-trash.md), admin only; the writes go
 * through the request's site, so the standalone site simulates them and a
 * D1 failure answers 503 as every admin route does.
 */

const entryId = (params: LoaderFunctionArgs["params"]) => parseId(params.id, trashCopy.notFound);

/** GET /api/admin/trash: `[{ id, kind, title, deletedAt, deletedBy }]`, newest first. */
export const listTrashApi = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await siteFor(context).trash());
  });

/** POST /api/admin/trash/{id}/restore, optional `{ slug }`: the item as its collection shows it. */
export const restoreTrashApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireAdminApi(context);
    const id = entryId(params);
    const options = parseOrThrow(trashRestoreSchema, await readOptionalJsonBody(request));
    const outcome = await siteFor(context).write({ id, ...options }, (db) =>
      restoreFromTrash(db, id, options),
    );
    return apiJson(outcome.simulated ? outcome.value : outcome.value.item);
  });

/** DELETE /api/admin/trash/{id}: the entry deleted for good, with the photos nothing else uses. */
export const purgeTrashApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    await requireAdminApi(context);
    const id = entryId(params);
    const env = context.cloudflare.env;
    const outcome = await siteFor(context).write({ id }, (db) => purgeTrashEntry(db, id, env));
    return apiJson(outcome.simulated ? outcome.value : { success: true });
  });
