import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeyChallenges, passkeys, rateLimitHits, signInAttempts } from "../../app/db/schema";
import { LOGIN_FAILURES } from "../../app/services/rate-limit.server";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, cookieFrom, formRequest, jsonRequest, signInAs } from "../support/api";
import { SoftAuthenticator, type CeremonyInput } from "../support/soft-authenticator";
import { workerSuite } from "../support/worker-suite";
import { newSignedInAdmin } from "../support/admins";

/**
 * The known attacks on passkeys, replayed against the production Worker with a
 * software authenticator (tests/support/soft-authenticator.ts;
 * docs/decisions/026-accounts-passkeys-and-sessions.md): adding a passkey
 * needs the current password in the same request, both ceremonies require
 * user verification, and what held before still holds (single-use
 * ceremonies, the counter, the RP ID and origin, user presence).
 */

const worker = workerSuite();
const freshAddress = freshAddresses("10.133");

const WRONG_PASSWORD = "La contraseña actual no es correcta";
const PASSKEY_FAILED = "No se pudo verificar la llave de acceso";
const CEREMONY_EXPIRED = "La solicitud de la llave de acceso venció. Intente de nuevo.";

type Registration = { ceremonyId: string; options: PublicKeyCredentialCreationOptionsJSON };
type SignIn = { ceremonyId: string; options: PublicKeyCredentialRequestOptionsJSON };

/** A new admin with a password, signed in from a fresh address. */
const newAdmin = () =>
  newSignedInAdmin(worker, freshAddress(), {
    prefix: "llaves",
    password: "clave-de-las-llaves-33",
  });

const post = (path: string, body: unknown, cookie?: string, address = freshAddress()) =>
  worker.fetch(
    path,
    jsonRequest("POST", body, {
      "CF-Connecting-IP": address,
      ...(cookie ? { Cookie: cookie } : {}),
    }),
  );

const askRegistration = (cookie: string, body: unknown, address?: string) =>
  post("/api/admin/account/passkeys/options", body, cookie, address);

async function startRegistration(cookie: string, currentPassword: string): Promise<Registration> {
  const response = await askRegistration(cookie, { currentPassword });
  expect(response.status).toBe(200);
  return (await response.json()) as Registration;
}

async function startSignIn(address?: string): Promise<SignIn> {
  const response = await post("/api/passkeys/sign-in/options", {}, undefined, address);
  expect(response.status).toBe(200);
  return (await response.json()) as SignIn;
}

const registrationChallengesOf = (userId: number) =>
  worker.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));

const passkeysOf = (userId: number) =>
  worker.db.select().from(passkeys).where(eq(passkeys.userId, userId));

const passkeyAttemptsOf = (userId: number) =>
  worker.db
    .select({ succeeded: signInAttempts.succeeded })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.userId, userId), eq(signInAttempts.method, "passkey")));

const failuresOf = (address: string) =>
  worker.db
    .select()
    .from(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, LOGIN_FAILURES.bucket), eq(rateLimitHits.clientKey, address)),
    );

/** Registers a passkey with the authenticator's answer to a fresh ceremony. */
async function register(
  admin: { cookie: string; password: string },
  authenticator: SoftAuthenticator,
  input: Partial<CeremonyInput> = {},
  name = "Llave de prueba",
): Promise<Response> {
  const { ceremonyId, options } = await startRegistration(admin.cookie, admin.password);
  const response = await authenticator.register(options, { origin: ORIGIN, ...input });
  return post("/api/admin/account/passkeys", { ceremonyId, name, response }, admin.cookie);
}

/** An admin with a passkey registered with user verification. */
async function adminWithPasskey() {
  const admin = await newAdmin();
  const authenticator = await SoftAuthenticator.create();
  const registered = await register(admin, authenticator);
  expect(registered.status).toBe(201);
  return { admin, authenticator };
}

async function signIn(
  authenticator: SoftAuthenticator,
  input: Partial<CeremonyInput> & { signCount?: number } = {},
  address = freshAddress(),
): Promise<Response> {
  const { ceremonyId, options } = await startSignIn(address);
  const response = await authenticator.authenticate(options, { origin: ORIGIN, ...input });
  return post("/api/passkeys/sign-in", { ceremonyId, response }, undefined, address);
}

const userOf = (cookie: string) => worker.fetch("/api/user", { headers: { Cookie: cookie } });

describe("POST /api/admin/account/passkeys/options asks for the current password", () => {
  it("refuses a missing, empty, mistyped or wrong password with 400 and its message, storing no ceremony", async () => {
    const admin = await newAdmin();
    const bodies: unknown[] = [
      {},
      { currentPassword: "" },
      { currentPassword: null },
      { currentPassword: 42 },
      { currentPassword: [admin.password] },
      { currentPassword: "no-es-la-clave" },
      { currentPassword: admin.password.toUpperCase() },
      { currentPassword: ` ${admin.password}` },
      { currentPassword: "x".repeat(201) },
    ];
    for (const body of bodies) {
      const response = await askRegistration(admin.cookie, body);
      const what = JSON.stringify(body);
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toEqual({
        error: WRONG_PASSWORD,
        fieldErrors: { currentPassword: [WRONG_PASSWORD] },
      });
    }
    expect(await registrationChallengesOf(admin.id)).toEqual([]);
    expect(await passkeysOf(admin.id)).toEqual([]);
  });

  it("counts each wrong password as a failed sign-in of the address: 429 after the limit, even with the right one", async () => {
    const admin = await newAdmin();
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      const response = await askRegistration(
        admin.cookie,
        { currentPassword: `mala-${attempt}` },
        address,
      );
      expect(response.status).toBe(400);
    }
    expect(await failuresOf(address)).toHaveLength(LOGIN_FAILURES.limit);
    const limited = await askRegistration(
      admin.cookie,
      { currentPassword: admin.password },
      address,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await registrationChallengesOf(admin.id)).toEqual([]);
  });

  it("with the password, starts a ceremony of this user that requires user verification", async () => {
    const admin = await newAdmin();
    const { ceremonyId, options } = await startRegistration(admin.cookie, admin.password);
    expect(options.rp.id).toBe("localhost");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.attestation).toBe("none");
    const stored = await registrationChallengesOf(admin.id);
    expect(stored.map((row) => [row.id, row.challenge])).toEqual([[ceremonyId, options.challenge]]);
  });

  it("needs an admin session (401) and a same-origin request (403), before the password is looked at", async () => {
    const admin = await newAdmin();
    const anonymous = await post("/api/admin/account/passkeys/options", {
      currentPassword: admin.password,
    });
    expect(anonymous.status).toBe(401);
    const foreign = await worker.fetch(
      "/api/admin/account/passkeys/options",
      jsonRequest(
        "POST",
        { currentPassword: admin.password },
        {
          Cookie: admin.cookie,
          Origin: "https://evil.example",
          "CF-Connecting-IP": freshAddress(),
        },
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await registrationChallengesOf(admin.id)).toEqual([]);
  });
});

describe("user verification is required", () => {
  it("refuses a registration whose authenticator did not verify its user (UV=0): 400, nothing stored", async () => {
    const admin = await newAdmin();
    const authenticator = await SoftAuthenticator.create();
    const response = await register(admin, authenticator, { flags: { userVerified: false } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PASSKEY_FAILED });
    expect(await passkeysOf(admin.id)).toEqual([]);
    // The ceremony is spent all the same.
    expect(await registrationChallengesOf(admin.id)).toEqual([]);
  });

  it("registers a passkey with UV (201), and signs in with it with UV (200 and a session)", async () => {
    const admin = await newAdmin();
    const authenticator = await SoftAuthenticator.create();
    const registered = await register(admin, authenticator, {}, "iPhone de Ana");
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ name: "iPhone de Ana", lastUsedAt: null });
    const [stored] = await passkeysOf(admin.id);
    expect(stored).toMatchObject({ credentialId: authenticator.credentialId, counter: 0 });

    const { options } = await startSignIn();
    expect(options.userVerification).toBe("required");
    expect(options.rpId).toBe("localhost");

    const signedIn = await signIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({
      id: admin.id,
      username: admin.username,
      isAdmin: true,
    });
    const cookie = cookieFrom(signedIn);
    expect(cookie).toMatch(/mp_session=.+/);
    expect((await userOf(cookie)).status).toBe(200);
    const [used] = await passkeysOf(admin.id);
    expect(used!.counter).toBe(1);
    expect(used!.lastUsedAt).not.toBeNull();
    expect(await passkeyAttemptsOf(admin.id)).toEqual([{ succeeded: true }]);
  });

  it("refuses a sign-in without UV: 401, no session, counted as a failed attempt of the address and the account", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    const address = freshAddress();
    const response = await signIn(authenticator, { flags: { userVerified: false } }, address);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: PASSKEY_FAILED });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await failuresOf(address)).toHaveLength(2); // the options, then the answer
    expect(await passkeyAttemptsOf(admin.id)).toEqual([{ succeeded: false }]);
    const [unused] = await passkeysOf(admin.id);
    expect(unused!.counter).toBe(0);
    expect(unused!.lastUsedAt).toBeNull();
  });
});

describe("what held, and must keep holding", () => {
  it("refuses a spent ceremony: a sign-in's (401) and a registration's (400)", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    const { ceremonyId, options } = await startSignIn();
    const first = await authenticator.authenticate(options, { origin: ORIGIN });
    const firstAnswer = await post("/api/passkeys/sign-in", { ceremonyId, response: first });
    expect(firstAnswer.status).toBe(200);
    const again = await authenticator.authenticate(options, { origin: ORIGIN });
    const replayed = await post("/api/passkeys/sign-in", { ceremonyId, response: again });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: PASSKEY_FAILED });

    const registration = await startRegistration(admin.cookie, admin.password);
    const other = await SoftAuthenticator.create();
    const answer = await other.register(registration.options, { origin: ORIGIN });
    const body = { ceremonyId: registration.ceremonyId, name: "Segunda", response: answer };
    expect((await post("/api/admin/account/passkeys", body, admin.cookie)).status).toBe(201);
    const spent = await post(
      "/api/admin/account/passkeys",
      { ...body, name: "Tercera" },
      admin.cookie,
    );
    expect(spent.status).toBe(400);
    expect(await spent.json()).toEqual({ error: CEREMONY_EXPIRED });
    expect((await passkeysOf(admin.id)).map((row) => row.name)).toEqual([
      "Llave de prueba",
      "Segunda",
    ]);
  });

  it("refuses a counter that goes back (a cloned authenticator): 401, the counter kept", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    expect((await signIn(authenticator, { signCount: 5 })).status).toBe(200);
    const rolledBack = await signIn(authenticator, { signCount: 3 });
    expect(rolledBack.status).toBe(401);
    const same = await signIn(authenticator, { signCount: 5 });
    expect(same.status).toBe(401);
    const [stored] = await passkeysOf(admin.id);
    expect(stored!.counter).toBe(5);
    expect((await signIn(authenticator, { signCount: 6 })).status).toBe(200);
  });

  it("refuses another site's RP ID or origin, at registration (400) and at sign-in (401)", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    for (const input of [
      { rpId: "evil.example" },
      { origin: "https://evil.example" },
      { origin: "http://localhost:8787" },
      { origin: "https://localhost.evil.example" },
    ]) {
      const what = JSON.stringify(input);
      const other = await SoftAuthenticator.create();
      const registered = await register(admin, other, input, "Ajena");
      expect(registered.status, what).toBe(400);
      expect(await registered.json(), what).toEqual({ error: PASSKEY_FAILED });
      const signedIn = await signIn(authenticator, input);
      expect(signedIn.status, what).toBe(401);
      expect(signedIn.headers.get("Set-Cookie"), what).toBeNull();
    }
    expect((await passkeysOf(admin.id)).map((row) => row.name)).toEqual(["Llave de prueba"]);
  });

  it("refuses an answer of the other ceremony's type", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    const registered = await register(admin, await SoftAuthenticator.create(), {
      type: "webauthn.get",
    });
    expect(registered.status).toBe(400);
    expect((await signIn(authenticator, { type: "webauthn.create" })).status).toBe(401);
  });

  it("refuses an authenticator without the user present (UP=0), even verified", async () => {
    const { admin, authenticator } = await adminWithPasskey();
    const flags = { userPresent: false, userVerified: true };
    const registered = await register(admin, await SoftAuthenticator.create(), { flags }, "Sin UP");
    expect(registered.status).toBe(400);
    expect(await registered.json()).toEqual({ error: PASSKEY_FAILED });
    const signedIn = await signIn(authenticator, { flags });
    expect(signedIn.status).toBe(401);
    expect((await passkeysOf(admin.id)).map((row) => row.name)).toEqual(["Llave de prueba"]);
  });

  it("keeps the RP ID of the address asked, whatever the Host header says", async () => {
    const admin = await newAdmin();
    const response = await worker.fetch(
      "/api/admin/account/passkeys/options",
      jsonRequest(
        "POST",
        { currentPassword: admin.password },
        { Cookie: admin.cookie, Host: "evil.example", "CF-Connecting-IP": freshAddress() },
      ),
    );
    expect(response.status).toBe(200);
    const { options } = (await response.json()) as Registration;
    expect(options.rp.id).toBe("localhost");
  });
});

describe("a stolen session's attack, replayed", () => {
  it("cannot add a passkey without the password, not even an unverified one; after the password change it is dead", async () => {
    const owner = await newAdmin();
    // Someone else's browser, signed in as the owner: the cookie alone.
    const stolen = await signInAs(
      worker,
      { username: owner.username, password: owner.password },
      freshAddress(),
    );
    const attacker = await SoftAuthenticator.create();

    // The attack: the options with nothing but the session.
    const noPassword = await post("/api/admin/account/passkeys/options", {}, stolen);
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toEqual({
      error: WRONG_PASSWORD,
      fieldErrors: { currentPassword: [WRONG_PASSWORD] },
    });
    const guessed = await post(
      "/api/admin/account/passkeys/options",
      { currentPassword: "miel-picosa-2023" },
      stolen,
    );
    expect(guessed.status).toBe(400);
    expect(await registrationChallengesOf(owner.id)).toEqual([]);

    // Without a ceremony of its own, an answer to a made-up one (UP+AT, no UV) is refused.
    const madeUp: PublicKeyCredentialCreationOptionsJSON = {
      challenge: "aW52ZW50YWRv",
      rp: { id: "localhost", name: "Miel Picosa" },
      user: { id: "dXNlci0x", name: owner.username, displayName: owner.username },
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
    };
    const forged = await attacker.register(madeUp, {
      origin: ORIGIN,
      flags: { userVerified: false },
    });
    for (const ceremonyId of ["aW52ZW50YWRv", "", "x".repeat(64)]) {
      const answer = await post(
        "/api/admin/account/passkeys",
        { ceremonyId, name: "Llave del intruso", response: forged },
        stolen,
      );
      expect(answer.status, ceremonyId).toBe(400);
    }
    expect(await passkeysOf(owner.id)).toEqual([]);
    // Nor does the attacker's authenticator sign anyone in.
    expect((await signIn(attacker)).status).toBe(401);

    // The owner notices and changes the password: the stolen cookie is dead.
    const changed = await post(
      "/api/admin/account/password",
      { currentPassword: owner.password, newPassword: "colmena-cerrada-2026" },
      owner.cookie,
    );
    expect(changed.status).toBe(200);
    const ownerNow = cookieFrom(changed);
    expect((await userOf(ownerNow)).status).toBe(200);
    expect((await userOf(stolen)).status).toBe(401);
    const late = await post(
      "/api/admin/account/passkeys/options",
      { currentPassword: "colmena-cerrada-2026" },
      stolen,
    );
    expect(late.status).toBe(401);
    expect(await registrationChallengesOf(owner.id)).toEqual([]);
    expect(await passkeysOf(owner.id)).toEqual([]);
  });

  it("a passkey added by someone who knew the password ends with the password change; the one signed in with stays", async () => {
    const { admin: owner, authenticator: ownPhone } = await adminWithPasskey();
    // The owner signs in on the phone with the passkey.
    const onPhone = await signIn(ownPhone);
    expect(onPhone.status).toBe(200);
    const phoneCookie = cookieFrom(onPhone);
    // Someone who learnt the password adds a passkey of their own.
    const thief = await signInAs(
      worker,
      { username: owner.username, password: owner.password },
      freshAddress(),
    );
    const intruder = await SoftAuthenticator.create();
    expect((await register({ cookie: thief, password: owner.password }, intruder)).status).toBe(
      201,
    );
    expect(await passkeysOf(owner.id)).toHaveLength(2);

    // From the phone, the owner changes the password.
    const changed = await post(
      "/api/admin/account/password",
      { currentPassword: owner.password, newPassword: "colmena-cerrada-2027" },
      phoneCookie,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      success: true,
      message:
        "Contraseña actualizada. Se cerraron las demás sesiones. Se quitó 1 llave de acceso: si era suya, agréguela de nuevo en «Cuenta».",
    });
    expect((await passkeysOf(owner.id)).map((passkey) => passkey.name)).toEqual([
      "Llave de prueba",
    ]);
    expect((await signIn(intruder)).status).toBe(401);
    expect((await signIn(ownPhone)).status).toBe(200);

    // 'Cerrar las demás sesiones' from a password's session takes the passkeys too.
    const atDesk = await signInAs(
      worker,
      { username: owner.username, password: "colmena-cerrada-2027" },
      freshAddress(),
    );
    const ended = await worker.fetch(
      "/admin/account",
      formRequest({ intent: "end-other-sessions" }, { Cookie: atDesk }),
    );
    expect(ended.status).toBe(200);
    expect(await ended.text()).toContain(
      "Se cerraron 2 sesiones. Se quitó 1 llave de acceso: si era suya, agréguela de nuevo en «Cuenta».",
    );
    expect(await passkeysOf(owner.id)).toEqual([]);
    expect((await signIn(ownPhone)).status).toBe(401);
  });

  it("the owner ends another admin's sessions, passkeys and links from 'Usuarios', without JavaScript; their password still signs in", async () => {
    const owner = await newAdmin();
    const ownerAddress = freshAddress();
    const { admin: helper, authenticator } = await adminWithPasskey();
    const onPhone = await signIn(authenticator);
    expect(onPhone.status).toBe(200);
    const link = await post(
      "/api/admin/users/invitations",
      { currentPassword: helper.password },
      helper.cookie,
    );
    expect(link.status).toBe(201);
    const { url } = (await link.json()) as { url: string };

    const row = (html: string) =>
      new RegExp(`data-admin="${helper.username}"[\\s\\S]*?data-ways-in="[^"]*">([^<]+)<`).exec(
        html,
      )?.[1];
    const listed = await worker.fetch("/admin/users", { headers: { Cookie: owner.cookie } });
    expect(row(await listed.text())).toBe("2 sesiones abiertas · 1 llave de acceso");

    const ended = await worker.fetch(
      "/admin/users",
      formRequest(
        { intent: "sign-out", id: String(helper.id) },
        { Cookie: owner.cookie, "CF-Connecting-IP": ownerAddress },
      ),
    );
    expect(ended.status).toBe(200);
    const html = await ended.text();
    expect(html).toContain(
      `Se cerraron 2 sesiones de ${helper.username} y se quitó 1 llave de acceso. Sus enlaces de invitación abiertos ya no sirven; su contraseña sigue valiendo.`,
    );
    expect(row(html)).toBe("0 sesiones abiertas · 0 llaves de acceso");
    expect((await userOf(helper.cookie)).status).toBe(401);
    expect((await userOf(cookieFrom(onPhone))).status).toBe(401);
    expect((await signIn(authenticator)).status).toBe(401);
    expect((await worker.fetch(new URL(url).pathname)).status).toBe(404);
    expect((await userOf(owner.cookie)).status).toBe(200);
    const again = await signInAs(
      worker,
      { username: helper.username, password: helper.password },
      freshAddress(),
    );
    expect((await userOf(again)).status).toBe(200);

    // The JSON door: the same change; oneself is 409, an unknown admin 404.
    const byApi = await worker.fetch(
      `/api/admin/users/${helper.id}/sessions`,
      jsonRequest("DELETE", undefined, { Cookie: owner.cookie, "CF-Connecting-IP": ownerAddress }),
    );
    expect(byApi.status).toBe(200);
    expect(await byApi.json()).toEqual({
      success: true,
      message: `Se cerró 1 sesión de ${helper.username}. Sus enlaces de invitación abiertos ya no sirven; su contraseña sigue valiendo.`,
      sessions: 1,
      passkeys: 0,
    });
    expect((await userOf(again)).status).toBe(401);
    const self = await worker.fetch(
      `/api/admin/users/${owner.id}/sessions`,
      jsonRequest("DELETE", undefined, { Cookie: owner.cookie, "CF-Connecting-IP": ownerAddress }),
    );
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({
      error: "Para cerrar sus propias sesiones use «Cerrar las demás sesiones» en «Cuenta»",
    });
    expect((await userOf(owner.cookie)).status).toBe(200);
    const unknown = await worker.fetch(
      "/api/admin/users/999999/sessions",
      jsonRequest("DELETE", undefined, { Cookie: owner.cookie, "CF-Connecting-IP": ownerAddress }),
    );
    expect(unknown.status).toBe(404);
  });

  it("even with the session and an unverified authenticator, a ceremony started with the password adds nothing", async () => {
    // The attacker's authenticator (UP+AT, no UV), given every chance: a ceremony of its own.
    const owner = await newAdmin();
    const attacker = await SoftAuthenticator.create();
    const added = await register(owner, attacker, { flags: { userVerified: false } });
    expect(added.status).toBe(400);
    expect(await passkeysOf(owner.id)).toEqual([]);
    // Its flags 0x01 at sign-in are refused too.
    const signedIn = await signIn(attacker, { flags: { userVerified: false } });
    expect(signedIn.status).toBe(401);
  });
});
