import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";

/** What an admin tab cannot show in standalone mode, and why. */
export function AdminStandaloneNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-honey-700 bg-honey-50 p-4 text-honey-900"
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
