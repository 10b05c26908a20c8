import type { RequestStatus } from "~/shared/enums";

const tones: Record<RequestStatus, string> = {
  nueva: "bg-honey-100 text-honey-900 ring-honey-300",
  contactada: "bg-sky-50 text-sky-900 ring-sky-300",
  enviada: "bg-violet-50 text-violet-900 ring-violet-300",
  entregada: "bg-green-50 text-green-900 ring-green-300",
  descartada: "bg-stone-100 text-stone-800 ring-stone-300",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1";

/** A request's status as a coloured label. */
export function RequestStatusBadge({ status, label }: { status: RequestStatus; label: string }) {
  return (
    <span className={`${pill} ${tones[status]}`} data-status={status}>
      {label}
    </span>
  );
}

/** 'Aviso no enviado': the owner's e-mail about the request failed. */
export function NoticeFailedBadge({ label }: { label: string }) {
  return <span className={`${pill} bg-red-50 text-chili-700 ring-chili-700`}>{label}</span>;
}
