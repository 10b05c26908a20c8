import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (memory-hard), native in workerd under
 * `nodejs_compat` and in Node for the scripts. The parameters are stored
 * beside each hash so they can be raised later without breaking old hashes.
 * N = 2^14, r = 8 takes 16 MiB and well under the Workers CPU limit.
 */
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(key, "base64");
  try {
    const actual = await deriveKey(password, Buffer.from(salt, "base64"), params);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    // Impossible parameters in a corrupted row: a failed sign-in, not a crash.
    return false;
  }
}
