import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { listInvitationRequests } from "~/services/invitations.server";
import { offlineDataRefusal } from "~/services/offline-writes.server";

/** Every received request, newest first; never read in standalone mode. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const access = await requireAdminApi(context);
    if (access.mode === "standalone") throw offlineDataRefusal();
    return apiJson(await listInvitationRequests(context.db));
  });

export const action = () => methodNotAllowed(["GET"]);
