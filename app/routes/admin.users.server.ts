import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { USERS_PATH, accountMessages, usersCopy } from "~/content/account";
import { accountOf } from "~/http/account-access.server";
import { failureData } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { readPageFormData } from "~/http/request-body.server";
import { clientAddress } from "~/http/client-address.server";
import { countAccountChange } from "~/services/account/account-limits.server";
import { createInvitation, listAdmins, removeAdmin } from "~/services/account/admins.server";
import { asServiceError } from "~/services/errors.server";
import { adminParams, idParam, type AdminNotice } from "~/shared/admin-crud";
import { formatDateTime } from "~/shared/dates";
import { parseRecordId } from "~/shared/record-id";

const MAX_FORM_BYTES = 4 * 1024;

export interface UsersActionData {
  intent: "invite" | "delete" | null;
  ok: boolean;
  message: string;
  /** The link just made: shown once, to copy. */
  invitation?: { url: string; expiresAt: string; expiresLabel: string };
  notice?: AdminNotice;
}

/** 'Usuarios': every admin with their last sign-in; `?eliminar=<id>` asks before removing one. */
export async function loadUsersPage({ request, context }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  await requireAdminPage(context, pathname + search);
  const account = await accountOf(context, request);
  if (!account) return { standalone: true as const };
  const admins = await listAdmins(context.db);
  const removing = idParam(new URL(request.url).searchParams, adminParams.remove);
  return {
    standalone: false as const,
    currentUserId: account.user.id,
    admins: admins.map((admin) => ({
      ...admin,
      lastSignInLabel: admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : null,
    })),
    removing: admins.find((admin) => admin.id === removing && admin.id !== account.user.id) ?? null,
  };
}

export async function usersPageAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context, USERS_PATH);
  const account = await accountOf(context, request);
  if (!account) {
    return data<UsersActionData>(
      { intent: null, ok: false, message: accountMessages.standalone },
      { status: 403 },
    );
  }
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const intent = form.get("intent");
  try {
    if (intent === "invite") {
      await countAccountChange(context.db, clientAddress(request));
      const invitation = await createInvitation(context.db, account.user.id, context.origin);
      return data<UsersActionData>({
        intent,
        ok: true,
        message: accountMessages.invitationCreated,
        invitation: { ...invitation, expiresLabel: formatDateTime(invitation.expiresAt) },
      });
    }
    if (intent === "delete") {
      const id = parseRecordId(form.get("id"));
      if (id === null) {
        return data<UsersActionData>(
          { intent, ok: false, message: accountMessages.userNotFound },
          { status: 404 },
        );
      }
      await countAccountChange(context.db, clientAddress(request));
      const username = await removeAdmin(context.db, account.user.id, id);
      return data<UsersActionData>({
        intent,
        ok: true,
        message: accountMessages.adminRemoved(username),
      });
    }
    return data<UsersActionData>(
      { intent: null, ok: false, message: accountMessages.unknownAction },
      { status: 400 },
    );
  } catch (error) {
    const failure = asServiceError(error, "An admin change");
    const removing = intent === "delete";
    return failureData<UsersActionData>(
      {
        intent: removing ? "delete" : "invite",
        ok: false,
        message: failure.message,
        notice: {
          title: removing ? usersCopy.removeFailed : usersCopy.inviteFailed,
          description: failure.message,
        },
      },
      failure,
    );
  }
}
