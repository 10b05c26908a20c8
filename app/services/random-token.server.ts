/**
 * Secrets handed to a browser (a session's id, an invitation's token) and
 * how they are kept: 32 random bytes as base64url, and their SHA-256.
 */

/** 32 random bytes, base64url without padding: 43 characters of `RANDOM_TOKEN`. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What `randomToken` makes; anything else is refused before a look-up. */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of the bytes, hex. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
