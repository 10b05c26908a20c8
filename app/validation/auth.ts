import { z } from "zod";
import { requiredText } from "./fields";
import { authMessages } from "../content/admin-form-messages";

export { authMessages };

export const PASSWORD_MIN_LENGTH = 6;

// scrypt pads short passwords with zero bytes, so "clave" and "clave\0" would
// hash alike; control characters are never part of a typed password.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const INVALID_PASSWORD_CHARACTERS = authMessages.passwordCharacters;

// Invisible characters (a zero-width space, a direction mark, a Hangul
// filler, a variation selector, a line break, a blank Braille cell) would
// make two usernames that look alike, or one that cannot be typed.
const UNSEEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** A username being made: required, at most 120 characters, every character one that shows. */
export const newUsername = () =>
  requiredText(authMessages.username, 120).refine(
    (username) => !UNSEEN_CHARACTERS.test(username),
    authMessages.usernameCharacters,
  );

/** Sign-in: both fields required. */
export const loginSchema = z.object({
  username: requiredText(authMessages.username, 120),
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: authMessages.password })
    .min(1, authMessages.password)
    .max(200, authMessages.passwordTooLong)
    .refine((password) => !CONTROL_CHARACTERS.test(password), INVALID_PASSWORD_CHARACTERS),
});

/** A new user: a username, and a password of at least 6 characters. */
export const userSchema = z.object({
  username: newUsername(),
  password: z
    .string({ error: authMessages.passwordLength })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordLength)
    .max(200, authMessages.passwordTooLong)
    .refine((password) => !CONTROL_CHARACTERS.test(password), INVALID_PASSWORD_CHARACTERS),
});

export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Usernames are stored and compared in Unicode's composed form (an 'é' typed
 * as one character or as 'e' and an accent is one name), trimmed and
 * lower-case.
 */
export function normalizeUsername(username: string): string {
  return username.normalize("NFC").trim().toLowerCase();
}
