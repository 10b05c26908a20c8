import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { siteTabCopy } from "~/content/site-settings-copy";
import { FieldErrors } from "~/components/ui/FormField";
import type { ControlPart } from "~/validation/site-settings";
import { TextAreaField, TextField } from "./SiteTextFields";

/** A field's Conform metadata, of whatever shape its control edits. */
type AnyField = FieldMetadata<unknown>;
const as = <T,>(field: AnyField) => field as unknown as FieldMetadata<T>;

const FIELDSET = "space-y-2 rounded-xl border border-honey-200 bg-white p-4";
const LEGEND = "px-1 font-semibold text-honey-900";

/** A field drawn alone: its metadata, label and hint. */
interface LabelledField {
  field: AnyField;
  label: string;
  hint?: string;
}

/** A checkbox and its label; its errors under it. */
export function CheckboxField({ field, label, hint }: LabelledField) {
  const input = getInputProps(as<string>(field), { type: "checkbox" });
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-smoke-900">
        <input {...input} key={input.key} className="size-5 accent-honey-700" />
        {label}
      </label>
      {hint ? <p className="text-smoke-700 text-sm">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors ?? []} />
    </div>
  );
}

/** An amount in pesos: a text field the phone opens with its decimal keypad. */
export function MoneyField({ field, label, hint }: LabelledField) {
  return (
    <TextField
      field={as<string>(field)}
      label={label}
      hint={hint ?? siteTabCopy.pesosHint}
      inputMode="decimal"
    />
  );
}

/** One part of a group or row, drawn by its type. */
function Part({ part, field }: { part: ControlPart; field: AnyField | undefined }) {
  if (!field) return null;
  switch (part.type) {
    case "checkbox":
      return <CheckboxField field={field} label={part.label} />;
    case "money":
      return <MoneyField field={field} label={part.label} hint={part.hint} />;
    case "textarea":
      return (
        <TextAreaField field={as<string>(field)} label={part.label} rows={2} hint={part.hint} />
      );
    case "text":
      return <TextField field={as<string>(field)} label={part.label} hint={part.hint} />;
  }
}

/** An object's fields in one fieldset, `legend` its name. */
export function GroupFields({
  field,
  legend,
  parts,
}: {
  field: AnyField;
  legend: string;
  parts: readonly ControlPart[];
}) {
  const fields = as<Record<string, unknown>>(field).getFieldset() as Record<string, AnyField>;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{legend}</legend>
      <FieldErrors id={field.errorId} errors={field.errors ?? []} />
      {parts.map((part) => (
        <Part key={part.name} part={part} field={fields[part.name]} />
      ))}
    </fieldset>
  );
}

/**
 * A list edited one fieldset a row (`item 1`, `item 2`…): the stored rows
 * and blank ones to fill, which a plain form post sends as they are.
 */
export function RowsField({
  field,
  label,
  item,
  parts,
}: {
  field: AnyField;
  label: string;
  item: string;
  parts: readonly ControlPart[];
}) {
  const rows = as<Record<string, unknown>[]>(field).getFieldList();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-smoke-900">{label}</legend>
      <p className="text-smoke-700 text-sm">{siteTabCopy.blankRows}</p>
      <FieldErrors id={field.errorId} errors={field.errors ?? []} />
      <div className="grid gap-2 sm:grid-cols-2">
        {rows.map((row, index) => (
          <GroupFields
            key={row.key ?? row.id}
            field={row as AnyField}
            legend={`${item} ${index + 1}`}
            parts={parts}
          />
        ))}
      </div>
    </fieldset>
  );
}
