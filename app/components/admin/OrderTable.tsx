import { Link } from "@remix-run/react";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { formatPrice } from "~/shared/money";
import { orderAdminPath } from "~/shared/order-paths";
import type { OrderRowView } from "~/view/admin-order-view";

const cell = "px-3 py-2 align-top";
const columns = [copy.number, copy.date, copy.customer, copy.total, copy.status];

/** The orders, newest first (the loader's order); each number opens its page. */
export function OrderTable({ orders }: { orders: readonly OrderRowView[] }) {
  return (
    <div
      role="region"
      aria-labelledby="orders-caption"
      // Scrollable at narrow widths: focusable so keyboards can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
    >
      <table className="w-full min-w-[36rem] text-left text-sm text-smoke-900">
        <caption id="orders-caption" className="px-3 py-2 text-left font-semibold">
          {copy.caption}
        </caption>
        <thead className="bg-honey-100 text-honey-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-honey-100">
          {orders.map((order) => (
            <tr key={order.id} data-order-id={order.id}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                <Link
                  to={orderAdminPath(order.id)}
                  aria-label={copy.openOrder(order.number, order.name)}
                  className="text-chili-700 underline underline-offset-2"
                >
                  {order.number}
                </Link>
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={order.placedAt}>{order.placedAtLabel}</time>
              </td>
              <td className={cell}>{order.name}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatPrice(order.totalCents)}</td>
              <td className={cell}>
                <span className="rounded-full bg-honey-100 px-2 py-0.5 font-medium text-honey-900">
                  {order.statusLabel}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
