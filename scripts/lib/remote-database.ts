/**
 * The remote D1 for the scripts that reach it (`npm run deploy`,
 * `npm run db:migrate:remote`, `npm run admin:create`). The committed
 * wrangler.toml names no database id (docs/decisions/028-launch-day.md), and
 * wrangler's remote D1 commands need one, so the database is found by its
 * name (created on the very first deploy) and wrangler is handed a copy of
 * the configuration with the id filled in, removed afterwards.
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
} from "./deploy-config";
import { projectRoot } from "./dev-vars";

/** Runs a command in the project; its output is shown, or captured when `capture`. */
export function run(command: string, args: string[], capture = false): Promise<string> {
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
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")}`)),
    );
  });
}

export const wrangler = (args: string[], capture = false) =>
  run("npx", ["wrangler", ...args], capture);

/** The remote database's id: from the configuration, else found by name (created when `create`). */
async function databaseId(configFile: string, create: boolean) {
  const { rawConfig } = experimental_readRawConfig({ config: join(projectRoot, configFile) });
  const binding = databaseBinding(rawConfig);
  if (!binding?.database_name) throw new Error(`${configFile} no declara la base de datos DB`);
  if (binding.database_id) return { id: binding.database_id, raw: rawConfig };
  const name = binding.database_name;
  let id = databaseIdIn(await wrangler(["d1", "list", "--json"], true), name);
  if (!id && create) {
    console.log(`Creando la base de datos D1 «${name}»…`);
    await wrangler(["d1", "create", name]);
    id = databaseIdIn(await wrangler(["d1", "list", "--json"], true), name);
  }
  if (!id) throw new Error(`no hay ninguna base de datos D1 «${name}» en la cuenta`);
  return { id, raw: rawConfig };
}

/**
 * Runs `work` with the name of a configuration file that names the remote
 * database's id (`wrangler.local.toml` when present, else `wrangler.toml`,
 * completed). `create`: make the database when the account has none.
 */
export async function withRemoteDatabase<T>(
  create: boolean,
  work: (configFile: string) => Promise<T>,
): Promise<T> {
  const configFile = chooseConfig(projectRoot);
  if (configFile !== "wrangler.toml") {
    console.log(`Usando ${configFile} (no se sube al repositorio).`);
  }
  const { id, raw } = await databaseId(configFile, create);
  const deployConfig = join(projectRoot, DEPLOY_CONFIG);
  writeFileSync(deployConfig, `${JSON.stringify(withDatabaseId(raw, id), null, 2)}\n`);
  try {
    return await work(DEPLOY_CONFIG);
  } finally {
    rmSync(deployConfig, { force: true });
  }
}
