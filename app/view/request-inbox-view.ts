/**
 * The inbox's requests as its pages show them: labels and dates written on
 * the server, so the page reads the same with or without JavaScript.
 */
import {
  NOTICE_STATE_LABELS,
  REQUEST_STATUS_LABELS,
  REQUESTS_PATH,
  WAITLIST_ENTRIES_PATH,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { statusSince, type InboxItem, type RequestDetail } from "~/services/request-inbox.server";
import type { InboxWaitlistEntry } from "~/services/waitlist.server";
import { productBackLink } from "~/shared/whatsapp-links";
import { absoluteUrl } from "~/view/seo";
import type { NoticeState, RequestStatus } from "~/shared/enums";
import { formatDateTime } from "~/shared/dates";
import { requestKindLabel } from "~/shared/request-format";

export interface RequestRowView {
  id: number;
  /** The item's page: a request's, or a waiting-list entry's. */
  href: string;
  kindLabel: string;
  status: RequestStatus;
  statusLabel: string;
  /** Null for a waiting-list entry. */
  invitationCode: string | null;
  /** The product a waiting-list entry is about; null for a request. */
  productName: string | null;
  name: string;
  /** A waiting-list entry has one of the two, or both. */
  email: string | null;
  phone: string | null;
  message: string | null;
  createdAt: string;
  dateLabel: string;
  noticeState: NoticeState;
  noticeLabel: string;
}

export interface RequestDetailView extends Omit<RequestRowView, "email" | "phone"> {
  email: string;
  phone: string;
  company: string | null;
  note: string | null;
  statusSinceLabel: string;
  /** 'Aviso enviado el …', 'Aviso no enviado (último intento: …)'… */
  noticeDescription: string;
  history: { label: string; at: string; atLabel: string }[];
}

export function requestRowView(request: InboxItem): RequestRowView {
  const entry = request.kind === "waitlist";
  return {
    id: request.id,
    href: `${entry ? WAITLIST_ENTRIES_PATH : REQUESTS_PATH}/${request.id}`,
    kindLabel: requestKindLabel(request.kind),
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    invitationCode: entry ? null : request.invitationCode,
    productName: entry ? request.productName : null,
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: entry ? null : request.message,
    createdAt: request.createdAt.toISOString(),
    dateLabel: formatDateTime(request.createdAt),
    noticeState: request.noticeState,
    noticeLabel: NOTICE_STATE_LABELS[request.noticeState],
  };
}

function noticeDescription(request: InboxItem): string {
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
    email: request.email,
    phone: request.phone,
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

export interface WaitlistEntryView extends RequestRowView {
  productId: number;
  productSlug: string;
  note: string | null;
  statusSinceLabel: string;
  noticeDescription: string;
  /** The owner's WhatsApp chat with the person, the product's return typed; null without a phone. */
  whatsappUrl: string | null;
  history: RequestDetailView["history"];
}

/** A waiting-list entry's page: its row, the product, its follow-up, and the WhatsApp link. */
export function waitlistEntryView(entry: InboxWaitlistEntry): WaitlistEntryView {
  const changed = entry.statusChangedAt;
  return {
    ...requestRowView(entry),
    productId: entry.productId,
    productSlug: entry.productSlug,
    note: entry.note,
    statusSinceLabel: formatDateTime(statusSince(entry)),
    noticeDescription: noticeDescription(entry),
    whatsappUrl: productBackLink({
      phone: entry.phone,
      personName: entry.name,
      productName: entry.productName,
      pageUrl: absoluteUrl(`/products/${entry.productSlug}`),
    }),
    history: [
      {
        label: copy.historyReceived,
        at: entry.createdAt.toISOString(),
        atLabel: formatDateTime(entry.createdAt),
      },
      ...(changed
        ? [
            {
              label: copy.historyChanged(entry.status),
              at: changed.toISOString(),
              atLabel: formatDateTime(changed),
            },
          ]
        : []),
    ],
  };
}
