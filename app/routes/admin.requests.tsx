import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { BackupLink } from "~/components/admin/BackupLink";
import { RequestTable } from "~/components/admin/RequestTable";
import { buttonClassName } from "~/components/ui/Button";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { formatRequestDate, requestKindLabel } from "~/shared/request-format";
import { adminPageMeta } from "~/view/admin-page-meta";
import { standaloneTabNotices } from "~/content/standalone";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { siteFor } from "~/services/site/site.server";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(
  "Solicitudes",
  "Solicitudes de cajas de maridaje y muestras recibidas.",
  "/admin/requests",
);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const { value: requests, notice } = await readLiveOnly(
    () => site.invitationRequests(),
    [],
    standaloneTabNotices.requests,
  );
  // Dates are written on the server, so the page reads the same with or without JS.
  return {
    notice,
    requests: requests.map((request) => ({
      id: request.id,
      kindLabel: requestKindLabel(request.kind),
      invitationCode: request.invitationCode,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      createdAt: request.createdAt.toISOString(),
      dateLabel: formatRequestDate(request.createdAt),
    })),
  };
}

export default function AdminRequests() {
  const { requests, notice } = useLoaderData<typeof loader>();
  const count = requests.length;
  if (notice) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-semibold text-smoke-900">Solicitudes</h2>
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-smoke-900">Solicitudes</h2>
          <p className="text-stone-700">{count === 1 ? "1 solicitud" : `${count} solicitudes`}</p>
        </div>
        <a
          href="/admin/requests.csv"
          download
          className={buttonClassName({ variant: "secondary" })}
        >
          Descargar CSV
        </a>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-honey-200 bg-white p-6 text-stone-700">
          Todavía no se ha recibido ninguna solicitud.
        </p>
      ) : (
        <RequestTable requests={requests} />
      )}
      <BackupLink />
    </div>
  );
}
