/**
 * Invitation campaigns: codes made in batches or imported from a guest list,
 * each campaign's figures, and the codes its printed cards carry.
 */
import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitationCodes, invitationRequests, type InvitationCode } from "~/db/schema";
import { todayInMexicoCity, dayBefore, type CodeState } from "~/shared/code-expiry";
import type {
  CodeFilters,
  CampaignSettings,
  Guest,
  InvitationBatchInput,
} from "~/validation/invitation-campaign";
import { makeInvitationCodes } from "./code-generator.server";
import { isUniqueViolation } from "./ids.server";
import { codeIsExpired, codeIsUsable } from "./invitation-code-expiry.server";

export type { CodeFilters };

/** D1 binds at most 100 values a statement; a code row binds 11. */
const ROWS_PER_INSERT = 9;

type NewCode = typeof invitationCodes.$inferInsert;

/**
 * Stores every row or none: the inserts run as one D1 batch, a transaction.
 * Newest first, as the codes tab lists them.
 */
async function insertCodes(db: Database, rows: NewCode[]): Promise<InvitationCode[]> {
  const [first, ...rest] = chunk(rows, ROWS_PER_INSERT).map((part) =>
    db.insert(invitationCodes).values(part).returning(),
  );
  if (!first) return [];
  const stored = await db.batch([first, ...rest]);
  return stored.flat();
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}

/**
 * Makes and stores codes with fresh values. A made code that happens to
 * exist already (about one chance in 10^15 per code) fails the whole batch
 * on the unique index; it is made again once.
 */
async function storeFreshCodes(
  db: Database,
  rowOf: (code: string, index: number) => NewCode,
  total: number,
): Promise<InvitationCode[]> {
  for (let attempt = 0; ; attempt += 1) {
    const rows = makeInvitationCodes(total).map(rowOf);
    try {
      return await insertCodes(db, rows);
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

function campaignFields(settings: CampaignSettings, now: Date) {
  return {
    campaign: settings.campaign,
    kind: settings.kind,
    expiresAt: settings.expiresAt,
    createdAt: now,
    updatedAt: now,
  };
}

/** `count` new codes, all carrying the same contact: 'Generar códigos'. */
export function generateInvitationCodes(
  db: Database,
  input: InvitationBatchInput,
  now = new Date(),
): Promise<InvitationCode[]> {
  return storeFreshCodes(
    db,
    (code) => ({
      code,
      name: input.name,
      company: input.company,
      email: null,
      phone: null,
      ...campaignFields(input, now),
    }),
    input.count,
  );
}

/** One new code per guest of an imported list, carrying the guest's contact. */
export function importInvitationCodes(
  db: Database,
  settings: CampaignSettings,
  guests: readonly Guest[],
  now = new Date(),
): Promise<InvitationCode[]> {
  return storeFreshCodes(
    db,
    (code, index) => ({ code, ...guests[index]!, ...campaignFields(settings, now) }),
    guests.length,
  );
}

function stateCondition(state: CodeState, today: string): SQL | undefined {
  if (state === "usado") return eq(invitationCodes.isUsed, true);
  return state === "vencido" ? codeIsExpired(today) : codeIsUsable(today);
}

function codesQuery(db: Database, filters: CodeFilters, today: string) {
  return db
    .select()
    .from(invitationCodes)
    .where(
      and(
        filters.campaign === undefined ? undefined : eq(invitationCodes.campaign, filters.campaign),
        filters.state === undefined ? undefined : stateCondition(filters.state, today),
      ),
    )
    .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
}

/** The admin's list, newest first, filtered by campaign and state. */
export function listInvitationCodes(
  db: Database,
  filters: CodeFilters = {},
  today: string,
): Promise<InvitationCode[]> {
  return codesQuery(db, filters, today);
}

/** A campaign's figures, as the codes tab shows them. */
export interface CampaignFigures {
  campaign: string;
  codes: number;
  used: number;
  /** Unused codes past their date. */
  expired: number;
  /** Requests received with the campaign's codes. */
  requests: number;
}

function figuresQuery(db: Database, today: string) {
  const expired = codeIsExpired(today);
  return db
    .select({
      campaign: invitationCodes.campaign,
      codes: count(),
      used: sql<number>`coalesce(sum(${invitationCodes.isUsed}), 0)`,
      expired: sql<number>`coalesce(sum(CASE WHEN ${expired} THEN 1 ELSE 0 END), 0)`,
      requests: count(invitationRequests.id),
    })
    .from(invitationCodes)
    .leftJoin(invitationRequests, eq(invitationRequests.invitationCodeId, invitationCodes.id))
    .where(isNotNull(invitationCodes.campaign))
    .groupBy(invitationCodes.campaign)
    .orderBy(desc(sql`max(${invitationCodes.createdAt})`), asc(invitationCodes.campaign));
}

type FiguresRow = Awaited<ReturnType<typeof figuresQuery>>[number];

function figuresOf(rows: readonly FiguresRow[]): CampaignFigures[] {
  return rows.map((row) => ({
    campaign: row.campaign ?? "",
    codes: row.codes,
    used: Number(row.used),
    expired: Number(row.expired),
    requests: row.requests,
  }));
}

/** Every campaign with its figures, the most recently started first. */
export async function listCampaignFigures(db: Database, today: string): Promise<CampaignFigures[]> {
  return figuresOf(await figuresQuery(db, today));
}

/** The codes tab: the filtered codes and every campaign's figures, in one round trip. */
export async function readCodeOverview(
  db: Database,
  filters: CodeFilters,
  today: string,
): Promise<{ codes: InvitationCode[]; campaigns: CampaignFigures[] }> {
  const [codes, figures] = await db.batch([
    codesQuery(db, filters, today),
    figuresQuery(db, today),
  ]);
  return { codes, campaigns: figuresOf(figures) };
}

/**
 * Retires a campaign at once, a lost batch of cards for example: every code
 * of it still usable gets yesterday (in Mexico City) as its last day, so it
 * answers like an unknown code from now on. Used codes keep their dates;
 * extending one code again is an edit. Answers how many were retired.
 */
export async function retireCampaign(
  db: Database,
  campaign: string,
  now = new Date(),
): Promise<{ retired: number }> {
  const today = todayInMexicoCity(now);
  const retired = await db
    .update(invitationCodes)
    .set({ expiresAt: dayBefore(today), updatedAt: now })
    .where(and(eq(invitationCodes.campaign, campaign), codeIsUsable(today)))
    .returning({ id: invitationCodes.id });
  return { retired: retired.length };
}

/** How many codes of a campaign are still usable: what retiring it would stop. */
export async function countUsableCodes(
  db: Database,
  campaign: string,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ usable: count() })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.campaign, campaign), codeIsUsable(today)));
  return row?.usable ?? 0;
}

/** Which codes a sheet of cards is for: a campaign's, or some picked by id. */
export type CardSelection = { campaign: string } | { ids: readonly number[] };

/** One page of cards: from the `offset`-th usable code, at most `limit`. */
export interface CardPage {
  offset: number;
  limit: number;
}

/**
 * The codes a sheet of cards prints: those of the selection still usable
 * (unused and not expired), oldest first, so cards come out in the order made;
 * a page of them, and whether more follow.
 */
export async function listCardCodes(
  db: Database,
  selection: CardSelection,
  today: string,
  page: CardPage,
): Promise<{ codes: InvitationCode[]; more: boolean }> {
  const chosen =
    "campaign" in selection
      ? eq(invitationCodes.campaign, selection.campaign)
      : // One bound value for any number of ids (D1 binds at most 100).
        sql`${invitationCodes.id} IN (SELECT value FROM json_each(${JSON.stringify(selection.ids)}))`;
  const rows = await db
    .select()
    .from(invitationCodes)
    .where(and(chosen, codeIsUsable(today)))
    .orderBy(asc(invitationCodes.createdAt), asc(invitationCodes.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { codes: rows.slice(0, page.limit), more: rows.length > page.limit };
}
