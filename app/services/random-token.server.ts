/**
 * Secrets handed to a browser (a session's id, an invitation's token) and
 * how they are kept: 32 random bytes as base64url, and their SHA-256.
 */

/** Bytes as base64url without padding: 32 of them are 43 characters of `RANDOM_TOKEN`. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** 32 random bytes, base64url: 43 characters of `RANDOM_TOKEN` (app/shared/random-token.ts). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export { RANDOM_TOKEN } from "../shared/random-token";

/** SHA-256 of the bytes, hex. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
