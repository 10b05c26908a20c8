import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminDownload } from "~/http/admin-download.server";
import { csvFileName, toCsv } from "~/services/requests-csv.server";

/** GET /admin/requests.csv: every request, newest first, as a CSV download. */
export function loader({ context }: LoaderFunctionArgs) {
  return adminDownload(
    context,
    { download: "/admin/requests.csv", tab: "/admin/requests" },
    async (site) => {
      const requests = await site.invitationRequests();
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
