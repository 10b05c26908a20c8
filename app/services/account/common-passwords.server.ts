import list from "./common-passwords.txt?raw";

/**
 * The most common passwords of 8 characters or more, from the file beside
 * this one (its header says where the list comes from and its licence).
 * Compared lower-case, so 'Password1' counts as 'password1'.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  return (common ??= new Set(
    list.split("\n").filter((line) => line.length > 0 && !line.startsWith("#")),
  ));
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize("NFKC").toLowerCase());
}
