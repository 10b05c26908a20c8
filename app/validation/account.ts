import { z } from "zod";
import { accountMessages } from "../content/account";
import { authMessages } from "../content/admin-form-messages";
import { newUsername } from "./auth";
import { requiredText } from "./fields";

/**
 * A new password: 8 characters at least (the sign-in form keeps the
 * original 6 as its floor). Whether it is a common one is checked on the
 * server (services/account/common-passwords.server.ts), where the list is.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const newPassword = () =>
  z
    .string({ error: accountMessages.newPasswordLength })
    .min(NEW_PASSWORD_MIN_LENGTH, accountMessages.newPasswordLength)
    .max(200, accountMessages.newPasswordTooLong)
    .refine((password) => !CONTROL_CHARACTERS.test(password), authMessages.passwordCharacters);

/**
 * Why `password` may not be a new account's (too short or long, a control
 * character, or common by `isCommon`), or null. For a script that has no
 * request: the server's forms check the same through `newPassword` and
 * `checkNewPassword`.
 */
export function newPasswordError(
  password: string,
  isCommon: (password: string) => boolean,
): string | null {
  const parsed = newPassword().safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? accountMessages.newPasswordLength;
  return isCommon(password) ? accountMessages.commonPassword : null;
}

const currentPassword = () =>
  z
    .string({ error: accountMessages.currentPassword })
    .min(1, accountMessages.currentPassword)
    .max(200, accountMessages.wrongCurrentPassword);

/** `POST /api/admin/account/password`. */
export const passwordChangeSchema = z.object({
  currentPassword: currentPassword(),
  newPassword: newPassword(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * A change that adds a way in (an invitation link, a passkey) carries the
 * current password; missing or not, it is answered as a wrong one.
 */
export const passwordConfirmationSchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.wrongCurrentPassword })
    .min(1, accountMessages.wrongCurrentPassword)
    .max(200, accountMessages.wrongCurrentPassword),
});

/** The 'Cuenta' page's form: the same, with the new password typed twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmation: z.string({ error: accountMessages.confirmation }) })
  .refine((input) => input.confirmation === input.newPassword, {
    message: accountMessages.confirmation,
    path: ["confirmation"],
  });

/** A passkey's name, e.g. 'iPhone de Ana'. */
export const passkeyName = () =>
  requiredText(accountMessages.passkeyName, 60, accountMessages.passkeyNameTooLong);

/** Who accepts an admin invitation: a username and a new password, typed twice on the page. */
export const invitationAcceptanceSchema = z
  .object({
    username: newUsername(),
    password: newPassword(),
    confirmation: z.string({ error: accountMessages.confirmation }),
  })
  .refine((input) => input.confirmation === input.password, {
    message: accountMessages.confirmation,
    path: ["confirmation"],
  });
export type InvitationAcceptance = z.infer<typeof invitationAcceptanceSchema>;
