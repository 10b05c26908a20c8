import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { signInAttempts, type SignInAttempt, type SignInMethod } from "../../db/schema";
import type { SignInClient } from "../../http/sign-in-client.server";

export const ACTIVITY_LENGTH = 20;

export interface SignInActivity {
  at: string;
  succeeded: boolean;
  method: SignInMethod;
  country: string | null;
}

/** The statement that reads the account's last 20 sign-in attempts, newest first. */
export const recentSignInsQuery = (db: Database, userId: number) =>
  db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.userId, userId))
    .orderBy(desc(signInAttempts.attemptedAt), desc(signInAttempts.id))
    .limit(ACTIVITY_LENGTH);

/** The account's last 20 sign-in attempts, newest first. */
export async function recentSignIns(db: Database, userId: number): Promise<SignInActivity[]> {
  return toSignInActivity(await recentSignInsQuery(db, userId));
}

export function toSignInActivity(rows: SignInAttempt[]): SignInActivity[] {
  return rows.map((row) => ({
    at: row.attemptedAt.toISOString(),
    succeeded: row.succeeded,
    method: row.method,
    country: row.country,
  }));
}

/** The row of one sign-in attempt on an existing account, for its 'Actividad'. */
export function recordAttempt(
  db: Database,
  userId: number,
  method: SignInMethod,
  succeeded: boolean,
  client: SignInClient,
  now: number,
) {
  return db.insert(signInAttempts).values({
    userId,
    method,
    succeeded,
    country: client.country,
    attemptedAt: new Date(now),
  });
}
