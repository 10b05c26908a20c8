import type { InvitationCode } from "~/db/schema";
import type { CardSelection } from "~/services/invitation-campaigns.server";
import {
  CARDS_PER_PAGE,
  CARD_INVITATION_LINES,
  MAX_CARD_IDS,
  CARD_PAPERS,
  invitationCardsCopy as copy,
  type CardPaper,
} from "~/content/invitation-cards";
import { associatesPage, clientsPage } from "~/content/invitations";
import { formatDate } from "~/shared/dates";
import type { RequestKind } from "~/shared/enums";
import { qrCodeSvg } from "./invitation-qr.server";

/** The public page a card's code opens, by the programme it is for. */
const PROGRAMME_PATHS: Record<RequestKind, string> = {
  associate: associatesPage.path,
  client: clientsPage.path,
};

/** Two columns of four cards of 95 × 62 mm: they fit Letter and A4 alike. */
export const CARDS_PER_SHEET = 8;

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
  /** `?from=`: how many usable codes of the selection earlier pages printed. */
  from: number;
  /** How many distinct ids the URL named, beyond the MAX_CARD_IDS kept. */
  idsLeftOut: number;
}

function isCardPaper(value: string | null): value is CardPaper {
  return CARD_PAPERS.some((paper) => paper === value);
}

/** The positive whole ids of `?id=`, each once, in the order given. */
function readIds(params: URLSearchParams): number[] {
  const ids = new Set<number>();
  for (const value of params.getAll("id")) {
    if (!/^\d{1,15}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (id > 0 && Number.isSafeInteger(id)) ids.add(id);
  }
  return [...ids];
}

/** `?from=`: a whole number of cards already printed, else 0. */
function readFrom(params: URLSearchParams): number {
  const value = params.get("from")?.trim() ?? "";
  const from = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return from - (from % CARDS_PER_PAGE);
}

/**
 * `?id=1&id=2…` picks codes (ids that are not whole numbers are skipped; the
 * first MAX_CARD_IDS count, and the page says how many were left out), else
 * `?campaign=` a campaign's, CARDS_PER_PAGE at a time from `?from=`; ids win
 * when a URL carries both, since a selection is the narrower of the two.
 * `?paper=a4` lays the sheets out for A4; anything else is Letter.
 */
export function readCardSheetRequest(url: URL): CardSheetRequest {
  const params = url.searchParams;
  const campaign = params.get("campaign")?.trim() || null;
  const named = readIds(params);
  const ids = named.slice(0, MAX_CARD_IDS);
  const paper = params.get("paper");
  return {
    selection: ids.length > 0 ? { ids } : campaign ? { campaign } : null,
    campaign,
    paper: isCardPaper(paper) ? paper : "letter",
    from: ids.length > 0 ? 0 : readFrom(params),
    idsLeftOut: named.length - ids.length,
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
    expiryLabel: code.expiresAt ? copy.validUntil(formatDate(code.expiresAt)) : null,
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
