/**
 * The form of every secret the server hands to a browser (`randomToken`,
 * app/services/random-token.server.ts): 43 base64url characters. Anything
 * else is refused before a look-up.
 */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
