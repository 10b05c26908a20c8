import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { FormField } from "~/components/ui/FormField";

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
  type?: "text" | "email" | "tel" | "url" | "password";
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
