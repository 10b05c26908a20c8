/**
 * Secrets handed to a browser (a session's id, an invitation's token) and
 * how they are kept: 32 random bytes as base64url, and their SHA-256.
 */

/** 32 random bytes, base64url without padding: 43 characters of `RANDOM_TOKEN` (app/shared/random-token.ts). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export { RANDOM_TOKEN } from "../shared/random-token";

/** SHA-256 of the bytes, hex. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
