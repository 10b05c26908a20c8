/** A GitHub-flavoured Markdown table; columns after the first are right-aligned if numeric. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  const align = header.map((_, column) =>
    column > 0 && rows.every((row) => /^[-\d.,×%\s]*$/.test(row[column] ?? "")) ? "---:" : "---",
  );
  return [
    `| ${header.map(escape).join(" | ")} |`,
    `| ${align.join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ].join("\n");
}

export const fixed = (value: number, digits = 0): string =>
  Number.isFinite(value) ? value.toFixed(digits) : "n/a";

/** Kilobytes (1000 bytes), as the budgets in KB are. */
export const kb = (bytes: number): string => fixed(bytes / 1000, 1);

/** Kibibytes (1024 bytes), as wrangler reports the bundle. */
export const kib = (bytes: number): string => fixed(bytes / 1024, 1);
