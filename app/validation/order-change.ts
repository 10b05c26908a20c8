import { z } from "zod";
import { orderAnswers as answers } from "~/content/order-messages";
import { ORDER_STATUSES } from "~/content/order-statuses";
import { blankAsMissing } from "./fields";

/** The longest note a status change carries. */
export const ORDER_NOTE_MAX_LENGTH = 1000;

const status = z.enum(ORDER_STATUSES, { error: answers.status });

/**
 * `PATCH /api/admin/orders/{id}`: a new status (a move the path allows), a
 * note, or both; the note goes into the order's history with the change.
 */
const orderChangeFields = z.object({
  status: status.optional(),
  /** The status the change was chosen from (the page's form sends it): a change made meanwhile is not overridden. */
  from: status.optional(),
  note: z
    .string({ error: answers.noteNotText })
    .trim()
    .max(ORDER_NOTE_MAX_LENGTH, answers.note)
    .nullish()
    .transform((value) => (value ? value : null)),
});

const changesSomething = (change: z.output<typeof orderChangeFields>) =>
  change.status !== undefined || change.note !== null;

export const orderChangeSchema = orderChangeFields
  .strict()
  .refine(changesSomething, { message: answers.nothingToChange });

/** The order page's form: the same change, beside the form's own fields (`intent`). */
export const orderChangeFormSchema = orderChangeFields.refine(changesSomething, {
  message: answers.nothingToChange,
});

export type OrderChange = z.output<typeof orderChangeSchema>;

/** `GET /api/admin/orders?status=`: a blank status means all. */
export const orderFiltersSchema = z.object({
  status: z.preprocess(blankAsMissing, status.optional()),
});

export type OrderFilters = z.output<typeof orderFiltersSchema>;
