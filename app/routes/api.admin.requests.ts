import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/lib/api.server";
import { requireAdminApi } from "~/lib/guards.server";
import { listInvitationRequests } from "~/services/invitations.server";

/** Every received request, newest first. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await listInvitationRequests(context.db));
  });

export const action = () => methodNotAllowed(["GET"]);
