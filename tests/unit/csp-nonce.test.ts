import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../app/http/content-security-policy.server";
import { createCspNonce } from "../../app/worker/security-headers.server";

describe("createCspNonce", () => {
  it("is 16 random bytes in base64: 24 characters a policy can carry", () => {
    const nonce = createCspNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(contentSecurityPolicy(nonce)).toContain(`'nonce-${nonce}'`);
  });

  it("is a new one every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createCspNonce()));
    expect(nonces.size).toBe(200);
  });
});
