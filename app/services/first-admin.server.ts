/**
 * The owner's first account, made in the browser (/admin/setup) with the
 * setup code chosen at deploy time (docs/decisions/028-launch-day.md). Only
 * while no admin exists; the admin is inserted by one statement that checks
 * that in the same step, so of any number of parallel set-ups exactly one
 * makes an admin. Every attempt counts against the client's sign-in limit.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { accountMessages } from "~/content/account";
import { setupMessages } from "~/content/setup";
import type { SignInClient } from "~/http/sign-in-client.server";
import type { SetupInput } from "~/validation/setup";
import { normalizeUsername } from "~/validation/auth";
import { checkNewPassword } from "./account/new-password.server";
import { countSignInAttempt } from "./account/account-limits.server";
import { ServiceError, conflict, notFound } from "./errors.server";
import { isUniqueViolation } from "./ids.server";
import { hashPassword } from "./password.server";
import { sha256Hex } from "./random-token.server";
import { seedSampleCatalogue, type SampleCatalogueResult } from "./seed.server";

/** A setup code shorter than this, or the example's, opens nothing. */
export const SETUP_CODE_MIN_LENGTH = 12;
/** The placeholder of `.dev.vars.example`, which the deploy button offers as the value. */
const EXAMPLE_SETUP_CODE = "elige-un-codigo-largo-y-secreto";

interface SetupEnv {
  SETUP_CODE?: string;
}

/** The setup code to compare with, or null when none usable is configured. */
export function configuredSetupCode(env: SetupEnv): string | null {
  const code = env.SETUP_CODE?.trim() ?? "";
  return code.length >= SETUP_CODE_MIN_LENGTH && code !== EXAMPLE_SETUP_CODE ? code : null;
}

/** The first-run page. */
export const SETUP_PATH = "/admin/setup";

/**
 * Whether the site still needs its first admin; false when D1 cannot say,
 * so the sign-in form shows as it would.
 */
export async function needsSetup(db: Database): Promise<boolean> {
  try {
    return !(await hasAdmin(db));
  } catch (error) {
    console.warn("Could not check for an admin on /admin/auth", error);
    return false;
  }
}

/** Whether any admin exists. */
export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  return row !== undefined;
}

/**
 * What /admin/setup shows: `open` (the form), `unconfigured` (how to set a
 * code; nothing can be made), or `done` (an admin exists: 404).
 */
export type SetupState = "open" | "unconfigured" | "done";

export async function setupState(db: Database, env: SetupEnv): Promise<SetupState> {
  if (await hasAdmin(db)) return "done";
  return configuredSetupCode(env) ? "open" : "unconfigured";
}

/** Compares the SHA-256 of both, in time independent of where they differ. */
async function sameCode(typed: string, configured: string): Promise<boolean> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const [a, b] = await Promise.all([sha256Hex(encode(typed)), sha256Hex(encode(configured))]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The admin, inserted only if there is none yet: one statement, so a race has one winner. */
async function insertFirstAdmin(
  db: Database,
  username: string,
  passwordHash: string,
  now: number,
): Promise<number | null> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${users} (username, password_hash, is_admin, created_at)
    SELECT ${username}, ${passwordHash}, 1, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE is_admin = 1)
    RETURNING id`);
  return rows[0]?.id ?? null;
}

export interface FirstAdmin {
  userId: number;
  /** What the sample catalogue added, when it was asked for. */
  samples: SampleCatalogueResult | null;
  /** The sample catalogue was asked for and could not be stored; the admin was. */
  samplesFailed: boolean;
}

/**
 * The sample catalogue after the admin exists: its failure (D1 between the
 * two) must not leave the owner signed out of an account /admin/setup no
 * longer offers, so it is logged and told, not thrown.
 */
async function addSampleCatalogue(
  db: Database,
): Promise<Pick<FirstAdmin, "samples" | "samplesFailed">> {
  try {
    return { samples: await seedSampleCatalogue(db), samplesFailed: false };
  } catch (error) {
    console.error("Adding the sample catalogue after the first admin", error);
    return { samples: null, samplesFailed: true };
  }
}

/**
 * Makes the first admin: 404 once an admin exists (the code then opens
 * nothing), 403 without a configured code or with a wrong one, 400 for a
 * common password, 409 for a taken username. The sample catalogue follows
 * when asked for, into a shop that has none; its failure keeps the admin.
 */
export async function setUpFirstAdmin(
  db: Database,
  env: SetupEnv,
  input: SetupInput,
  client: SignInClient,
  now = Date.now(),
): Promise<FirstAdmin> {
  await countSignInAttempt(db, client.address, now);
  if (await hasAdmin(db)) throw notFound(setupMessages.alreadySetUp);
  const configured = configuredSetupCode(env);
  if (!configured) throw new ServiceError(403, setupMessages.notConfigured);
  if (!(await sameCode(input.code.trim(), configured))) {
    throw new ServiceError(403, setupMessages.wrongCode, {
      fieldErrors: { code: [setupMessages.wrongCode] },
    });
  }
  checkNewPassword(input.password, "password");
  const username = normalizeUsername(input.username);
  let userId: number | null;
  try {
    userId = await insertFirstAdmin(db, username, await hashPassword(input.password), now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(accountMessages.usernameTaken);
    throw error;
  }
  if (userId === null) throw notFound(setupMessages.alreadySetUp);
  if (!input.sampleCatalogue) return { userId, samples: null, samplesFailed: false };
  return { userId, ...(await addSampleCatalogue(db)) };
}
