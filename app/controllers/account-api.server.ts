import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { accountMessages } from "~/content/account";
import { requireAccountApi } from "~/http/account-access.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody, readOptionalJsonBody } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import { changePassword } from "~/services/account/password-change.server";
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  signInWithPasskey,
} from "~/services/account/passkeys.server";
import { endSession, listSessions } from "~/services/account/sessions.server";
import { listAdmins, removeAdmin } from "~/services/account/admins.server";
import {
  inviteAdmin,
  listOpenInvitations,
  revokeInvitation,
} from "~/services/account/admin-invitations.server";
import { recentSignIns } from "~/services/account/activity.server";
import { parseId } from "~/services/ids.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { clearedSessionCookie, countSignInAttempt } from "~/services/auth.server";
import { passwordChangeSchema, passwordConfirmationSchema } from "~/validation/account";
import { passkeyRegistrationSchema, passkeySignInSchema } from "~/validation/passkey";

/**
 * The account's JSON (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * the admin's own password, sessions, passkeys and sign-in activity, the
 * admins and their invitations, and the passkey sign-in. Same services and
 * rules as the 'Cuenta' and 'Usuarios' pages.
 */

type Args = ActionFunctionArgs | LoaderFunctionArgs;

/** POST /api/admin/account/password `{ currentPassword, newPassword }`. */
export const changePasswordApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireAccountApi(context, request);
    const change = parseOrThrow(passwordChangeSchema.strict(), await readJsonBody(request));
    const setCookie = await changePassword(
      context.db,
      context.cloudflare.env,
      user.id,
      change,
      signInClient(request),
    );
    return apiJson(
      { success: true, message: accountMessages.passwordChanged },
      { headers: { "Set-Cookie": setCookie } },
    );
  });

/** GET /api/admin/account/sessions: the open sessions, the current one marked. */
export const listSessionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    const { user, sessionId } = await requireAccountApi(context, request);
    return apiJson(await listSessions(context.db, user.id, sessionId));
  });

/** DELETE /api/admin/account/sessions/{id}: ends one of the admin's sessions, by its listed id. */
export const endSessionApi = ({ request, context, params }: Args) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const { user, sessionId } = await requireAccountApi(context, request);
    const { endedCurrent } = await endSession(
      context.db,
      user.id,
      sessionId,
      (params.id ?? "").slice(0, 128),
      signInClient(request),
    );
    // The caller's own session: its cookie is cleared too, as by /api/logout.
    const headers: HeadersInit = endedCurrent
      ? { "Set-Cookie": await clearedSessionCookie(context.cloudflare.env) }
      : {};
    return apiJson({ success: true }, { headers });
  });

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

/** The request's relying party, named after the owner's identity ('Sitio'). */
async function namedRelyingParty(request: Request, context: Args["context"]) {
  const { business } = await readSiteSettings(context.cloudflare.env);
  return { ...relyingPartyOf(request), name: business.name };
}

/**
 * POST /api/admin/account/passkeys/options `{ currentPassword }`: starts
 * registering a passkey, only with the current password (400 'La contraseña
 * actual no es correcta' otherwise, and no ceremony).
 */
export const passkeyRegistrationOptionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireAccountApi(context, request);
    const { currentPassword } = parseOrThrow(
      passwordConfirmationSchema.strict(),
      await readOptionalJsonBody(request),
    );
    return apiJson(
      await registrationOptions(context.db, user, await namedRelyingParty(request, context), {
        currentPassword,
        client: signInClient(request),
      }),
    );
  });

/** POST /api/admin/account/passkeys `{ ceremonyId, name, response }`: 201 the stored passkey. */
export const registerPasskeyApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { user } = await requireAccountApi(context, request);
    const input = parseOrThrow(passkeyRegistrationSchema.strict(), await readJsonBody(request));
    const passkey = await registerPasskey(
      context.db,
      user,
      relyingPartyOf(request),
      { ...input, response: input.response as RegistrationResponseJSON },
      signInClient(request),
    );
    return apiJson(passkey, { status: 201 });
  });

/** DELETE /api/admin/account/passkeys/{id}. */
export const removePasskeyApi = ({ request, context, params }: Args) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const { user } = await requireAccountApi(context, request);
    const id = parseId(params.id, accountMessages.passkeyNotFound);
    await removePasskey(context.db, user.id, id, signInClient(request));
    return apiJson({ success: true });
  });

/**
 * POST /api/passkeys/sign-in/options: anyone; starts a passkey sign-in. It
 * counts as a sign-in attempt (a success clears it), so no one fills the
 * challenges' table.
 */
export const passkeySignInOptionsApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await countSignInAttempt(context.db, signInClient(request).address);
    return apiJson(await authenticationOptions(context.db, relyingPartyOf(request)));
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
export const removeAdminApi = ({ request, context, params }: Args) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const { user } = await requireAccountApi(context, request);
    const id = parseId(params.id, accountMessages.userNotFound);
    await removeAdmin(context.db, user.id, id, signInClient(request));
    return apiJson({ success: true });
  });

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
export const createInvitationApi = ({ request, context }: Args) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { user } = await requireAccountApi(context, request);
    const { currentPassword } = parseOrThrow(
      passwordConfirmationSchema.strict(),
      await readOptionalJsonBody(request),
    );
    const invitation = await inviteAdmin(
      context.db,
      user.id,
      currentPassword,
      signInClient(request),
      context.origin,
    );
    return apiJson(invitation, { status: 201 });
  });

/** DELETE /api/admin/users/invitations/{id}: revokes an open link; 404 'Invitación no encontrada'. */
export const revokeInvitationApi = ({ request, context, params }: Args) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    await requireAccountApi(context, request);
    const id = parseId(params.id, accountMessages.invitationNotFound);
    await revokeInvitation(context.db, id, signInClient(request));
    return apiJson({ success: true });
  });
