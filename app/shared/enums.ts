// Plain constants of the data model, importable by browser code without
// pulling in drizzle.

export const PRODUCT_CATEGORIES = [
  "Especialidades",
  "Condimentos",
  "Mieles",
  "Edición Limitada",
  "Otros",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Whether a product can be had today: the states and their words are one
 * table, content/availability-states.ts. Relative: db/schema.ts reaches
 * this file outside Vite's resolver.
 */
export {
  DEFAULT_AVAILABILITY,
  PRODUCT_AVAILABILITIES,
  type ProductAvailability,
} from "../content/availability-states";

/** `associate`: pairing box from /associates; `client`: sample from /clients. */
export const REQUEST_KINDS = ["associate", "client"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * What the inbox lists: the invitation requests' kinds, and `waitlist`, an
 * entry of the waiting list of a sold-out or coming product ('Lista de
 * espera'; never 'aviso', which is the owner's e-mail notice).
 */
export const INBOX_KINDS = [...REQUEST_KINDS, "waitlist"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * Where a request stands, in the order it usually moves: received, the
 * requester contacted, the box or sample shipped, delivered; or set aside.
 */
export const REQUEST_STATUSES = [
  "nueva",
  "contactada",
  "enviada",
  "entregada",
  "descartada",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * The owner's e-mail notice of a request: being sent, sent, failed, or not
 * sent because notices were off when it arrived.
 */
export const NOTICE_STATES = ["pending", "sent", "failed", "off"] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];
