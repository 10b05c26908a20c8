/**
 * The owner's e-mail about one request, as a MIME message built by mimetext
 * (its browser build: no Node built-ins, no MIME-type table in the Worker).
 * Plain text, UTF-8, base64 in 76-character lines, so accents and a
 * 2,000-character message travel through any mail server intact.
 */
import { createMimeMessage, Mailbox } from "mimetext/browser";
import { requestNoticeCopy as copy } from "~/content/request-inbox";
import { formatDateTime } from "~/shared/dates";
import { WAITLIST_ENTRIES_PATH } from "~/content/request-inbox";
import type { InboxRequest } from "./request-inbox.server";
import type { InboxWaitlistEntry } from "./waitlist.server";

export interface NoticeAddresses {
  to: string;
  from: string;
}

/** The admin page of a request, absolute, for the e-mail's link. */
export function requestAdminUrl(origin: string, id: number): string {
  return new URL(`/admin/requests/${id}`, origin).toString();
}

/**
 * A notice's text: its lines, then the link to the admin's page of the item
 * and the footer, with CRLF line ends as mail wants.
 */
export function noticeText(
  lines: readonly string[],
  link: { label: string; url: string },
  footer: string,
): string {
  return [...lines, "", link.label, link.url, "", footer, ""].join("\r\n");
}

export function requestNoticeText(request: InboxRequest, adminUrl: string): string {
  const code = request.company
    ? `${request.invitationCode} (${request.company})`
    : request.invitationCode;
  return noticeText(
    [
      copy.heading(request.kind),
      "",
      `${copy.name}: ${request.name}`,
      `${copy.email}: ${request.email}`,
      `${copy.phone}: ${request.phone}`,
      `${copy.code}: ${code}`,
      `${copy.received}: ${formatDateTime(request.createdAt)} (${copy.timeZone})`,
      "",
      `${copy.message}:`,
      // Mail wants CRLF line ends throughout, the visitor's own lines too.
      request.message?.replace(/\r?\n/g, "\r\n") ?? copy.noMessage,
    ],
    { label: copy.link, url: adminUrl },
    copy.footer,
  );
}

/** The admin page of a waiting-list entry, absolute, for the e-mail's link. */
export function waitlistEntryAdminUrl(origin: string, id: number): string {
  return new URL(`${WAITLIST_ENTRIES_PATH}/${id}`, origin).toString();
}

/** The owner's e-mail about a waiting-list entry: who, how to reach them, and which product. */
export function waitlistNoticeText(entry: InboxWaitlistEntry, adminUrl: string): string {
  return noticeText(
    [
      copy.heading(entry.kind),
      "",
      `${copy.product}: ${entry.productName}`,
      `${copy.name}: ${entry.name}`,
      `${copy.email}: ${entry.email ?? copy.noContact}`,
      `${copy.phone}: ${entry.phone ?? copy.noContact}`,
      `${copy.received}: ${formatDateTime(entry.createdAt)} (${copy.timeZone})`,
    ],
    { label: copy.entryLink, url: adminUrl },
    copy.entryFooter,
  );
}

/**
 * The raw message: From (in the brand's name, from the site settings), To,
 * Reply-To (the requester), Subject, Date and a Message-ID.
 */
export function requestNoticeMessage(
  request: InboxRequest,
  addresses: NoticeAddresses,
  adminUrl: string,
  senderName: string,
): string {
  return mimeMessage(
    { ...addresses, senderName },
    copy.subject(request.kind, request.name.replace(/\s+/g, " ")),
    request.email,
    `solicitud-${request.id}`,
    requestNoticeText(request, adminUrl),
  );
}

/** The same for a waiting-list entry; Reply-To only when the person left an e-mail. */
export function waitlistNoticeMessage(
  entry: InboxWaitlistEntry,
  addresses: NoticeAddresses,
  adminUrl: string,
  senderName: string,
): string {
  return mimeMessage(
    { ...addresses, senderName },
    copy.subject(entry.kind, `${entry.productName}, ${entry.name}`.replace(/\s+/g, " ")),
    entry.email,
    `lista-de-espera-${entry.id}`,
    waitlistNoticeText(entry, adminUrl),
  );
}

/** A plain-text notice as a raw MIME message, for the send_email binding. */
export function mimeMessage(
  addresses: NoticeAddresses & { senderName: string },
  subject: string,
  replyTo: string | null,
  idPrefix: string,
  text: string,
): string {
  const message = createMimeMessage();
  message.setSender({ name: addresses.senderName, addr: addresses.from });
  message.setRecipient(addresses.to);
  message.setSubject(subject);
  if (replyTo) message.setHeader("Reply-To", new Mailbox({ addr: replyTo }));
  // The local simulator refuses a message without one; mail servers expect it.
  message.setHeader(
    "Message-ID",
    `<${idPrefix}-${crypto.randomUUID()}@${domainOf(addresses.from)}>`,
  );
  const body = message.toBase64(text);
  message.addMessage({
    contentType: "text/plain",
    charset: "UTF-8",
    encoding: "base64",
    data: body.replace(/.{76}(?=.)/g, "$&\r\n"),
  });
  return message.asRaw();
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1) || "localhost";
}
