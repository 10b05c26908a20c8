import { describe, expect, it } from "vitest";
import { parseDevVars, projectRoot } from "../../scripts/lib/dev-vars";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SETUP_CODE_MIN_LENGTH, configuredSetupCode } from "~/services/first-admin.server";

describe("configuredSetupCode (docs/decisions/028-launch-day.md)", () => {
  it("takes a long enough code, trimmed", () => {
    expect(configuredSetupCode({ SETUP_CODE: "  nopala-domos-miel  " })).toBe("nopala-domos-miel");
  });

  it("takes none, a blank one, a short one and the example's for no code at all", () => {
    const example = parseDevVars(readFileSync(join(projectRoot, ".dev.vars.example"), "utf8"));
    for (const SETUP_CODE of [
      undefined,
      "",
      "   ",
      "x".repeat(SETUP_CODE_MIN_LENGTH - 1),
      example.SETUP_CODE,
    ]) {
      expect(configuredSetupCode({ SETUP_CODE }), String(SETUP_CODE)).toBeNull();
    }
  });
});
