import type { ReactNode } from "react";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { OrderLineList } from "~/components/orders/OrderLineList";
import { deliveryAddressLine } from "~/shared/delivery-address";
import { formatPrice } from "~/shared/money";
import type { OrderPageView } from "~/view/admin-order-view";
import { RequesterEmail, RequesterPhone } from "./RequesterContact";

const section = "space-y-3 rounded-xl border border-honey-200 bg-white p-4";
const heading = "text-lg font-semibold text-smoke-900";

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-700">{label}</dt>
          <dd className="[overflow-wrap:anywhere] text-smoke-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the owner needs to prepare, charge and deliver the order. */
export function OrderDetails({ order }: { order: OrderPageView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="pedido-cliente" className={section}>
        <h3 id="pedido-cliente" className={heading}>
          {copy.contact}
        </h3>
        <Facts
          rows={[
            [copy.customer, order.name],
            [copy.phone, <RequesterPhone key="p" phone={order.phone} />],
            [copy.email, order.email ? <RequesterEmail key="e" email={order.email} /> : "—"],
            [copy.delivery, order.delivery.label],
            [copy.address, deliveryAddressLine(order.delivery) ?? "—"],
            [copy.payment, order.paymentLabel],
            [
              copy.notes,
              <span key="n" className="whitespace-pre-line">
                {order.notes ?? "—"}
              </span>,
            ],
          ]}
        />
        {order.buyerChat ? (
          <div className="space-y-1">
            <WhatsAppLink
              href={order.buyerChat}
              data-buyer-chat=""
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
            >
              {copy.tellBuyer}
            </WhatsAppLink>
            <p className="text-sm text-stone-700">{copy.tellBuyerHint(order.statusLabel)}</p>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="pedido-lineas" className={section}>
        <h3 id="pedido-lineas" className={heading}>
          {copy.lines}
        </h3>
        <OrderLineList lines={order.lines.map((line) => ({ ...line, name: line.productName }))} />
        <Facts
          rows={[
            [copy.subtotal, formatPrice(order.subtotalCents)],
            [copy.deliveryCost, formatPrice(order.deliveryCents)],
            [copy.total, <strong key="t">{formatPrice(order.totalCents)}</strong>],
          ]}
        />
        <h3 className={heading}>{copy.invoice}</h3>
        {order.invoice ? (
          <Facts rows={order.invoice} />
        ) : (
          <p className="text-stone-700">{copy.noInvoice}</p>
        )}
      </section>
    </div>
  );
}
