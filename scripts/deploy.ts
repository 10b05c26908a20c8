/**
 * `npm run deploy`: build, apply the migrations to the remote D1, deploy
 * (docs/decisions/028-launch-day.md). Each step runs only when the one before
 * succeeded; the first failure stops it with a message naming the step.
 * Every step can run again: the build is rebuilt, only pending migrations are
 * applied, and `wrangler deploy` binds the resources it created the first
 * time. The 'Deploy to Cloudflare' button's build runs this same command.
 *
 * The committed wrangler.toml names no resource id. `wrangler deploy` creates
 * what is missing on its own, but the remote migrations need the database's
 * id, so this finds the database by its name (creating it on the very first
 * run) and hands wrangler a copy of the configuration with the id filled in.
 * With `--migrations-only` (`npm run db:migrate:remote`) it only applies the
 * migrations.
 */
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import {
  DEPLOY_CONFIG,
  chooseConfig,
  databaseBinding,
  databaseIdIn,
  withDatabaseId,
} from "./lib/deploy-config";
import { projectRoot } from "./lib/dev-vars";

class StepFailed extends Error {}

/** Runs a command in the project; its output is shown, or captured when `capture`. */
function run(command: string, args: string[], capture = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      // No terminal input: wrangler answers its own questions (apply the
      // migrations, create the resources) as it does in a CI build.
      stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
      shell: process.platform === "win32",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new StepFailed(`${command} ${args.join(" ")}`)),
    );
  });
}

async function step<T>(title: string, hint: string, work: () => Promise<T>): Promise<T> {
  console.log(`\n▶ ${title}`);
  try {
    return await work();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new StepFailed(`Falló «${title}» (${detail}).\n${hint}`);
  }
}

const wrangler = (args: string[], capture = false) => run("npx", ["wrangler", ...args], capture);

/** The remote database's id: from the configuration, else found (or created) by name. */
async function databaseId(configFile: string): Promise<{ id: string; raw: object }> {
  const { rawConfig } = experimental_readRawConfig({ config: join(projectRoot, configFile) });
  const binding = databaseBinding(rawConfig);
  if (!binding?.database_name) throw new Error(`${configFile} no declara la base de datos DB`);
  if (binding.database_id) return { id: binding.database_id, raw: rawConfig };
  const name = binding.database_name;
  let id = databaseIdIn(await wrangler(["d1", "list", "--json"], true), name);
  if (!id) {
    console.log(`Creando la base de datos D1 «${name}»…`);
    await wrangler(["d1", "create", name]);
    id = databaseIdIn(await wrangler(["d1", "list", "--json"], true), name);
  }
  if (!id) throw new Error(`no se encontró la base de datos «${name}» después de crearla`);
  return { id, raw: rawConfig };
}

async function main(): Promise<void> {
  const migrationsOnly = process.argv.includes("--migrations-only");
  const configFile = chooseConfig(projectRoot);
  if (configFile !== "wrangler.toml")
    console.log(`Usando ${configFile} (no se sube al repositorio).`);

  if (!migrationsOnly) {
    await step(
      "Compilar (npm run build)",
      "Corrige el error de compilación y vuelve a ejecutar npm run deploy.",
      () => run("npm", ["run", "build"]),
    );
  }
  const { id, raw } = await step(
    "Encontrar la base de datos D1",
    "¿Iniciaste sesión? Ejecuta npx wrangler login y vuelve a ejecutar npm run deploy.",
    () => databaseId(configFile),
  );
  const deployConfig = join(projectRoot, DEPLOY_CONFIG);
  writeFileSync(deployConfig, `${JSON.stringify(withDatabaseId(raw, id), null, 2)}\n`);
  try {
    await step(
      "Aplicar las migraciones a la base de datos remota",
      "El sitio publicado no cambió. Revisa el error de arriba y vuelve a ejecutar npm run deploy: solo se aplican las migraciones pendientes.",
      () => wrangler(["d1", "migrations", "apply", "DB", "--remote", "--config", DEPLOY_CONFIG]),
    );
    if (migrationsOnly) return;
    await step(
      "Publicar el Worker (wrangler deploy)",
      "Las migraciones ya están aplicadas; vuelve a ejecutar npm run deploy para publicar.",
      () => wrangler(["deploy", "--config", DEPLOY_CONFIG]),
    );
  } finally {
    rmSync(deployConfig, { force: true });
  }
  console.log(
    "\n✔ Sitio publicado. Abre su dirección: mientras no haya administrador, /admin/auth lleva a «Configura tu sitio».",
  );
}

main().catch((error: unknown) => {
  console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
