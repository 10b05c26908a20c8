import { parseRecordId } from "~/shared/record-id";
import { notFound } from "./errors.server";

/** A route's `:id` or a form's id field; anything but a plain positive integer is not found. */
export function parseId(value: unknown, notFoundMessage: string): number {
  const id = parseRecordId(value);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}

/** SQLite's unique-constraint failure, however drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed/i.test(current.message)) return true;
  }
  return false;
}
