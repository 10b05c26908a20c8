export interface RequestRow {
  id: number;
  kindLabel: string;
  invitationCode: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: string;
  dateLabel: string;
}

const cell = "px-3 py-2 align-top";

const columns = ["Fecha", "Tipo", "Código", "Nombre", "Correo electrónico", "Teléfono", "Mensaje"];

/** Every request, newest first (the order the loader gives). */
export function RequestTable({ requests }: { requests: readonly RequestRow[] }) {
  return (
    <div
      role="region"
      aria-labelledby="requests-caption"
      // Scrollable at narrow widths: focusable so keyboards can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
    >
      <table className="w-full min-w-[56rem] text-left text-sm text-smoke-900">
        <caption id="requests-caption" className="px-3 py-2 text-left font-semibold">
          Solicitudes recibidas, de la más reciente a la más antigua
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
            <tr key={request.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={request.createdAt}>{request.dateLabel}</time>
              </td>
              <td className={cell}>{request.kindLabel}</td>
              <td className={`${cell} font-mono`}>{request.invitationCode}</td>
              <th scope="row" className={`${cell} font-semibold`}>
                {request.name}
              </th>
              <td className={cell}>
                <a
                  href={`mailto:${request.email}`}
                  className="break-all text-chili-700 underline underline-offset-2"
                >
                  {request.email}
                </a>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <a
                  href={`tel:${request.phone.replace(/[^\d+]/g, "")}`}
                  className="text-chili-700 underline underline-offset-2"
                >
                  {request.phone}
                </a>
              </td>
              <td className={`${cell} whitespace-pre-line`}>{request.message ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
