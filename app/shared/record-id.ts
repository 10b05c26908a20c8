/** D1's INTEGER primary keys as this site creates them. */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record's id as a URL or a form writes it: a plain positive integer
 * ("12"; not "012", "1e3" or "-1"), else null. The one rule for every id
 * the site reads.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
