import { Link } from "@remix-run/react";
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
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
          data-invitation={invitation.id}
        >
          <div className="space-y-1">
            <p className="font-semibold text-smoke-900">
              {copy.invitationCreatedBy} {invitation.createdBy}
            </p>
            <p className="text-sm text-stone-700">
              {copy.invitationCreated}:{" "}
              <time dateTime={invitation.createdAt}>{invitation.createdLabel}</time>
              {" · "}
              {copy.invitationExpires}:{" "}
              <time dateTime={invitation.expiresAt}>{invitation.expiresLabel}</time>
            </p>
          </div>
          <Link
            to={`${USERS_PATH}?${adminParams.revoke}=${invitation.id}`}
            preventScrollReset
            className="text-chili-700 underline underline-offset-2"
            aria-label={`${copy.revoke} el enlace creado por ${invitation.createdBy} el ${invitation.createdLabel}`}
          >
            {copy.revoke}
          </Link>
        </li>
      ))}
    </ul>
  );
}
