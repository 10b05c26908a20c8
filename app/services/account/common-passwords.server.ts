import list from "./common-passwords.txt?raw";
import { commonPasswordList } from "./common-password-list";

/**
 * The most common passwords of 8 characters or more, from the file beside
 * this one (its header says where the list comes from and its licence).
 */
let isCommon: ((password: string) => boolean) | undefined;

export function isCommonPassword(password: string): boolean {
  return (isCommon ??= commonPasswordList(list))(password);
}
