import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InvitationRequestPage } from "~/components/InvitationRequestPage";
import { associatesPage } from "~/content/invitations";
import {
  invitationPageHeaders,
  loadInvitationPage,
  submitInvitationPage,
} from "~/controllers/invitation-request-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export const headers = invitationPageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args, associatesPage);

export const action = (args: ActionFunctionArgs) => submitInvitationPage(args, associatesPage);

/** /associates: a pairing box for the spicy-honey launch, by invitation. */
export default function Associates() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <InvitationRequestPage data={data} actionData={actionData} />;
}
