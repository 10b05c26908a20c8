import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { clientAddress } from "~/http/client-address.server";
import { spendInvitationAttempt } from "~/services/invitation-limits.server";
import { lookupInvitationCode } from "~/services/invitations.server";
import { offlineInvitationRefusal } from "~/services/offline-writes.server";
import { CODE_LOOKUPS } from "~/services/rate-limit.server";

/** name, email and phone of an unused code; 404 for anything else. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    if (context.standalone.active) throw offlineInvitationRefusal();
    await spendInvitationAttempt(context.db, CODE_LOOKUPS, clientAddress(request));
    return apiJson(await lookupInvitationCode(context.db, params.code ?? ""));
  });

export const action = () => methodNotAllowed(["GET"]);
