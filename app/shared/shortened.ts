/**
 * `text` cut to at most `limit` characters, the last of them "…" when it was
 * cut. Counted in code points, so a character outside the BMP (🍯) is never
 * split in half.
 */
export function shortened(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit - 1).join("")}…` : text;
}
