import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { USERS_PATH, accountMessages, usersCopy } from "~/content/account";
import { accountOf } from "~/http/account-access.server";
import { failureData } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { readPageFormData } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import { removeAdmin } from "~/services/account/admins.server";
import { readUsersOverview } from "~/services/account/users-overview.server";
import { inviteAdmin, revokeInvitation } from "~/services/account/admin-invitations.server";
import { asServiceError, type FieldErrors } from "~/services/errors.server";
import { adminParams, idParam, type AdminNotice } from "~/shared/admin-crud";
import { formatDateTime } from "~/shared/dates";
import { parseRecordId } from "~/shared/record-id";

const MAX_FORM_BYTES = 4 * 1024;

const USERS_INTENTS = ["invite", "delete", "revoke-invitation"] as const;
type UsersIntent = (typeof USERS_INTENTS)[number];

export interface UsersActionData {
  intent: UsersIntent | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  /** The link just made: shown once, to copy. */
  invitation?: { url: string; expiresAt: string; expiresLabel: string };
  notice?: AdminNotice;
}

/**
 * 'Usuarios': every admin with their last sign-in and every open invitation
 * link; `?eliminar=<id>` asks before removing an admin, `?revocar=<id>`
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

function intentOf(form: FormData): UsersIntent | null {
  const intent = form.get("intent");
  return USERS_INTENTS.find((known) => known === intent) ?? null;
}

const answer = (body: UsersActionData, status = 200) => data(body, { status });

export async function usersPageAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context, USERS_PATH);
  const account = await accountOf(context, request);
  if (!account) {
    return answer({ intent: null, ok: false, message: accountMessages.standalone }, 403);
  }
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const intent = intentOf(form);
  const client = signInClient(request);
  try {
    switch (intent) {
      case "invite": {
        const invitation = await inviteAdmin(
          context.db,
          account.user.id,
          form.get("currentPassword"),
          client,
          context.origin,
        );
        return answer({
          intent,
          ok: true,
          message: accountMessages.invitationCreated,
          invitation: { ...invitation, expiresLabel: formatDateTime(invitation.expiresAt) },
        });
      }
      case "revoke-invitation": {
        const id = parseRecordId(form.get("id"));
        if (id === null) {
          return answer({ intent, ok: false, message: accountMessages.invitationNotFound }, 404);
        }
        await revokeInvitation(context.db, id, client);
        return answer({ intent, ok: true, message: accountMessages.invitationRevoked });
      }
      case "delete": {
        const id = parseRecordId(form.get("id"));
        if (id === null) {
          return answer({ intent, ok: false, message: accountMessages.userNotFound }, 404);
        }
        const username = await removeAdmin(context.db, account.user.id, id, client);
        return answer({ intent, ok: true, message: accountMessages.adminRemoved(username) });
      }
      default:
        return answer({ intent: null, ok: false, message: accountMessages.unknownAction }, 400);
    }
  } catch (error) {
    const failure = asServiceError(error, "An admin change");
    return failureData<UsersActionData>(
      {
        intent,
        ok: false,
        message: failure.message,
        fieldErrors: failure.details.fieldErrors,
        notice: intent ? { title: failureTitle[intent], description: failure.message } : undefined,
      },
      failure,
    );
  }
}

const failureTitle: Record<UsersIntent, string> = {
  invite: usersCopy.inviteFailed,
  delete: usersCopy.removeFailed,
  "revoke-invitation": usersCopy.revokeFailed,
};
