import type { ReactNode } from "react";
import { adminRowProps } from "./useAdminDialogFocus";

/** A tab's list of items, a row each, or `empty` when there are none. */
export function AdminItemList<Item extends { id: number }>({
  items,
  empty,
  rowClassName = "flex flex-wrap items-start justify-between gap-4 p-4",
  children,
}: {
  items: readonly Item[];
  empty: string;
  rowClassName?: string;
  /** A row's content. */
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200 bg-white">
      {items.map((item) => (
        <li key={item.id} {...adminRowProps(item.id)} className={rowClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
