import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { BackupLink } from "~/components/admin/BackupLink";
import { RequestFilters } from "~/components/admin/RequestFilters";
import { RequestTable } from "~/components/admin/RequestTable";
import { InlineAlert } from "~/components/ui/Alert";
import { buttonClassName } from "~/components/ui/Button";
import { REQUESTS_PATH, requestInboxCopy as copy } from "~/content/request-inbox";
import { loadRequestList } from "~/controllers/request-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, REQUESTS_PATH);

export const loader = (args: LoaderFunctionArgs) => loadRequestList(args);

export default function AdminRequests() {
  const { requests, products, notice, filters, filterError, filtered, csvUrl, noticesOn } =
    useLoaderData<typeof loader>();
  if (notice) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-semibold text-smoke-900">{copy.title}</h2>
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      </div>
    );
  }
  const count = requests.length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-smoke-900">{copy.title}</h2>
          <p className="text-stone-700">{copy.count(count)}</p>
        </div>
        <a href={csvUrl} download className={buttonClassName({ variant: "secondary" })}>
          {copy.downloadCsv}
        </a>
      </div>
      {noticesOn ? null : (
        <p
          role="note"
          className="rounded-lg border border-honey-700 bg-honey-50 p-3 text-honey-900"
        >
          {copy.noticesOff}
        </p>
      )}
      <RequestFilters
        status={filters.status}
        kind={filters.kind}
        productId={filters.productId}
        products={products}
        filtered={filtered || filterError !== null}
        tabUrl={REQUESTS_PATH}
      />
      {filterError ? <InlineAlert id="filtro-error">{filterError}</InlineAlert> : null}
      {count === 0 ? (
        <p className="rounded-xl border border-honey-200 bg-white p-6 text-stone-700">
          {filtered || filterError ? copy.emptyFiltered : copy.empty}
        </p>
      ) : (
        <RequestTable requests={requests} />
      )}
      <BackupLink />
    </div>
  );
}
