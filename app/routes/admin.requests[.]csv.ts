import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requestFiltersOf } from "~/controllers/request-inbox-api.server";
import { adminDownload } from "~/http/admin-download.server";
import { plainPage } from "~/http/plain-page.server";
import { isServiceError } from "~/services/errors.server";
import { csvFileName, toCsv } from "~/services/requests-csv.server";

/** GET /admin/requests.csv: the requests the list's filters (`?status=`, `?kind=`) show, newest first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return adminDownload(
    context,
    { download: "/admin/requests.csv", tab: "/admin/requests" },
    async (site) => {
      let filters;
      try {
        filters = requestFiltersOf(new URL(request.url));
      } catch (error) {
        if (!isServiceError(error)) throw error;
        return new Response(
          plainPage(error.message, '<p><a href="/admin/requests">Volver a las solicitudes</a></p>'),
          {
            status: 400,
            headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
          },
        );
      }
      const requests = await site.inbox.requests(filters);
      return new Response(toCsv(requests), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName(new Date())}"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );
}
