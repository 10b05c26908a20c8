import type { Database } from "~/db/client.server";
import { recentSignInsQuery, toSignInActivity, type SignInActivity } from "./activity.server";
import { passkeysQuery, toPasskeySummaries, type PasskeySummary } from "./passkeys.server";
import { openSessionsQuery, toOpenSessions, type OpenSession } from "./sessions.server";

/** What 'Cuenta' shows of the signed-in user's account. */
export interface AccountOverview {
  sessions: OpenSession[];
  passkeys: PasskeySummary[];
  activity: SignInActivity[];
}

/** The user's open sessions, passkeys and last sign-in attempts, in one D1 round trip. */
export async function readAccountOverview(
  db: Database,
  userId: number,
  currentSessionId: string | null,
): Promise<AccountOverview> {
  const [sessionRows, passkeyRows, attemptRows] = await db.batch([
    openSessionsQuery(db, userId),
    passkeysQuery(db, userId),
    recentSignInsQuery(db, userId),
  ]);
  return {
    sessions: await toOpenSessions(sessionRows, currentSessionId),
    passkeys: toPasskeySummaries(passkeyRows),
    activity: toSignInActivity(attemptRows),
  };
}
