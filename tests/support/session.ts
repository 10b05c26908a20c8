import { users } from "../../app/db/schema";
import { hashPassword } from "../../app/services/password.server";
import { signInAs } from "./api";
import { TEST_ADMIN, type TestWorker } from "./worker";

/** The seeded test admin's session cookie. */
export function adminCookie(worker: TestWorker): Promise<string> {
  return signInAs(worker, TEST_ADMIN);
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
  return signInAs(worker, credentials);
}
