/**
 * Which automatic backups are kept (docs/decisions/033-scheduled-jobs-and-automatic-backups.md):
 * the newest 14 daily files, and the first file of each of the last six
 * months (this month and the five before it). A backup is named by its date
 * in Mexico City, `YYYY-MM-DD`, so dates compare as text.
 */
export const DAILY_BACKUPS_KEPT = 14;
export const MONTHLY_BACKUPS_KEPT = 6;

/** `YYYY-MM` of the month `back` months before `today`'s (`YYYY-MM-DD`). */
function monthBefore(today: string, back: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const shifted = new Date(Date.UTC(year, month, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The backups (by date) to keep on `today`. */
export function backupsToKeep(dates: readonly string[], today: string): Set<string> {
  const newestFirst = [...new Set(dates)].sort().reverse();
  const kept = new Set(newestFirst.slice(0, DAILY_BACKUPS_KEPT));
  for (let back = 0; back < MONTHLY_BACKUPS_KEPT; back++) {
    const month = monthBefore(today, back);
    const first = newestFirst.filter((date) => date.startsWith(`${month}-`)).at(-1);
    if (first) kept.add(first);
  }
  return kept;
}

/** The backups (by date) the rule lets go on `today`, oldest first. */
export function backupsToPrune(dates: readonly string[], today: string): string[] {
  const kept = backupsToKeep(dates, today);
  return [...new Set(dates)].sort().filter((date) => !kept.has(date));
}
