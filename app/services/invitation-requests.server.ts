import type { Database } from "~/db/client.server";
import type { InvitationRequest, NoticeState } from "~/db/schema";
import type { InvitationRequestInput } from "~/validation/invitation-request";
import { withInvitationAttempt } from "./invitation-limits.server";
import { redeemInvitationCode } from "./invitations.server";
import { REQUEST_SUBMISSIONS } from "./rate-limit.server";

/**
 * A visitor's request for a pairing box or a sample: rate-limited per client
 * (only refused ones count), then stored with its code used, atomically. Shared by POST /api/associates
 * and the /associates and /clients pages. `noticeState`: whether the owner's
 * e-mail notice is about to be sent ('pending') or notices are off.
 */
export async function submitInvitationRequest(
  db: Database,
  input: InvitationRequestInput,
  clientKey: string,
  noticeState: NoticeState = "off",
): Promise<InvitationRequest> {
  return withInvitationAttempt(db, REQUEST_SUBMISSIONS, clientKey, () =>
    redeemInvitationCode(db, input, { noticeState }),
  );
}
