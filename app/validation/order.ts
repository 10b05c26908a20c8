import { z } from "zod";
import { orderMessages as messages } from "~/content/order-messages";
import { RANDOM_TOKEN } from "~/shared/random-token";
import { optionalEmail, optionalText, requiredText } from "./fields";
import { invoiceSchema } from "./invoice";

export { messages as orderMessages };

/** At most this many of one product in one order ('1 a 99'). */
export const MAX_QUANTITY = 99;
/** At most this many distinct products in one order. */
export const MAX_ORDER_LINES = 30;

const ID_MAX = 2_147_483_647;

/** A product's id, as a bag or an order names it. */
export const productIdRule = z
  .number({ error: messages.product })
  .int(messages.product)
  .positive(messages.product)
  .max(ID_MAX, messages.product);

/** How many of one product: a whole number from 1 to 99. */
export const quantityRule = z
  .number({ error: messages.quantity })
  .int(messages.quantity)
  .min(1, messages.quantity)
  .max(MAX_QUANTITY, messages.quantity);

/** A product and how many; the price is never the client's: the server reads it. */
const orderItem = z.object(
  { productId: productIdRule, quantity: quantityRule },
  { error: messages.items },
);

/** The same product twice is one line with both quantities, still at most 99. */
const orderItems = z
  .array(orderItem, { error: messages.items })
  .min(1, messages.items)
  .max(MAX_ORDER_LINES, messages.tooManyLines)
  .transform((items, context) => {
    const merged = new Map<number, number>();
    for (const { productId, quantity } of items) {
      merged.set(productId, (merged.get(productId) ?? 0) + quantity);
    }
    const lines = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
    for (const [index, line] of lines.entries()) {
      if (line.quantity > MAX_QUANTITY) {
        context.addIssue({ code: "custom", message: messages.quantity, path: [index, "quantity"] });
      }
    }
    return lines;
  });

/** A Mexican phone as written ('771 123 4567', '(771) 123-45-67'), kept as its 10 digits. */
const phone = z
  .string({ error: messages.phone })
  .trim()
  .max(30, messages.phone)
  .refine((value) => /^[\d\s().-]*$/.test(value), messages.phone)
  .transform((value) => value.replace(/\D/g, ""))
  .refine((digits) => digits.length === 10, messages.phone);

const optionId = (message: string) => requiredText(message, 60);

/**
 * The checkout's own key for one order, made when the form is drawn: the
 * same form sent twice (a double click, a retried request) stores one order
 * and answers it both times. Signed by the server, it names the order's
 * private link (docs/decisions/032-orders-without-a-payment-processor.md).
 */
const checkoutKey = z
  .string({ error: messages.checkoutKey })
  .regex(RANDOM_TOKEN, messages.checkoutKey)
  .optional();

/**
 * What the checkout ('Hacer pedido') and `POST /api/orders` send. The
 * delivery and payment options are checked against the owner's 'Pedidos'
 * settings where the order is placed, which also asks for the address when
 * the chosen delivery needs one.
 */
export const orderRequestSchema = z.object(
  {
    items: orderItems,
    name: requiredText(messages.name, 120),
    phone,
    email: optionalEmail(messages.email).transform((value) => value?.toLowerCase() ?? null),
    delivery: z.object(
      {
        option: optionId(messages.delivery),
        address: optionalText(300),
        postalCode: z
          .string({ error: messages.postalCode })
          .trim()
          .nullish()
          .transform((value) => (value ? value : null))
          .refine((value) => value === null || /^\d{5}$/.test(value), messages.postalCode),
      },
      { error: messages.delivery },
    ),
    payment: optionId(messages.payment),
    notes: optionalText(1000),
    invoice: invoiceSchema.nullish().transform((value) => value ?? null),
    consent: z.boolean({ error: messages.consent }).refine((value) => value, messages.consent),
    checkoutKey,
  },
  { error: messages.notObject },
);

export type OrderRequest = z.output<typeof orderRequestSchema>;
