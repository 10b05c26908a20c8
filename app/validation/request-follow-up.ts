import { z } from "zod";
import { requestFollowUpMessages as messages } from "~/content/admin-form-messages";
import { FORMER_WAITLIST_KIND } from "~/content/request-inbox";
import { INBOX_KINDS, REQUEST_STATUSES } from "~/shared/enums";
import { blankAsMissing } from "./fields";

export { messages as requestFollowUpMessages };

/** The longest private note a request keeps. */
export const NOTE_MAX_LENGTH = 2000;

const status = z.enum(REQUEST_STATUSES, { error: messages.status });

const noteText = z
  .string({ error: messages.noteNotText })
  .trim()
  .max(NOTE_MAX_LENGTH, messages.noteTooLong);
const blankAsNull = (value: string | null | undefined) => (value ? value : null);

/** The request page's form: both fields always sent; a blank note clears it. */
export const requestFollowUpSchema = z.object({
  status,
  note: noteText.nullish().transform(blankAsNull),
});

/** A note as the JSON API takes it: text, or null (or "") to clear it. */
const apiNote = noteText.nullable().transform(blankAsNull);

/** `PATCH /api/admin/requests/{id}`: what is given changes, what is left out stays. */
export const requestChangeSchema = z
  .object({ status: status.optional(), note: apiNote.optional() })
  .strict()
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: messages.nothingToChange,
  });

export type RequestChange = z.output<typeof requestChangeSchema>;

/**
 * The inbox's filters (page, CSV and JSON): a blank one means all. A product
 * (`productId`) shows the waiting list's entries for it.
 */
export const requestFiltersSchema = z.object({
  status: z.preprocess(blankAsMissing, status.optional()),
  kind: z.preprocess(blankAsMissing, z.enum(INBOX_KINDS, { error: messages.kind }).optional()),
  productId: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: messages.product })
      .int(messages.product)
      .positive(messages.product)
      .max(2_147_483_647, messages.product)
      .optional(),
  ),
});

export type RequestFilters = z.output<typeof requestFiltersSchema>;

/**
 * What `requestFiltersSchema` reads from a URL's query (the list, the CSV and
 * the JSON). Links made when the waiting list's kind was `aviso` still work.
 */
export function requestFiltersInput(params: URLSearchParams) {
  const kind = params.get("kind");
  return {
    status: params.get("status"),
    kind: kind === FORMER_WAITLIST_KIND ? "waitlist" : kind,
    productId: params.get("productId"),
  };
}
