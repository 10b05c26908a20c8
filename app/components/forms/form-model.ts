import type { SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";

/** The constraint attributes Conform derives from a schema (`getZodConstraint`). */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export type FormConstraint = Record<string, FieldConstraint>;

const DEFERRED_SUBMIT = "deferredSubmit";

/**
 * Marks the submit `send` makes as one the visitor asked for earlier, while
 * the form's validation was still loading: by now the click is no longer a
 * user action, so the browser may refuse what only a click allows (opening
 * a tab).
 */
export function submitLater(form: HTMLFormElement, send: () => void): void {
  form.dataset[DEFERRED_SUBMIT] = "true";
  try {
    send();
  } finally {
    delete form.dataset[DEFERRED_SUBMIT];
  }
}

/** Whether the submit running now was asked for before the validation loaded. */
export function isDeferredSubmit(form: HTMLFormElement): boolean {
  return form.dataset[DEFERRED_SUBMIT] === "true";
}

/** What a control and its error list need: Conform's field metadata, as plain data. */
export interface FieldModel {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
  constraint: FieldConstraint;
}

/** What a form's Conform controller hands to the page once it runs. */
export interface PublishedForm<Name extends string> {
  formErrors: string[] | undefined;
  fields: Record<Name, FieldModel>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Sets a field's value and forgets that it was validated. */
  update(name: Name, value: string): void;
}

/** What the page gives the controller: Conform's options, and where to publish. */
export interface FormControllerProps<Name extends string> {
  formId: string;
  names: readonly Name[];
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Partial<Record<Name, string>> | undefined;
  constraint: FormConstraint;
  onPublish(form: PublishedForm<Name>): void;
}

/**
 * The field metadata Conform starts from, computed without Conform: the same
 * ids, the server's errors (`lastResult`) and what was typed or given as
 * default, so the page renders exactly what Conform will render once loaded.
 */
export function initialFields<Name extends string>(
  names: readonly Name[],
  {
    formId,
    lastResult,
    defaultValue,
    constraint,
  }: Omit<FormControllerProps<Name>, "onPublish" | "names">,
): Record<Name, FieldModel> {
  const initial: Partial<Record<string, unknown>> = lastResult?.initialValue ?? defaultValue ?? {};
  const fields = names.map((name): [Name, FieldModel] => {
    const id = `${formId}-${name}`;
    const value = initial[name];
    return [
      name,
      {
        formId,
        name,
        id,
        errorId: `${id}-error`,
        errors: lastResult?.error?.[name] ?? undefined,
        // Conform, too, treats a blank value as none.
        initialValue: typeof value === "string" && value !== "" ? value : undefined,
        constraint: constraint[name] ?? {},
      },
    ];
  });
  return Object.fromEntries(fields) as Record<Name, FieldModel>;
}
