import type { SubmissionResult } from "@conform-to/react";

/**
 * What a refused post keeps, read without Conform's client: each field's
 * value as typed and its messages, by the field's name ('delivery.option').
 */
export function submittedForm(result: SubmissionResult<string[]> | undefined) {
  const value = (name: string): string | undefined => {
    let current: unknown = result?.initialValue;
    for (const part of name.split(".")) {
      if (current === null || typeof current !== "object") return undefined;
      current = (current as Record<string, unknown>)[part];
    }
    return typeof current === "string" ? current : undefined;
  };
  return {
    value,
    errors: (name: string): string[] => result?.error?.[name] ?? [],
    formErrors: (): string[] => result?.error?.[""] ?? [],
  };
}

export type SubmittedForm = ReturnType<typeof submittedForm>;
