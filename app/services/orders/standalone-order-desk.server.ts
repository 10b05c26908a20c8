import { STANDALONE_DATA_UNAVAILABLE } from "~/content/standalone";
import { readSiteSettings } from "~/services/site-settings.server";
import { randomStandaloneId, simulateStandaloneWrite } from "~/services/standalone-writes.server";
import { listStaticProducts } from "~/services/static-content.server";
import { StandaloneRefusal } from "~/services/site/standalone-site.server";
import { randomToken } from "../random-token.server";
import { catalogueOf, openOrderOptions, priceOrder } from "./order-pricing.server";
import type { OrderDesk } from "./order-desk.server";
import { placedOrder } from "./placed-order.server";

const refuseData = async (): Promise<never> => {
  throw new StandaloneRefusal(STANDALONE_DATA_UNAVAILABLE);
};

/**
 * The standalone site's orders: a visitor's order is checked and priced
 * against the static copy and the settings' replica like a live one, then
 * simulated (a made-up number, nothing stored); the admin's are refused.
 */
export function standaloneOrderDesk(env: Pick<Env, "CONTENT_VERSION">): OrderDesk {
  return {
    async place(input) {
      const settings = await readSiteSettings(env);
      const priced = priceOrder(
        input,
        catalogueOf(listStaticProducts()),
        openOrderOptions(settings),
      );
      const made = placedOrder(
        { id: randomStandaloneId(), token: randomToken() },
        priced,
        settings,
      );
      return { simulated: true, value: await simulateStandaloneWrite(made) };
    },
    list: refuseData,
    read: refuseData,
    change: refuseData,
    figures: refuseData,
    receipts: refuseData,
    attachReceipt: refuseData,
    receiptFile: refuseData,
    csv: refuseData,
    byToken: async () => null,
    placedWith: async () => null,
  };
}
