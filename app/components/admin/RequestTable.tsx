import { Link } from "@remix-run/react";
import { ADMIN_CELL, AdminTable } from "./AdminTable";
import { requestInboxCopy as copy } from "~/content/request-inbox";
import type { RequestRowView } from "~/view/request-inbox-view";
import { RequestBadges } from "./RequestStatusBadge";
import { RequesterEmail, RequesterPhone } from "./RequesterContact";

const cell = ADMIN_CELL;

const columns = [
  "Fecha",
  "Tipo",
  "Estado",
  "Código",
  "Nombre",
  "Correo electrónico",
  "Teléfono",
  "Mensaje",
  "Producto",
];

/** The requests, newest first (the order the loader gives); each name opens its page. */
export function RequestTable({ requests }: { requests: readonly RequestRowView[] }) {
  return (
    <AdminTable
      id="requests-caption"
      caption={copy.caption}
      columns={columns}
      minWidth="min-w-[60rem]"
    >
      {requests.map((request) => (
        <tr key={request.href} data-request-id={request.id}>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={request.createdAt}>{request.dateLabel}</time>
          </td>
          <td className={cell}>{request.kindLabel}</td>
          <td className={cell}>
            <div className="flex flex-col items-start gap-1">
              <RequestBadges request={request} />
            </div>
          </td>
          <td className={`${cell} font-mono`}>{request.invitationCode ?? "—"}</td>
          <th scope="row" className={`${cell} font-semibold`}>
            <Link
              to={request.href}
              aria-label={copy.openRequest(request.name)}
              className="text-chili-700 underline underline-offset-2"
            >
              {request.name}
            </Link>
          </th>
          <td className={cell}>
            {request.email ? <RequesterEmail email={request.email} inTable /> : "—"}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {request.phone ? <RequesterPhone phone={request.phone} /> : "—"}
          </td>
          <td className={`${cell} whitespace-pre-line`}>{request.message ?? "—"}</td>
          <td className={cell}>{request.productName ?? "—"}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
