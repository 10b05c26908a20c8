import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  accountPageAction as pageAction,
  type AccountActionData as PageActionData,
  type AccountPageActions,
} from "~/controllers/account-page-action.server";
import { ACCOUNT_PATH } from "~/content/account";
import { accountOf } from "~/http/account-access.server";
import { requireAdminPage } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { accountActions } from "~/services/account/account-actions.server";
import { readAccountOverview } from "~/services/account/account-overview.server";
import { formatDateTime } from "~/shared/dates";
import { passwordChangeFormSchema } from "~/validation/account";

const MAX_FORM_BYTES = 8 * 1024;

type AccountIntent = "change-password" | "end-session" | "end-other-sessions" | "remove-passkey";

/** What a form of 'Cuenta' answers: a message for its section, and a field's errors. */
export type AccountActionData = PageActionData<AccountIntent>;

/** 'Cuenta': the signed-in admin's password, passkeys, sessions and sign-in activity. */
export async function loadAccountPage({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context, ACCOUNT_PATH);
  const account = await accountOf(context, request);
  if (!account) return { standalone: true as const };
  const { sessions, passkeys, activity } = await readAccountOverview(
    context.db,
    account.user.id,
    account.sessionId,
  );
  return {
    standalone: false as const,
    sessions: sessions.map((session) => ({
      ...session,
      startedLabel: formatDateTime(session.startedAt),
      lastUsedLabel: formatDateTime(session.lastUsedAt),
    })),
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      createdLabel: formatDateTime(passkey.createdAt),
      lastUsedLabel: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : null,
    })),
    activity: activity.map((attempt) => ({ ...attempt, atLabel: formatDateTime(attempt.at) })),
  };
}

/** 'Cuenta''s forms, each read and handed to its account action. */
const accountPageActions: AccountPageActions<AccountIntent> = {
  "change-password": (actor, form) =>
    accountActions.changePassword(
      actor,
      // The form alone has the new password typed twice.
      parseOrThrow(passwordChangeFormSchema, Object.fromEntries(form)),
    ),
  "end-session": (actor, form) => accountActions.endSession(actor, form.get("sessionId")),
  "end-other-sessions": (actor) => accountActions.endOtherSessions(actor),
  "remove-passkey": (actor, form) => accountActions.removePasskey(actor, form.get("passkeyId")),
};

export const accountPageAction = pageAction({
  path: ACCOUNT_PATH,
  maxFormBytes: MAX_FORM_BYTES,
  actions: accountPageActions,
});
