import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminInvitations,
  passkeyChallenges,
  sessions,
  signInAttempts,
  users,
} from "../../app/db/schema";
import { ACCOUNT_CHANGES } from "../../app/services/account/account-limits.server";
import { removeAdmin } from "../../app/services/account/admins.server";
import { LOGIN_FAILURES } from "../../app/services/rate-limit.server";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, cookieFrom, jsonRequest, postForm, signInAs } from "../support/api";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { accountCall, newSignedInAdmin, userOf as userOfSession } from "../support/admins";

/**
 * The owner's account (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * the password change, the session list, sign-in activity, invited admins
 * and their removal, through the JSON API and the pages without JavaScript.
 */

const worker = workerSuite();
const freshAddress = freshAddresses("10.77");

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

/** A new admin with a password, signed in from a fresh address. */
const newAdmin = (password?: string) =>
  newSignedInAdmin(worker, freshAddress(), password ? { password } : {});

const api = (cookie: string, method: string, path: string, body?: unknown, address?: string) =>
  accountCall(worker, cookie, method, path, body, address ?? freshAddress());

const userOf = (cookie: string) => userOfSession(worker, cookie);

describe("POST /api/admin/account/password", () => {
  it("changes the password, ends every other session, keeps this one; the old password is refused", async () => {
    const admin = await newAdmin();
    const other = await signInAs(
      worker,
      { username: admin.username, password: admin.password },
      freshAddress(),
    );
    const response = await api(admin.cookie, "POST", "/api/admin/account/password", {
      currentPassword: admin.password,
      newPassword: "miel-de-los-domos-2026",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: "Contraseña actualizada. Se cerraron las demás sesiones.",
    });
    const renewed = cookieFrom(response);
    expect(renewed).not.toBe(admin.cookie);
    expect((await userOf(renewed)).status).toBe(200);
    expect((await userOf(admin.cookie)).status).toBe(401);
    expect((await userOf(other)).status).toBe(401);
    const sessionRows = await worker.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin.id));
    expect(sessionRows).toHaveLength(1);

    const old = await worker.fetch(
      "/api/login",
      jsonRequest(
        "POST",
        { username: admin.username, password: admin.password },
        { "CF-Connecting-IP": freshAddress() },
      ),
    );
    expect(old.status).toBe(401);
    await expect(
      signInAs(
        worker,
        { username: admin.username, password: "miel-de-los-domos-2026" },
        freshAddress(),
      ),
    ).resolves.toMatch(/mp_session=/);
  });

  it("refuses a wrong current password, a short one and a common one with their messages, changing nothing", async () => {
    const admin = await newAdmin();
    const [before] = await worker.db.select().from(users).where(eq(users.id, admin.id));
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: "no-es-la-clave", newPassword: "miel-de-los-domos-2026" },
        "La contraseña actual no es correcta",
      ],
      [
        { currentPassword: admin.password, newPassword: "corta7" },
        "La nueva contraseña debe tener al menos 8 caracteres",
      ],
      [
        { currentPassword: admin.password, newPassword: "Password1" },
        "Esa contraseña es de las más comunes; elija otra",
      ],
      [
        { currentPassword: admin.password, newPassword: "iloveyou" },
        "Esa contraseña es de las más comunes; elija otra",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api(admin.cookie, "POST", "/api/admin/account/password", body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
    const [after] = await worker.db.select().from(users).where(eq(users.id, admin.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it("needs an admin session: 401 without one", async () => {
    const response = await worker.fetch(
      "/api/admin/account/password",
      jsonRequest("POST", { currentPassword: "x", newPassword: "y".repeat(10) }),
    );
    expect(response.status).toBe(401);
  });

  it(`counts wrong current passwords with the failed sign-ins: 429 after ${LOGIN_FAILURES.limit}`, async () => {
    const admin = await newAdmin();
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      const response = await api(
        admin.cookie,
        "POST",
        "/api/admin/account/password",
        { currentPassword: `mala-${attempt}`, newPassword: "miel-de-los-domos-2026" },
        address,
      );
      expect(response.status).toBe(400);
    }
    const limited = await api(
      admin.cookie,
      "POST",
      "/api/admin/account/password",
      { currentPassword: admin.password, newPassword: "miel-de-los-domos-2026" },
      address,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("is refused from another site (403) before anything runs", async () => {
    const admin = await newAdmin();
    const response = await worker.fetch(
      "/api/admin/account/password",
      jsonRequest(
        "POST",
        { currentPassword: admin.password, newPassword: "miel-de-los-domos-2026" },
        { Cookie: admin.cookie, Origin: "https://evil.example" },
      ),
    );
    expect(response.status).toBe(403);
  });
});

describe("the 'Cuenta' page without JavaScript", () => {
  it("changes the password with a form and says the other sessions ended", async () => {
    const admin = await newAdmin();
    const other = await signInAs(
      worker,
      { username: admin.username, password: admin.password },
      freshAddress(),
    );
    const response = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({
        intent: "change-password",
        currentPassword: admin.password,
        newPassword: "panal-de-hidalgo-77",
        confirmation: "panal-de-hidalgo-77",
      }),
      { Cookie: admin.cookie, "CF-Connecting-IP": freshAddress() },
    );
    expect(response.status).toBe(200);
    expect(await text(response)).toContain(
      "Contraseña actualizada. Se cerraron las demás sesiones.",
    );
    expect((await userOf(other)).status).toBe(401);
    // A password change starts a new session: the answer's cookie, not the old one.
    const renewed = cookieFrom(response);
    expect(renewed).toMatch(/mp_session=./);
    expect(renewed).not.toBe(admin.cookie);
    expect((await userOf(admin.cookie)).status).toBe(401);
    const me = await userOf(renewed);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: admin.username });
    expect(
      await worker.db.select().from(sessions).where(eq(sessions.userId, admin.id)),
    ).toHaveLength(1);
  });

  it("answers a confirmation that differs with 400 and its message", async () => {
    const admin = await newAdmin();
    const response = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({
        intent: "change-password",
        currentPassword: admin.password,
        newPassword: "panal-de-hidalgo-77",
        confirmation: "panal-de-hidalgo-78",
      }),
      { Cookie: admin.cookie },
    );
    expect(response.status).toBe(400);
    expect(await text(response)).toContain("Las contraseñas no coinciden");
  });

  it("lists the sessions with browser and country, marks the current one, and ends another", async () => {
    const admin = await newAdmin();
    const phone = await worker.fetch(
      "/api/login",
      jsonRequest(
        "POST",
        { username: admin.username, password: admin.password },
        {
          "CF-Connecting-IP": freshAddress(),
          "User-Agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        },
      ),
    );
    const phoneCookie = cookieFrom(phone);
    const page = await text(
      await worker.fetch("/admin/account", { headers: { Cookie: admin.cookie } }),
    );
    expect(page).toContain("Safari en iPhone");
    expect(page).toContain("Esta sesión");
    expect(page).toContain("Cerrar las demás sesiones");

    const listed = (await (
      await api(admin.cookie, "GET", "/api/admin/account/sessions")
    ).json()) as { id: string; browser: string; current: boolean }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.find((session) => !session.current)!;
    expect(phoneSession.browser).toBe("Safari en iPhone");

    const ended = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({ intent: "end-session", sessionId: phoneSession.id }),
      { Cookie: admin.cookie },
    );
    expect(ended.status).toBe(200);
    expect(await text(ended)).toContain("Sesión cerrada");
    expect((await userOf(phoneCookie)).status).toBe(401);
    expect((await userOf(admin.cookie)).status).toBe(200);
  });

  it("ends the current session too, and then asks to sign in", async () => {
    const admin = await newAdmin();
    const listed = (await (
      await api(admin.cookie, "GET", "/api/admin/account/sessions")
    ).json()) as { id: string; current: boolean }[];
    const current = listed.find((session) => session.current)!;
    const response = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({ intent: "end-session", sessionId: current.id }),
      { Cookie: admin.cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    expect(response.headers.getSetCookie().join("\n")).toMatch(/mp_session=;/);
    expect((await userOf(admin.cookie)).status).toBe(401);
  });

  it("ends every other session with 'Cerrar las demás sesiones'", async () => {
    const admin = await newAdmin();
    const others = await Promise.all(
      [1, 2].map(() =>
        signInAs(worker, { username: admin.username, password: admin.password }, freshAddress()),
      ),
    );
    const response = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({ intent: "end-other-sessions" }),
      { Cookie: admin.cookie },
    );
    expect(response.status).toBe(200);
    expect(await text(response)).toContain("Se cerraron 2 sesiones");
    for (const cookie of others) expect((await userOf(cookie)).status).toBe(401);
    expect((await userOf(admin.cookie)).status).toBe(200);
  });

  it("says passkeys need JavaScript, on the account page and the sign-in page", async () => {
    const admin = await newAdmin();
    const account = await text(
      await worker.fetch("/admin/account", { headers: { Cookie: admin.cookie } }),
    );
    expect(account).toContain("Para agregar una llave de acceso se necesita JavaScript.");
    const signIn = await text(await worker.fetch("/admin/auth"));
    expect(signIn).toContain(
      "Las llaves de acceso necesitan JavaScript. Puede iniciar sesión con su contraseña.",
    );
    expect(signIn).toContain('name="password"');
  });

  it("lets the site's own pages use passkeys: the Permissions-Policy leaves publickey-credentials-get on", async () => {
    const response = await worker.fetch("/admin/auth");
    const policy = response.headers.get("Permissions-Policy") ?? "";
    expect(policy).toContain("camera=()");
    expect(policy).not.toContain("publickey-credentials-get");
  });

  it("refuses standalone mode's mock session, saying why", async () => {
    const mock = "mp_standalone=1; mp_mock_session=1";
    const page = await worker.fetch("/admin/account", { headers: { Cookie: mock } });
    expect(page.status).toBe(200);
    expect(await text(page)).toContain("En el modo sin conexión no se puede administrar la cuenta");
    const api = await worker.fetch(
      "/api/admin/account/sessions",
      jsonRequest("GET", undefined, { Cookie: mock }),
    );
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: string }).error).toMatch(/modo sin conexión/);
  });
});

describe("DELETE /api/admin/account/sessions/{id}", () => {
  it("ends one of the admin's sessions, and answers 404 for another user's", async () => {
    const admin = await newAdmin();
    const second = await signInAs(
      worker,
      { username: admin.username, password: admin.password },
      freshAddress(),
    );
    const someoneElse = await newAdmin();
    const [foreign] = await worker.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, someoneElse.id));
    const refused = await api(admin.cookie, "DELETE", `/api/admin/account/sessions/${foreign!.id}`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Sesión no encontrada" });
    expect((await userOf(someoneElse.cookie)).status).toBe(200);

    const listed = (await (
      await api(admin.cookie, "GET", "/api/admin/account/sessions")
    ).json()) as { id: string; current: boolean }[];
    const target = listed.find((session) => !session.current)!;
    const ended = await api(admin.cookie, "DELETE", `/api/admin/account/sessions/${target.id}`);
    expect(ended.status).toBe(200);
    expect((await userOf(second)).status).toBe(401);
  });
});

describe("DELETE /api/admin/account/sessions", () => {
  it("ends every other session, as 'Cerrar las demás sesiones' does, and keeps the caller's", async () => {
    const admin = await newAdmin();
    const others = await Promise.all(
      [1, 2].map(() =>
        signInAs(worker, { username: admin.username, password: admin.password }, freshAddress()),
      ),
    );
    const response = await api(admin.cookie, "DELETE", "/api/admin/account/sessions");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Se cerraron 2 sesiones" });
    for (const cookie of others) expect((await userOf(cookie)).status).toBe(401);
    expect((await userOf(admin.cookie)).status).toBe(200);
    const refused = await api(admin.cookie, "PUT", "/api/admin/account/sessions");
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET, DELETE");
  });
});

describe("sign-in activity", () => {
  it("lists failures and successes with method and country, newest first, at most 20", async () => {
    const admin = await newAdmin();
    for (let attempt = 0; attempt < 22; attempt++) {
      await worker.fetch(
        "/api/login",
        jsonRequest(
          "POST",
          { username: admin.username, password: `mala-${attempt}` },
          { "CF-Connecting-IP": freshAddress() },
        ),
      );
    }
    await signInAs(worker, { username: admin.username, password: admin.password }, freshAddress());
    const activity = (await (
      await api(admin.cookie, "GET", "/api/admin/account/activity")
    ).json()) as { succeeded: boolean; method: string }[];
    expect(activity).toHaveLength(20);
    expect(activity[0]).toMatchObject({ succeeded: true, method: "password" });
    expect(activity[1]).toMatchObject({ succeeded: false, method: "password" });
    const page = await text(
      await worker.fetch("/admin/account", { headers: { Cookie: admin.cookie } }),
    );
    expect(page).toContain("Actividad de inicio de sesión");
    expect(page).toContain("Fallido");
  });
});

describe("admin invitations", () => {
  async function invite(admin: { cookie: string; password: string }) {
    const response = await api(admin.cookie, "POST", "/api/admin/users/invitations", {
      currentPassword: admin.password,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { url: string; expiresAt: string };
  }

  const accept = (url: string, fields: Record<string, string>, address = freshAddress()) =>
    postForm(worker, new URL(url).pathname, new URLSearchParams(fields), {
      "CF-Connecting-IP": address,
    });

  it("makes a single-use link valid for 72 hours whose token is stored only hashed", async () => {
    const admin = await newAdmin();
    const before = Date.now();
    const { url, expiresAt } = await invite(admin);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72.01);
    const token = url.split("/").at(-1)!;
    const rows = await worker.db.select().from(adminInvitations);
    expect(JSON.stringify(rows)).not.toContain(token);

    const page = await worker.fetch(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(await text(page)).toContain("Crear cuenta de administrador");

    const username = `invitada-${crypto.randomUUID().slice(0, 6)}`;
    const created = await accept(url, {
      username,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin");
    const cookie = cookieFrom(created);
    const me = (await (await userOf(cookie)).json()) as { username: string; isAdmin: boolean };
    expect(me).toMatchObject({ username, isAdmin: true });

    const again = await accept(url, {
      username: `${username}-2`,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(again.status).toBe(404);
    expect(await text(again)).toContain("El enlace de invitación no es válido, ya se usó o venció");
    expect((await worker.fetch(new URL(url).pathname)).status).toBe(404);
  });

  it("takes an accented name typed either way as one name, and signs in with either", async () => {
    const admin = await newAdmin();
    const name = `rené-${crypto.randomUUID().slice(0, 4)}`;
    const decomposed = name.normalize("NFD");
    expect(decomposed).not.toBe(name);
    const first = await accept((await invite(admin)).url, {
      username: name,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(first.status).toBe(302);
    const { url } = await invite(admin);
    const twin = await accept(url, {
      username: decomposed,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(twin.status).toBe(409);
    expect(await text(twin)).toContain("Ese nombre de usuario ya existe");
    expect((await worker.fetch(new URL(url).pathname)).status).toBe(200);
    const signedIn = await signInAs(
      worker,
      { username: decomposed.toUpperCase(), password: "flor-de-chile-2026" },
      freshAddress(),
    );
    const me = (await (await userOf(signedIn)).json()) as { username: string };
    expect(me.username).toBe(name);
  });

  it("makes one admin when a link is accepted twice at once, and a username taken meanwhile leaves it open", async () => {
    const admin = await newAdmin();
    const { url } = await invite(admin);
    const names = ["gemela-uno", "gemela-dos", "gemela-tres"].map(
      (name) => `${name}-${crypto.randomUUID().slice(0, 4)}`,
    );
    const answers = await Promise.all(
      names.map((username) =>
        accept(url, {
          username,
          password: "flor-de-chile-2026",
          confirmation: "flor-de-chile-2026",
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 404, 404]);
    const made = await worker.db.select().from(users).where(inArray(users.username, names));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ isAdmin: true });

    // The username check passes, then the name is taken before the claim: the link stays open.
    const second = await invite(admin);
    await worker.db.run(
      sql.raw(
        `CREATE TRIGGER take_name_first BEFORE UPDATE ON admin_invitations BEGIN INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ('ocupado-a-tiempo', 'x', 0, 0); END`,
      ),
    );
    try {
      const late = await accept(second.url, {
        username: "ocupado-a-tiempo",
        password: "flor-de-chile-2026",
        confirmation: "flor-de-chile-2026",
      });
      expect(late.status).toBe(409);
      expect(await text(late)).toContain("Ese nombre de usuario ya existe");
    } finally {
      await worker.db.run(sql.raw("DROP TRIGGER take_name_first"));
    }
    expect((await worker.fetch(new URL(second.url).pathname)).status).toBe(200);
    const taken = await worker.db
      .select()
      .from(users)
      .where(eq(users.username, "ocupado-a-tiempo"));
    expect(taken).toHaveLength(0);
  });

  it("stops working after 72 hours", async () => {
    const admin = await newAdmin();
    const { url } = await invite(admin);
    await worker.db.update(adminInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await worker.fetch(new URL(url).pathname)).status).toBe(404);
    const response = await accept(url, {
      username: "tarde",
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(response.status).toBe(404);
    const [late] = await worker.db.select().from(users).where(eq(users.username, "tarde"));
    expect(late).toBeUndefined();
  });

  it("applies the password rules and refuses a username in use, leaving the link open", async () => {
    const admin = await newAdmin();
    const { url } = await invite(admin);
    const short = await accept(url, {
      username: "nueva",
      password: "corta",
      confirmation: "corta",
    });
    expect(short.status).toBe(400);
    expect(await text(short)).toContain("La nueva contraseña debe tener al menos 8 caracteres");
    const common = await accept(url, {
      username: "nueva",
      password: "password123",
      confirmation: "password123",
    });
    expect(common.status).toBe(400);
    expect(await text(common)).toContain("Esa contraseña es de las más comunes; elija otra");
    for (const unseen of [
      "ana\u200b",
      "a\u202ena",
      "ana\u0007",
      "\u3164",
      "admin\u3164",
      "ana\u034f",
      "ana\ufe0f",
      "ana\u2800",
      "ana\u115f",
    ]) {
      const invisible = await accept(url, {
        username: unseen,
        password: "flor-de-chile-2026",
        confirmation: "flor-de-chile-2026",
      });
      expect(invisible.status, JSON.stringify(unseen)).toBe(400);
      expect(await text(invisible)).toContain(
        "El nombre de usuario no puede tener caracteres invisibles ni de control",
      );
    }
    const taken = await accept(url, {
      username: TEST_ADMIN.username,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    });
    expect(taken.status).toBe(409);
    expect(await text(taken)).toContain("Ese nombre de usuario ya existe");
    expect((await worker.fetch(new URL(url).pathname)).status).toBe(200);
  });

  it(`limits attempts with unknown links like sign-ins: 429 after ${LOGIN_FAILURES.limit}`, async () => {
    const address = freshAddress();
    const fields = {
      username: "adivina",
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    };
    const wrong = `${ORIGIN}/admin/invitation/${"A".repeat(43)}`;
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      expect((await accept(wrong, fields, address)).status).toBe(404);
    }
    const limited = await accept(wrong, fields, address);
    expect(limited.status).toBe(429);
    expect(await text(limited)).toMatch(/Demasiados intentos fallidos/);
  });

  it("is made from the 'Usuarios' page without JavaScript", async () => {
    const admin = await newAdmin();
    const response = await postForm(
      worker,
      "/admin/users",
      new URLSearchParams({ intent: "invite", currentPassword: admin.password }),
      { Cookie: admin.cookie },
    );
    expect(response.status).toBe(200);
    const page = await text(response);
    expect(page).toContain("Enlace de invitación creado");
    expect(page).toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}/);
  });
});

describe("removing admins", () => {
  it("lists the admins with their last sign-in", async () => {
    const admin = await newAdmin();
    const response = await api(admin.cookie, "GET", "/api/admin/users");
    expect(response.status).toBe(200);
    const admins = (await response.json()) as { username: string; lastSignInAt: string | null }[];
    const me = admins.find((row) => row.username === admin.username);
    expect(me?.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(admins)).not.toMatch(/scrypt|passwordHash/);
  });

  it("removes another admin and ends their sessions at once", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const response = await api(admin.cookie, "DELETE", `/api/admin/users/${other.id}`);
    expect(response.status).toBe(200);
    expect((await userOf(other.cookie)).status).toBe(401);
    const left = await worker.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(left).toEqual([]);
  });

  it("asks first on the 'Usuarios' page, naming them, then removes them without JavaScript", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const confirm = await text(
      await worker.fetch(`/admin/users?eliminar=${other.id}`, {
        headers: { Cookie: admin.cookie },
      }),
    );
    expect(confirm).toContain(`¿Eliminar «${other.username}»?`);
    const removed = await postForm(
      worker,
      `/admin/users?eliminar=${other.id}`,
      new URLSearchParams({ intent: "delete", id: String(other.id) }),
      { Cookie: admin.cookie },
    );
    expect(removed.status).toBe(200);
    expect(await text(removed)).toContain(`Se eliminó al administrador ${other.username}`);
    expect((await userOf(other.cookie)).status).toBe(401);
  });

  it("refuses to remove oneself (409)", async () => {
    const admin = await newAdmin();
    const response = await api(admin.cookie, "DELETE", `/api/admin/users/${admin.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "No puede eliminar su propia cuenta" });
    expect((await userOf(admin.cookie)).status).toBe(200);
  });

  it("refuses to remove the last admin (409), even when two remove each other at once", async () => {
    const admins = await worker.db.select().from(users).where(eq(users.isAdmin, true));
    // Every admin but the first is removed by the first, leaving it the last one.
    const [first, ...rest] = admins;
    const client = { address: freshAddress(), userAgent: null, country: null };
    for (const admin of rest) await removeAdmin(worker.db, first!.id, admin.id, client);
    await expect(removeAdmin(worker.db, -1, first!.id, client)).rejects.toMatchObject({
      status: 409,
      message: "Debe quedar al menos un administrador",
    });

    const a = await newAdmin();
    const b = await newAdmin();
    await worker.db.delete(users).where(eq(users.id, first!.id));
    const answers = await Promise.all([
      api(a.cookie, "DELETE", `/api/admin/users/${b.id}`),
      api(b.cookie, "DELETE", `/api/admin/users/${a.id}`),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const remaining = await worker.db.select().from(users).where(eq(users.isAdmin, true));
    expect(remaining).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) {
      expect(await refused.json()).toEqual({ error: "Debe quedar al menos un administrador" });
    }
  });
});

describe("passkey ceremonies' refusals", () => {
  it("answers a sign-in with an unknown or spent ceremony 401, and counts it as a failure", async () => {
    const address = freshAddress();
    const started = await worker.fetch(
      "/api/passkeys/sign-in/options",
      jsonRequest("POST", {}, { "CF-Connecting-IP": address }),
    );
    expect(started.status).toBe(200);
    const { ceremonyId, options } = (await started.json()) as {
      ceremonyId: string;
      options: { challenge: string; rpId: string; timeout: number };
    };
    expect(options.rpId).toBe("localhost");
    expect(options.timeout).toBeLessThanOrEqual(5 * 60_000);
    const [challenge] = await worker.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.id, ceremonyId));
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const forged = {
      ceremonyId,
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        clientExtensionResults: {},
      },
    };
    const failed = await worker.fetch(
      "/api/passkeys/sign-in",
      jsonRequest("POST", forged, { "CF-Connecting-IP": address }),
    );
    expect(failed.status).toBe(401);
    expect(await failed.json()).toEqual({ error: "No se pudo verificar la llave de acceso" });
    const spent = await worker.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.id, ceremonyId));
    expect(spent).toEqual([]);
    for (let attempt = 1; attempt < LOGIN_FAILURES.limit; attempt++) {
      await worker.fetch(
        "/api/passkeys/sign-in",
        jsonRequest("POST", forged, { "CF-Connecting-IP": address }),
      );
    }
    const limited = await worker.fetch(
      "/api/passkeys/sign-in",
      jsonRequest("POST", forged, { "CF-Connecting-IP": address }),
    );
    expect(limited.status).toBe(429);
  });

  it("answers a malformed passkey answer 400 in Spanish", async () => {
    const response = await worker.fetch(
      "/api/passkeys/sign-in",
      jsonRequest("POST", { ceremonyId: "x" }, { "CF-Connecting-IP": freshAddress() }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "No se pudo verificar la llave de acceso",
    );
  });
});

describe("limits on account changes", () => {
  it(`allow ${ACCOUNT_CHANGES.limit} changes per address in 15 minutes, then 429 with Retry-After`, async () => {
    const admin = await newAdmin();
    const address = freshAddress();
    for (let change = 0; change < ACCOUNT_CHANGES.limit; change++) {
      const response = await api(
        admin.cookie,
        "DELETE",
        "/api/admin/users/999999",
        undefined,
        address,
      );
      expect(response.status).toBe(404);
    }
    const limited = await api(
      admin.cookie,
      "POST",
      "/api/admin/users/invitations",
      { currentPassword: admin.password },
      address,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Demasiados cambios en la cuenta\. Intente de nuevo en \d+ minutos?\.$/,
    );
    expect(await worker.db.select().from(adminInvitations)).not.toContainEqual(
      expect.objectContaining({ invitedBy: admin.id }),
    );
  });

  it(`count each passkey sign-in started as a sign-in attempt: 429 after ${LOGIN_FAILURES.limit}`, async () => {
    const address = freshAddress();
    const start = () =>
      worker.fetch(
        "/api/passkeys/sign-in/options",
        jsonRequest("POST", {}, { "CF-Connecting-IP": address }),
      );
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      expect((await start()).status).toBe(200);
    }
    expect((await start()).status).toBe(429);
  });
});

describe("backups and accounts", () => {
  it("list the users without password hashes, passkeys, sessions or tokens; a restore leaves accounts as they are", async () => {
    const admin = await newAdmin();
    const invited = await api(admin.cookie, "POST", "/api/admin/users/invitations", {
      currentPassword: admin.password,
    });
    expect(invited.status).toBe(201);
    const download = await worker.fetch("/backup.json", { headers: { Cookie: admin.cookie } });
    expect(download.status).toBe(200);
    const body = await download.text();
    const backup = JSON.parse(body) as { users: Record<string, unknown>[] };
    expect(backup.users.find((user) => user.username === admin.username)).toEqual({
      id: admin.id,
      username: admin.username,
      isAdmin: true,
      createdAt: expect.any(String),
    });
    expect(body).not.toMatch(/scrypt|passwordHash|password_hash|tokenHash|publicKey|"sessions"/);

    const usersBefore = await worker.db.select().from(users);
    const sessionsBefore = await worker.db.select().from(sessions);
    const attemptsBefore = await worker.db.select().from(signInAttempts);
    const form = new URLSearchParams({
      intent: "restore",
      backup: JSON.stringify({ ...backup, users: [] }),
    });
    const restored = await postForm(worker, "/backup", form, { Cookie: admin.cookie });
    expect(restored.status).toBe(302);
    expect(await worker.db.select().from(users)).toEqual(usersBefore);
    expect(await worker.db.select().from(sessions)).toEqual(sessionsBefore);
    expect(await worker.db.select().from(signInAttempts)).toEqual(attemptsBefore);
  });
});
