import { ordersAdminCopy as copy } from "~/content/orders-admin";
import type { StoredReceipt } from "~/services/orders/order-receipts.server";
import { formatDateTime } from "~/shared/dates";
import { formatBytes } from "~/shared/bytes";

/** The transfer's receipts the buyer attached, each downloaded from the private bucket. */
export function OrderReceipts({
  orderId,
  receipts,
}: {
  orderId: number;
  /** Null when the bucket could not be read. */
  receipts: readonly StoredReceipt[] | null;
}) {
  return (
    <section aria-labelledby="pedido-comprobantes" className="space-y-2">
      <h3 id="pedido-comprobantes" className="text-lg font-semibold text-smoke-900">
        {copy.receipts}
      </h3>
      {receipts === null ? (
        <p className="text-chili-700">{copy.receiptsUnreadable}</p>
      ) : receipts.length === 0 ? (
        <p className="text-stone-700">{copy.noReceipts}</p>
      ) : (
        <ul className="space-y-1">
          {receipts.map((receipt, index) => (
            <li key={receipt.name}>
              <a
                href={`/admin/orders/${orderId}/comprobantes/${receipt.name}`}
                download
                data-receipt=""
                className="font-semibold text-chili-700 underline underline-offset-2"
              >
                {copy.receiptLink(index + 1, formatDateTime(receipt.uploadedAt))}
              </a>{" "}
              <span className="text-sm text-stone-700">
                {receipt.contentType === "application/pdf" ? "PDF" : "Imagen"},{" "}
                {formatBytes(receipt.bytes)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
