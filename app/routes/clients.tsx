import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { clientsPage } from "~/content/invitations";
import {
  invitationPageHeaders,
  loadInvitationPage,
  submitInvitationPage,
} from "~/controllers/invitation-request-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export const headers = invitationPageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, clientsPage);

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, clientsPage);

/** /clients: a sample of the pairing, by invitation. */
export default function Clients() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <InvitationRequestPage data={data} actionData={actionData} />;
}
