import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDevVars, projectRoot } from "../../scripts/lib/dev-vars";
import { databaseIdIn, withDatabaseId } from "../../scripts/lib/deploy-config";

const read = (file: string) => readFileSync(join(projectRoot, file), "utf8");

/** The secrets the 'Deploy to Cloudflare' button asks for (docs/decisions/028-launch-day.md). */
const deployedSecrets = parseDevVars(read(".dev.vars.example"));
const localValues = parseDevVars(read("local.dev.vars"));
const packageJson = JSON.parse(read("package.json")) as {
  cloudflare?: { bindings?: Record<string, { description?: string }> };
};

/** Values that only make sense on a developer's machine. */
const LOCAL_ONLY = ["ENVIRONMENT", "ADMIN_USERNAME", "ADMIN_PASSWORD", "NOTIFY_TO", "NOTIFY_FROM"];

describe(".dev.vars.example (what the deploy button asks for)", () => {
  it("names the setup code and no local-only value", () => {
    expect(Object.keys(deployedSecrets)).toContain("SETUP_CODE");
    for (const name of LOCAL_ONLY) expect(Object.keys(deployedSecrets)).not.toContain(name);
    for (const value of Object.values(deployedSecrets)) {
      expect(Object.values(localValues)).not.toContain(value);
      expect(value).not.toMatch(/@|localhost|development/);
    }
  });

  it("describes every secret it names in package.json's cloudflare.bindings", () => {
    const bindings = packageJson.cloudflare?.bindings ?? {};
    for (const name of Object.keys(deployedSecrets)) {
      expect(bindings[name]?.description, name).toMatch(/\S{3,}/);
    }
  });

  it("leaves the local values to local.dev.vars, which npm run dev copies to .dev.vars", () => {
    expect(localValues).toMatchObject({
      ENVIRONMENT: "development",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "miel-picosa-2023",
    });
  });
});

describe("wrangler.toml", () => {
  it("names no account's resource id", () => {
    const toml = read("wrangler.toml");
    expect(toml).not.toMatch(/^\s*(database_id|id|preview_id|preview_database_id)\s*=/m);
    expect(toml).not.toMatch(/^\s*NOTIFY_TO\s*=/m);
  });
});

describe("the deploy's configuration", () => {
  it("fills in the database's id and nothing else", () => {
    const raw = {
      name: "w",
      d1_databases: [{ binding: "DB", database_name: "miel-picosa-db" }],
      kv_namespaces: [{ binding: "IMAGE_MANIFEST" }],
    };
    expect(withDatabaseId(raw, "abc")).toEqual({
      ...raw,
      d1_databases: [{ binding: "DB", database_name: "miel-picosa-db", database_id: "abc" }],
    });
  });

  it("reads the id from wrangler d1 list --json, whatever is printed before it", () => {
    const output = `banner\n[{"uuid":"1","name":"otra"},{"uuid":"2","name":"miel-picosa-db"}]`;
    expect(databaseIdIn(output, "miel-picosa-db")).toBe("2");
    expect(databaseIdIn(output, "ninguna")).toBeNull();
    expect(databaseIdIn("no json", "miel-picosa-db")).toBeNull();
  });
});
