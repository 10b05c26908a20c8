import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminFilterForm } from "~/components/admin/AdminFilterForm";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { OrderFigures } from "~/components/admin/OrderFigures";
import { OrderTable } from "~/components/admin/OrderTable";
import { buttonClassName } from "~/components/ui/Button";
import { InlineAlert } from "~/components/ui/Alert";
import { ORDER_STATES, ORDER_STATUSES } from "~/content/order-statuses";
import { orderFiltersCopy, ordersAdminCopy as copy } from "~/content/orders-admin";
import { loadOrderList } from "~/controllers/order-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { ORDERS_ADMIN_PATH } from "~/shared/order-paths";
import { adminPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, ORDERS_ADMIN_PATH);

export const loader = (args: LoaderFunctionArgs) => loadOrderList(args);

const statusOptions = ORDER_STATUSES.map((status) => [status, ORDER_STATES[status].label] as const);

/** 'Pedidos': the orders, newest first, filtered by status. */
export default function AdminOrders() {
  const { orders, figures, notice, status, filterError, csvUrl } = useLoaderData<typeof loader>();
  if (notice) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-semibold text-smoke-900">{copy.title}</h2>
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-smoke-900">{copy.title}</h2>
          <p className="text-stone-700">{copy.count(orders.length)}</p>
        </div>
        <a href={csvUrl} download className={buttonClassName({ variant: "secondary" })}>
          {copy.downloadCsv}
        </a>
      </div>
      <AdminFilterForm
        action={ORDERS_ADMIN_PATH}
        copy={orderFiltersCopy}
        filtered={status !== null || filterError !== null}
        fields={[
          {
            id: "filtro-estado",
            name: "status",
            value: status ?? undefined,
            options: statusOptions,
          },
        ]}
      />
      {filterError ? <InlineAlert id="filtro-error">{filterError}</InlineAlert> : null}
      {orders.length === 0 ? (
        <p className="rounded-xl border border-honey-200 bg-white p-6 text-stone-700">
          {status || filterError ? copy.emptyFiltered : copy.empty}
        </p>
      ) : (
        <OrderTable orders={orders} />
      )}
      {figures ? <OrderFigures figures={figures} /> : null}
    </div>
  );
}
