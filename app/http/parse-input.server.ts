import type { z } from "zod";
import { badRequest, type FieldErrors } from "~/services/errors.server";
import { serviceMessages } from "~/content/service-messages";

export const NOT_AN_OBJECT = serviceMessages.bodyNotObject;

/**
 * An issue's message in Spanish: the schema's own (the spec's wording), or
 * ours for the two zod reports that have none (unknown keys, and a body that
 * is not an object at all, which zod words in English).
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return serviceMessages.unknownFields(issue.keys);
  if (issue.code === "invalid_type" && issue.path.length === 0) return NOT_AN_OBJECT;
  return issue.message;
}

/** zod issues as `{ field: [messages] }`, in Spanish. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    (fieldErrors[field] ??= []).push(issueMessage(issue));
  }
  return fieldErrors;
}

/**
 * Parses `data` with `schema`; on failure throws a 400 ServiceError whose
 * message is the first issue's (the spec's wording) and whose fieldErrors
 * hold them all.
 */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [firstIssue] = result.error.issues;
  throw badRequest(
    firstIssue ? issueMessage(firstIssue) : serviceMessages.invalidData,
    toFieldErrors(result.error.issues),
  );
}

/** The first message of a form's errors (Conform's `submission.error`), for a notice. */
export function firstFormError(
  errors: Record<string, string[] | null> | null | undefined,
): string | undefined {
  return Object.values(errors ?? {}).find((messages) => messages?.length)?.[0];
}
