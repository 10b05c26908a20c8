/**
 * Creates an admin user in the production D1 (`npm run admin:create`); with
 * `--local`, in the local D1 used by `wrangler dev` instead.
 *
 * Credentials come from ADMIN_USERNAME / ADMIN_PASSWORD in the environment
 * (never from .dev.vars: production has no default account) or are asked
 * for. The password is hashed here; only the hash reaches the database.
 * `wrangler d1 execute` takes no bound parameters, so the statement is built
 * with quoted SQL literals and passed through a temporary file. The remote
 * database is found by its name, as `npm run deploy` does
 * (scripts/lib/remote-database.ts): wrangler.toml names no id.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { adminCredentialsError, type AdminCredentials } from "../app/services/seed.server";
import { newPasswordError } from "../app/validation/account";
import { commonPasswordList } from "../app/services/account/common-password-list";
import { normalizeUsername } from "../app/validation/auth";
import { hashPassword } from "../app/services/password.server";
import { projectRoot } from "./lib/dev-vars";
import { withRemoteDatabase } from "./lib/remote-database";

const USAGE = `Uso: npm run admin:create [-- --local]

Crea un usuario administrador en la base de datos D1 remota (producción).
  --local   usa la base de datos local de wrangler dev en lugar de la remota
  --help    muestra esta ayuda

Toma ADMIN_USERNAME y ADMIN_PASSWORD del entorno o los pregunta.`;

/** A SQL string literal: single quotes doubled. */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function insertAdminSql(username: string, passwordHash: string): string {
  return (
    "INSERT INTO users (username, password_hash, is_admin) VALUES " +
    `(${sqlString(username)}, ${sqlString(passwordHash)}, 1);\n`
  );
}

/**
 * Line-by-line questions on the terminal; typing is hidden while `hidden` is
 * set. With piped input the lines are read in order.
 */
function createPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const terminal = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output, terminal });
  rl.on("SIGINT", () => {
    process.stdout.write("\n");
    process.exit(130);
  });
  const lines = rl[Symbol.asyncIterator]();
  return {
    terminal,
    async ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
      process.stdout.write(question);
      muted = Boolean(options.hidden) && terminal;
      try {
        const next = await lines.next();
        return next.done ? "" : next.value;
      } finally {
        if (muted) process.stdout.write("\n");
        muted = false;
      }
    },
    close: () => rl.close(),
  };
}

async function readCredentials(): Promise<AdminCredentials> {
  let username = process.env.ADMIN_USERNAME ?? "";
  let password = process.env.ADMIN_PASSWORD ?? "";
  if (username !== "" && password !== "") return { username, password };

  const prompter = createPrompter();
  try {
    if (username === "") username = await prompter.ask("Usuario: ");
    if (password === "") {
      password = await prompter.ask("Contraseña (mínimo 8 caracteres, no una común): ", {
        hidden: true,
      });
      if (prompter.terminal) {
        const again = await prompter.ask("Repite la contraseña: ", {
          hidden: true,
        });
        if (again !== password) throw new Error("Las contraseñas no coinciden");
      }
    }
  } finally {
    prompter.close();
  }
  return { username, password };
}

function runWrangler(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["wrangler", ...args], {
      cwd: projectRoot,
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== "--local" && arg !== "--remote");
  if (unknown.length > 0) {
    console.error(`Opción desconocida: ${unknown.join(" ")}\n\n${USAGE}`);
    return 1;
  }
  const local = args.includes("--local");

  const credentials = await readCredentials();
  // A real account's password: the rules of a password change, not the local seed's.
  const isCommon = commonPasswordList(
    readFileSync(join(projectRoot, "app/services/account/common-passwords.txt"), "utf8"),
  );
  const error =
    adminCredentialsError(credentials) ?? newPasswordError(credentials.password, isCommon);
  if (error) {
    console.error(error);
    return 1;
  }
  const username = normalizeUsername(credentials.username);
  if (/\p{Cc}/u.test(username)) {
    console.error("El nombre de usuario no puede contener caracteres de control");
    return 1;
  }
  const passwordHash = await hashPassword(credentials.password);

  const dir = mkdtempSync(join(tmpdir(), "admin-create-"));
  const file = join(dir, "create-admin.sql");
  try {
    writeFileSync(file, insertAdminSql(username, passwordHash), {
      mode: 0o600,
    });
    const where = local ? "local" : "remota";
    console.log(`Creando el administrador «${username}» en la base de datos ${where}…`);
    const execute = (config: string[]) =>
      runWrangler([
        "d1",
        "execute",
        "DB",
        local ? "--local" : "--remote",
        "--file",
        file,
        ...config,
      ]);
    const code = local
      ? await execute([])
      : await withRemoteDatabase(false, (config) => execute(["--config", config])).catch(
          (error: unknown) => {
            const detail = error instanceof Error ? error.message : String(error);
            throw new Error(
              `No se encontró la base de datos remota (${detail}). ¿Iniciaste sesión y publicaste el sitio? npx wrangler login; npm run deploy.`,
            );
          },
        );
    if (code === 0) {
      console.log(`Listo: «${username}» ya puede iniciar sesión en /admin/auth.`);
    } else {
      console.error(
        "wrangler no pudo crear el usuario. Si el error dice UNIQUE, ese nombre de usuario ya existe.",
      );
    }
    return code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
