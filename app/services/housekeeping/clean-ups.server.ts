/**
 * The daily clean-ups (docs/decisions/033-scheduled-jobs-and-automatic-backups.md):
 * rows no page and no rule needs any more. Requests never delete them;
 * each job is bounded (bounded-delete.server.ts) and idempotent (run twice,
 * the second deletes nothing).
 */
import { and, desc, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "~/db/client.server";
import {
  adminInvitations,
  bags,
  passkeyChallenges,
  rateLimitHits,
  sessions,
  signInAttempts,
  waitlistEntries,
} from "~/db/schema";
import { ACTIVITY_LENGTH } from "~/services/account/activity.server";
import { ACCOUNT_CHANGES } from "~/services/account/account-limits.server";
import { CODE_LOOKUPS, REQUEST_SUBMISSIONS } from "~/services/invitation-limits.server";
import { LOGIN_FAILURES, type RateLimit, type RateLimitBucket } from "~/services/rate-limit.server";
import { ORDER_SUBMISSIONS } from "~/services/order-limits.server";
import { WAITLIST_SUBMISSIONS } from "~/services/waitlist-limits.server";
import { expiredEntries } from "~/services/waitlist.server";
import { expireTrash } from "~/services/trash/expire-trash.server";
import { removeReleasedPhotos } from "~/services/trash/photo-removals.server";
import type { TrashFiles } from "~/services/trash/trash-kind.server";
import { BAG_LIFETIME_DAYS } from "~/services/bag/bag-lines.server";
import { ROWS_PER_STATEMENT, deleteInRounds } from "./bounded-delete.server";

/** Every rate limit, by bucket: a hit older than the longest window counts for none of them. */
const RATE_LIMITS = {
  "login-failure": LOGIN_FAILURES,
  "account-change": ACCOUNT_CHANGES,
  "code-lookup": CODE_LOOKUPS,
  "request-submit": REQUEST_SUBMISSIONS,
  "waitlist-submit": WAITLIST_SUBMISSIONS,
  "order-submit": ORDER_SUBMISSIONS,
} satisfies Record<RateLimitBucket, RateLimit>;
export const SPENT_HIT_AGE_MS = Math.max(
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowMs),
);

/**
 * A used admin invitation is kept a day: the claim that used it gives it
 * back if the new account cannot be stored (admin-invitations.server.ts).
 */
export const USED_INVITATION_AGE_MS = 24 * 60 * 60_000;

export interface CleanUp {
  name: string;
  /** Answers how many rows went; `files` is where the trash's photos and receipts are deleted. */
  run(db: Database, now: Date, files: TrashFiles): Promise<number>;
}

/**
 * A clean-up that deletes the rows of `table` that `stale` selects, at
 * most ROWS_PER_STATEMENT a statement, a bounded number of statements.
 */
function staleRows(
  table: SQLiteTable,
  id: SQLiteColumn,
  stale: (db: Database, now: Date) => SQL | undefined,
): CleanUp["run"] {
  return (db, now) =>
    deleteInRounds(async () => {
      const some = db.select({ id }).from(table).where(stale(db, now)).limit(ROWS_PER_STATEMENT);
      const deleted = await db.delete(table).where(inArray(id, some)).returning({ id });
      return deleted.length;
    });
}

/**
 * Each account's attempts but its newest 20 ('Cuenta' shows those):
 * numbered newest first per account, those past 20.
 */
function olderSignIns(db: Database) {
  const ranked = db
    .select({
      id: signInAttempts.id,
      rank: sql<number>`row_number() over (partition by ${signInAttempts.userId} order by ${desc(signInAttempts.attemptedAt)}, ${desc(signInAttempts.id)})`.as(
        "rank",
      ),
    })
    .from(signInAttempts)
    .as("ranked");
  return inArray(
    signInAttempts.id,
    db
      .select({ id: ranked.id })
      .from(ranked)
      .where(sql`${ranked.rank} > ${ACTIVITY_LENGTH}`),
  );
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export const CLEAN_UPS: readonly CleanUp[] = [
  {
    name: "waiting list (closed over 90 days)",
    run: staleRows(waitlistEntries, waitlistEntries.id, (_db, now) => expiredEntries(now)),
  },
  {
    name: "passkey ceremonies",
    run: staleRows(passkeyChallenges, passkeyChallenges.id, (_db, now) =>
      lt(passkeyChallenges.expiresAt, now),
    ),
  },
  {
    name: "ended sessions",
    run: staleRows(sessions, sessions.id, (_db, now) => lt(sessions.expiresAt, now)),
  },
  {
    name: "sign-in activity beyond the last 20",
    run: staleRows(signInAttempts, signInAttempts.id, olderSignIns),
  },
  {
    name: "spent rate-limit hits",
    run: staleRows(rateLimitHits, rateLimitHits.id, (_db, now) =>
      lt(rateLimitHits.hitAt, ago(now, SPENT_HIT_AGE_MS)),
    ),
  },
  {
    name: "expired admin invitations",
    run: staleRows(adminInvitations, adminInvitations.id, (_db, now) =>
      or(
        lt(adminInvitations.expiresAt, now),
        and(
          isNotNull(adminInvitations.usedAt),
          lt(adminInvitations.usedAt, ago(now, USED_INVITATION_AGE_MS)),
        ),
      ),
    ),
  },
  {
    // docs/decisions/034-trash.md: with an order's receipts and the photos nothing else uses.
    name: "trash (deleted over 30 days)",
    run: async (db, now, files) => (await expireTrash(db, files, now)).entries,
  },
  {
    // After the trash's expiry, which queues them: docs/decisions/034-trash.md.
    name: "photos no kept backup names",
    run: (db, _now, files) => removeReleasedPhotos(db, files),
  },
  {
    name: "bags untouched for 60 days",
    run: staleRows(bags, bags.token, (_db, now) =>
      lt(bags.updatedAt, ago(now, BAG_LIFETIME_DAYS * 24 * 60 * 60_000)),
    ),
  },
];
