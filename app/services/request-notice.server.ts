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
import { readReplica, readSiteSettings } from "./site-settings.server";
import {
  detailOf,
  detailReads,
  findInboxRequest,
  type InboxRequest,
  type RequestDetail,
} from "./request-inbox.server";
import {
  requestAdminUrl,
  requestNoticeMessage,
  waitlistEntryAdminUrl,
  waitlistNoticeMessage,
  type NoticeAddresses,
} from "./request-notice-message.server";
import { findWaitlistEntry, recordEntryNotice, type InboxWaitlistEntry } from "./waitlist.server";

export interface NoticeSettings extends NoticeAddresses {
  binding: SendEmail;
  /** The brand the notice is sent in the name of, read from the site settings when sending. */
  senderName: () => Promise<string>;
}

interface NoticeEnv extends Pick<Env, "CONTENT_VERSION"> {
  NOTIFY?: SendEmail;
  /** Read only while 'Avisos por correo' was never saved: sites set up before it could. */
  NOTIFY_TO?: string;
  NOTIFY_FROM?: string;
}

/**
 * Where notices go, or null when they are off: no recipient (the owner sets
 * it in 'Sitio', docs/decisions/028-launch-day.md) or no sender (NOTIFY_FROM,
 * deployment configuration), or no binding (the Vite development server has
 * none; `npm start` does).
 */
export async function noticeSettings(env: NoticeEnv): Promise<NoticeSettings | null> {
  const from = env.NOTIFY_FROM?.trim();
  if (!env.NOTIFY || !from) return null;
  const settings = await readSiteSettings(env);
  const to = settings.notices.recipient ?? (await deployedRecipient(env));
  if (!to) return null;
  return { binding: env.NOTIFY, to, from, senderName: async () => settings.business.name };
}

/**
 * NOTIFY_TO, of a site set up before the setting, while 'Avisos por correo'
 * has never been saved: once the owner saves it, empty means no notices,
 * as the tab says.
 */
async function deployedRecipient(env: NoticeEnv): Promise<string | undefined> {
  const deployed = env.NOTIFY_TO?.trim();
  if (!deployed) return undefined;
  try {
    return (await readReplica(env)).notices === undefined ? deployed : undefined;
  } catch (error) {
    // KV failing: the settings read showed its defaults too; the deployed address, as before.
    console.error("Could not read the site settings from KV for the notices' recipient", error);
    return deployed;
  }
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
 * Sends a notice, its message made for the brand's sender name; a failure is
 * logged (naming `what`) and answered as 'failed', never thrown.
 */
export async function sendNoticeOf(
  settings: NoticeSettings,
  what: string,
  message: (senderName: string) => string,
): Promise<NoticeState> {
  try {
    await sendRaw(settings, message(await settings.senderName()));
    return "sent";
  } catch (error) {
    console.error(`The notice of ${what} was not sent`, error);
    return "failed";
  }
}

/**
 * Runs `send` (its item read first, which may fail too) and records the
 * outcome with `record`; never throws for a failed send or read: the failure
 * is logged and stored as 'failed'.
 */
export async function deliverNoticeOf(
  what: string,
  send: () => Promise<NoticeState>,
  record: (state: NoticeState) => PromiseLike<unknown>,
): Promise<NoticeState> {
  let state: NoticeState;
  try {
    state = await send();
  } catch (error) {
    console.error(`The notice of ${what} was not sent`, error);
    state = "failed";
  }
  await record(state);
  return state;
}

/** Sends the notice of a request; a failure is logged and answered as 'failed', never thrown. */
const sendNotice = (settings: NoticeSettings, request: InboxRequest, origin: string) =>
  sendNoticeOf(settings, `request ${request.id}`, (senderName) =>
    requestNoticeMessage(request, settings, requestAdminUrl(origin, request.id), senderName),
  );

/** The update that records a notice's outcome on its request. */
const recordNotice = (db: Database, requestId: number, state: NoticeState, at: Date) =>
  db
    .update(invitationRequests)
    .set({ noticeState: state, noticeAt: at })
    .where(eq(invitationRequests.id, requestId));

/**
 * Sends the notice of a request just stored and records the outcome on it
 * (run after the answer, in `waitUntil`). Never throws for a failed send:
 * the failure is logged and stored as 'failed'.
 */
export async function deliverRequestNotice(
  db: Database,
  settings: NoticeSettings,
  requestId: number,
  origin: string,
): Promise<NoticeState> {
  return deliverNoticeOf(
    `request ${requestId}`,
    async () => sendNotice(settings, await findInboxRequest(db, requestId), origin),
    (state) => recordNotice(db, requestId, state, new Date()),
  );
}

/**
 * The admin's 'Reenviar aviso': sends the notice again and answers the
 * request, its outcome recorded and the request read back in one batch;
 * 409 when notices are off, 503 (recorded as failed) when the sending failed.
 */
export async function resendRequestNotice(
  db: Database,
  settings: NoticeSettings | null,
  requestId: number,
  origin: string,
): Promise<RequestDetail> {
  const request = await findInboxRequest(db, requestId);
  if (!settings) throw conflict(requestInboxCopy.noticesDisabled);
  const state = await sendNotice(settings, request, origin);
  const [readRequest, readHistory] = detailReads(db, requestId);
  const [, rows, history] = await db.batch([
    recordNotice(db, requestId, state, new Date()),
    readRequest,
    readHistory,
  ]);
  if (state !== "sent") throw unavailable(requestInboxCopy.resendFailedMessage);
  return detailOf(rows, history);
}

/** Sends the notice of a waiting-list entry; a failure is logged and answered as 'failed'. */
const sendEntryNotice = (settings: NoticeSettings, entry: InboxWaitlistEntry, origin: string) =>
  sendNoticeOf(settings, `waiting-list entry ${entry.id}`, (senderName) =>
    waitlistNoticeMessage(entry, settings, waitlistEntryAdminUrl(origin, entry.id), senderName),
  );

/** The notice of an entry just stored, its outcome recorded (run in `waitUntil`); never throws. */
export async function deliverWaitlistNotice(
  db: Database,
  settings: NoticeSettings,
  entryId: number,
  origin: string,
): Promise<NoticeState> {
  return deliverNoticeOf(
    `waiting-list entry ${entryId}`,
    async () =>
      sendEntryNotice(
        settings,
        await findWaitlistEntry(db, entryId, requestInboxCopy.requestNotFound),
        origin,
      ),
    (state) => recordEntryNotice(db, entryId, state, new Date()),
  );
}

/** 'Reenviar aviso' of an entry: as for a request, 409 when off, 503 when the sending failed. */
export async function resendWaitlistNotice(
  db: Database,
  settings: NoticeSettings | null,
  entryId: number,
  origin: string,
): Promise<InboxWaitlistEntry> {
  const entry = await findWaitlistEntry(db, entryId, requestInboxCopy.requestNotFound);
  if (!settings) throw conflict(requestInboxCopy.noticesDisabled);
  const state = await sendEntryNotice(settings, entry, origin);
  const now = new Date();
  await recordEntryNotice(db, entryId, state, now);
  if (state !== "sent") throw unavailable(requestInboxCopy.resendFailedMessage);
  return { ...entry, noticeState: state, noticeAt: now };
}
