import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminInvitations, sessions, users } from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, jsonRequest, postForm, signInAs } from "../support/api";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import {
  accountCall,
  newSignedInAdmin,
  userOf as userOfSession,
  type SignedInAdmin,
} from "../support/admins";

/**
 * Every way into the admin can be seen and shut by the owner
 * (docs/decisions/026-accounts-passkeys-and-sessions.md): the attacks of a
 * stolen session cookie, each refused. Open invitation links are listed and
 * revoked; a link goes with its admin's removal, password change and 'Cerrar
 * las demás sesiones'; a new link needs the password; a password change
 * starts a new session; no answer tells who is registered; the sessions list
 * hands out no cookie's value.
 */

const worker = workerSuite();
const freshAddress = freshAddresses("10.78");

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const WRONG_PASSWORD = "La contraseña actual no es correcta";
const INVALID_LINK = "El enlace de invitación no es válido, ya se usó o venció";

type Admin = SignedInAdmin;

/** A new admin with a password, signed in from a fresh address. */
const newAdmin = () => newSignedInAdmin(worker, freshAddress(), { prefix: "puerta" });

const api = (cookie: string, method: string, path: string, body?: unknown) =>
  accountCall(worker, cookie, method, path, body, freshAddress());

const userOf = (cookie: string) => userOfSession(worker, cookie);

/** A link made through the API with the session `cookie` of an admin who knows `password`. */
async function invite(admin: Pick<Admin, "cookie" | "password">): Promise<string> {
  const response = await api(admin.cookie, "POST", "/api/admin/users/invitations", {
    currentPassword: admin.password,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const accept = (url: string, username: string) =>
  postForm(
    worker,
    new URL(url).pathname,
    new URLSearchParams({
      username,
      password: "flor-de-chile-2026",
      confirmation: "flor-de-chile-2026",
    }),
    { "CF-Connecting-IP": freshAddress() },
  );

/** A page's text without what differs on every answer: its nonces and the link's own token. */
const comparable = (body: string) =>
  body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/\/admin\/invitation\/[\w-]{43}/g, "/LINK");

/** What opening a link answers: its status and its page's text, comparable across links. */
async function opening(url: string): Promise<{ status: number; body: string }> {
  const response = await worker.fetch(new URL(url).pathname);
  return { status: response.status, body: comparable(await text(response)) };
}

/** A link nobody ever made, answered as the baseline of a void one. */
const unknownLink = `${ORIGIN}/admin/invitation/${"Z".repeat(43)}`;

/** Asserts a link opens nothing, exactly as an unknown one, and makes no admin. */
async function expectVoid(url: string): Promise<void> {
  const unknown = await opening(unknownLink);
  const opened = await opening(url);
  expect(opened.status).toBe(404);
  expect(opened.body).toBe(unknown.body);
  const username = `tarde-${crypto.randomUUID().slice(0, 6)}`;
  const response = await accept(url, username);
  expect(response.status).toBe(404);
  expect(await text(response)).toContain(INVALID_LINK);
  expect(await worker.db.select().from(users).where(eq(users.username, username))).toEqual([]);
}

describe("open invitation links", () => {
  it("are listed by GET /api/admin/users/invitations with who made them and when, never a token", async () => {
    const admin = await newAdmin();
    const before = Date.now();
    const url = await invite(admin);
    const token = url.split("/").at(-1)!;
    const response = await api(admin.cookie, "GET", "/api/admin/users/invitations");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(token);
    expect(body).not.toMatch(/token/i);
    const listed = (JSON.parse(body) as Record<string, unknown>[]).filter(
      (invitation) => invitation.createdBy === admin.username,
    );
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        createdBy: admin.username,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    const { createdAt, expiresAt } = listed[0] as { createdAt: string; expiresAt: string };
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(72 * 3_600_000);
  });

  it("leave the list once used or expired", async () => {
    const admin = await newAdmin();
    const used = await invite(admin);
    expect((await accept(used, `usado-${crypto.randomUUID().slice(0, 6)}`)).status).toBe(302);
    await invite(admin);
    await worker.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.invitedBy, admin.id));
    const response = await api(admin.cookie, "GET", "/api/admin/users/invitations");
    const listed = (await response.json()) as { createdBy: string }[];
    expect(listed.filter((invitation) => invitation.createdBy === admin.username)).toEqual([]);
  });

  it("can be revoked by any admin with DELETE: 200, then the link opens nothing; 404 'Invitación no encontrada' after", async () => {
    const maker = await newAdmin();
    const other = await newAdmin();
    const url = await invite(maker);
    const [row] = await worker.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.invitedBy, maker.id));
    const revoked = await api(other.cookie, "DELETE", `/api/admin/users/invitations/${row!.id}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ success: true });
    await expectVoid(url);
    for (const id of [String(row!.id), "999999", "abc"]) {
      const again = await api(other.cookie, "DELETE", `/api/admin/users/invitations/${id}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ error: "Invitación no encontrada" });
    }
  });

  it("need an admin session: 401 for the list and a revoke without one", async () => {
    expect((await worker.fetch("/api/admin/users/invitations")).status).toBe(401);
    const revoke = await worker.fetch("/api/admin/users/invitations/1", jsonRequest("DELETE"));
    expect(revoke.status).toBe(401);
  });

  it("are listed in 'Usuarios' and revoked after a confirmation, without JavaScript", async () => {
    const admin = await newAdmin();
    const url = await invite(admin);
    const [row] = await worker.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.invitedBy, admin.id));
    const page = await text(
      await worker.fetch("/admin/users", { headers: { Cookie: admin.cookie } }),
    );
    expect(page).toContain("Enlaces de invitación abiertos");
    expect(page).toContain(`Creado por ${admin.username}`);
    expect(page).toContain(`/admin/users?revocar=${row!.id}`);

    const asking = await text(
      await worker.fetch(`/admin/users?revocar=${row!.id}`, {
        headers: { Cookie: admin.cookie },
      }),
    );
    expect(asking).toContain(`¿Revocar el enlace de invitación creado por «${admin.username}»?`);
    expect(asking).toContain("Quien lo tenga ya no podrá crear una cuenta con él.");

    const response = await postForm(
      worker,
      "/admin/users",
      new URLSearchParams({ intent: "revoke-invitation", id: String(row!.id) }),
      { Cookie: admin.cookie },
    );
    expect(response.status).toBe(200);
    const after = await text(response);
    expect(after).toContain("Enlace de invitación revocado");
    expect(after).not.toContain(`Creado por ${admin.username}`);
    await expectVoid(url);

    const twice = await postForm(
      worker,
      "/admin/users",
      new URLSearchParams({ intent: "revoke-invitation", id: String(row!.id) }),
      { Cookie: admin.cookie },
    );
    expect(twice.status).toBe(404);
    expect(await text(twice)).toContain("Invitación no encontrada");
  });
});

describe("shutting the door shuts every door", () => {
  it("voids a link when the admin who made it is removed", async () => {
    const thief = await newAdmin();
    const owner = await newAdmin();
    const url = await invite(thief);
    const removed = await api(owner.cookie, "DELETE", `/api/admin/users/${thief.id}`);
    expect(removed.status).toBe(200);
    await expectVoid(url);
    expect(
      await worker.db
        .select()
        .from(adminInvitations)
        .where(eq(adminInvitations.invitedBy, thief.id)),
    ).toEqual([]);
  });

  it("voids the links of an admin who changes their password, even those made with a stolen session", async () => {
    const owner = await newAdmin();
    const stolen = await signInAs(
      worker,
      { username: owner.username, password: owner.password },
      freshAddress(),
    );
    const url = await invite({ cookie: stolen, password: owner.password });
    const changed = await api(owner.cookie, "POST", "/api/admin/account/password", {
      currentPassword: owner.password,
      newPassword: "colmena-cerrada-2026",
    });
    expect(changed.status).toBe(200);
    expect((await userOf(stolen)).status).toBe(401);
    await expectVoid(url);
  });

  it("voids the links of an admin who ends their other sessions ('Cerrar las demás sesiones')", async () => {
    const owner = await newAdmin();
    const stolen = await signInAs(
      worker,
      { username: owner.username, password: owner.password },
      freshAddress(),
    );
    const url = await invite({ cookie: stolen, password: owner.password });
    const response = await postForm(
      worker,
      "/admin/account",
      new URLSearchParams({ intent: "end-other-sessions" }),
      { Cookie: owner.cookie },
    );
    expect(response.status).toBe(200);
    expect(await text(response)).toContain("Se cerró 1 sesión");
    expect((await userOf(stolen)).status).toBe(401);
    expect((await userOf(owner.cookie)).status).toBe(200);
    await expectVoid(url);
  });

  it("keeps another admin's links when one admin shuts their own doors", async () => {
    const owner = await newAdmin();
    const helper = await newAdmin();
    const url = await invite(helper);
    await api(owner.cookie, "POST", "/api/admin/account/password", {
      currentPassword: owner.password,
      newPassword: "colmena-cerrada-2026",
    });
    expect((await opening(url)).status).toBe(200);
  });
});

describe("a new invitation link asks for the password", () => {
  it("answers a missing or wrong password 400 'La contraseña actual no es correcta' and makes nothing", async () => {
    const admin = await newAdmin();
    const attempts: [string, RequestInit][] = [
      ["no body", jsonRequest("POST", undefined, { Cookie: admin.cookie })],
      ["{}", jsonRequest("POST", {}, { Cookie: admin.cookie })],
      ["empty", jsonRequest("POST", { currentPassword: "" }, { Cookie: admin.cookie })],
      ["wrong", jsonRequest("POST", { currentPassword: "no-es-esta" }, { Cookie: admin.cookie })],
      ["a number", jsonRequest("POST", { currentPassword: 42 }, { Cookie: admin.cookie })],
    ];
    for (const [what, init] of attempts) {
      const headers = { ...(init.headers as Record<string, string>) };
      headers["CF-Connecting-IP"] = freshAddress();
      const response = await worker.fetch("/api/admin/users/invitations", { ...init, headers });
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toMatchObject({ error: WRONG_PASSWORD });
    }
    expect(
      await worker.db
        .select()
        .from(adminInvitations)
        .where(eq(adminInvitations.invitedBy, admin.id)),
    ).toEqual([]);
  });

  it("asks for it in the 'Usuarios' form without JavaScript, and makes nothing without it", async () => {
    const admin = await newAdmin();
    const page = await text(
      await worker.fetch("/admin/users", { headers: { Cookie: admin.cookie } }),
    );
    expect(page).toMatch(/<input[^>]*name="currentPassword"[^>]*type="password"/);
    const refused = await postForm(
      worker,
      "/admin/users",
      new URLSearchParams({ intent: "invite", currentPassword: "no-es-esta" }),
      { Cookie: admin.cookie, "CF-Connecting-IP": freshAddress() },
    );
    expect(refused.status).toBe(400);
    const refusedPage = await text(refused);
    expect(refusedPage).toContain(WRONG_PASSWORD);
    expect(refusedPage).not.toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}/);
    expect(
      await worker.db
        .select()
        .from(adminInvitations)
        .where(eq(adminInvitations.invitedBy, admin.id)),
    ).toEqual([]);
  });

  it("counts wrong passwords with the failed sign-ins of the address: 429 after 10", async () => {
    const admin = await newAdmin();
    const address = freshAddress();
    const attempt = () =>
      worker.fetch(
        "/api/admin/users/invitations",
        jsonRequest(
          "POST",
          { currentPassword: "no-es-esta" },
          { Cookie: admin.cookie, "CF-Connecting-IP": address },
        ),
      );
    for (let count = 0; count < 10; count++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe("no answer tells who is registered", () => {
  it("answers a made-up link the same 404 whatever the username, before looking at it", async () => {
    const madeUp = `${ORIGIN}/admin/invitation/${"Q".repeat(43)}`;
    const known = await accept(madeUp, TEST_ADMIN.username);
    const unknown = await accept(madeUp, "nadie-se-llama-asi");
    expect(known.status).toBe(404);
    expect(unknown.status).toBe(404);
    const knownPage = await text(known);
    expect(knownPage).toContain(INVALID_LINK);
    expect(knownPage).not.toContain("Ese nombre de usuario ya existe");
    // The page hands the typed name back to its form, in the stream's JSON: the only difference.
    const typed = (page: string, name: string) => page.replaceAll(`\\"${name}\\"`, "NAME");
    expect(comparable(typed(knownPage, TEST_ADMIN.username))).toBe(
      comparable(typed(await text(unknown), "nadie-se-llama-asi")),
    );
    const malformed = await postForm(
      worker,
      new URL(madeUp).pathname,
      new URLSearchParams({ username: TEST_ADMIN.username, password: "x", confirmation: "y" }),
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(malformed.status).toBe(404);
  });
});

describe("the sessions list", () => {
  it("shows opaque ids, never a cookie's value, and ends a session by its listed id", async () => {
    const admin = await newAdmin();
    const other = await signInAs(
      worker,
      { username: admin.username, password: admin.password },
      freshAddress(),
    );
    const stored = await worker.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(stored).toHaveLength(2);
    const response = await api(admin.cookie, "GET", "/api/admin/account/sessions");
    const body = await response.text();
    for (const row of stored) expect(body).not.toContain(row.id);
    const page = await text(
      await worker.fetch("/admin/account", { headers: { Cookie: admin.cookie } }),
    );
    for (const row of stored) expect(page).not.toContain(row.id);

    const listed = JSON.parse(body) as { id: string; current: boolean }[];
    const otherListed = listed.find((session) => !session.current)!;
    expect(otherListed.id).toMatch(/^[0-9a-f]{32}$/);
    const byRawId = stored.find((row) => !listed.some((s) => s.id === row.id))!;
    const raw = await api(admin.cookie, "DELETE", `/api/admin/account/sessions/${byRawId.id}`);
    expect(raw.status).toBe(404);
    const ended = await api(
      admin.cookie,
      "DELETE",
      `/api/admin/account/sessions/${otherListed.id}`,
    );
    expect(ended.status).toBe(200);
    expect((await userOf(other)).status).toBe(401);
    expect((await userOf(admin.cookie)).status).toBe(200);
  });
});
