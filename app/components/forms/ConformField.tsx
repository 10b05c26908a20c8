import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldLabel, FormField } from "~/components/ui/FormField";

interface ConformFieldProps<Schema> {
  field: FieldMetadata<Schema>;
  label: ReactNode;
  hint?: ReactNode;
  /** Classes of the field's wrapper (e.g. "sm:col-span-2"). */
  className?: string;
}

/** A `FormField` input for a Conform field; `control` adds to the input's attributes. */
export function ConformInput<Schema>({
  field,
  type = "text",
  autoComplete,
  control,
  ...props
}: ConformFieldProps<Schema> & {
  type?: "text" | "email" | "tel" | "url" | "password" | "date" | "number";
  autoComplete?: string;
  control?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete">;
}) {
  return (
    <FormField
      {...props}
      inputProps={{ ...getInputProps(field, { type }), autoComplete, ...control }}
      errors={field.errors}
    />
  );
}

/** A `FormField` textarea for a Conform field. */
export function ConformTextarea<Schema>({
  field,
  rows,
  ...props
}: ConformFieldProps<Schema> & { rows: number }) {
  return (
    <FormField
      {...props}
      textareaProps={{ ...getTextareaProps(field), rows }}
      errors={field.errors}
    />
  );
}

/** A labelled `<select>` for a Conform field, its first error under it; `children` are its options. */
export function ConformSelect<Schema>({
  field,
  label,
  className = "",
  hint,
  children,
}: {
  field: FieldMetadata<Schema>;
  label: ReactNode;
  /** Classes of the select (e.g. "max-w-xs"). */
  className?: string;
  /** A short help line under the label, read after it by screen readers. */
  hint?: ReactNode;
  children: ReactNode;
}) {
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-description`;
  const describedBy = [hint !== undefined && hintId, invalid && field.errorId].filter(Boolean);
  const { defaultValue, ...selectProps } = getSelectProps(field);
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={field.id} label={label} hint={hint} hintId={hintId} />
      <select
        {...selectProps}
        // A refused form sent with the field twice comes back as a list; a
        // single select shows its first value (React would log an error).
        defaultValue={Array.isArray(defaultValue) ? defaultValue[0] : defaultValue}
        key={field.key}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        className={`block min-h-11 w-full rounded-lg border border-stone-500 bg-white px-3 py-2.5 text-smoke-900 ${className}`.trim()}
      >
        {children}
      </select>
      <div id={field.errorId} className="min-h-5 text-sm font-medium text-chili-700">
        {field.errors?.[0] ?? null}
      </div>
    </div>
  );
}
