/**
 * Writes the standalone data, public/content/{products,stores,recipes}.json,
 * from the sample data (app/db/seed-data.ts), the same source that seeds the
 * local database. Run after changing the sample data: `npm run content:export`.
 * A unit test fails when the files and the sample data drift apart.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildStaticContent } from "../app/db/static-content";
import { projectRoot } from "./lib/dev-vars";

const outputDir = join(projectRoot, "public", "content");
mkdirSync(outputDir, { recursive: true });

const content = buildStaticContent();
for (const [name, items] of Object.entries(content)) {
  const path = join(outputDir, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(items, null, 2)}\n`);
  console.log(`${relative(projectRoot, path)}: ${items.length} elementos`);
}
