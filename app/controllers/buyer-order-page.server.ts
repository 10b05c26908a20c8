/**
 * The buyer's private page of an order (`/pedido/<token>`): found by its
 * random token only; any other address is the site's 404, like an unknown
 * page. Its one form attaches the transfer's receipt
 * (docs/decisions/032-orders-without-a-payment-processor.md).
 */
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { orderPageCopy } from "~/content/order-page";
import { retryAfterHeader, storageUnavailableAnswer } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/request-body.server";
import { ServiceError, asServiceError, badRequest } from "~/services/errors.server";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/services/image-files.server";
import { RANDOM_TOKEN } from "~/services/random-token.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { orderStatusPath } from "~/shared/order-paths";
import { MAX_UPLOAD_BYTES } from "~/validation/upload";
import { buyerOrderView } from "~/view/buyer-order.server";

/** The order behind `token`, or the site's 404; the connection-error screen when D1 fails. */
async function orderByToken(context: AppLoadContext, token: string) {
  const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
  if (!RANDOM_TOKEN.test(token)) throw notFound();
  const order = await siteFor(context)
    .orders.byToken(token)
    .catch((error: unknown) => {
      console.error("Could not read an order by its link", error);
      throw storageUnavailableAnswer();
    });
  if (order === null) throw notFound();
  return order;
}

export async function loadBuyerOrderPage(context: AppLoadContext, token: string) {
  const order = await orderByToken(context, token);
  const [settings, receipts] = await Promise.all([
    readSiteSettings(context.cloudflare.env),
    siteFor(context)
      .orders.receipts(order.id)
      .catch((error: unknown) => {
        console.error("Could not list an order's receipts", error);
        return null;
      }),
  ]);
  return data(
    { order: buyerOrderView(order, settings), receipts: receipts?.length ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export interface ReceiptActionData {
  error: string;
}

/** The receipt's file from the form's `comprobante` field, within 5 MB. */
async function receiptBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  let form: FormData;
  try {
    form = await readFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 413) {
      throw new ServiceError(413, orderPageCopy.receiptTooLarge);
    }
    throw error;
  }
  const file = form.get("comprobante");
  if (typeof file === "string" || file === null || file.size === 0) {
    throw badRequest(orderPageCopy.receiptMissing);
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new ServiceError(413, orderPageCopy.receiptTooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

/** 'Adjuntar comprobante': back to the page with 'Comprobante recibido', or the page with why not. */
export async function attachReceiptFromPage({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const order = await orderByToken(context, token);
  try {
    await siteFor(context).orders.attachReceipt(order, () => receiptBytes(request));
  } catch (error) {
    const failure = asServiceError(error, "A receipt", orderPageCopy.receiptUnavailable);
    return data({ error: failure.message } satisfies ReceiptActionData, {
      status: failure.status,
      headers: {
        "Cache-Control": "private, no-store",
        ...retryAfterHeader(failure.details.retryAfterSeconds),
      },
    });
  }
  throw await redirectWithToast(
    orderStatusPath(token),
    { type: "success", title: orderPageCopy.receiptReceived },
    context.cloudflare.env,
  );
}
