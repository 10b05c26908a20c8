import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { siteTabCopy } from "~/content/site-settings-copy";
import { FormField } from "~/components/ui/FormField";
import type { TextBlockSetting } from "~/validation/site-settings";
import type { FormShape } from "./form-values";

/** A field's errors and those of everything under it (a list's items). */
function allErrors(field: FieldMetadata<unknown>): string[] {
  return [...new Set(Object.values(field.allErrors).flat())];
}

/** One line of text (or an e-mail, phone, address or date). */
export function TextField({
  field,
  label,
  hint,
  type = "text",
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "url" | "date";
  inputMode?: "decimal";
}) {
  return (
    <FormField
      label={label}
      hint={hint}
      inputProps={{ ...getInputProps(field, { type }), inputMode }}
      errors={field.errors}
    />
  );
}

/** Text over a few lines; a list of paragraphs or points (`list`) is one such text. */
export function TextAreaField({
  field,
  label,
  rows = 3,
  hint,
  list,
}: {
  field: FieldMetadata<string>;
  label: string;
  rows?: number;
  hint?: ReactNode;
  list?: "paragraphs" | "lines";
}) {
  const listHint =
    list === "paragraphs"
      ? siteTabCopy.paragraphsHint
      : list === "lines"
        ? siteTabCopy.pointsHint
        : undefined;
  return (
    <FormField
      label={label}
      hint={hint ?? listHint}
      textareaProps={{ ...getTextareaProps(field), rows }}
      errors={allErrors(field as FieldMetadata<unknown>)}
    />
  );
}

/** A block of running text: its heading, paragraphs and points. */
export function TextBlockFields({
  field,
  legend,
}: {
  field: FieldMetadata<FormShape<TextBlockSetting>>;
  legend: string;
}) {
  const block = field.getFieldset();
  return (
    <fieldset className="space-y-2 rounded-xl border border-honey-200 bg-white p-4">
      <legend className="px-1 font-semibold text-honey-900">{legend}</legend>
      <TextField field={block.heading} label="Título" />
      <TextAreaField field={block.paragraphs} label="Párrafos" rows={6} list="paragraphs" />
      <TextAreaField field={block.points} label="Puntos (opcional)" rows={4} list="lines" />
    </fieldset>
  );
}

/** A list of text blocks, each its own fieldset: `${legend} 1`, `${legend} 2`… */
export function TextBlockList({
  field,
  legend,
}: {
  field: FieldMetadata<FormShape<TextBlockSetting>[]>;
  legend: string;
}) {
  return field
    .getFieldList()
    .map((block, index) => (
      <TextBlockFields
        key={block.key ?? block.id}
        field={block}
        legend={`${legend} ${index + 1}`}
      />
    ));
}
