import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ACCOUNT_PATH, accountMessages } from "~/content/account";
import { sessionCopy } from "~/content/admin";
import { accountOf } from "~/http/account-access.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { clearedSessionCookie } from "~/services/auth.server";
import { failureData } from "~/http/failure-response.server";
import { requireAdminPage } from "~/http/guards.server";
import { toFieldErrors } from "~/http/parse-input.server";
import { readPageFormData } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import { readAccountOverview } from "~/services/account/account-overview.server";
import { changePassword } from "~/services/account/password-change.server";
import { removePasskey } from "~/services/account/passkeys.server";
import { endOtherSessions, endSession } from "~/services/account/sessions.server";
import { asServiceError, type FieldErrors } from "~/services/errors.server";
import { parseRecordId } from "~/shared/record-id";
import { formatDateTime } from "~/shared/dates";
import { passwordChangeFormSchema } from "~/validation/account";

const MAX_FORM_BYTES = 8 * 1024;

export const ACCOUNT_INTENTS = [
  "change-password",
  "end-session",
  "end-other-sessions",
  "remove-passkey",
] as const;
type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** What an action of 'Cuenta' answers: a message for its section, and a field's errors. */
export interface AccountActionData {
  intent: AccountIntent | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
}

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

async function signedOutHere(context: ActionFunctionArgs["context"]) {
  const { env } = context.cloudflare;
  const headers = new Headers({ "Set-Cookie": await clearedSessionCookie(env) });
  return redirectWithToast("/admin/auth", { type: "success", ...sessionCopy.signedOut }, env, {
    headers,
  });
}

const answer = (body: AccountActionData, status = 200) => data(body, { status });

function intentOf(form: FormData): AccountIntent | null {
  const intent = form.get("intent");
  return ACCOUNT_INTENTS.find((known) => known === intent) ?? null;
}

export async function accountPageAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context, ACCOUNT_PATH);
  const account = await accountOf(context, request);
  if (!account) {
    return answer({ intent: null, ok: false, message: accountMessages.standalone }, 403);
  }
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const intent = intentOf(form);
  const { db } = context;
  const { user, sessionId } = account;
  try {
    switch (intent) {
      case "change-password": {
        const parsed = passwordChangeFormSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) {
          const fieldErrors = toFieldErrors(parsed.error.issues);
          const message = parsed.error.issues[0]?.message ?? accountMessages.currentPassword;
          return answer({ intent, ok: false, message, fieldErrors }, 400);
        }
        const setCookie = await changePassword(
          db,
          context.cloudflare.env,
          user.id,
          parsed.data,
          signInClient(request),
        );
        return data<AccountActionData>(
          { intent, ok: true, message: accountMessages.passwordChanged },
          { headers: { "Set-Cookie": setCookie } },
        );
      }
      case "end-session": {
        const listedId = String(form.get("sessionId") ?? "").slice(0, 128);
        const { endedCurrent } = await endSession(
          db,
          user.id,
          sessionId,
          listedId,
          signInClient(request),
        );
        // This browser's own session: signed out, as by the header's button.
        if (endedCurrent) return signedOutHere(context);
        return answer({ intent, ok: true, message: accountMessages.sessionEnded });
      }
      case "end-other-sessions": {
        const ended = await endOtherSessions(db, user.id, sessionId, signInClient(request));
        return answer({ intent, ok: true, message: accountMessages.otherSessionsEnded(ended) });
      }
      case "remove-passkey": {
        const id = parseRecordId(form.get("passkeyId"));
        if (id === null) {
          return answer({ intent, ok: false, message: accountMessages.passkeyNotFound }, 404);
        }
        await removePasskey(db, user.id, id, signInClient(request));
        return answer({ intent, ok: true, message: accountMessages.passkeyRemoved });
      }
      default:
        return answer({ intent: null, ok: false, message: accountMessages.unknownAction }, 400);
    }
  } catch (error) {
    const failure = asServiceError(error, "An account change");
    return failureData<AccountActionData>(
      {
        intent,
        ok: false,
        message: failure.message,
        fieldErrors: failure.details.fieldErrors,
      },
      failure,
    );
  }
}
