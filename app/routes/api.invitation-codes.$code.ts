import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { clientAddress } from "~/http/client-address.server";
import { siteFor } from "~/services/site/site.server";

/** name, email and phone of an unused code; 404 for anything else. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  handleApi(async () =>
    apiJson(await siteFor(context).lookUpInvitation(params.code ?? "", clientAddress(request))),
  );

export const action = () => methodNotAllowed(["GET"]);
