import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/Button";

interface AdminFilterFormProps {
  /** Where the form sends its GET: the list's own URL. */
  action: string;
  /** The filters in the URL now: the form remounts when they change (back button). */
  current: string;
  filtered: boolean;
  label: string;
  applyLabel: string;
  clearLabel: string;
  /** The filters' selects. */
  children: ReactNode;
}

/** A list's filters: a plain GET form, so a filtered list has its own URL. */
export function AdminFilterForm({
  action,
  current,
  filtered,
  label,
  applyLabel,
  clearLabel,
  children,
}: AdminFilterFormProps) {
  return (
    <Form
      method="get"
      action={action}
      key={current}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-honey-200 bg-white p-4"
      aria-label={label}
    >
      {children}
      <Button type="submit" variant="secondary">
        {applyLabel}
      </Button>
      {filtered ? (
        <Link
          to={action}
          className="min-h-11 px-2 py-2.5 text-chili-700 underline underline-offset-2"
        >
          {clearLabel}
        </Link>
      ) : null}
    </Form>
  );
}
