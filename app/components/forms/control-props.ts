import type { FieldModel } from "~/components/forms/form-model";

/**
 * A control's attributes from its field model, as Conform's
 * `getTextareaProps` / `getInputProps` derive them (uncontrolled: the value
 * is the DOM's, `defaultValue` only starts it).
 */
export function textareaProps(field: FieldModel) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.constraint.required || undefined,
    minLength: field.constraint.minLength,
    maxLength: field.constraint.maxLength,
    defaultValue: field.initialValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}

export function inputProps(field: FieldModel, type: "text" | "email" | "tel") {
  return { ...textareaProps(field), type, pattern: field.constraint.pattern };
}
