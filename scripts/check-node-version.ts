// Refuses a Node release outside package.json's "engines", and says which
// are supported; warns on Node 20, past its end of life (README "Node").
import { readFileSync } from "node:fs";
import semver from "semver";

const { engines } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as {
  engines: { node: string };
};
const version = process.versions.node;
if (!semver.satisfies(version, engines.node)) {
  console.error(
    `Node ${version} is not supported (package.json engines: ${engines.node}). Use Node 22 or 24.`,
  );
  process.exit(1);
}
if (semver.major(version) === 20) {
  console.warn(
    `Node ${version}: Node 20 reached its end of life in April 2026; it still runs everything here, but use Node 22 or 24.`,
  );
} else {
  console.log(`Node ${version} (supported: ${engines.node}).`);
}
