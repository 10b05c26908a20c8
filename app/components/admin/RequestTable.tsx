import { Link } from "@remix-run/react";
import { requestInboxCopy as copy } from "~/content/request-inbox";
import type { RequestRowView } from "~/view/request-inbox-view";
import { RequestBadges } from "./RequestStatusBadge";
import { RequesterEmail, RequesterPhone } from "./RequesterContact";

const cell = "px-3 py-2 align-top";

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
    <div
      role="region"
      aria-labelledby="requests-caption"
      // Scrollable at narrow widths: focusable so keyboards can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
    >
      <table className="w-full min-w-[60rem] text-left text-sm text-smoke-900">
        <caption id="requests-caption" className="px-3 py-2 text-left font-semibold">
          {copy.caption}
        </caption>
        <thead className="bg-honey-100 text-honey-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-honey-100">
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
        </tbody>
      </table>
    </div>
  );
}
