/**
 * The owner's e-mail when a buyer attaches a receipt of their transfer, so
 * the owner knows to check the account and mark the order 'Pagado'
 * (docs/decisions/032-orders-without-a-payment-processor.md). Sent like the
 * order's own notice, after the buyer's answer; the receipt is stored before
 * anything is sent, and a failed e-mail is only logged.
 */
import { orderNoticeCopy, receiptNoticeCopy as copy } from "~/content/order-messages";
import { ORDER_STATES, type OrderStatus } from "~/content/order-statuses";
import type { Database } from "~/db/client.server";
import { formatDateTime } from "~/shared/dates";
import { formatPrice } from "~/shared/money";
import { orderAdminPath } from "~/shared/order-paths";
import { mimeMessage, noticeText } from "../request-notice-message.server";
import { sendNoticeOf, type NoticeSettings } from "../request-notice.server";
import type { StoredReceipt } from "./order-receipts.server";
import { readOrder } from "./read-order.server";

/** Whether the order is still before 'Pagado', so the receipt may be the payment it waits for. */
const awaitsPayment = (status: OrderStatus) => status === "nuevo" || status === "confirmado";

/** Sends the notice of `receipt`, just attached to order `orderId` (run in `waitUntil`); never throws. */
export async function deliverReceiptNotice(
  db: Database,
  settings: NoticeSettings,
  orderId: number,
  receipt: StoredReceipt,
  origin: string,
): Promise<void> {
  const what = `the receipt of order ${orderId}`;
  try {
    const order = await readOrder(db, orderId);
    const adminUrl = new URL(orderAdminPath(order.id), origin).toString();
    const text = noticeText(
      [
        copy.heading(order.number),
        "",
        `${orderNoticeCopy.name}: ${order.name}`,
        `${orderNoticeCopy.phone}: ${order.phone}`,
        `${orderNoticeCopy.total}: ${formatPrice(order.totalCents)}`,
        `${orderNoticeCopy.payment}: ${order.paymentLabel}`,
        `${copy.file}: ${copy.fileKind(receipt.contentType, Math.max(1, Math.round(receipt.bytes / 1024)))}`,
        `${copy.attached}: ${formatDateTime(receipt.uploadedAt)} (${orderNoticeCopy.timeZone})`,
      ],
      { label: orderNoticeCopy.link, url: adminUrl },
      awaitsPayment(order.status)
        ? copy.footer
        : copy.footerAlreadyPaid(ORDER_STATES[order.status].label),
    );
    await sendNoticeOf(settings, what, (senderName) =>
      mimeMessage(
        { ...settings, senderName },
        copy.subject(order.number, order.name.replace(/\s+/g, " "), formatPrice(order.totalCents)),
        order.email,
        `comprobante-${order.id}`,
        text,
      ),
    );
  } catch (error) {
    console.error(`The notice of ${what} was not sent`, error);
  }
}
