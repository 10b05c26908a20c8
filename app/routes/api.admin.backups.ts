import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { siteFor } from "~/services/site/site.server";

/**
 * GET /api/admin/backups: the automatic backups, newest first,
 * `[{ id, createdAt, bytes }]`; never read in standalone mode
 * (docs/decisions/033-scheduled-jobs-and-automatic-backups.md).
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await siteFor(context).storedBackups());
  });

export const action = () => methodNotAllowed(["GET"]);
