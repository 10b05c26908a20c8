import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../app/db/schema";
import { SESSION_TTL_MS } from "../../app/services/account/sessions.server";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, formRequest } from "../support/api";
import { TEST_ADMIN, startWorker, type TestWorker } from "../support/worker";

/**
 * SECURITY.md "Sessions": the cookie the sign-in page sets, a new session id
 * at every sign-in, expiry, and the row deleted on sign-out.
 */

let worker: TestWorker;
let local: TestWorker;
beforeAll(async () => {
  [worker, local] = await Promise.all([
    startWorker(),
    startWorker({ vars: { ENVIRONMENT: "development" } }),
  ]);
});
afterAll(async () => {
  await worker?.dispose();
  await local?.dispose();
});

const freshAddress = freshAddresses("10.77");

/** Signs in through the /admin/auth page, as a browser without JavaScript does. */
function signInPage(target: TestWorker, cookie?: string) {
  return target.fetch(
    "/admin/auth",
    formRequest(TEST_ADMIN, {
      "CF-Connecting-IP": freshAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    }),
  );
}

/** The session's Set-Cookie header of a response. */
function sessionSetCookie(response: Response): string {
  return (
    response.headers.getSetCookie().find((cookie) => /^(__Host-)?mp_session=/.test(cookie)) ?? ""
  );
}

const valueOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

/** The session id a `name=value` cookie carries (Remix signs base64 JSON). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(atob(value.slice(0, value.lastIndexOf(".")))) as string;
}

/** The attributes of a Set-Cookie header, lower-case names. */
function attributes(setCookie: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of setCookie.split(";").slice(1)) {
    const [name = "", ...value] = part.trim().split("=");
    map.set(name.toLowerCase(), value.join("="));
  }
  return map;
}

const adminPage = (target: TestWorker, cookie: string) =>
  target.fetch("/admin", { headers: { Cookie: cookie }, redirect: "manual" });

describe("the session cookie", () => {
  it("outside local development: __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, 7 days", async () => {
    const response = await signInPage(worker);
    expect(response.status).toBe(302);
    const setCookie = sessionSetCookie(response);
    expect(setCookie).toMatch(/^__Host-mp_session=[^;]+/);
    const attrs = attributes(setCookie);
    expect(attrs.has("secure")).toBe(true);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")?.toLowerCase()).toBe("lax");
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("domain")).toBe(false);
    expect(Number(attrs.get("max-age"))).toBe(SESSION_TTL_MS / 1000);
  });

  it("in local development (plain http): mp_session, HttpOnly and SameSite=Lax, without Secure", async () => {
    const setCookie = sessionSetCookie(await signInPage(local));
    expect(setCookie).toMatch(/^mp_session=[^;]+/);
    const attrs = attributes(setCookie);
    expect(attrs.has("secure")).toBe(false);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")?.toLowerCase()).toBe("lax");
  });

  it("is signed: a cookie naming a real session id without the signature is no session", async () => {
    const response = await signInPage(worker);
    const cookie = valueOf(sessionSetCookie(response));
    const id = sessionIdOf(cookie);
    expect(await worker.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(1);
    const unsigned = `__Host-mp_session=${encodeURIComponent(btoa(JSON.stringify(id)))}`;
    expect((await adminPage(worker, unsigned)).status).toBe(302);
    expect((await adminPage(worker, cookie)).status).toBe(200);
  });
});

describe("session ids", () => {
  it("a new id at every sign-in, even when the browser already sends one", async () => {
    const first = valueOf(sessionSetCookie(await signInPage(worker)));
    const second = valueOf(sessionSetCookie(await signInPage(worker, first)));
    const third = valueOf(sessionSetCookie(await signInPage(worker, second)));
    expect(new Set([first, second, third].map(sessionIdOf)).size).toBe(3);
    for (const cookie of [first, second, third]) {
      expect((await adminPage(worker, cookie)).status).toBe(200);
    }
  });

  it("stores an expiry 7 days ahead; an expired session opens nothing; a sign-in leaves it, the daily clean-up deletes it", async () => {
    const before = Date.now();
    const cookie = valueOf(sessionSetCookie(await signInPage(worker)));
    const [newest] = await worker.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(cookie)));
    if (!newest) throw new Error("the session was not stored");
    expect(newest.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 1000);
    expect(newest.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS + 1000);

    await worker.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, newest.id));
    const response = await adminPage(worker, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    expect((await worker.fetch("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);

    // Clean-up is the scheduled job's, not a request's (docs/decisions/033-scheduled-jobs-and-automatic-backups.md).
    await signInPage(worker);
    const expired = () => worker.db.select().from(sessions).where(eq(sessions.id, newest.id));
    expect(await expired()).toHaveLength(1);
    expect((await worker.scheduled(new Date())).outcome).toBe("ok");
    expect(await expired()).toEqual([]);
  });

  it("'Cerrar Sesión' deletes the row and clears the cookie; the old cookie opens nothing", async () => {
    const cookie = valueOf(sessionSetCookie(await signInPage(worker)));
    const count = async () => (await worker.db.select().from(sessions)).length;
    const before = await count();
    const response = await worker.fetch("/admin/logout", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    const cleared = sessionSetCookie(response);
    expect(cleared).toMatch(/^__Host-mp_session=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await count()).toBe(before - 1);
    expect((await adminPage(worker, cookie)).status).toBe(302);
  });
});
