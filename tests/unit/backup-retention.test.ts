import { describe, expect, it } from "vitest";
import { backupsToKeep, backupsToPrune } from "../../app/services/backup-retention.server";

/** Every date from `first` to `last` (YYYY-MM-DD), one a day. */
function days(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(first); at <= Date.parse(last); at += 24 * 60 * 60_000) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

describe("the automatic backups' retention: the newest 14 and the first of each of the last 6 months", () => {
  it("keeps everything while there are 14 or fewer", () => {
    const dates = days("2026-11-15", "2026-11-28");
    expect(backupsToPrune(dates, "2026-11-28")).toEqual([]);
  });

  it("after a year of daily runs keeps the 14 newest and the 1st of June to November", () => {
    const dates = days("2025-11-01", "2026-11-28");
    const kept = [...backupsToKeep(dates, "2026-11-28")].sort();
    expect(kept).toEqual([
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      ...days("2026-11-15", "2026-11-28"),
    ]);
    expect(backupsToPrune(dates, "2026-11-28")).toHaveLength(dates.length - kept.length);
    expect(backupsToPrune(dates, "2026-11-28")).toContain("2026-05-01");
  });

  it("a month's first is the earliest file it has, when the 1st's run failed", () => {
    const dates = [...days("2026-09-03", "2026-09-05"), ...days("2026-11-01", "2026-11-20")];
    const kept = backupsToKeep(dates, "2026-11-20");
    expect(kept.has("2026-09-03")).toBe(true);
    expect(kept.has("2026-09-04")).toBe(false);
    expect(kept.has("2026-11-01")).toBe(true);
    expect(kept.has("2026-11-06")).toBe(false);
    expect(kept.has("2026-11-07")).toBe(true);
  });

  it("counts months across the new year, and lets the seventh month back go", () => {
    const dates = ["2025-07-01", "2025-08-01", "2025-09-01", "2025-12-01", "2026-01-01"];
    const padded = [...dates, ...days("2026-02-01", "2026-02-14")];
    expect(backupsToPrune(padded, "2026-02-14")).toEqual(["2025-07-01", "2025-08-01"]);
  });

  it("keeps the 14 newest files, not the last 14 days, when runs were missed", () => {
    const dates = [...days("2026-10-01", "2026-10-10"), ...days("2026-11-25", "2026-11-28")];
    expect(backupsToPrune(dates, "2026-11-28")).toEqual([]);
  });

  it("is idempotent: what it keeps, it keeps again", () => {
    const dates = days("2025-01-01", "2026-11-28");
    const kept = [...backupsToKeep(dates, "2026-11-28")];
    expect(backupsToPrune(kept, "2026-11-28")).toEqual([]);
  });
});
