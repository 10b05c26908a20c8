import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInAttempts, type SignInMethod } from "~/db/schema";

export const ACTIVITY_LENGTH = 20;

export interface SignInActivity {
  at: string;
  succeeded: boolean;
  method: SignInMethod;
  country: string | null;
}

/** The account's last 20 sign-in attempts, newest first. */
export async function recentSignIns(db: Database, userId: number): Promise<SignInActivity[]> {
  const rows = await db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.userId, userId))
    .orderBy(desc(signInAttempts.attemptedAt), desc(signInAttempts.id))
    .limit(ACTIVITY_LENGTH);
  return rows.map((row) => ({
    at: row.attemptedAt.toISOString(),
    succeeded: row.succeeded,
    method: row.method,
    country: row.country,
  }));
}
