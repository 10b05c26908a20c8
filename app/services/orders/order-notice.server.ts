/**
 * The owner's e-mail about each new order, through the same `send_email`
 * mechanism as the requests' notices (docs/decisions/018-request-inbox.md):
 * sent after the buyer's answer, its outcome recorded on the order. A failed
 * e-mail never loses the order: it is stored before anything is sent.
 */
import { eq } from "drizzle-orm";
import { orderNoticeCopy as copy } from "~/content/order-messages";
import type { Database } from "~/db/client.server";
import { orders, type NoticeState } from "~/db/schema";
import { formatDateTime } from "~/shared/dates";
import { deliveryAddressLine } from "~/shared/delivery-address";
import { formatPrice } from "~/shared/money";
import { orderAdminPath } from "~/shared/order-paths";
import { mimeMessage, noticeText } from "../request-notice-message.server";
import { deliverNoticeOf, sendNoticeOf, type NoticeSettings } from "../request-notice.server";
import type { OrderDetail } from "./order-reads.server";
import { readOrder } from "./read-order.server";

/** The e-mail's text: who, what (each line and the total), how it is delivered and paid. */
export function orderNoticeText(order: OrderDetail, adminUrl: string): string {
  const address = deliveryAddressLine({
    address: order.deliveryAddress,
    postalCode: order.deliveryPostalCode,
  });
  return noticeText(
    [
      copy.heading(order.number),
      "",
      `${copy.name}: ${order.name}`,
      `${copy.phone}: ${order.phone}`,
      `${copy.email}: ${order.email ?? copy.noEmail}`,
      `${copy.placed}: ${formatDateTime(order.createdAt)} (${copy.timeZone})`,
      "",
      `${copy.lines}:`,
      ...order.lines.map(
        (line) =>
          `- ${line.quantity} × ${line.productName} (${formatPrice(line.unitCents)}): ${formatPrice(line.unitCents * line.quantity)}`,
      ),
      `${copy.subtotal}: ${formatPrice(order.subtotalCents)}`,
      `${copy.delivery}: ${order.deliveryLabel}, ${formatPrice(order.deliveryCents)}`,
      ...(address ? [`${copy.address}: ${address}`] : []),
      `${copy.total}: ${formatPrice(order.totalCents)}`,
      `${copy.payment}: ${order.paymentLabel}`,
      ...(order.invoice
        ? [`${copy.invoice}: ${order.invoice.rfc}, ${order.invoice.razonSocial}`]
        : []),
      ...(order.notes ? ["", `${copy.notes}:`, order.notes.replace(/\r?\n/g, "\r\n")] : []),
    ],
    { label: copy.link, url: adminUrl },
    copy.footer,
  );
}

const recordOrderNotice = (db: Database, id: number, state: NoticeState, at: Date) =>
  db.update(orders).set({ noticeState: state, noticeAt: at }).where(eq(orders.id, id));

/** Sends the notice of an order just stored and records the outcome (run in `waitUntil`); never throws. */
export function deliverOrderNotice(
  db: Database,
  settings: NoticeSettings,
  orderId: number,
  origin: string,
): Promise<NoticeState> {
  const what = `order ${orderId}`;
  return deliverNoticeOf(
    what,
    async () => {
      const order = await readOrder(db, orderId);
      const adminUrl = new URL(orderAdminPath(order.id), origin).toString();
      return sendNoticeOf(settings, what, (senderName) =>
        mimeMessage(
          { ...settings, senderName },
          copy.subject(
            order.number,
            order.name.replace(/\s+/g, " "),
            formatPrice(order.totalCents),
          ),
          order.email,
          `pedido-${order.id}`,
          orderNoticeText(order, adminUrl),
        ),
      );
    },
    (state) => recordOrderNotice(db, orderId, state, new Date()),
  );
}
