import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  accountPageAction,
  type AccountActionData,
  type AccountPageActions,
} from "~/controllers/account-page-action.server";
import { USERS_PATH, usersCopy } from "~/content/account";
import { accountOf } from "~/http/account-access.server";
import { requireAdminPage } from "~/http/guards.server";
import { usersActions } from "~/services/account/account-actions.server";
import { readUsersOverview } from "~/services/account/users-overview.server";
import { adminParams, idParam } from "~/shared/admin-crud";
import { formatDateTime } from "~/shared/dates";

const MAX_FORM_BYTES = 4 * 1024;

type UsersIntent = "invite" | "delete" | "revoke-invitation" | "sign-out";

/** What a form of 'Usuarios' answers: its message, the link just made, a refusal's notice. */
export type UsersActionData = AccountActionData<UsersIntent>;

/**
 * 'Usuarios': every admin with their last sign-in, open sessions and passkeys,
 * and every open invitation link; `?eliminar=<id>` asks before removing an admin, `?revocar=<id>`
 * before revoking a link.
 */
export async function loadUsersPage({ request, context }: LoaderFunctionArgs) {
  const { pathname, search, searchParams } = new URL(request.url);
  await requireAdminPage(context, pathname + search);
  const account = await accountOf(context, request);
  if (!account) return { standalone: true as const };
  const { admins, invitations } = await readUsersOverview(context.db);
  const removing = idParam(searchParams, adminParams.remove);
  const revoking = idParam(searchParams, adminParams.revoke);
  const listedInvitations = invitations.map((invitation) => ({
    ...invitation,
    createdLabel: formatDateTime(invitation.createdAt),
    expiresLabel: formatDateTime(invitation.expiresAt),
  }));
  return {
    standalone: false as const,
    currentUserId: account.user.id,
    admins: admins.map((admin) => ({
      ...admin,
      lastSignInLabel: admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : null,
    })),
    invitations: listedInvitations,
    removing: admins.find((admin) => admin.id === removing && admin.id !== account.user.id) ?? null,
    revoking: listedInvitations.find((invitation) => invitation.id === revoking) ?? null,
  };
}

/** 'Usuarios''s forms, each read and handed to its action. */
const usersPageActions: AccountPageActions<UsersIntent> = {
  invite: (actor, form) => usersActions.inviteAdmin(actor, form.get("currentPassword")),
  "revoke-invitation": (actor, form) => usersActions.revokeInvitation(actor, form.get("id")),
  delete: (actor, form) => usersActions.removeAdmin(actor, form.get("id")),
  "sign-out": (actor, form) => usersActions.signOutAdmin(actor, form.get("id")),
};

export const usersPageAction = accountPageAction({
  path: USERS_PATH,
  maxFormBytes: MAX_FORM_BYTES,
  actions: usersPageActions,
  failureTitles: {
    invite: usersCopy.inviteFailed,
    delete: usersCopy.removeFailed,
    "revoke-invitation": usersCopy.revokeFailed,
    "sign-out": usersCopy.signOutFailed,
  },
});
