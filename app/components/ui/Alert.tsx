import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";

/** Why a file or an action was refused, in place under the control. */
export function InlineAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-chili-700"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** A refusal with its title in bold, then what the server said. */
export function TitledAlert({
  className,
  title,
  children,
}: {
  className: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={className}>
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** A refusal headed by the icon and its title, then what the server said (a form's failure). */
export function HeadedAlert({
  spacing,
  title,
  children,
}: {
  /** The margin below it, which the form around it decides. */
  spacing: "mb-3" | "mb-4";
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`${spacing} rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" />
        {title}
      </p>
      {children}
    </div>
  );
}
