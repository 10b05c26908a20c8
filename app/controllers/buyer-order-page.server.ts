/**
 * The buyer's private page of an order (`/pedido/<token>`): found by its
 * random token only; any other address is the site's 404, like an unknown
 * page (docs/decisions/032-orders-without-a-payment-processor.md).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { storageUnavailableAnswer } from "~/http/failure-response.server";
import { RANDOM_TOKEN } from "~/services/random-token.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { buyerOrderView } from "~/view/buyer-order.server";

export async function loadBuyerOrderPage(context: AppLoadContext, token: string) {
  const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
  if (!RANDOM_TOKEN.test(token)) throw notFound();
  const [order, settings] = await Promise.all([
    siteFor(context)
      .orders.byToken(token)
      .catch((error: unknown) => {
        console.error("Could not read an order by its link", error);
        throw storageUnavailableAnswer();
      }),
    readSiteSettings(context.cloudflare.env),
  ]);
  if (order === null) throw notFound();
  return data(
    { order: buyerOrderView(order, settings) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
