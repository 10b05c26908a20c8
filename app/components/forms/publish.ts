import { useLayoutEffect } from "react";
import type { FieldModel, FormControllerProps, PublishedForm } from "~/components/forms/form-model";

/** The parts of Conform's field metadata a page renders (Conform's `FieldMetadata` fits). */
interface ConformField {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/**
 * A field's metadata as plain data. Reading it here, while the controller
 * renders, is what subscribes the controller to the field's changes.
 */
export function fieldModel(field: ConformField): FieldModel {
  const { initialValue } = field;
  return {
    formId: field.formId,
    name: field.name,
    id: field.id,
    errorId: field.errorId,
    errors: field.errors,
    initialValue: typeof initialValue === "string" ? initialValue : undefined,
    constraint: {
      required: field.required,
      minLength: field.minLength,
      maxLength: field.maxLength,
      pattern: field.pattern,
    },
  };
}

/** `useForm`'s options for a deferred form: the page's, plus the live validation of the spec. */
export function conformOptions<Name extends string>({
  formId,
  lastResult,
  defaultValue,
  constraint,
}: FormControllerProps<Name>) {
  return {
    id: formId,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  } as const;
}

/** Hands the controller's form to the page (useDeferredForm) after every render. */
export function usePublish<Name extends string>(
  onPublish: (form: PublishedForm<Name>) => void,
  form: PublishedForm<Name>,
): void {
  useLayoutEffect(() => onPublish(form));
}
