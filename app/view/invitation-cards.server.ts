import type { InvitationCode } from "~/db/schema";
import type { CardSelection } from "~/services/invitation-campaigns.server";
import {
  CARD_INVITATION_LINES,
  CARD_PAPERS,
  invitationCardsCopy as copy,
  type CardPaper,
} from "~/content/invitation-cards";
import { associatesPage, clientsPage } from "~/content/invitations";
import { formatPlainDate } from "~/shared/code-expiry";
import type { RequestKind } from "~/shared/enums";
import { MAX_CODES_PER_BATCH } from "~/validation/invitation-campaign";
import { qrCodeSvg } from "./invitation-qr.server";

/** The public page a card's code opens, by the programme it is for. */
const PROGRAMME_PATHS: Record<RequestKind, string> = {
  associate: associatesPage.path,
  client: clientsPage.path,
};

/** Two columns of four cards of 95 × 62 mm: they fit Letter and A4 alike. */
export const CARDS_PER_SHEET = 8;

/** The most codes one sheet of cards picks by id: a batch's worth. */
export const MAX_CARD_IDS = MAX_CODES_PER_BATCH;

/** One printed card, as the page renders it. */
export interface InvitationCardView {
  id: number;
  code: string;
  kind: RequestKind;
  /** The invitation line of the code's programme. */
  invitation: string;
  /** `<origin>/associates?code=<code>` (or `/clients`): what the QR code holds. */
  url: string;
  /** The same address as printed under the code. */
  urlText: string;
  /** The QR code of `url`, an inline `<svg>` (invitation-qr.server.ts). */
  qrSvg: string;
  /** 'Para <name>, <company>'. */
  guest: string;
  /** 'Válido hasta el 30 nov 2026', or null for a code that never expires. */
  expiryLabel: string | null;
}

/** What the cards page was asked for, read from its URL. */
export interface CardSheetRequest {
  /** null when the URL names neither a campaign nor any code. */
  selection: CardSelection | null;
  /** The campaign of `?campaign=`, kept for the way back to the codes tab. */
  campaign: string | null;
  paper: CardPaper;
}

function isCardPaper(value: string | null): value is CardPaper {
  return CARD_PAPERS.some((paper) => paper === value);
}

/** The positive whole ids of `?id=`, each once, in the order given, at most MAX_CARD_IDS. */
function readIds(params: URLSearchParams): number[] {
  const ids = new Set<number>();
  for (const value of params.getAll("id")) {
    if (!/^\d{1,15}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (id > 0 && Number.isSafeInteger(id)) ids.add(id);
    if (ids.size === MAX_CARD_IDS) break;
  }
  return [...ids];
}

/**
 * `?id=1&id=2…` picks codes (ids that are not whole numbers are skipped; the
 * first MAX_CARD_IDS count), else `?campaign=` a campaign's; ids win when a
 * URL carries both, since a selection is the narrower of the two.
 * `?paper=a4` lays the sheets out for A4; anything else is Letter.
 */
export function readCardSheetRequest(url: URL): CardSheetRequest {
  const params = url.searchParams;
  const campaign = params.get("campaign")?.trim() || null;
  const ids = readIds(params);
  const paper = params.get("paper");
  return {
    selection: ids.length > 0 ? { ids } : campaign ? { campaign } : null,
    campaign,
    paper: isCardPaper(paper) ? paper : "letter",
  };
}

/** The card of `code`, pointing at its programme's page on `origin`. */
export function invitationCardView(code: InvitationCode, origin: string): InvitationCardView {
  const url = `${origin}${PROGRAMME_PATHS[code.kind]}?code=${encodeURIComponent(code.code)}`;
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    invitation: CARD_INVITATION_LINES[code.kind],
    url,
    urlText: url,
    qrSvg: qrCodeSvg(url, copy.qrLabel(code.code)),
    guest: copy.forGuest(code.name, code.company),
    expiryLabel: code.expiresAt ? copy.validUntil(formatPlainDate(code.expiresAt)) : null,
  };
}

/** The cards in sheets of CARDS_PER_SHEET, in order. */
export function cardSheets<T>(cards: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_SHEET) {
    sheets.push(cards.slice(start, start + CARDS_PER_SHEET));
  }
  return sheets;
}
