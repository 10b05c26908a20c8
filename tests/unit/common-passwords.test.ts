import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { commonPasswordList } from "../../app/services/account/common-password-list";
import { isCommonPassword } from "../../app/services/account/common-passwords.server";
import { newPasswordError } from "../../app/validation/account";

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

describe("newPasswordError, as `npm run admin:create` asks it of the list it reads", () => {
  const isCommon = commonPasswordList(
    readFileSync(
      new URL("../../app/services/account/common-passwords.txt", import.meta.url),
      "utf8",
    ),
  );

  it("refuses a short password and a common one with the password change's messages", () => {
    expect(newPasswordError("123456", isCommon)).toBe(
      "La nueva contraseña debe tener al menos 8 caracteres",
    );
    expect(newPasswordError("Password1", isCommon)).toBe(
      "Esa contraseña es de las más comunes; elija otra",
    );
  });

  it("takes an uncommon one of 8 characters or more", () => {
    expect(newPasswordError("panal-de-hidalgo-77", isCommon)).toBeNull();
  });
});
