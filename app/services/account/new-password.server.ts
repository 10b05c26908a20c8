import { accountMessages } from "~/content/account";
import { badRequest } from "../errors.server";
import { isCommonPassword } from "./common-passwords.server";

/** A new password's rule beyond its length: not one of the most common. */
export function checkNewPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(accountMessages.commonPassword, { [field]: [accountMessages.commonPassword] });
  }
}
