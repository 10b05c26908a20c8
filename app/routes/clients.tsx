import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { clientsPage } from "~/content/invitations";
import {
  invitationPageHeaders,
  loadInvitationPage,
  submitInvitationPage,
} from "~/controllers/invitation-request-page.server";
import { loaderMeta } from "~/view/loader-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = invitationPageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, clientsPage);

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, clientsPage);

/** /clients: a sample of the pairing, by invitation. */
export default InvitationRequestPage;
