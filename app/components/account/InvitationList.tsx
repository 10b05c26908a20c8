import { Link } from "@remix-run/react";
import { AccountItem } from "~/components/account/AccountItem";
import { USERS_PATH, usersCopy as copy } from "~/content/account";
import { adminParams } from "~/shared/admin-crud";

export interface InvitationRow {
  id: number;
  createdBy: string;
  createdAt: string;
  createdLabel: string;
  expiresAt: string;
  expiresLabel: string;
}

/** The open invitation links: who made each, when, when it expires, and 'Revocar'. */
export function InvitationList({ invitations }: { invitations: InvitationRow[] }) {
  if (invitations.length === 0) return <p className="text-stone-700">{copy.noInvitations}</p>;
  return (
    <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200">
      {invitations.map((invitation) => (
        <AccountItem
          key={invitation.id}
          data={{ "data-invitation": invitation.id }}
          title={
            <>
              {copy.invitationCreatedBy} {invitation.createdBy}
            </>
          }
          details={
            <>
              {copy.invitationCreated}:{" "}
              <time dateTime={invitation.createdAt}>{invitation.createdLabel}</time>
              {" · "}
              {copy.invitationExpires}:{" "}
              <time dateTime={invitation.expiresAt}>{invitation.expiresLabel}</time>
            </>
          }
          action={
            <Link
              to={`${USERS_PATH}?${adminParams.revoke}=${invitation.id}`}
              preventScrollReset
              className="text-chili-700 underline underline-offset-2"
              aria-label={`${copy.revoke} el enlace creado por ${invitation.createdBy} el ${invitation.createdLabel}`}
            >
              {copy.revoke}
            </Link>
          }
        />
      ))}
    </ul>
  );
}
