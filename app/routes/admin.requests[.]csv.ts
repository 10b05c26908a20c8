import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requestFiltersOf } from "~/controllers/request-inbox-api.server";
import { REQUESTS_PATH, requestInboxCopy } from "~/content/request-inbox";
import { adminDownload } from "~/http/admin-download.server";
import { plainPage } from "~/http/plain-page.server";
import { isServiceError } from "~/services/errors.server";
import { csvResponse } from "~/services/csv-file.server";
import { csvFileName, toCsv } from "~/services/requests-csv.server";

/** A filter the site does not know: the download's own small page says which, 400. */
function badFilterPage(message: string): Response {
  const back = `<p><a href="${REQUESTS_PATH}">${requestInboxCopy.backToList}</a></p>`;
  return new Response(plainPage(message, back), {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** GET /admin/requests.csv: the requests the list's filters (`?status=`, `?kind=`) show, newest first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return adminDownload(
    context,
    { download: `${REQUESTS_PATH}.csv`, tab: REQUESTS_PATH },
    async (site) => {
      let filters;
      try {
        filters = requestFiltersOf(new URL(request.url));
      } catch (error) {
        if (!isServiceError(error)) throw error;
        return badFilterPage(error.message);
      }
      const requests = await site.inbox.requests(filters);
      return csvResponse(toCsv(requests), csvFileName(new Date()));
    },
  );
}
