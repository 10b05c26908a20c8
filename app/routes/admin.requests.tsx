import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminOfflineNotice } from "~/components/admin/AdminOfflineNotice";
import { RequestTable } from "~/components/admin/RequestTable";
import { buttonClassName } from "~/components/ui/Button";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { formatRequestDate, requestKindLabel } from "~/shared/request-format";
import { pageMeta } from "~/view/seo";
import { listInvitationRequests } from "~/services/invitations.server";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Solicitudes · Panel de Administración",
    description: "Solicitudes de cajas de maridaje y muestras recibidas.",
    path: "/admin/requests",
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  // Offline, requests are never read (docs/decisions/002-standalone-mode.md): the tab says so.
  if (access.mode === "standalone") return { requests: [], offline: true };
  const requests = await listInvitationRequests(context.db);
  // Dates are written on the server, so the page reads the same with or without JS.
  return {
    offline: false,
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
  const { requests, offline } = useLoaderData<typeof loader>();
  const count = requests.length;
  if (offline) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-semibold text-smoke-900">Solicitudes</h2>
        <AdminOfflineNotice>
          Las solicitudes contienen datos personales y no se leen en modo sin conexión. Salga del
          modo sin conexión para verlas.
        </AdminOfflineNotice>
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
      <p>
        <Link
          to="/backup"
          className="font-semibold text-chili-700 underline underline-offset-2 hover:text-chili-600"
        >
          Respaldo del contenido
        </Link>
      </p>
    </div>
  );
}
