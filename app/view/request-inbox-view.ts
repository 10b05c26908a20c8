/**
 * The inbox's requests as its pages show them: labels and dates written on
 * the server, so the page reads the same with or without JavaScript.
 */
import {
  NOTICE_STATE_LABELS,
  REQUEST_STATUS_LABELS,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import {
  statusSince,
  type InboxRequest,
  type RequestDetail,
} from "~/services/request-inbox.server";
import type { NoticeState, RequestStatus } from "~/shared/enums";
import { formatDateTime } from "~/shared/dates";
import { requestKindLabel } from "~/shared/request-format";

export interface RequestRowView {
  id: number;
  kindLabel: string;
  status: RequestStatus;
  statusLabel: string;
  invitationCode: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: string;
  dateLabel: string;
  noticeState: NoticeState;
  noticeLabel: string;
}

export interface RequestDetailView extends RequestRowView {
  company: string | null;
  note: string | null;
  statusSinceLabel: string;
  /** 'Aviso enviado el …', 'Aviso no enviado (último intento: …)'… */
  noticeDescription: string;
  history: { label: string; at: string; atLabel: string }[];
}

export function requestRowView(request: InboxRequest): RequestRowView {
  return {
    id: request.id,
    kindLabel: requestKindLabel(request.kind),
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    invitationCode: request.invitationCode,
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    dateLabel: formatDateTime(request.createdAt),
    noticeState: request.noticeState,
    noticeLabel: NOTICE_STATE_LABELS[request.noticeState],
  };
}

function noticeDescription(request: InboxRequest): string {
  const when = request.noticeAt ? formatDateTime(request.noticeAt) : "";
  switch (request.noticeState) {
    case "sent":
      return copy.noticeSentAt(when);
    case "failed":
      return copy.noticeFailedAt(when);
    case "pending":
      return copy.noticePending;
    case "off":
      return copy.noticeOff;
  }
}

export function requestDetailView(request: RequestDetail): RequestDetailView {
  return {
    ...requestRowView(request),
    company: request.company,
    note: request.note,
    statusSinceLabel: formatDateTime(statusSince(request)),
    noticeDescription: noticeDescription(request),
    history: [
      {
        label: copy.historyReceived,
        at: request.createdAt.toISOString(),
        atLabel: formatDateTime(request.createdAt),
      },
      ...request.history.map((change) => ({
        label: copy.historyChanged(change.status),
        at: change.changedAt.toISOString(),
        atLabel: formatDateTime(change.changedAt),
      })),
    ],
  };
}
