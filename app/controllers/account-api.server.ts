import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { requireAccountApi } from "~/http/account-access.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody, readOptionalJsonBody } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import {
  accountActions,
  usersActions,
  type AccountActor,
  type AccountOutcome,
} from "~/services/account/account-actions.server";
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  signInWithPasskey,
} from "~/services/account/passkeys.server";
import { listSessions } from "~/services/account/sessions.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { listAdmins } from "~/services/account/admins.server";
import { listOpenInvitations } from "~/services/account/admin-invitations.server";
import { recentSignIns } from "~/services/account/activity.server";
import { passwordChangeSchema, passwordConfirmationSchema } from "~/validation/account";
import { passkeyRegistrationSchema, passkeySignInSchema } from "~/validation/passkey";

/**
 * The account's JSON (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * the admin's own password, sessions, passkeys and sign-in activity, the
 * admins and their invitations, and the passkey sign-in. Every change is
 * the same function the 'Cuenta' and 'Usuarios' pages call
 * (services/account/account-actions.server.ts); here it only reads the
 * body and the URL and answers its outcome as JSON.
 */

type Args = ActionFunctionArgs | LoaderFunctionArgs;

/**
 * The JSON door of an account action: only `method` (else 405 naming
 * `allowed`), the admin's own session, then the action's outcome: its body
 * (`{ success: true }` unless it has one), status and cookie.
 */
const accountChangeApi =
  (
    method: string,
    allowed: readonly string[],
    act: (actor: AccountActor, request: Request, params: Args["params"]) => Promise<AccountOutcome>,
  ) =>
  ({ request, context, params }: Args) =>
    handleApi(async () => {
      if (request.method !== method) return methodNotAllowed(allowed);
      const actor = await requireAccountApi(context, request);
      const outcome = await act(actor, request, params);
      return apiJson(outcome.json?.body ?? { success: true }, {
        status: outcome.json?.status ?? 200,
        headers: outcome.setCookie ? { "Set-Cookie": outcome.setCookie } : {},
      });
    });

/** POST /api/admin/account/password `{ currentPassword, newPassword }`. */
export const changePasswordApi = accountChangeApi("POST", ["POST"], async (actor, request) =>
  accountActions.changePassword(
    actor,
    parseOrThrow(passwordChangeSchema.strict(), await readJsonBody(request)),
  ),
);

/** GET /api/admin/account/sessions: the open sessions, the current one marked. */
export const listSessionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    const { user, sessionId } = await requireAccountApi(context, request);
    return apiJson(await listSessions(context.db, user.id, sessionId));
  });

/**
 * DELETE /api/admin/users/{id}/sessions: ends another admin's sessions,
 * passkeys and invitation links `{ success, message, sessions, passkeys }`;
 * 404 'Usuario no encontrado', 409 for oneself.
 */
export const signOutAdminApi = accountChangeApi("DELETE", ["DELETE"], (actor, _request, params) =>
  usersActions.signOutAdmin(actor, params.id),
);

/** DELETE /api/admin/account/sessions/{id}: ends one of the admin's sessions, by its listed id. */
export const endSessionApi = accountChangeApi("DELETE", ["DELETE"], (actor, _request, params) =>
  accountActions.endSession(actor, params.id),
);

/**
 * DELETE /api/admin/account/sessions: 'Cerrar las demás sesiones', with the
 * invitation links the admin made and the passkeys but this session's.
 */
export const endOtherSessionsApi = accountChangeApi("DELETE", ["GET", "DELETE"], (actor) =>
  accountActions.endOtherSessions(actor),
);

/** GET /api/admin/account/activity: the last 20 sign-in attempts on the account. */
export const activityApi = ({ request, context }: Args) =>
  handleApi(async () => {
    const { user } = await requireAccountApi(context, request);
    return apiJson(await recentSignIns(context.db, user.id));
  });

/** GET /api/admin/account/passkeys: the admin's passkeys. */
export const listPasskeysApi = ({ request, context }: Args) =>
  handleApi(async () => {
    const { user } = await requireAccountApi(context, request);
    return apiJson(await listPasskeys(context.db, user.id));
  });

/** The actor's relying party, named after the owner's identity ('Sitio'). */
async function namedRelyingParty(actor: AccountActor, context: Args["context"]) {
  const { business } = await readSiteSettings(context.cloudflare.env);
  return { ...actor.party, name: business.name };
}

/**
 * POST /api/admin/account/passkeys/options `{ currentPassword }`: starts
 * registering a passkey, only with the current password (400 'La contraseña
 * actual no es correcta' otherwise, and no ceremony).
 */
export const passkeyRegistrationOptionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireAccountApi(context, request);
    const { currentPassword } = parseOrThrow(
      passwordConfirmationSchema.strict(),
      await readOptionalJsonBody(request),
    );
    return apiJson(
      await registrationOptions(actor.db, actor.user, await namedRelyingParty(actor, context), {
        currentPassword,
        client: actor.client,
      }),
    );
  });

/** POST /api/admin/account/passkeys `{ ceremonyId, name, response }`: 201 the stored passkey. */
export const registerPasskeyApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const actor = await requireAccountApi(context, request);
    const input = parseOrThrow(passkeyRegistrationSchema.strict(), await readJsonBody(request));
    const passkey = await registerPasskey(
      actor.db,
      actor.user,
      actor.party,
      { ...input, response: input.response as RegistrationResponseJSON },
      actor.client,
    );
    return apiJson(passkey, { status: 201 });
  });

/** DELETE /api/admin/account/passkeys/{id}. */
export const removePasskeyApi = accountChangeApi("DELETE", ["DELETE"], (actor, _request, params) =>
  accountActions.removePasskey(actor, params.id),
);

/**
 * POST /api/passkeys/sign-in/options: anyone; starts a passkey sign-in. It
 * counts as a sign-in attempt (a success clears it), so no one fills the
 * challenges' table.
 */
export const passkeySignInOptionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return apiJson(
      await authenticationOptions(context.db, relyingPartyOf(request), signInClient(request)),
    );
  });

/** POST /api/passkeys/sign-in `{ ceremonyId, response }`: the user, with a new session cookie. */
export const passkeySignInApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = parseOrThrow(passkeySignInSchema.strict(), await readJsonBody(request));
    const { user, setCookie } = await signInWithPasskey(
      context.db,
      context.cloudflare.env,
      relyingPartyOf(request),
      { ...input, response: input.response as AuthenticationResponseJSON },
      signInClient(request),
    );
    return apiJson(user, { headers: { "Set-Cookie": setCookie } });
  });

/** GET /api/admin/users: the admins with their last sign-in. */
export const listAdminsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    await requireAccountApi(context, request);
    return apiJson(await listAdmins(context.db));
  });

/** DELETE /api/admin/users/{id}: 409 for oneself or the last admin. */
export const removeAdminApi = accountChangeApi("DELETE", ["DELETE"], (actor, _request, params) =>
  usersActions.removeAdmin(actor, params.id),
);

/** GET /api/admin/users/invitations: the open links, never their tokens. */
export const listInvitationsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    await requireAccountApi(context, request);
    return apiJson(await listOpenInvitations(context.db));
  });

/**
 * POST /api/admin/users/invitations `{ currentPassword }`: 201 `{ url, expiresAt }`,
 * a single-use link for 72 hours. No body at all is no password (400), as for a passkey.
 */
export const createInvitationApi = accountChangeApi(
  "POST",
  ["GET", "POST"],
  async (actor, request) => {
    const { currentPassword } = parseOrThrow(
      passwordConfirmationSchema.strict(),
      await readOptionalJsonBody(request),
    );
    return usersActions.inviteAdmin(actor, currentPassword);
  },
);

/** DELETE /api/admin/users/invitations/{id}: revokes an open link; 404 'Invitación no encontrada'. */
export const revokeInvitationApi = accountChangeApi(
  "DELETE",
  ["DELETE"],
  (actor, _request, params) => usersActions.revokeInvitation(actor, params.id),
);
