import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from "wrangler";
import { createDatabase, type Database } from "../../app/db/client.server";
import { seedDatabase } from "../../app/db/seed.server";
import { projectRoot, workerBundleDir } from "./paths";

export const TEST_ADMIN = { username: "admin", password: "clave-de-prueba-123" } as const;

export interface TestWorker {
  /** Base URL of the Worker when started with `http: true`. */
  url: string;
  /** A request to the Worker; `path` is relative to its origin. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  db: Database;
  d1: D1Database;
  mf: Miniflare;
  dispose(): Promise<void>;
}

export interface StartWorkerOptions {
  /** Seed the sample catalogue and the test admin (default true). */
  seed?: boolean;
  /** Listen on a free loopback port, for the browser tests. */
  http?: boolean;
  /** Extra or replaced environment variables. */
  vars?: Record<string, string>;
}

/** Applies every migration in migrations/, in order, as wrangler does. */
export async function applyMigrations(d1: D1Database): Promise<void> {
  const dir = `${projectRoot}migrations`;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const file of files) {
    const statements = unstable_splitSqlQuery(readFileSync(`${dir}/${file}`, "utf8"))
      .map((sql) => sql.replaceAll("--> statement-breakpoint", "").trim())
      .filter(Boolean);
    await d1.batch(statements.map((sql) => d1.prepare(sql)));
  }
}

/**
 * The production Worker bundle in workerd (Miniflare), with its own fresh,
 * in-memory D1 (migrations applied), R2 and KV, and the static assets.
 */
export async function startWorker(options: StartWorkerOptions = {}): Promise<TestWorker> {
  const { seed = true, http = false, vars = {} } = options;
  if (!existsSync(`${workerBundleDir}/server.js`)) {
    throw new Error("No hay Worker compilado: ejecuta `npm run build` antes de estas pruebas.");
  }
  const { workerOptions } = unstable_getMiniflareWorkerOptions(`${projectRoot}wrangler.toml`);
  const mf = new Miniflare({
    ...workerOptions,
    name: "miel-picosa-test",
    // Listed explicitly: the bundle has dynamic imports Miniflare cannot follow.
    modules: [{ type: "ESModule", path: `${workerBundleDir}/server.js` }],
    // Exactly the production variables, whatever a developer's .dev.vars says.
    bindings: {
      ENVIRONMENT: "production",
      SESSION_SECRET: "secreto-de-pruebas",
      ...vars,
    },
    ...(http ? { host: "127.0.0.1", port: 0 } : {}),
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(d1);
  const db = createDatabase(d1);
  if (seed) await seedDatabase(db, { admin: TEST_ADMIN });

  return {
    url,
    d1,
    db,
    mf,
    fetch: async (path, init) => {
      const response = await mf.dispatchFetch(
        new URL(path, "http://localhost").toString(),
        init as never,
      );
      return response as unknown as Response;
    },
    dispose: () => mf.dispose(),
  };
}
