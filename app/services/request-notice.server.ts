/**
 * The owner's e-mail notice of each request (docs/decisions/018-request-inbox.md),
 * sent through the `send_email` binding (Cloudflare Email Routing). The
 * request is always stored first; sending happens after the visitor's answer,
 * and its outcome is recorded on the request ('Aviso no enviado' when it
 * failed), from where the admin can send it again.
 */
import { eq } from "drizzle-orm";
import { requestInboxCopy } from "~/content/request-inbox";
import type { Database } from "~/db/client.server";
import { invitationRequests, type NoticeState } from "~/db/schema";
import { conflict, unavailable } from "./errors.server";
import { findInboxRequest, getRequestDetail, type RequestDetail } from "./request-inbox.server";
import {
  requestAdminUrl,
  requestNoticeMessage,
  type NoticeAddresses,
} from "./request-notice-message.server";

export interface NoticeSettings extends NoticeAddresses {
  binding: SendEmail;
}

interface NoticeEnv {
  NOTIFY?: SendEmail;
  NOTIFY_TO?: string;
  NOTIFY_FROM?: string;
}

/**
 * Where notices go, or null when they are off: no recipient or sender set,
 * or no binding (the Vite development server has none; `npm start` does).
 */
export function noticeSettings(env: NoticeEnv): NoticeSettings | null {
  const to = env.NOTIFY_TO?.trim();
  const from = env.NOTIFY_FROM?.trim();
  if (!env.NOTIFY || !to || !from) return null;
  return { binding: env.NOTIFY, to, from };
}

/** The state a request is stored with: being sent, or off. */
export function initialNoticeState(settings: NoticeSettings | null): NoticeState {
  return settings ? "pending" : "off";
}

async function sendRaw(settings: NoticeSettings, raw: string): Promise<void> {
  // Loaded when sending: the module exists only in workerd, not in the Node
  // process of the Vite development server, which imports this file too.
  const { EmailMessage } = await import("cloudflare:email");
  await settings.binding.send(new EmailMessage(settings.from, settings.to, raw));
}

/**
 * Sends the notice of one request and records the outcome on it. Never
 * throws for a failed send: the failure is logged and stored as 'failed'.
 */
export async function deliverRequestNotice(
  db: Database,
  settings: NoticeSettings,
  requestId: number,
  origin: string,
  now = () => new Date(),
): Promise<NoticeState> {
  let state: NoticeState;
  try {
    const request = await findInboxRequest(db, requestId);
    await sendRaw(
      settings,
      requestNoticeMessage(request, settings, requestAdminUrl(origin, requestId)),
    );
    state = "sent";
  } catch (error) {
    console.error(`The notice of request ${requestId} was not sent`, error);
    state = "failed";
  }
  await db
    .update(invitationRequests)
    .set({ noticeState: state, noticeAt: now() })
    .where(eq(invitationRequests.id, requestId));
  return state;
}

/**
 * The admin's 'Reenviar aviso': sends the notice again and answers the
 * request; 409 when notices are off, 503 (recorded as failed) when the
 * sending failed.
 */
export async function resendRequestNotice(
  db: Database,
  settings: NoticeSettings | null,
  requestId: number,
  origin: string,
): Promise<RequestDetail> {
  await findInboxRequest(db, requestId);
  if (!settings) throw conflict(requestInboxCopy.noticesDisabled);
  const state = await deliverRequestNotice(db, settings, requestId, origin);
  if (state !== "sent") throw unavailable(requestInboxCopy.resendFailedMessage);
  return getRequestDetail(db, requestId);
}
