/**
 * The key that signs the session and toast cookies: SESSION_SECRET when it is
 * set, otherwise a key the Worker makes on first use and keeps in its own D1
 * table, which no page, API or backup reads (docs/decisions/028-launch-day.md).
 * Whoever deploys then has no secret to invent. Two isolates making the key at
 * once store one: the insert yields to a row already there and both read it back.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { workerKeys } from "../db/schema";
import { randomToken } from "./random-token.server";

const SESSION_KEY = "session";

/** The key, read once per isolate (it never changes once made). */
let remembered: Promise<string> | undefined;

async function readOrMakeKey(db: Database): Promise<string> {
  const byName = eq(workerKeys.name, SESSION_KEY);
  const [stored] = await db
    .select({ value: workerKeys.value })
    .from(workerKeys)
    .where(byName)
    .limit(1);
  if (stored) return stored.value;
  const [, [kept]] = await db.batch([
    db.insert(workerKeys).values({ name: SESSION_KEY, value: randomToken() }).onConflictDoNothing(),
    db.select({ value: workerKeys.value }).from(workerKeys).where(byName).limit(1),
  ]);
  if (!kept) throw new Error("The Worker's session key was not stored");
  return kept.value;
}

/** The Worker's own session key, made on first use. A failed read is tried again next time. */
export function workerSessionKey(db: Database): Promise<string> {
  remembered ??= readOrMakeKey(db).catch((error: unknown) => {
    remembered = undefined;
    throw error;
  });
  return remembered;
}

/**
 * `env` with SESSION_SECRET filled in from the Worker's own key when it is
 * unset. When D1 cannot give the key, `env` stays as it is: pages that need
 * no session still answer (D1 failing is handled where it is read).
 */
export async function withSessionKey<E extends { SESSION_SECRET?: string }>(
  env: E,
  db: Database,
): Promise<E> {
  if (env.SESSION_SECRET) return env;
  try {
    return { ...env, SESSION_SECRET: await workerSessionKey(db) };
  } catch (error) {
    console.error("Could not read or make the Worker's session key", error);
    return env;
  }
}
