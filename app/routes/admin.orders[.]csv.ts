import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orderAnswers } from "~/content/order-messages";
import { ordersAdminCopy } from "~/content/orders-admin";
import { adminDownload } from "~/http/admin-download.server";
import { plainPage } from "~/http/plain-page.server";
import { csvResponse } from "~/services/csv-file.server";
import { ordersCsvFileName } from "~/services/orders/orders-csv.server";
import { ORDERS_ADMIN_PATH } from "~/shared/order-paths";
import { orderFiltersSchema } from "~/validation/order-change";

/** GET /admin/orders.csv: the orders the list's filter (`?status=`) shows, newest first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return adminDownload(
    context,
    { download: `${ORDERS_ADMIN_PATH}.csv`, tab: ORDERS_ADMIN_PATH },
    async (site) => {
      const status = new URL(request.url).searchParams.get("status") ?? undefined;
      const filters = orderFiltersSchema.safeParse({ status });
      if (!filters.success) {
        const back = `<p><a href="${ORDERS_ADMIN_PATH}">${ordersAdminCopy.back}</a></p>`;
        return new Response(plainPage(orderAnswers.status, back), {
          status: 400,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      return csvResponse(await site.orders.csv(filters.data), ordersCsvFileName(new Date()));
    },
  );
}
