import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { accountMessages } from "~/content/account";
import { accountOf } from "~/http/account-access.server";
import { failureData } from "~/http/failure-response.server";
import { signedOutRedirect } from "~/http/signed-out.server";
import { requireAdminPage } from "~/http/guards.server";
import { readPageFormData } from "~/http/request-body.server";
import type { AccountActor, AccountOutcome } from "~/services/account/account-actions.server";
import { asServiceError, type FieldErrors } from "~/services/errors.server";
import type { AdminNotice } from "~/shared/admin-crud";
import { formatDateTime } from "~/shared/dates";

/** What a form of 'Cuenta' or 'Usuarios' answers: a message for its section, a field's errors. */
export interface AccountActionData<Intent extends string> {
  intent: Intent | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  /** The link just made: shown once, to copy. */
  invitation?: { url: string; expiresAt: string; expiresLabel: string };
  /** A refusal's notice, where the page shows one beside its form. */
  notice?: AdminNotice;
}

/** Each intent of a page's forms: its form read, then its account action called. */
export type AccountPageActions<Intent extends string> = Record<
  Intent,
  (actor: AccountActor, form: FormData) => Promise<AccountOutcome>
>;

interface AccountPage<Intent extends string> {
  path: string;
  maxFormBytes: number;
  actions: AccountPageActions<Intent>;
  /** The title of a refusal's notice, per intent, on a page that shows one. */
  failureTitles?: Record<Intent, string>;
}

/**
 * The page door of the account actions (services/account/account-actions.server.ts):
 * the form's `intent` picks the action, and its outcome becomes the page's
 * answer. The browser's own session ended redirects to the sign-in page
 * with its cookie cleared, as 'Cerrar Sesión' does.
 */
export function accountPageAction<Intent extends string>(page: AccountPage<Intent>) {
  const intents = Object.keys(page.actions) as Intent[];
  const answer = (body: AccountActionData<Intent>, init?: ResponseInit) => data(body, init);

  return async ({ request, context }: ActionFunctionArgs) => {
    await requireAdminPage(context, page.path);
    const actor = await accountOf(context, request);
    if (!actor) {
      return answer(
        { intent: null, ok: false, message: accountMessages.standalone },
        { status: 403 },
      );
    }
    const form = await readPageFormData(request, page.maxFormBytes);
    const intent = intents.find((known) => known === form.get("intent")) ?? null;
    if (!intent) {
      return answer(
        { intent: null, ok: false, message: accountMessages.unknownAction },
        { status: 400 },
      );
    }
    try {
      const outcome = await page.actions[intent](actor, form);
      const headers = outcome.setCookie ? { "Set-Cookie": outcome.setCookie } : undefined;
      if (outcome.signedOut) {
        return signedOutRedirect(context.cloudflare.env, new Headers(headers));
      }
      const { invitation } = outcome;
      return answer(
        {
          intent,
          ok: true,
          message: outcome.message,
          ...(invitation && {
            invitation: { ...invitation, expiresLabel: formatDateTime(invitation.expiresAt) },
          }),
        },
        { headers },
      );
    } catch (error) {
      const failure = asServiceError(error, "An account change");
      const title = page.failureTitles?.[intent];
      return failureData<AccountActionData<Intent>>(
        {
          intent,
          ok: false,
          message: failure.message,
          fieldErrors: failure.details.fieldErrors,
          ...(title && { notice: { title, description: failure.message } }),
        },
        failure,
      );
    }
  };
}
