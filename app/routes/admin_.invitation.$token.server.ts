import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountMessages } from "~/content/account";
import { sessionCopy } from "~/content/admin";
import { failureData } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { toFieldErrors } from "~/http/parse-input.server";
import { readPageFormData } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import {
  acceptInvitation,
  invitationIsOpen,
  requireOpenInvitation,
} from "~/services/account/admin-invitations.server";
import { openSession } from "~/services/account/sessions.server";
import { asServiceError, type FieldErrors } from "~/services/errors.server";
import { invitationAcceptanceSchema } from "~/validation/account";

const MAX_FORM_BYTES = 8 * 1024;

export interface InvitationActionData {
  message: string;
  fieldErrors?: FieldErrors;
  username?: string;
}

/** The invitation's page: its form while the link is open, else why not (404). */
export async function loadInvitationPage({ params, context }: LoaderFunctionArgs) {
  const open = await invitationIsOpen(context.db, params.token ?? "");
  return data({ open }, { status: open ? 200 : 404 });
}

/**
 * Creates the invited admin and signs them in. Each attempt counts against
 * the client's sign-in limit, so links cannot be guessed at speed, and a
 * link that opens nothing is refused (404) before the form is read.
 */
export async function invitationPageAction({ request, params, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const client = signInClient(request);
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const typedUsername = String(form.get("username") ?? "").slice(0, 120);
  try {
    // The link first: one that opens nothing says nothing of what was typed.
    await requireOpenInvitation(context.db, params.token ?? "", client);
    const parsed = invitationAcceptanceSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return data<InvitationActionData>(
        {
          message: parsed.error.issues[0]?.message ?? accountMessages.invitationInvalid,
          fieldErrors: toFieldErrors(parsed.error.issues),
          username: typedUsername,
        },
        { status: 400 },
      );
    }
    const userId = await acceptInvitation(context.db, params.token ?? "", parsed.data);
    const headers = new Headers();
    headers.append("Set-Cookie", await openSession(context.db, env, userId, "password", client));
    return redirectWithToast(
      "/admin",
      {
        type: "success",
        title: sessionCopy.signedIn.title,
        description: accountMessages.accountCreated,
      },
      env,
      { headers },
    );
  } catch (error) {
    const failure = asServiceError(error, "Accepting an invitation");
    return failureData<InvitationActionData>(
      {
        message: failure.message,
        fieldErrors: failure.details.fieldErrors,
        username: typedUsername,
      },
      failure,
    );
  }
}
