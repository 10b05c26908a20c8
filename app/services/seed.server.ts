import type { BatchItem } from "drizzle-orm/batch";
import { hashPassword } from "./password.server";
import { normalizeUsername, userSchema } from "../validation/auth";
import type { Database } from "../db/client.server";
import { invitationCodes, products, recipes, stores, users } from "../db/schema";
import {
  sampleInvitationCodes,
  sampleProducts,
  sampleRecipes,
  sampleStores,
} from "../db/seed-data";

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface SeedOptions {
  /** Created as an admin user when the database has no user yet. */
  admin?: AdminCredentials;
}

export interface SeedResult {
  /** Whether anything at all was inserted. */
  seeded: boolean;
  /** Rows inserted per table (all zero when the catalogue already existed). */
  products: number;
  stores: number;
  recipes: number;
  invitationCodes: number;
  /** The stored (normalised) username of the admin created, if any. */
  admin: string | null;
}

/** The rules for a user (userSchema); returns the first Spanish message, or null. */
export function adminCredentialsError(admin: AdminCredentials): string | null {
  const result = userSchema.safeParse(admin);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

interface DatabaseState {
  hasCatalogue: boolean;
  hasUsers: boolean;
}

async function readState(db: Database): Promise<DatabaseState> {
  const [p, s, r, c, u] = await db.batch([
    db.select({ id: products.id }).from(products).limit(1),
    db.select({ id: stores.id }).from(stores).limit(1),
    db.select({ id: recipes.id }).from(recipes).limit(1),
    db.select({ id: invitationCodes.id }).from(invitationCodes).limit(1),
    db.select({ id: users.id }).from(users).limit(1),
  ]);
  return {
    hasCatalogue: p.length + s.length + r.length + c.length > 0,
    hasUsers: u.length > 0,
  };
}

async function adminRow(admin: AdminCredentials) {
  const error = adminCredentialsError(admin);
  if (error) throw new Error(error);
  return {
    username: normalizeUsername(admin.username),
    passwordHash: await hashPassword(admin.password),
    isAdmin: true,
  };
}

const NOTHING: SeedResult = {
  seeded: false,
  products: 0,
  stores: 0,
  recipes: 0,
  invitationCodes: 0,
  admin: null,
};

/**
 * Seeds the sample catalogue (seed-data.ts) and, if given, an admin user,
 * only into an empty database (no products, stores, recipes, codes or users),
 * in one D1 batch, which D1 runs as a single transaction: all or nothing.
 * One row per statement, in array order, so ids follow the arrays (as the
 * static JSON assumes) and no statement nears D1's bound-parameter limit.
 *
 * If the catalogue exists but there is no user yet, only the admin is
 * created. Anything else is left alone, so running it again is harmless.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const state = await readState(db);
  const admin = options.admin && !state.hasUsers ? await adminRow(options.admin) : null;

  if (state.hasCatalogue || state.hasUsers) {
    if (!admin) return NOTHING;
    const created = await db
      .insert(users)
      .values(admin)
      .onConflictDoNothing()
      .returning({ id: users.id });
    return created.length > 0 ? { ...NOTHING, seeded: true, admin: admin.username } : NOTHING;
  }

  const statements: BatchItem<"sqlite">[] = [
    ...sampleProducts.map((row) => db.insert(products).values(row)),
    ...sampleStores.map((row) => db.insert(stores).values(row)),
    ...sampleRecipes.map((row) => db.insert(recipes).values(row)),
    ...sampleInvitationCodes.map((row) => db.insert(invitationCodes).values(row)),
    ...(admin ? [db.insert(users).values(admin)] : []),
  ];
  const [first, ...rest] = statements;
  if (!first) return NOTHING;

  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    // Another seeder may have won the race (unique slugs, codes and
    // usernames make the loser's batch fail and roll back): not an error.
    const after = await readState(db);
    if (after.hasCatalogue || after.hasUsers) return NOTHING;
    throw error;
  }

  return {
    seeded: true,
    products: sampleProducts.length,
    stores: sampleStores.length,
    recipes: sampleRecipes.length,
    invitationCodes: sampleInvitationCodes.length,
    admin: admin?.username ?? null,
  };
}

export interface SampleCatalogueResult {
  products: number;
  stores: number;
  recipes: number;
}

/**
 * The sample products, stores and recipes, offered on a deployed site's
 * first-run page ("Empezar con el catálogo de ejemplo"), inserted only while
 * the shop has none of them, in one batch. The sample invitation codes stay
 * local: they are published with the code, so on a live site anyone could
 * use them (docs/decisions/028-launch-day.md).
 */
export async function seedSampleCatalogue(db: Database): Promise<SampleCatalogueResult> {
  const none: SampleCatalogueResult = { products: 0, stores: 0, recipes: 0 };
  const [p, s, r] = await db.batch([
    db.select({ id: products.id }).from(products).limit(1),
    db.select({ id: stores.id }).from(stores).limit(1),
    db.select({ id: recipes.id }).from(recipes).limit(1),
  ]);
  if (p.length + s.length + r.length > 0) return none;
  const [first, ...rest]: BatchItem<"sqlite">[] = [
    ...sampleProducts.map((row) => db.insert(products).values(row)),
    ...sampleStores.map((row) => db.insert(stores).values(row)),
    ...sampleRecipes.map((row) => db.insert(recipes).values(row)),
  ];
  if (!first) return none;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    // A second set-up's batch meets the first one's unique slugs and rolls back.
    if (await hasAnyCatalogue(db)) return none;
    throw error;
  }
  return {
    products: sampleProducts.length,
    stores: sampleStores.length,
    recipes: sampleRecipes.length,
  };
}

async function hasAnyCatalogue(db: Database): Promise<boolean> {
  return (await readState(db)).hasCatalogue;
}
