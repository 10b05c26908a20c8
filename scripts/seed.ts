/**
 * Seeds the LOCAL D1 used by `wrangler dev` and `remix vite:dev` with the
 * sample catalogue and the local admin, only when it is empty
 * (`npm run db:seed`, run by `npm run dev` after the migrations).
 *
 * getPlatformProxy reads wrangler.toml and the same `.wrangler/state` as
 * `wrangler d1 migrations apply DB --local`. The admin comes from
 * ADMIN_USERNAME / ADMIN_PASSWORD: the environment, else `.dev.vars`, else
 * the documented defaults in `local.dev.vars`.
 */
import { getPlatformProxy } from "wrangler";
import { createDatabase } from "../app/db/client.server";
import { seedDatabase, type SeedResult } from "../app/services/seed.server";
import { ensureDevVars, localAdminCredentials, projectRoot } from "./lib/dev-vars";

function describe(result: SeedResult): string {
  if (!result.seeded) return "La base de datos local ya tiene datos; no se sembró nada.";
  const admin = result.admin ? `admin «${result.admin}»` : "sin admin";
  if (result.products + result.stores + result.recipes + result.invitationCodes === 0) {
    return `La base de datos local ya tenía catálogo; se creó el ${admin}.`;
  }
  return (
    `Base de datos local sembrada: ${result.products} productos, ` +
    `${result.stores} puntos de venta, ${result.recipes} recetas, ` +
    `${result.invitationCodes} códigos de invitación; ${admin}.`
  );
}

async function main(): Promise<void> {
  process.chdir(projectRoot);
  if (ensureDevVars()) console.log("Se creó .dev.vars a partir de local.dev.vars.");
  const admin = localAdminCredentials();
  if (!admin) {
    console.warn("Aviso: no hay ADMIN_USERNAME / ADMIN_PASSWORD; no se creará un admin.");
  }

  const { env, dispose } = await getPlatformProxy<Env>({ persist: true });
  try {
    const result = await seedDatabase(createDatabase(env.DB), { admin });
    console.log(describe(result));
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`No se pudo sembrar la base de datos local: ${message}`);
  if (/no such table/i.test(message)) {
    console.error("Aplica primero las migraciones: npm run db:migrate");
  }
  process.exitCode = 1;
});
