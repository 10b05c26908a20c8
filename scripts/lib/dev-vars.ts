/**
 * Reading the local development variables (`.dev.vars`, dotenv format) for
 * the scripts. Wrangler reads the same file for `wrangler dev` and the Vite
 * dev proxy; `local.dev.vars` holds the documented local defaults, and
 * `.dev.vars.example` only the deployed site's secrets, which is all the
 * 'Deploy to Cloudflare' button reads (docs/decisions/028-launch-day.md).
 */
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in scripts/lib/). */
export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export const devVarsPath = join(projectRoot, ".dev.vars");
/** The local development defaults, copied to `.dev.vars` on a fresh clone. */
export const localDevVarsPath = join(projectRoot, "local.dev.vars");

/**
 * Parses dotenv text: `KEY=value` lines, `#` comments, blank lines, an
 * optional `export ` prefix, single- or double-quoted values (double quotes
 * understand \n, \" and \\), and ` #` comments after unquoted values.
 */
export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = "", rest = ""] = match;
    vars[key] = parseValue(rest);
  }
  return vars;
}

function parseValue(rest: string): string {
  if (rest.startsWith("'")) {
    const close = rest.indexOf("'", 1);
    if (close > 0) return rest.slice(1, close);
  } else if (rest.startsWith('"')) {
    let close = 1;
    while (close < rest.length && rest[close] !== '"') close += rest[close] === "\\" ? 2 : 1;
    if (close < rest.length) {
      return rest
        .slice(1, close)
        .replace(/\\(.)/g, (_, char: string) => (char === "n" ? "\n" : char));
    }
  }
  return rest.replace(/\s+#.*$/, "").trim();
}

/** The variables of a dotenv file, or null when it does not exist. */
export function readDevVarsFile(path: string): Record<string, string> | null {
  if (!existsSync(path)) return null;
  return parseDevVars(readFileSync(path, "utf8"));
}

/**
 * Creates `.dev.vars` from `local.dev.vars` when it is missing, so
 * `wrangler dev` and the Vite dev proxy get the same variables as the scripts.
 * Returns whether the file was created.
 */
export function ensureDevVars(): boolean {
  if (existsSync(devVarsPath) || !existsSync(localDevVarsPath)) return false;
  copyFileSync(localDevVarsPath, devVarsPath);
  return true;
}

/**
 * A local development variable: the process environment first, then
 * `.dev.vars`, then the documented default in `local.dev.vars`. Empty
 * values count as unset.
 */
export function readDevVar(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const sources = [
    () => env[name],
    () => readDevVarsFile(devVarsPath)?.[name],
    () => readDevVarsFile(localDevVarsPath)?.[name],
  ];
  for (const source of sources) {
    const value = source();
    if (value !== undefined && value !== "") return value;
  }
  return undefined;
}

/** The local admin's credentials (ADMIN_USERNAME / ADMIN_PASSWORD), if set. */
export function localAdminCredentials(
  env: NodeJS.ProcessEnv = process.env,
): { username: string; password: string } | undefined {
  const username = readDevVar("ADMIN_USERNAME", env);
  const password = readDevVar("ADMIN_PASSWORD", env);
  return username !== undefined && password !== undefined ? { username, password } : undefined;
}
