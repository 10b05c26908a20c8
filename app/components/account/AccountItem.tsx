import type { ReactNode } from "react";

/**
 * One row of the account pages' lists (sessions, passkeys, admins, open
 * invitations): its name, a line of dates, and what can be done with it.
 */
export function AccountItem({
  data,
  title,
  details,
  action,
}: {
  /** The row's `data-*` attribute, which names it (`data-passkey`…). */
  data: Record<`data-${string}`, string | number>;
  title: ReactNode;
  details: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" {...data}>
      <div className="space-y-1">
        <p className="font-semibold text-smoke-900">{title}</p>
        <p className="text-sm text-stone-700">{details}</p>
      </div>
      {action}
    </li>
  );
}
