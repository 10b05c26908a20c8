import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { waitlistCopy } from "~/content/availability";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { clientAddress } from "~/http/client-address.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { siteFor } from "~/services/site/site.server";
import { waitlistSchema } from "~/validation/waitlist";

/**
 * 'Avísame cuando haya' as JSON: `{ productId, name, email?, phone?, consent: true }`
 * → 201 `{ success, message }`, the same whether the entry is new or the
 * contact was already waiting (no id: nothing tells who is on the list,
 * docs/decisions/025-availability-and-waiting-list.md); 404 unknown product,
 * 409 'Este producto está disponible', 400 with the field's message, 429.
 */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = parseOrThrow(waitlistSchema.strict(), await readJsonBody(request));
    const outcome = await siteFor(context).joinWaitlist(input, clientAddress(request));
    if (outcome.simulated) return apiJson(outcome.simulated, { status: 201 });
    return apiJson({ success: true, message: waitlistCopy.joined }, { status: 201 });
  });

export const loader = () => methodNotAllowed(["POST"]);
