import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { projectRoot } from "./paths";

/**
 * A copy of the project as a fresh clone has it (every file git would hand
 * over, none of the build, `.wrangler` state or `.dev.vars`), sharing this
 * checkout's `node_modules`. A command that rebuilds (`npm start`) runs
 * there, away from the build the other test files read.
 */
export function copyProject(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "miel-copy-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: projectRoot,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(root, file), { force: true, errorOnExist: false });
  }
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
