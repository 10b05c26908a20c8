import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { passkeyChallenges, passkeys, users, type Passkey } from "~/db/schema";
import { accountMessages } from "~/content/account";
import type { SignInClient } from "~/http/sign-in-client.server";
import { badRequest, conflict, notFound, ServiceError } from "../errors.server";
import { countAccountChange } from "./account-limits.server";
import { countSignInAttempt } from "./account-limits.server";
import { recordAttempt } from "./activity.server";
import { openSession, type SessionUser } from "./sessions.server";
import { confirmCurrentPassword } from "./current-password.server";

/** A ceremony's challenge is good once, for this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Who the passkeys belong to: the host the request came to, so the same
 * build works on `localhost` and on the producer's domain.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The party a new passkey is registered with: also its name, the owner's brand (the identity's). */
export interface NamedRelyingParty extends RelyingParty {
  name: string;
}

export function relyingPartyOf(request: Request): RelyingParty {
  const url = new URL(request.url);
  return { id: url.hostname, origin: url.origin };
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The statement that reads the user's passkeys, oldest first. */
export const passkeysQuery = (db: Database, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

export async function listPasskeys(db: Database, userId: number): Promise<PasskeySummary[]> {
  return toPasskeySummaries(await passkeysQuery(db, userId));
}

export function toPasskeySummaries(rows: Passkey[]): PasskeySummary[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  }));
}

/** Removes one of the user's passkeys; another user's (or none) is 404. */
export async function removePasskey(
  db: Database,
  userId: number,
  id: number,
  client: SignInClient,
): Promise<void> {
  await countAccountChange(db, client.address);
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound(accountMessages.passkeyNotFound);
}

function randomId(): string {
  return isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(24)));
}

/** Stores a ceremony's challenge; answers the id the page sends back. */
async function storeChallenge(
  db: Database,
  challenge: string,
  userId: number | null,
  now: number,
): Promise<string> {
  const id = randomId();
  await db
    .insert(passkeyChallenges)
    .values({ id, challenge, userId, expiresAt: new Date(now + CHALLENGE_TTL_MS) });
  return id;
}

/**
 * Takes a ceremony's challenge out: it is deleted as it is read, so it
 * serves once; an expired or unknown one (or another user's) is refused.
 */
async function spendChallenge(
  db: Database,
  ceremonyId: string,
  userId: number | null,
  now: number,
): Promise<string> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.id, ceremonyId))
    .returning();
  if (!row || row.expiresAt.getTime() <= now || row.userId !== userId) {
    throw badRequest(accountMessages.passkeyCeremonyExpired);
  }
  return row.challenge;
}

export interface Ceremony<Options> {
  ceremonyId: string;
  options: Options;
}

/**
 * Both ceremonies require user verification (the fingerprint, face or PIN),
 * asked of the authenticator and checked on the answer: a passkey proves
 * who is there, not only that some device is
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
const USER_VERIFICATION = "required";

/** Who asks to add a passkey: the password they typed with it, and where they are. */
export interface PasswordProof {
  currentPassword: unknown;
  client: SignInClient;
}

/**
 * Step one of 'Agregar llave de acceso': what the browser's authenticator is
 * asked. Only with the current password in the same request, so a stolen
 * session alone adds no way in (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * a missing or wrong one is 400 'La contraseña actual no es correcta',
 * counted as a failed sign-in, and no challenge is stored.
 */
export async function registrationOptions(
  db: Database,
  user: SessionUser,
  party: NamedRelyingParty,
  proof: PasswordProof,
  now = Date.now(),
): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  await countAccountChange(db, proof.client.address, now);
  await confirmCurrentPassword(db, user.id, proof.currentPassword, proof.client, now);
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: "none",
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
  });
  return { ceremonyId: await storeChallenge(db, options.challenge, user.id, now), options };
}

/**
 * Step two: checks the authenticator's answer (its user verified, UV) and
 * stores the passkey under `name`; any other answer is 400 and stores nothing.
 */
export async function registerPasskey(
  db: Database,
  user: SessionUser,
  party: RelyingParty,
  input: { ceremonyId: string; name: string; response: RegistrationResponseJSON },
  client: SignInClient,
  now = Date.now(),
): Promise<PasskeySummary> {
  await countAccountChange(db, client.address, now);
  const expectedChallenge = await spendChallenge(db, input.ceremonyId, user.id, now);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw badRequest(accountMessages.passkeyFailed);
  const { credential } = verification.registrationInfo;
  const stored = await db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  const [row] = stored;
  if (!row) throw conflict(accountMessages.passkeyFailed);
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

/**
 * Step one of 'Iniciar sesión con llave de acceso': any of the site's
 * passkeys may answer. It counts as a sign-in attempt of the client (a
 * success clears it), so no one fills the challenges' table.
 */
export async function authenticationOptions(
  db: Database,
  party: RelyingParty,
  client: SignInClient,
  now = Date.now(),
): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  await countSignInAttempt(db, client.address, now);
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: USER_VERIFICATION,
    timeout: CHALLENGE_TTL_MS,
  });
  return { ceremonyId: await storeChallenge(db, options.challenge, null, now), options };
}

/**
 * Step two: checks the signature against the stored passkey, with its user
 * verified (UV), and opens a session. Every attempt counts against the client's sign-in limit, as a
 * password does; a failure on a known passkey shows in its owner's activity.
 */
export async function signInWithPasskey(
  db: Database,
  env: { ENVIRONMENT?: string; SESSION_SECRET?: string },
  party: RelyingParty,
  input: { ceremonyId: string; response: AuthenticationResponseJSON },
  client: SignInClient,
  now = Date.now(),
): Promise<{ user: SessionUser; setCookie: string }> {
  await countSignInAttempt(db, client.address, now);
  const failed = () => new ServiceError(401, accountMessages.passkeyFailed);
  const expectedChallenge = await spendChallenge(db, input.ceremonyId, null, now).catch(() => {
    throw failed();
  });
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!found) throw failed();
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
    credential: {
      id: found.passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
      counter: found.passkey.counter,
      transports: found.passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => ({ verified: false, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) {
    await recordAttempt(db, found.user.id, "passkey", false, client, now);
    throw failed();
  }
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, found.passkey.id));
  const setCookie = await openSession(
    db,
    env,
    found.user.id,
    "passkey",
    client,
    now,
    found.passkey.id,
  );
  const { id, username, isAdmin } = found.user;
  return { user: { id, username, isAdmin }, setCookie };
}
