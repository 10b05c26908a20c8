import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { clientAddress } from "~/http/client-address.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { siteFor } from "~/services/site/site.server";
import { invitationRequestSchema } from "~/validation/invitation-request";

/** A request for a pairing box (`kind: "associate"`, default) or a sample (`"client"`). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = parseOrThrow(invitationRequestSchema.strict(), await readJsonBody(request));
    const stored = await siteFor(context).submitInvitationRequest(input, clientAddress(request));
    return apiJson({ success: true, id: stored.id, kind: stored.kind }, { status: 201 });
  });

export const loader = () => methodNotAllowed(["POST"]);
