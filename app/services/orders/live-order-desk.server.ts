import { orderPageCopy } from "~/content/order-page";
import { orderAnswers } from "~/content/order-messages";
import type { Database } from "~/db/client.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { countOrderAttempt } from "~/services/order-limits.server";
import { initialNoticeState, type NoticeSettings } from "~/services/request-notice.server";
import { readSiteSettings } from "~/services/site-settings.server";
import type { SiteContext } from "~/services/site/site.server";
import { changeOrderStatus } from "./change-order-status.server";
import { checkoutTokenOf } from "./checkout-token.server";
import { findOrderByToken } from "./find-order-by-token.server";
import { listOrders } from "./list-orders.server";
import { deliverOrderNotice } from "./order-notice.server";
import { readOrderFigures } from "./order-figures.server";
import { openOrderOptions } from "./order-pricing.server";
import { listReceipts, readReceipt, storeReceipt } from "./order-receipts.server";
import { ordersCsv } from "./orders-csv.server";
import type { OrderDesk } from "./order-desk.server";
import { orderPlacedBefore, placeOrder } from "./place-order.server";
import type { PlacedOrder } from "./placed-order.server";
import { readOrder } from "./read-order.server";
import { deliverReceiptNotice } from "./receipt-notice.server";

/**
 * Counts the client's attempt. When the hour's attempts are used up, a
 * repeat of an order its checkout key placed is answered with that order
 * (`placedBefore`), not refused for an attempt it does not add; anything
 * else keeps the 429. The look-up runs only on that refusal.
 */
async function countAttemptUnlessRepeat(
  db: Database,
  clientAddress: string,
  placedBefore: () => Promise<PlacedOrder | null>,
): Promise<PlacedOrder | null> {
  try {
    await countOrderAttempt(db, clientAddress);
    return null;
  } catch (refusal) {
    const tooMany = isServiceError(refusal) && refusal.status === 429;
    const before = tooMany
      ? await placedBefore().catch((error: unknown) => {
          console.error("Could not look up the order a refused repeat may have placed", error);
          return null;
        })
      : null;
    if (before) return before;
    throw refusal;
  }
}

/** D1's orders; a placed order or a change of stock starts a new content version. */
export function liveOrderDesk(
  context: SiteContext,
  readNotices: () => Promise<NoticeSettings | null>,
): OrderDesk {
  const { db } = context;
  const { env, ctx } = context.cloudflare;
  return {
    async place(input, clientAddress, bagToken = null) {
      try {
        const settings = await readSiteSettings(env);
        openOrderOptions(settings);
        const keySecret = env.SESSION_SECRET ?? null;
        const before = await countAttemptUnlessRepeat(db, clientAddress, () =>
          orderPlacedBefore(db, settings, input, keySecret),
        );
        if (before) return { simulated: false, value: before, repeated: true };
        const notices = await readNotices();
        const { repeated, ...placed } = await placeOrder(db, settings, input, {
          noticeState: initialNoticeState(notices),
          bagToken,
          keySecret,
        });
        if (repeated) return { simulated: false, value: placed, repeated };
        // Units were taken: a product may be sold out now.
        context.markContentChanged();
        // After the answer: the buyer never waits for the e-mail, and its failure loses nothing.
        if (notices) ctx.waitUntil(deliverOrderNotice(db, notices, placed.id, context.origin));
        return { simulated: false, value: placed, repeated };
      } catch (error) {
        throw asServiceError(error, "An order", orderAnswers.unavailable);
      }
    },
    list: (filters) => listOrders(db, filters),
    read: (id) => readOrder(db, id),
    async change(id, change, changedBy) {
      const changed = await changeOrderStatus(db, id, change, changedBy);
      if (changed.waiting.length > 0 || change.status === "cancelado") context.markContentChanged();
      return changed;
    },
    figures: () => readOrderFigures(db),
    csv: (filters) => ordersCsv(db, filters),
    receipts: (id) => listReceipts(env.BACKUPS, id),
    async attachReceipt(order, readFile) {
      let kept: Awaited<ReturnType<typeof storeReceipt>>;
      try {
        kept = await storeReceipt(env.BACKUPS, order, readFile);
      } catch (error) {
        throw asServiceError(error, "A receipt", orderPageCopy.receiptUnavailable);
      }
      const { added, ...receipt } = kept;
      // After the answer, as the order's notice: the owner learns a payment may have come.
      if (added) {
        const notices = await readNotices().catch((error: unknown) => {
          console.error("Could not read who gets the notices", error);
          return null;
        });
        if (notices) {
          ctx.waitUntil(deliverReceiptNotice(db, notices, order.id, receipt, context.origin));
        }
      }
      return receipt;
    },
    receiptFile: (id, name) => readReceipt(env.BACKUPS, id, name),
    byToken: (token) => findOrderByToken(db, token),
    async placedWith(checkoutKey) {
      const token = env.SESSION_SECRET && (await checkoutTokenOf(env.SESSION_SECRET, checkoutKey));
      return token ? findOrderByToken(db, token) : null;
    },
  };
}
