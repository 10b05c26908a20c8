/**
 * 'Hacer pedido' (`/pedido`): the bag's lines at the server's prices, the
 * owner's delivery and payment options, and the buyer's form. Its action
 * places the order through the same function as `POST /api/orders`
 * (`site.orders.place`), empties the bag and goes to the order's private
 * page; a refusal answers the form with its message and what was typed
 * (docs/decisions/032-orders-without-a-payment-processor.md, 036).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { checkoutCopy } from "~/content/checkout";
import { bagCopy } from "~/content/bag";
import { orderMessages } from "~/content/order-messages";
import { clientAddress } from "~/http/client-address.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readPageFormData } from "~/http/request-body.server";
import { bagView, type BagView } from "~/services/bag/bag-lines-view.server";
import type { BagLine } from "~/services/bag/bag-lines.server";
import { asServiceError } from "~/services/errors.server";
import { openOrderOptions } from "~/services/orders/order-pricing.server";
import { randomToken } from "~/services/random-token.server";
import { siteFor } from "~/services/site/site.server";
import { BAG_PATH } from "~/shared/bag-path";
import { satChoices } from "~/content/sat-catalogs";
import { isHoneypotFilled } from "~/shared/honeypot";
import { whatsappLink } from "~/shared/contact-links";
import type { OrderOptions } from "~/validation/order-options";
import { orderRequestSchema } from "~/validation/order";
import { readBag, readBagLines, requireOrders } from "./bag-reads.server";

/** A name, a phone, an address, notes, the invoice data: a few KB. */
const MAX_FORM_BYTES = 32 * 1024;
const PRIVATE = { "Cache-Control": "private, no-store" } as const;
/** The checkbox '¿Requiere factura?': without it, the invoice's fields are left out. */
export const INVOICE_SWITCH = "requiresInvoice";

export type CheckoutPageData =
  | {
      state: "open";
      bag: BagView;
      options: Pick<OrderOptions, "delivery" | "payment" | "minimumCents">;
      invoiceChoices: ReturnType<typeof satChoices>;
      /** This form's own key: sent twice, it places one order (`orderRequestSchema`). */
      checkoutKey: string;
    }
  | { state: "unavailable"; whatsappUrl: string };

export type CheckoutActionData =
  | { state: "refused"; result: SubmissionResult<string[]> }
  | { state: "simulated"; message: string; number: string; totalCents: number };

/** The checkout of the bag; the page offers the form only for a bag that can be ordered as it stands. */
export async function loadCheckoutPage(context: AppLoadContext, request: Request) {
  const settings = await requireOrders(context);
  const read = await readBag(context, request);
  if (read === null) {
    const whatsappUrl = whatsappLink(settings.business.whatsappNumber);
    return data({ state: "unavailable", whatsappUrl } satisfies CheckoutPageData, {
      headers: PRIVATE,
    });
  }
  const { delivery, payment, minimumCents } = openOrderOptions(settings);
  const bag = bagView(read.lines, read.products, minimumCents);
  return data(
    {
      state: "open",
      bag,
      options: { delivery, payment, minimumCents },
      invoiceChoices: satChoices(),
      checkoutKey: randomToken(),
    } satisfies CheckoutPageData,
    { headers: PRIVATE },
  );
}

/** The form's fields, with the bag's lines as the order's items and the invoice only when asked for. */
function orderForm(formData: FormData, lines: readonly BagLine[]): FormData {
  const form = new FormData();
  const wantsInvoice = formData.get(INVOICE_SWITCH) === "on";
  for (const [name, value] of formData) {
    if (name.startsWith("items")) continue;
    if (name.startsWith("invoice.") && !wantsInvoice) continue;
    form.append(name, value);
  }
  lines.forEach((line, index) => {
    form.set(`items[${index}].productId`, String(line.productId));
    form.set(`items[${index}].quantity`, String(line.quantity));
  });
  return form;
}

export async function placeOrderFromPage(context: AppLoadContext, request: Request) {
  const { env } = context.cloudflare;
  await requireOrders(context);
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const read = await readBagLines(context, request);
  if (isHoneypotFilled(formData)) {
    throw await redirectWithToast(BAG_PATH, { type: "success", title: checkoutCopy.placed }, env);
  }
  const lines = read?.lines ?? [];
  if (read !== null && lines.length === 0 && read.store.orderToken !== null) {
    // The same form again once its order emptied the bag (a double click without
    // script, which still carries the bag's cookie): the buyer is shown the
    // order the first one placed. Without the cookie no bag was ordered: no look-up.
    const placed = await orderPlacedBy(context, formData);
    if (placed) throw await redirectToOrder(placed, read.store.ordered(), env);
  }
  const submission = parseFormSubmission(orderForm(formData, lines), orderRequestSchema);
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
    data(
      {
        state: "refused",
        result: submission.reply({ formErrors: [message] }),
      } satisfies CheckoutActionData,
      { status, headers: { ...PRIVATE, ...headers } },
    );
  if (read === null) return refuse(503, bagCopy.unavailable, { "Retry-After": "30" });
  if (submission.status !== "success") {
    // The bag's lines have no field on the form: what is wrong with them is the form's error.
    const lineErrors = Object.entries(submission.error ?? {})
      .filter(([name]) => name.startsWith("items"))
      .flatMap(([, messages]) => messages ?? []);
    const formErrors = lines.length === 0 ? [orderMessages.items] : [...new Set(lineErrors)];
    return data(
      {
        state: "refused",
        result: submission.reply(formErrors.length > 0 ? { formErrors } : undefined),
      } satisfies CheckoutActionData,
      { status: 400, headers: PRIVATE },
    );
  }
  let outcome;
  try {
    outcome = await siteFor(context).orders.place(
      submission.value,
      clientAddress(request),
      read.store.orderToken,
    );
  } catch (error) {
    const failure = asServiceError(error, "Placing an order from the checkout");
    const fieldErrors = failure.details.fieldErrors;
    return data(
      {
        state: "refused",
        // The message above the form too: a refusal may name a line of the bag, not a field.
        result: submission.reply({ formErrors: [failure.message], fieldErrors }),
      } satisfies CheckoutActionData,
      {
        status: failure.status,
        headers: { ...PRIVATE, ...retryAfterHeader(failure.details.retryAfterSeconds) },
      },
    );
  }
  // The order's batch deleted the bag: its cookies start afresh.
  const cookies = read.store.ordered();
  if (outcome.simulated) {
    const headers = privateHeaders(cookies);
    const placed = outcome.value.data;
    return data(
      {
        state: "simulated",
        message: outcome.value.message,
        number: placed.number,
        totalCents: placed.totalCents,
      } satisfies CheckoutActionData,
      { headers },
    );
  }
  throw await redirectToOrder(outcome.value, cookies, env);
}

/** The order the form's `checkoutKey` placed; null when none did (or D1 cannot say). */
function orderPlacedBy(context: AppLoadContext, formData: FormData) {
  return siteFor(context)
    .orders.placedWith(formData.get("checkoutKey"))
    .catch(() => null);
}

/** 'Pedido recibido' on the order's private page, with the bag's cookies afresh. */
function redirectToOrder(
  order: { statusUrl: string; number: string },
  cookies: readonly string[],
  env: Env,
) {
  return redirectWithToast(
    order.statusUrl,
    { type: "success", title: checkoutCopy.placed, description: order.number },
    env,
    { headers: privateHeaders(cookies) },
  );
}

/** A private answer that sets `cookies`. */
function privateHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers(PRIVATE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
