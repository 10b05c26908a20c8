import { users } from "../../app/db/schema";
import { hashPassword } from "../../app/services/password.server";
import { TEST_ADMIN, type TestWorker } from "./worker";

/**
 * Signs in through `POST /api/login`, so the cookie is whatever the Worker's
 * environment makes it, and answers the `Cookie` header value (`name=value`).
 */
export async function signInCookie(
  worker: TestWorker,
  credentials: { username: string; password: string },
): Promise<string> {
  const response = await worker.fetch("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) {
    throw new Error(`Sign-in failed with ${response.status}`);
  }
  return cookie;
}

/** The seeded test admin's session cookie. */
export function adminCookie(worker: TestWorker): Promise<string> {
  return signInCookie(worker, TEST_ADMIN);
}

/** The session cookie of a new signed-in user without the admin flag. */
export async function nonAdminCookie(worker: TestWorker): Promise<string> {
  const credentials = {
    username: `visitante-${crypto.randomUUID().slice(0, 8)}`,
    password: "clave-de-visitante-123",
  };
  await worker.db.insert(users).values({
    username: credentials.username,
    passwordHash: await hashPassword(credentials.password),
    isAdmin: false,
  });
  return signInCookie(worker, credentials);
}
