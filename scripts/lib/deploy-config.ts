/**
 * The Wrangler configuration `npm run deploy` hands to wrangler
 * (docs/decisions/028-launch-day.md). The committed `wrangler.toml` names no
 * resource id; `wrangler deploy` creates or binds what it lacks, but
 * `wrangler d1 migrations apply --remote` needs the database's id, so the
 * deploy writes a copy of the configuration with it filled in.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The committed configuration. */
export const COMMITTED_CONFIG = "wrangler.toml";
/**
 * An uncommitted configuration (in .gitignore) that a site deployed before
 * automatic provisioning keeps its resource ids in; used when it exists.
 */
export const LOCAL_CONFIG = "wrangler.local.toml";
/** The copy with the D1 id filled in, written next to the others (same relative paths). */
export const DEPLOY_CONFIG = "wrangler.deploy.json";

/** The configuration file to deploy with: the local one when present. */
export function chooseConfig(root: string): string {
  return existsSync(join(root, LOCAL_CONFIG)) ? LOCAL_CONFIG : COMMITTED_CONFIG;
}

export interface D1Binding {
  binding: string;
  database_name?: string;
  database_id?: string;
}

/** The `DB` binding of a raw configuration, or null when it declares none. */
export function databaseBinding(raw: { d1_databases?: D1Binding[] }): D1Binding | null {
  return raw.d1_databases?.find((entry) => entry.binding === "DB") ?? null;
}

/** The raw configuration with the `DB` binding's id set; nothing else changes. */
export function withDatabaseId<T extends { d1_databases?: D1Binding[] }>(raw: T, id: string): T {
  return {
    ...raw,
    d1_databases: (raw.d1_databases ?? []).map((entry) =>
      entry.binding === "DB" ? { ...entry, database_id: id } : entry,
    ),
  };
}

/** The id of the database named `name` in `wrangler d1 list --json`'s output, if listed. */
export function databaseIdIn(listOutput: string, name: string): string | null {
  const start = listOutput.indexOf("[");
  if (start < 0) return null;
  let listed: unknown;
  try {
    listed = JSON.parse(listOutput.slice(start));
  } catch {
    return null;
  }
  if (!Array.isArray(listed)) return null;
  for (const entry of listed as unknown[]) {
    if (entry && typeof entry === "object" && "name" in entry && "uuid" in entry) {
      if (entry.name === name && typeof entry.uuid === "string") return entry.uuid;
    }
  }
  return null;
}
