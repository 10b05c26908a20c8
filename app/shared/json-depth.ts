/**
 * How deep a JSON value nests, measured without recursion: a value nested
 * thousands of levels deep would overflow the stack of anything that walks
 * it recursively (JSON.stringify, a React list, a describer), and answer a
 * 500 instead of a refusal. Stored settings and backup files are held to a
 * depth far above anything the site writes (docs/decisions/013-backups.md,
 * 027-site-settings.md).
 */

/** Whether `value` holds arrays or objects more than `limit` levels deep (a scalar is 0, `[]` is 1). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, depth } = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push({ item: child, depth: depth + 1 });
  }
  return false;
}
