import type { ReactNode } from "react";

/** A cell of an admin table. */
export const ADMIN_CELL = "px-3 py-2 align-top";
const cell = ADMIN_CELL;

/**
 * A list of the panel as a table: scrollable sideways at narrow widths (and
 * then focusable, so keyboards can scroll it), its caption naming it, the
 * columns' heads; `children` are the rows.
 */
export function AdminTable({
  id,
  caption,
  columns,
  minWidth,
  children,
}: {
  /** The caption's id, which names the scrollable region. */
  id: string;
  caption: string;
  columns: readonly string[];
  /** The table's least width, e.g. "min-w-[60rem]". */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
    >
      <table className={`w-full ${minWidth} text-left text-sm text-smoke-900`}>
        <caption id={id} className="px-3 py-2 text-left font-semibold">
          {caption}
        </caption>
        <thead className="bg-honey-100 text-honey-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-honey-100">{children}</tbody>
      </table>
    </div>
  );
}
