import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../app/services/password.server";

describe("password hashing", () => {
  it("verifies the password it hashed", async () => {
    const hash = await hashPassword("miel-picosa-2023");
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("miel-picosa-2023");
    await expect(verifyPassword("miel-picosa-2023", hash)).resolves.toBe(true);
  });

  it("rejects a wrong password", async () => {
    const hash = await hashPassword("miel-picosa-2023");
    await expect(verifyPassword("miel-picosa-2024", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("rejects a malformed stored hash", async () => {
    for (const stored of [
      "",
      "texto-plano",
      "bcrypt$10$abc",
      "scrypt$16384$8$1$c2FsdA==",
      "scrypt$x$8$1$c2FsdA==$a2V5",
    ]) {
      await expect(verifyPassword("miel-picosa-2023", stored), stored).resolves.toBe(false);
    }
  });

  it("salts each hash", async () => {
    const [first, second] = await Promise.all([hashPassword("secreto"), hashPassword("secreto")]);
    expect(first).not.toBe(second);
    await expect(verifyPassword("secreto", second)).resolves.toBe(true);
  });
});
