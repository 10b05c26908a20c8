import type { MetaFunction } from "@remix-run/cloudflare";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { associatesPage } from "~/content/invitations";
import { invitationRequestRoute } from "~/controllers/invitation-request-page.server";
import { loaderMeta } from "~/view/loader-meta";

const { headers, loader, action } = invitationRequestRoute(associatesPage);

export { headers, loader, action };

export const meta: MetaFunction<typeof loader> = loaderMeta;

/** /associates: a pairing box for the spicy-honey launch, by invitation. */
export default InvitationRequestPage;
