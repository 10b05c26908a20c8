import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { OrderChangeForm } from "~/components/admin/OrderChangeForm";
import { OrderDelete } from "~/components/admin/OrderDelete";
import { OrderDetails } from "~/components/admin/OrderDetails";
import { StatusHistory } from "~/components/admin/StatusHistory";
import { OrderReceipts } from "~/components/admin/OrderReceipts";
import { ordersAdminCopy as copy } from "~/content/orders-admin";
import {
  changeOrderFromPage,
  loadOrderPage,
  type OrderActionData,
} from "~/controllers/order-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { ORDERS_ADMIN_PATH, orderAdminPath } from "~/shared/order-paths";
import { unindexedPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = unindexedPageMeta<typeof loader>(
  (data) => (data?.order ? copy.orderTitle(data.order.number) : copy.notFound),
  copy.description,
);

export const loader = loadOrderPage;
export const action = changeOrderFromPage;

/** One order: the buyer, the lines and totals, the history, and the change of its state. */
export default function AdminOrder() {
  const { order, notice } = useLoaderData<typeof loader>();
  const answer = useActionData<OrderActionData>();
  const back = (
    <Link
      to={ORDERS_ADMIN_PATH}
      className="font-semibold text-chili-700 underline underline-offset-2"
    >
      {copy.back}
    </Link>
  );
  if (notice) {
    return (
      <div className="space-y-6">
        {back}
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="space-y-4">
        {back}
        <h2 className="text-xl font-semibold text-smoke-900">{copy.notFound}</h2>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-xl font-semibold text-smoke-900">{copy.orderTitle(order.number)}</h2>
        <span
          data-order-status=""
          className="rounded-full bg-honey-100 px-3 py-0.5 font-medium text-honey-900"
        >
          {order.statusLabel}
        </span>
        <time dateTime={order.placedAt} className="text-stone-700">
          {order.placedAtLabel}
        </time>
      </div>
      <OrderDetails order={order} />
      <section
        aria-labelledby="cambiar-estado-titulo"
        className="space-y-3 rounded-xl border border-honey-200 bg-white p-4"
      >
        <h3 id="cambiar-estado-titulo" className="text-lg font-semibold text-smoke-900">
          {copy.changeHeading}
        </h3>
        <OrderChangeForm
          key={order.history.length}
          action={orderAdminPath(order.id)}
          current={order.status}
          next={order.next}
          lastResult={answer?.result}
        />
      </section>
      <OrderReceipts orderId={order.id} receipts={order.receipts} />
      <StatusHistory headingId="pedido-historial" heading={copy.history} history={order.history} />
      <OrderDelete order={order} notice={answer?.notice} />
    </div>
  );
}
