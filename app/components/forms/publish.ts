import { useLayoutEffect, type FormEvent } from "react";
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
function fieldModel(field: ConformField): FieldModel {
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

/** The parts of Conform's form metadata a controller publishes. */
interface ConformForm {
  errors: string[] | undefined;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  update(options: { name: string; value: string; validated: boolean }): void;
}

/**
 * Hands the controller's form to the page (useDeferredForm) after every
 * render: its errors, its fields as plain data, its submit and `update`.
 */
export function usePublish<Name extends string>(
  { names, onPublish }: FormControllerProps<Name>,
  form: ConformForm,
  fields: Record<Name, ConformField>,
): void {
  const models = names.map((name): [Name, FieldModel] => [name, fieldModel(fields[name])]);
  const published: PublishedForm<Name> = {
    formErrors: form.errors,
    fields: Object.fromEntries(models) as Record<Name, FieldModel>,
    onSubmit: form.onSubmit,
    update: (name, value) => form.update({ name: fields[name].name, value, validated: false }),
  };
  useLayoutEffect(() => onPublish(published));
}
