import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCardPage } from "~/components/account/AccountCardPage";
import { AccountNotice } from "~/components/account/AccountNotice";
import { NewAdminForm } from "~/components/account/NewAdminForm";
import { accountCopy, accountMessages, usersCopy as copy } from "~/content/account";
import { privatePageHeaders } from "~/http/private-page-headers";
import { unindexedPageMeta } from "~/view/seo";
import { invitationPageAction, loadInvitationPage } from "./admin_.invitation.$token.server";
import type { InvitationActionData } from "./admin_.invitation.$token.server";

export const headers = privatePageHeaders;

export const meta = unindexedPageMeta(copy.acceptTitle, copy.acceptIntro);

export const loader = (args: LoaderFunctionArgs) => loadInvitationPage(args);
export const action = (args: ActionFunctionArgs) => invitationPageAction(args);

/** An invited person chooses a username and a password, and becomes an admin. */
export default function AdminInvitation() {
  const { open } = useLoaderData<typeof loader>();
  const actionData = useActionData<InvitationActionData>();
  return (
    <AccountCardPage headingId="invitacion-titulo" title={copy.acceptTitle}>
      {open ? (
        <>
          <p className="text-stone-700">{copy.acceptIntro}</p>
          {actionData ? <AccountNotice ok={false} message={actionData.message} /> : null}
          <NewAdminForm
            idPrefix="invitacion"
            confirmationLabel={accountCopy.confirmationLabel}
            actionData={actionData}
            submitLabel={copy.createAccount}
            pendingLabel="Creando cuenta..."
          />
        </>
      ) : (
        <AccountNotice ok={false} message={accountMessages.invitationInvalid} />
      )}
    </AccountCardPage>
  );
}
