import { and, count, eq, gte, min, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimitHits } from "../db/schema";
import { tooManyRequests } from "./errors.server";

/**
 * Every rate limit's bucket in `rate_limit_hits`. A new limit adds its
 * bucket here, and the daily clean-up then refuses to compile until it
 * keeps that limit's hits for its window (housekeeping/clean-ups.server.ts).
 */
export type RateLimitBucket =
  | "login-failure"
  | "account-change"
  | "code-lookup"
  | "request-submit"
  | "waitlist-submit"
  | "order-submit";

export interface RateLimit {
  bucket: RateLimitBucket;
  /** Events allowed per client in the window. */
  limit: number;
  windowMs: number;
}

export const LOGIN_FAILURES: RateLimit = {
  bucket: "login-failure",
  limit: 10,
  windowMs: 15 * 60_000,
};

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until one more event is allowed, when not allowed. */
  retryAfterSeconds: number;
}

/** An event counted by `consumeRateLimit`: the row that holds it, for `refundRateLimit`. */
export interface CountedEvent extends RateLimitState {
  hitId?: number;
}

/** The rows of `clientKey`'s events of `limit`'s bucket. */
const ofClient = (limit: RateLimit, clientKey: string) =>
  and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.clientKey, clientKey));

/** When `limit`'s window that ends `now` began. */
const windowStart = (limit: RateLimit, now: number) => new Date(now - limit.windowMs);

/** Those rows within `limit`'s window that ends `now`. */
const inWindow = (limit: RateLimit, clientKey: string, now: number) =>
  and(ofClient(limit, clientKey), gte(rateLimitHits.hitAt, windowStart(limit, now)));

/** Whether `clientKey` may do one more event of `limit` now. */
export async function checkRateLimit(
  db: Database,
  limit: RateLimit,
  clientKey: string,
  now = Date.now(),
): Promise<RateLimitState> {
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.hitAt) })
    .from(rateLimitHits)
    .where(inWindow(limit, clientKey, now));
  const hits = row?.hits ?? 0;
  if (hits < limit.limit) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = row?.oldest ? row.oldest.getTime() : now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)),
  };
}

/**
 * Counts one event of `limit` for the client if one more is allowed, else
 * refuses it. The check and the count are one SQL statement, so a burst of
 * concurrent requests cannot all pass a check made before any was counted.
 */
export async function consumeRateLimit(
  db: Database,
  limit: RateLimit,
  clientKey: string,
  now = Date.now(),
): Promise<CountedEvent> {
  const hitsInWindow = db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(inWindow(limit, clientKey, now));
  // Only drizzle query builders here: drizzle's D1 batch cannot bind the
  // parameters of raw `db.all(sql…)` statements.
  const counted = await db
    .insert(rateLimitHits)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          bucket: sql<string>`${limit.bucket}`.as("bucket"),
          clientKey: sql<string>`${clientKey}`.as("clientKey"),
          hitAt: sql<Date>`${now}`.as("hitAt"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`(${hitsInWindow}) < ${limit.limit}`),
    )
    .returning({ id: rateLimitHits.id });
  const [hit] = counted;
  if (hit) return { allowed: true, retryAfterSeconds: 0, hitId: hit.id };
  const state = await checkRateLimit(db, limit, clientKey, now);
  return { allowed: false, retryAfterSeconds: Math.max(1, state.retryAfterSeconds) };
}

/**
 * Counts one event as `consumeRateLimit` does, or refuses it past the limit:
 * a 429 with the Spanish `refusal` (given the minutes left, when it names
 * them) and the Retry-After.
 */
export async function consumeRateLimitOrRefuse(
  db: Database,
  limit: RateLimit,
  clientKey: string,
  refusal: string | ((minutes: number) => string),
  now = Date.now(),
): Promise<CountedEvent> {
  const state = await consumeRateLimit(db, limit, clientKey, now);
  if (!state.allowed) {
    const message =
      typeof refusal === "string" ? refusal : refusal(Math.ceil(state.retryAfterSeconds / 60));
    throw tooManyRequests(message, state.retryAfterSeconds);
  }
  return state;
}

/** Takes back one counted event: it turned out not to be one the limit is for. */
export async function refundRateLimit(db: Database, hitId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

/** Forgets a client's events of a bucket (a successful login clears its failures). */
export function clearRateLimit(db: Database, limit: RateLimit, clientKey: string) {
  return db.delete(rateLimitHits).where(ofClient(limit, clientKey));
}
