import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { associatesPage } from "~/content/invitations";
import {
  invitationPageHeaders,
  loadInvitationPage,
  submitInvitationPage,
} from "~/controllers/invitation-request-page.server";
import { loaderMeta } from "~/view/loader-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = invitationPageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, associatesPage);

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, associatesPage);

/** /associates: a pairing box for the spicy-honey launch, by invitation. */
export default InvitationRequestPage;
