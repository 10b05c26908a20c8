import type { NoticeState, RequestStatus } from "~/shared/enums";

const tones: Record<RequestStatus, string> = {
  nueva: "bg-honey-100 text-honey-900 ring-honey-300",
  contactada: "bg-sky-50 text-sky-900 ring-sky-300",
  enviada: "bg-violet-50 text-violet-900 ring-violet-300",
  entregada: "bg-green-50 text-green-900 ring-green-300",
  descartada: "bg-stone-100 text-stone-800 ring-stone-300",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1";

/** A request's status as a coloured label. */
function RequestStatusBadge({ status, label }: { status: RequestStatus; label: string }) {
  return (
    <span className={`${pill} ${tones[status]}`} data-status={status}>
      {label}
    </span>
  );
}

/** The request's status, and 'Aviso no enviado' when the owner's e-mail about it failed. */
export function RequestBadges({
  request,
}: {
  request: {
    status: RequestStatus;
    statusLabel: string;
    noticeState: NoticeState;
    noticeLabel: string;
  };
}) {
  return (
    <>
      <RequestStatusBadge status={request.status} label={request.statusLabel} />
      {request.noticeState === "failed" ? (
        <span className={`${pill} bg-red-50 text-chili-700 ring-chili-700`}>
          {request.noticeLabel}
        </span>
      ) : null}
    </>
  );
}
