import { users } from "../../app/db/schema";
import { hashPassword } from "../../app/services/password.server";
import { jsonRequest, signInAs } from "./api";
import type { TestWorker } from "./worker";

/** An admin made for one test, signed in: what its tests need of it. */
export interface SignedInAdmin {
  id: number;
  username: string;
  password: string;
  cookie: string;
}

/**
 * Makes an admin named `<prefix>-<random>` with `password`, signed in from
 * `address` (a fresh one per admin, so no test meets another's sign-in limit).
 */
export async function newSignedInAdmin(
  worker: TestWorker,
  address: string,
  { prefix = "ayudante", password = "otra-clave-larga-42" } = {},
): Promise<SignedInAdmin> {
  const username = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await worker.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), isAdmin: true })
    .returning({ id: users.id });
  const cookie = await signInAs(worker, { username, password }, address);
  return { id: row!.id, username, password, cookie };
}

/** A JSON call of `cookie`'s session from `address`. */
export const accountCall = (
  worker: TestWorker,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  address: string,
) => worker.fetch(path, jsonRequest(method, body, { Cookie: cookie, "CF-Connecting-IP": address }));

/** What `/api/user` answers for the session of `cookie`. */
export const userOf = (worker: TestWorker, cookie: string) =>
  worker.fetch("/api/user", { headers: { Cookie: cookie } });
