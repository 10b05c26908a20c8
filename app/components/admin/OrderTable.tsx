import { Link } from "@remix-run/react";
import { ADMIN_CELL, AdminTable } from "./AdminTable";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { formatPrice } from "~/shared/money";
import { orderAdminPath } from "~/shared/order-paths";
import type { OrderRowView } from "~/view/admin-order-view";

const cell = ADMIN_CELL;
const columns = [copy.number, copy.date, copy.customer, copy.total, copy.status];

/** The orders, newest first (the loader's order); each number opens its page. */
export function OrderTable({ orders }: { orders: readonly OrderRowView[] }) {
  return (
    <AdminTable
      id="orders-caption"
      caption={copy.caption}
      columns={columns}
      minWidth="min-w-[36rem]"
    >
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
    </AdminTable>
  );
}
