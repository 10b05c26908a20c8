import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../app/db/schema";
import { hashPassword } from "../../app/services/password.server";
import { cookieFrom, jsonRequest, signInAs } from "../support/api";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();

const login = (body: unknown, address = "198.51.100.1") =>
  worker.fetch("/api/login", jsonRequest("POST", body, { "CF-Connecting-IP": address }));

describe("POST /api/login, GET /api/user, POST /api/logout", () => {
  it("answers 401 on /api/user without a session", async () => {
    const response = await worker.fetch("/api/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "No autenticado" });
  });

  it("signs in, exposes the user without password material, and signs out", async () => {
    const response = await login({ username: "  ADMIN ", password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toEqual({ id: expect.any(Number), username: "admin", isAdmin: true });
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-mp_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = cookieFrom(response);

    const me = await worker.fetch("/api/user", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const body = await me.text();
    expect(JSON.parse(body)).toEqual(user);
    expect(body).not.toMatch(/password|scrypt/i);

    const logout = await worker.fetch(
      "/api/logout",
      jsonRequest("POST", undefined, { Cookie: cookie }),
    );
    expect(logout.status).toBe(200);
    expect(logout.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const after = await worker.fetch("/api/user", { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
  });

  it("deletes the session row on logout, so the old cookie is worthless", async () => {
    const cookie = await signInAs(worker);
    const before = await worker.db.select().from(sessions);
    await worker.fetch("/api/logout", jsonRequest("POST", undefined, { Cookie: cookie }));
    const remaining = await worker.db.select().from(sessions);
    expect(remaining.length).toBe(before.length - 1);
  });

  it("gives a new session id at every login", async () => {
    const first = await signInAs(worker);
    const second = await signInAs(worker);
    expect(first).not.toBe(second);
  });

  it("ignores an expired session", async () => {
    const cookie = await signInAs(worker);
    await worker.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await worker.fetch("/api/user", { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
  });

  it("ignores a tampered cookie", async () => {
    const cookie = await signInAs(worker);
    // Change a character inside the signed value, not its last base64
    // character, whose low bits may not count.
    const middle = Math.floor(cookie.length / 2);
    const tampered =
      cookie.slice(0, middle) + (cookie[middle] === "A" ? "B" : "A") + cookie.slice(middle + 1);
    const response = await worker.fetch("/api/user", { headers: { Cookie: tampered } });
    expect(response.status).toBe(401);
  });

  it("answers an unknown user and a wrong password identically", async () => {
    const unknown = await login({ username: "nadie", password: "lo-que-sea" }, "198.51.100.20");
    const wrong = await login({ username: "admin", password: "incorrecta" }, "198.51.100.21");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: "Usuario o contraseña incorrectos" });
    expect(await wrong.json()).toEqual({ error: "Usuario o contraseña incorrectos" });
  });

  it("validates the body with the spec's messages", async () => {
    const empty = await login({ username: "", password: "" });
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.username).toEqual(["El nombre de usuario es requerido"]);
    expect(body.fieldErrors.password).toEqual(["La contraseña es requerida"]);
    expect(body.error).toBe("El nombre de usuario es requerido");

    const long = await login({ username: "admin", password: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: "La contraseña debe tener como máximo 200 caracteres",
      fieldErrors: { password: ["La contraseña debe tener como máximo 200 caracteres"] },
    });

    const malformed = await worker.fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{no es json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: "El cuerpo de la solicitud no es JSON válido",
    });
  });

  it("refuses a password with control characters instead of matching it to the real one", async () => {
    const response = await login(
      { username: "admin", password: `${TEST_ADMIN.password}\u0000` },
      "198.51.100.30",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "La contraseña contiene caracteres no válidos",
    });
  });

  it("limits failed logins per address: the 11th in 15 minutes gets 429 with Retry-After", async () => {
    const address = "192.0.2.77";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login({ username: "admin", password: `mala-${attempt}` }, address);
      expect(response.status).toBe(401);
    }
    const limited = await login({ username: "admin", password: TEST_ADMIN.password }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Demasiados intentos fallidos/,
    );

    // The real admin, elsewhere, is not locked out.
    const elsewhere = await login(
      { username: "admin", password: TEST_ADMIN.password },
      "192.0.2.78",
    );
    expect(elsewhere.status).toBe(200);
  });

  it("answers 403 to an admin route for a signed-in user who is not an admin", async () => {
    await worker.db
      .insert(users)
      .values({ username: "visitante", passwordHash: await hashPassword("secreta-123") });
    const cookie = await signInAs(worker, { username: "visitante", password: "secreta-123" });
    const response = await worker.fetch("/api/admin/requests", { headers: { Cookie: cookie } });
    expect(response.status).toBe(403);
    await worker.db.delete(users).where(eq(users.username, "visitante"));
  });
});
