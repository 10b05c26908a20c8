/**
 * `npm run deploy`: build, apply the migrations to the remote D1, deploy
 * (docs/decisions/028-launch-day.md). Each step runs only when the one before
 * succeeded; the first failure stops it with a message naming the step.
 * Every step can run again: the build is rebuilt, only pending migrations are
 * applied, and `wrangler deploy` binds the resources it created the first
 * time. The 'Deploy to Cloudflare' button's build runs this same command.
 *
 * The committed wrangler.toml names no resource id. `wrangler deploy` creates
 * what is missing on its own; the remote database the migrations need is
 * found by its name, or created on the very first run (lib/remote-database.ts).
 * With `--migrations-only` (`npm run db:migrate:remote`) it only applies the
 * migrations.
 */
import { run, withRemoteDatabase, wrangler } from "./lib/remote-database";

class StepFailed extends Error {}

async function step<T>(title: string, hint: string, work: () => Promise<T>): Promise<T> {
  console.log(`\n▶ ${title}`);
  try {
    return await work();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new StepFailed(`Falló «${title}» (${detail}).\n${hint}`);
  }
}

const RERUN = "vuelve a ejecutar npm run deploy";

async function main(): Promise<void> {
  const migrationsOnly = process.argv.includes("--migrations-only");
  if (!migrationsOnly) {
    await step("Compilar (npm run build)", `Corrige el error de compilación y ${RERUN}.`, () =>
      run("npm", ["run", "build"]),
    );
  }
  const finding = "Encontrar la base de datos D1";
  console.log(`\n▶ ${finding}`);
  let found = false;
  try {
    await withRemoteDatabase(!migrationsOnly, async (config) => {
      found = true;
      await step(
        "Aplicar las migraciones a la base de datos remota",
        `El sitio publicado no cambió. Revisa el error de arriba y ${RERUN}: solo se aplican las migraciones pendientes.`,
        () => wrangler(["d1", "migrations", "apply", "DB", "--remote", "--config", config]),
      );
      if (migrationsOnly) return;
      await step(
        "Publicar el Worker (wrangler deploy)",
        `Las migraciones ya están aplicadas; ${RERUN} para publicar.`,
        () => wrangler(["deploy", "--config", config]),
      );
    });
  } catch (error) {
    // A later step's failure is already worded; only the search's is worded here.
    if (found) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new StepFailed(
      `Falló «${finding}» (${detail}).\n¿Iniciaste sesión? Ejecuta npx wrangler login y ${RERUN}.`,
    );
  }
  if (!migrationsOnly) {
    console.log(
      "\n✔ Sitio publicado. Abre su dirección: mientras no haya administrador, /admin/auth lleva a «Configura tu sitio».",
    );
  }
}

main().catch((error: unknown) => {
  console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
