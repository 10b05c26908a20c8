import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { FilterFormCopy } from "~/content/admin";
import { FilterSelect, type FilterOption } from "./FilterSelect";

/** One select: its value in the URL now, and its choices. */
export interface FilterField<Name extends string> {
  id: string;
  name: Name;
  value: string | undefined;
  options: readonly FilterOption[];
}

interface AdminFilterFormProps<Name extends string> {
  /** Where the form sends its GET: the list's own URL. */
  action: string;
  copy: FilterFormCopy<Name>;
  fields: readonly FilterField<Name>[];
  /** Whether 'clear' shows; by default, when a select has a value. */
  filtered?: boolean;
}

/** A list's filters: a plain GET form, so a filtered list has its own URL. */
export function AdminFilterForm<Name extends string>({
  action,
  copy,
  fields,
  filtered = fields.some((field) => field.value),
}: AdminFilterFormProps<Name>) {
  return (
    <Form
      method="get"
      action={action}
      // The filters in the URL now: the form remounts when they change (back button).
      key={fields.map((field) => field.value ?? "").join("|")}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-honey-200 bg-white p-4"
      aria-label={copy.legend}
    >
      {fields.map((field) => (
        <FilterSelect
          key={field.name}
          {...field}
          label={copy[field.name].label}
          allLabel={copy[field.name].all}
        />
      ))}
      <Button type="submit" variant="secondary">
        {copy.apply}
      </Button>
      {filtered ? (
        <Link
          to={action}
          className="min-h-11 px-2 py-2.5 text-chili-700 underline underline-offset-2"
        >
          {copy.clear}
        </Link>
      ) : null}
    </Form>
  );
}
