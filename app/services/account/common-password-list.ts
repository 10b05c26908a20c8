/**
 * The list of common passwords read from its text (common-passwords.txt:
 * one a line, `#` for comments), compared lower-case, so 'Password1' counts
 * as 'password1'. Without the file's import, so a Node script can pass it
 * the text it read.
 */
export function commonPasswordList(text: string): (password: string) => boolean {
  const common = new Set(
    text.split("\n").filter((line) => line.length > 0 && !line.startsWith("#")),
  );
  return (password) => common.has(password.normalize("NFKC").toLowerCase());
}
