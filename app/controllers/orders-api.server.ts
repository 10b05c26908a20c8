import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orderAnswers } from "~/content/order-messages";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { clientAddress } from "~/http/client-address.server";
import { requireAdminApi } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { notFound } from "~/services/errors.server";
import { deleteOrder } from "~/services/orders/delete-order.server";
import { openOrderOptions } from "~/services/orders/order-pricing.server";
import { siteFor } from "~/services/site/site.server";
import { deletedAnswer } from "~/services/trash/move-to-trash.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { parseOrderNumber } from "~/shared/order-number";
import { orderChangeSchema, orderFiltersSchema } from "~/validation/order-change";
import { orderRequestSchema } from "~/validation/order";

/**
 * The orders' JSON (docs/decisions/032-orders-without-a-payment-processor.md):
 * the checkout's options and a visitor's order, public; the admin's list,
 * order and status change. While 'Pedidos' is off the checkout does not
 * exist: its two routes answer 404.
 */

/** GET /api/orders/options: what the checkout offers. */
export const orderOptionsApi = ({ context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const options = openOrderOptions(await readSiteSettings(context.cloudflare.env));
    return apiJson({
      delivery: options.delivery.map(({ id, label, costCents, needsAddress, freeFromCents }) => ({
        id,
        label,
        costCents,
        needsAddress,
        freeFromCents,
      })),
      payment: options.payment,
      minimumCents: options.minimumCents,
    });
  });

/**
 * POST /api/orders → 201 `{ number, totalCents, statusUrl, whatsappUrl }`
 * (200 with the same order when its `checkoutKey` had already placed it);
 * the standalone site answers its simulated write (`success`, `message`, `data`).
 */
export const placeOrderApi = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = parseOrThrow(orderRequestSchema.strict(), await readJsonBody(request));
    const outcome = await siteFor(context).orders.place(input, clientAddress(request));
    if (outcome.simulated) return apiJson(outcome.value, { status: 201 });
    const { number, totalCents, statusUrl, whatsappUrl } = outcome.value;
    // The same `checkoutKey` again: the order the first request stored, not a new one.
    const status = outcome.repeated ? 200 : 201;
    return apiJson({ number, totalCents, statusUrl, whatsappUrl }, { status });
  });

/** `{id}` of a URL: the order's number as stored (42) or as read ('MP-0042'). */
function orderId(params: LoaderFunctionArgs["params"]): number {
  const id = parseOrderNumber(params.id ?? "");
  if (id === null) throw notFound(orderAnswers.orderNotFound);
  return id;
}

/** GET /api/admin/orders?status=: newest first; 400 'Estado no válido'. */
export const listOrdersApi = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    const status = new URL(request.url).searchParams.get("status") ?? undefined;
    const filters = parseOrThrow(orderFiltersSchema, { status });
    return apiJson(await siteFor(context).orders.list(filters));
  });

/** GET /api/admin/orders/{id}: the order with its lines and history. */
export const readOrderApi = ({ context, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireAdminApi(context);
    return apiJson(await siteFor(context).orders.read(orderId(params)));
  });

/**
 * PATCH /api/admin/orders/{id} with `{ status?, note? }`: the changed order.
 * DELETE moves it to the trash, as the other deletes (`{ success, trashId }`);
 * 409 while it holds units (canDeleteOrder).
 */
export const changeOrderApi = ({ request, context, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    const method = request.method.toUpperCase();
    if (method !== "PATCH" && method !== "DELETE") {
      return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    }
    const { username } = await requireAdminApi(context);
    const id = orderId(params);
    if (method === "DELETE") {
      const outcome = await siteFor(context).write({ id }, (db) => deleteOrder(db, id, username));
      return apiJson(deletedAnswer(outcome));
    }
    const change = parseOrThrow(orderChangeSchema, await readJsonBody(request));
    return apiJson(await siteFor(context).orders.change(id, change, username));
  });
