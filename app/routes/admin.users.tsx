import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AccountItem } from "~/components/account/AccountItem";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { AccountNotice } from "~/components/account/AccountNotice";
import { PanelSection } from "~/components/ui/PanelSection";
import { InvitationList } from "~/components/account/InvitationList";
import { InviteAdminForm } from "~/components/account/InviteAdminForm";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { ConfirmDelete, deleteWording } from "~/components/admin/ConfirmDelete";
import { trashCopy } from "~/content/trash";
import { USERS_PATH, accountMessages, usersCopy as copy } from "~/content/account";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminParams } from "~/shared/admin-crud";
import { unindexedPageMeta } from "~/view/seo";
import { loadUsersPage, usersPageAction } from "./admin.users.server";
import type { UsersActionData } from "./admin.users.server";
import { AdminTabIntro } from "~/components/admin/AdminTabIntro";

export const headers = privatePageHeaders;

export const meta = unindexedPageMeta(copy.title, copy.description, USERS_PATH);

export const loader = (args: LoaderFunctionArgs) => loadUsersPage(args);
export const action = (args: ActionFunctionArgs) => usersPageAction(args);

export default function AdminUsers() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<UsersActionData>();
  if (page.standalone) {
    return <AdminStandaloneNotice>{accountMessages.standalone}</AdminStandaloneNotice>;
  }
  return (
    <div className="space-y-6">
      <AdminTabIntro title={copy.title} description={copy.description} />
      {actionData && actionData.intent !== "invite" && actionData.intent !== "revoke-invitation" ? (
        <AccountNotice ok={actionData.ok} message={actionData.message} />
      ) : null}
      {page.removing ? (
        <ConfirmDelete
          action={USERS_PATH}
          tabUrl={USERS_PATH}
          id={page.removing.id}
          name={page.removing.username}
          wording={deleteWording(page.removing.username, trashCopy.purgeConsequence)}
          notice={actionData?.intent === "delete" ? actionData.notice : null}
        />
      ) : null}
      {page.revoking ? (
        <ConfirmDelete
          action={USERS_PATH}
          tabUrl={USERS_PATH}
          id={page.revoking.id}
          name={page.revoking.createdBy}
          intent="revoke-invitation"
          wording={{
            heading: copy.revoke,
            question: copy.revokeQuestion(page.revoking.createdBy),
            consequence: copy.revokeConsequence,
            confirm: copy.revoke,
            pending: copy.revoking,
          }}
          notice={actionData?.intent === "revoke-invitation" ? actionData.notice : null}
        />
      ) : null}
      <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200 bg-white">
        {page.admins.map((admin) => (
          <AccountItem
            key={admin.id}
            data={{ "data-admin": admin.username }}
            title={
              <>
                {admin.username} {admin.id === page.currentUserId ? copy.you : null}
              </>
            }
            details={
              <>
                {copy.lastSignIn}:{" "}
                {admin.lastSignInAt ? (
                  <time dateTime={admin.lastSignInAt}>{admin.lastSignInLabel}</time>
                ) : (
                  copy.neverSignedIn
                )}
                {" · "}
                <span data-ways-in>{copy.waysIn(admin.openSessions, admin.passkeys)}</span>
              </>
            }
            action={
              <div className="flex flex-wrap items-center gap-3">
                {admin.id === page.currentUserId ? null : (
                  <>
                    <Form method="post" preventScrollReset className="inline">
                      <input type="hidden" name="intent" value="sign-out" />
                      <input type="hidden" name="id" value={admin.id} />
                      <Button
                        type="submit"
                        variant="secondary"
                        size="sm"
                        aria-label={`${copy.signOut}: ${admin.username}`}
                        title={copy.signOutHint}
                      >
                        {copy.signOut}
                      </Button>
                    </Form>
                    <Link
                      to={`${USERS_PATH}?${adminParams.remove}=${admin.id}`}
                      preventScrollReset
                      className="text-chili-700 underline underline-offset-2"
                      aria-label={`${copy.remove} ${admin.username}`}
                    >
                      {copy.remove}
                    </Link>
                  </>
                )}
              </div>
            }
          />
        ))}
      </ul>
      <PanelSection id="usuarios-invitar" heading={copy.invite}>
        <p className="text-stone-700">{copy.inviteIntro}</p>
        {actionData?.intent === "invite" ? (
          <AccountNotice ok={actionData.ok} message={actionData.message} />
        ) : null}
        {actionData?.invitation ? (
          <div className="space-y-1.5">
            <label htmlFor="enlace-invitacion" className="block font-semibold text-smoke-900">
              {copy.invitationLink}
            </label>
            <input
              id="enlace-invitacion"
              readOnly
              value={actionData.invitation.url}
              className="block min-h-11 w-full rounded-lg border border-stone-500 px-3 font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="text-sm text-stone-700">
              {copy.invitationExpires}:{" "}
              <time dateTime={actionData.invitation.expiresAt}>
                {actionData.invitation.expiresLabel}
              </time>
            </p>
          </div>
        ) : null}
        <InviteAdminForm
          // A new link empties the password field: it is asked again for the next one.
          key={actionData?.invitation?.url ?? "invitar"}
          fieldErrors={actionData?.intent === "invite" ? actionData.fieldErrors : undefined}
        />
      </PanelSection>
      <PanelSection id="usuarios-enlaces" heading={copy.invitationsHeading}>
        <p className="text-stone-700">{copy.invitationsIntro}</p>
        {actionData?.intent === "revoke-invitation" ? (
          <AccountNotice ok={actionData.ok} message={actionData.message} />
        ) : null}
        <InvitationList invitations={page.invitations} />
      </PanelSection>
    </div>
  );
}
