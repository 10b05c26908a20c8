/**
 * The admin's 'Pedidos' pages: the orders, newest first, filtered by status,
 * and one order's page, whose form moves it along its path with a note
 * (docs/decisions/032-orders-without-a-payment-processor.md). The form calls
 * the same change as `PATCH /api/admin/orders/{id}` (`site.orders.change`).
 * Plain forms that work without JavaScript; with it, Remix posts in place.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orderAnswers } from "~/content/order-messages";
import type { AdminNotice } from "~/shared/admin-crud";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { standaloneTabNotices } from "~/content/standalone";
import { retryAfterHeader } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { requireAdminPage } from "~/http/guards.server";
import { readPageFormData } from "~/http/request-body.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { deleteOrder } from "~/services/orders/delete-order.server";
import { siteFor } from "~/services/site/site.server";
import { formatOrderNumber, parseOrderNumber } from "~/shared/order-number";
import { ORDERS_ADMIN_PATH, orderAdminPath } from "~/shared/order-paths";
import type { WriteOutcome } from "~/services/site/site.server";
import { trashIdOf, type Trashed } from "~/services/trash/move-to-trash.server";
import { orderChangeFormSchema, orderFiltersSchema } from "~/validation/order-change";
import {
  orderFiguresView,
  orderPageView,
  orderRowView,
  type OrderFiguresView,
} from "~/view/admin-order-view";
import { readLiveOnly } from "./live-only-read.server";
import { redirectAfterWrite } from "./redirect-after-write.server";

/** A status and a note of 1,000 characters. */
const MAX_FORM_BYTES = 16 * 1024;

/** The list; an unknown `?status=` answers 400 'Estado no válido' with no rows. */
export async function loadOrderList({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const status = new URL(request.url).searchParams.get("status") ?? undefined;
  const parsed = orderFiltersSchema.safeParse({ status });
  const filterError = parsed.success ? null : orderAnswers.status;
  const site = siteFor(context);
  const { value, notice } = await readLiveOnly(
    async () => {
      const [list, figures] = await Promise.all([
        parsed.success ? site.orders.list(parsed.data) : [],
        site.orders.figures(),
      ]);
      return {
        orders: list.map(orderRowView),
        figures: orderFiguresView(figures) as OrderFiguresView | null,
      };
    },
    { orders: [], figures: null },
    standaloneTabNotices.orders,
  );
  const query = parsed.success && parsed.data.status ? `?status=${parsed.data.status}` : "";
  return data(
    {
      notice,
      ...value,
      csvUrl: `${ORDERS_ADMIN_PATH}.csv${query}`,
      status: parsed.success ? (parsed.data.status ?? null) : null,
      filterError,
    },
    { status: filterError ? 400 : 200 },
  );
}

/** One order's page; an id that names no order answers 404 and the page says so. */
export async function loadOrderPage({ context, params }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const id = parseOrderNumber(params.id ?? "");
  const missing = () => data({ notice: null, order: null }, { status: 404 });
  if (id === null) return missing();
  try {
    const site = siteFor(context);
    const { value, notice } = await readLiveOnly(
      async () => {
        const [order, receipts] = await Promise.all([
          site.orders.read(id),
          site.orders.receipts(id).catch((error: unknown) => {
            console.error("Could not list an order's receipts", error);
            return null;
          }),
        ]);
        return { ...orderPageView(order), receipts };
      },
      null,
      standaloneTabNotices.orders,
    );
    return data({ notice, order: value }, { status: 200 });
  } catch (error) {
    if (isServiceError(error) && error.status === 404) return missing();
    throw error;
  }
}

export interface OrderActionData {
  result: SubmissionResult<string[]>;
  /** A refused delete, as its confirmation shows it. */
  notice?: AdminNotice;
}

/**
 * The order page's form: a new status, a note, or both. Success goes back to
 * the page with 'Pedido actualizado' (and, after a cancellation, how many
 * wait for the products that have units again); a refusal answers the page
 * with the message and what was typed.
 */
export async function changeOrderFromPage({ request, context, params }: ActionFunctionArgs) {
  const { username } = await requireAdminPage(context);
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const submission = parseFormSubmission(formData, orderChangeFormSchema);
  const deleting = formData.get("intent") === "delete";
  const invalid = () =>
    data({ result: submission.reply() } satisfies OrderActionData, { status: 400 });
  if (!deleting && submission.status !== "success") return invalid();
  const id = parseOrderNumber(params.id ?? "");
  if (id === null) {
    return data(
      {
        result: submission.reply({ formErrors: [orderAnswers.orderNotFound] }),
      } satisfies OrderActionData,
      { status: 404 },
    );
  }
  if (deleting) {
    // `intent=delete`: to the trash (as DELETE /api/admin/orders/{id}), then
    // the list, the toast naming the trash entry for 'Deshacer'.
    let outcome: WriteOutcome<Trashed, { id: number }>;
    try {
      outcome = await siteFor(context).write({ id }, (db) => deleteOrder(db, id, username));
    } catch (error) {
      const failure = asServiceError(error, "Deleting an order from its page");
      return data(
        {
          result: submission.reply({ formErrors: [failure.message] }),
          notice: { title: orderAnswers.deleteFailed, description: failure.message },
        } satisfies OrderActionData,
        { status: failure.status, headers: retryAfterHeader(failure.details.retryAfterSeconds) },
      );
    }
    throw await redirectAfterWrite(
      ORDERS_ADMIN_PATH,
      outcome,
      { type: "success", title: orderAnswers.deleted, trashId: trashIdOf(outcome) },
      context.cloudflare.env,
    );
  }
  if (submission.status !== "success") return invalid();
  let waiting: string;
  try {
    const changed = await siteFor(context).orders.change(id, submission.value, username);
    waiting = changed.waiting.map((notice) => notice.message).join(" ");
  } catch (error) {
    const failure = asServiceError(error, "Changing an order from its page");
    return data(
      {
        result: submission.reply({
          formErrors: [failure.message],
          fieldErrors: failure.details.fieldErrors,
        }),
      } satisfies OrderActionData,
      { status: failure.status, headers: retryAfterHeader(failure.details.retryAfterSeconds) },
    );
  }
  throw await redirectWithToast(
    orderAdminPath(id),
    { type: "success", title: copy.saved, ...(waiting ? { description: waiting } : {}) },
    context.cloudflare.env,
  );
}

/**
 * A receipt's file, downloaded (never shown in the admin's origin, so a
 * PDF or picture runs nothing there); 404 for a name the order has not.
 */
export async function downloadOrderReceipt({ context, params }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const id = parseOrderNumber(params.id ?? "");
  const file =
    id === null ? null : await siteFor(context).orders.receiptFile(id, params.name ?? "");
  if (id === null || file === null) {
    throw new Response(copy.receiptNotFound, {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const extension = (params.name ?? "").split(".").pop() ?? "";
  return new Response(file.body, {
    headers: {
      "Content-Type": file.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="comprobante-${formatOrderNumber(id)}.${extension}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
