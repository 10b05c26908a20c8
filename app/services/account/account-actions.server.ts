import type { Database } from "~/db/client.server";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import type { PasswordChange } from "~/validation/account";
import { parseId } from "../ids.server";
import { removeAdmin, signOutAdmin } from "./admins.server";
import { inviteAdmin, revokeInvitation } from "./admin-invitations.server";
import { removePasskey, type RelyingParty } from "./passkeys.server";
import { changePassword } from "./password-change.server";
import {
  clearedSessionCookie,
  endOtherSessions,
  endSession,
  type AuthEnv,
  type SessionUser,
} from "./sessions.server";

/**
 * Every change of 'Cuenta' and 'Usuarios' is one function here, called by
 * its page action and by its JSON route alike, which only translate the
 * input (a form, a JSON body and the URL) and the outcome (a redirect or
 * a message; a JSON status and body)
 * (docs/decisions/026-accounts-passkeys-and-sessions.md). Adding a passkey
 * needs the browser's script, so it has one door, the JSON one. The rules, the
 * messages and the limits live here and in the services below, once.
 */

/** Who changes an account: the signed-in admin, their session and where they are. */
export interface AccountActor {
  db: Database;
  env: AuthEnv;
  user: SessionUser;
  /** The session in use (its secret, never shown). */
  sessionId: string;
  client: SignInClient;
  /** The site's origin, for the invitation link. */
  origin: string;
  /** The host the passkeys belong to. */
  party: RelyingParty;
}

/** What an account change answers, for each door to put in its own words. */
export interface AccountOutcome {
  /** The page's message, the same words the JSON answer carries when it has one. */
  message: string;
  /** The JSON body when it is more than `{ success: true }`, and a 201 for something made. */
  json?: { body: unknown; status?: 201 };
  /** A cookie to set: a password change's new session, or the cleared one. */
  setCookie?: string;
  /** The browser's own session ended: it is signed out, as by 'Cerrar Sesión'. */
  signedOut?: boolean;
  /** An invitation link just made, shown once. */
  invitation?: { url: string; expiresAt: string };
}

const done = (message: string): AccountOutcome => ({ message });

/** The signed-in admin's own account: 'Cuenta'. */
export const accountActions = {
  /** The current password, then the new one; every session ends and a new one opens. */
  async changePassword(actor: AccountActor, change: PasswordChange): Promise<AccountOutcome> {
    const { setCookie, passkeysRemoved } = await changePassword(
      actor.db,
      actor.env,
      actor.user.id,
      actor.sessionId,
      change,
      actor.client,
    );
    const message = accountMessages.withPasskeysEnded(
      accountMessages.passwordChanged,
      passkeysRemoved,
    );
    return { message, setCookie, json: { body: { success: true, message } } };
  },

  /** One session, by its listed id; ending the one in use signs this browser out. */
  async endSession(actor: AccountActor, listedId: unknown): Promise<AccountOutcome> {
    const { endedCurrent } = await endSession(
      actor.db,
      actor.user.id,
      actor.sessionId,
      typeof listedId === "string" ? listedId.slice(0, 128) : "",
      actor.client,
    );
    if (!endedCurrent) return done(accountMessages.sessionEnded);
    return {
      message: accountMessages.sessionEnded,
      signedOut: true,
      setCookie: await clearedSessionCookie(actor.env),
    };
  },

  /** 'Cerrar las demás sesiones', with the invitation links the admin made and the other passkeys. */
  async endOtherSessions(actor: AccountActor): Promise<AccountOutcome> {
    const ended = await endOtherSessions(actor.db, actor.user.id, actor.sessionId, actor.client);
    const message = accountMessages.withPasskeysEnded(
      accountMessages.otherSessionsEnded(ended.sessions),
      ended.passkeys,
    );
    return { message, json: { body: { success: true, message } } };
  },

  async removePasskey(actor: AccountActor, id: unknown): Promise<AccountOutcome> {
    const passkeyId = parseId(id, accountMessages.passkeyNotFound);
    await removePasskey(actor.db, actor.user.id, passkeyId, actor.client);
    return done(accountMessages.passkeyRemoved);
  },
};

/** The admins and their invitation links: 'Usuarios'. */
export const usersActions = {
  /** A single-use link for 72 hours, only with the current password. */
  async inviteAdmin(actor: AccountActor, currentPassword: unknown): Promise<AccountOutcome> {
    const invitation = await inviteAdmin(
      actor.db,
      actor.user.id,
      currentPassword,
      actor.client,
      actor.origin,
    );
    return {
      message: accountMessages.invitationCreated,
      invitation,
      json: { body: invitation, status: 201 },
    };
  },

  async revokeInvitation(actor: AccountActor, id: unknown): Promise<AccountOutcome> {
    await revokeInvitation(actor.db, parseId(id, accountMessages.invitationNotFound), actor.client);
    return done(accountMessages.invitationRevoked);
  },

  /** Never oneself, never the last admin; they are signed out at once. */
  async removeAdmin(actor: AccountActor, id: unknown): Promise<AccountOutcome> {
    const userId = parseId(id, accountMessages.userNotFound);
    const username = await removeAdmin(actor.db, actor.user.id, userId, actor.client);
    return done(accountMessages.adminRemoved(username));
  },

  /** Another admin's sessions, passkeys and invitation links, ended; the account stays. */
  async signOutAdmin(actor: AccountActor, id: unknown): Promise<AccountOutcome> {
    const userId = parseId(id, accountMessages.userNotFound);
    const ended = await signOutAdmin(actor.db, actor.user.id, userId, actor.client);
    const message = accountMessages.adminSignedOut(ended.username, ended.sessions, ended.passkeys);
    return {
      message,
      json: {
        body: { success: true, message, sessions: ended.sessions, passkeys: ended.passkeys },
      },
    };
  },
};
