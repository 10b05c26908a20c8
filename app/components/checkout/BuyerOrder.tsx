import { WhatsAppLink } from "~/components/WhatsAppLink";
import { orderPageCopy as copy } from "~/content/order-page";
import { formatDateTime } from "~/shared/dates";
import { OrderLineList } from "~/components/orders/OrderLineList";
import { deliveryAddressLine } from "~/shared/delivery-address";
import { formatPrice } from "~/shared/money";
import type { BuyerOrderView } from "~/view/buyer-order.server";

const sectionClass = "space-y-3 rounded-2xl border border-honey-200 bg-white p-5";
const headingClass = "font-serif text-2xl font-bold text-honey-900";

/** The order as its buyer follows it: state, lines and totals, how to pay, the chat, the history. */
export function BuyerOrder({ order }: { order: BuyerOrderView }) {
  const addressLine = deliveryAddressLine(order.delivery);
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-baseline justify-center gap-2 text-lg">
        <span>{copy.status}:</span>
        <strong data-order-status="" className="rounded-full bg-honey-100 px-3 py-1 text-honey-900">
          {order.statusLabel}
        </strong>
      </p>
      <p className="text-center whitespace-pre-line text-smoke-900">{order.confirmationText}</p>

      <section aria-labelledby="pedido-productos" className={sectionClass}>
        <h2 id="pedido-productos" className={headingClass}>
          {copy.lines}
        </h2>
        <OrderLineList
          lines={order.lines.map((line) => ({
            quantity: line.quantity,
            name: line.productName,
            lineCents: line.lineCents,
          }))}
        />
        <dl className="space-y-1 border-t border-honey-200 pt-3">
          <div className="flex justify-between gap-4">
            <dt>{copy.subtotal}</dt>
            <dd>{formatPrice(order.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>
              {copy.delivery}: {order.delivery.label}
            </dt>
            <dd>{formatPrice(order.deliveryCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-lg font-bold">
            <dt>{copy.total}</dt>
            <dd data-order-total="">{formatPrice(order.totalCents)}</dd>
          </div>
        </dl>
        {addressLine ? (
          <p className="text-smoke-700 text-sm">
            {copy.address}: {addressLine}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="pedido-pago" className={sectionClass}>
        <h2 id="pedido-pago" className={headingClass}>
          {copy.howToPay}: {order.payment.label}
        </h2>
        {order.payment.method === "transfer" && !order.payment.clabe ? (
          <p>{copy.askForBankDetails}</p>
        ) : null}
        {order.payment.method === "transfer" ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {/* The owner may have cleared them since: an empty line is left out. */}
            {order.payment.bank ? (
              <>
                <dt className="font-semibold">{copy.bank}</dt>
                <dd>{order.payment.bank}</dd>
              </>
            ) : null}
            {order.payment.beneficiary ? (
              <>
                <dt className="font-semibold">{copy.beneficiary}</dt>
                <dd>{order.payment.beneficiary}</dd>
              </>
            ) : null}
            {order.payment.clabe ? (
              <>
                <dt className="font-semibold">{copy.clabe}</dt>
                <dd data-order-clabe="" className="font-mono tracking-wider">
                  {order.payment.clabe}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">{copy.reference}</dt>
            <dd>{order.payment.reference}</dd>
          </dl>
        ) : (
          <p className="whitespace-pre-line">
            <span className="font-semibold">{copy.cashDetails}:</span> {order.payment.details}
          </p>
        )}
        <WhatsAppLink
          href={order.whatsappUrl}
          data-order-whatsapp=""
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-green-800"
        >
          {copy.whatsapp}
        </WhatsAppLink>
      </section>

      <section aria-labelledby="pedido-historial" className={sectionClass}>
        <h2 id="pedido-historial" className={headingClass}>
          {copy.history}
        </h2>
        <ol className="space-y-1">
          {order.history.map((change, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">{change.label}</span>
              <time dateTime={change.at} className="text-smoke-700">
                {formatDateTime(change.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-smoke-700 text-center text-sm">{copy.keepLink}</p>
    </div>
  );
}
