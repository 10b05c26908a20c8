import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { siteFor } from "~/services/site/site.server";

/** Every received request, newest first; never read in standalone mode. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await siteFor(context).invitationRequests());
  });

export const action = () => methodNotAllowed(["GET"]);
