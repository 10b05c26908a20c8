import { describe, expect, it } from "vitest";
import { isCommonPassword } from "../../app/services/account/common-passwords.server";

describe("isCommonPassword", () => {
  it("finds the most common passwords of 8 characters or more, whatever their case", () => {
    for (const password of ["password", "12345678", "Password1", "iloveyou", "QWERTYUIOP"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    for (const password of ["miel-de-los-domos-2026", "panal-de-hidalgo-77", "# From the"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
