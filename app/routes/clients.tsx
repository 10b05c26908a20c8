import type { MetaFunction } from "@remix-run/cloudflare";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { clientsPage } from "~/content/invitations";
import { invitationRequestRoute } from "~/controllers/invitation-request-page.server";
import { loaderMeta } from "~/view/loader-meta";

const { headers, loader, action } = invitationRequestRoute(clientsPage);

export { headers, loader, action };

export const meta: MetaFunction<typeof loader> = loaderMeta;

/** /clients: a sample of the pairing, by invitation. */
export default InvitationRequestPage;
