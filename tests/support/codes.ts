import { eq } from "drizzle-orm";
import { invitationCodes, invitationRequests } from "../../app/db/schema";
import { todayInMexicoCity } from "../../app/shared/code-expiry";
import { expect } from "vitest";
import { jsonRequest } from "./api";
import { readJson, validInvitationCode } from "./fixtures";
import type { TestWorker } from "./worker";

/** Whom a stored code is for: the columns of its row but the code itself. */
export type CodeHolder = Omit<typeof invitationCodes.$inferInsert, "code">;

/** Code values no other test of the file uses: `${prefix}-1`, `${prefix}-2`, … */
export function freshCodeValues(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}-${++count}`;
}

/** Stores an unused code straight in D1, as the admin would have; resolves to its id. */
export async function storeCode(
  worker: TestWorker,
  code: string,
  holder: CodeHolder,
): Promise<number> {
  const [row] = await worker.db
    .insert(invitationCodes)
    .values({ code, ...holder })
    .returning({ id: invitationCodes.id });
  if (!row) throw new Error("the code was not stored");
  return row.id;
}

/**
 * Stores a new unused code for `holder` at each call, `${prefix}-1`,
 * `${prefix}-2`, …, and resolves to its value.
 */
export function freshCodes(
  prefix: string,
  holder: CodeHolder,
): (worker: TestWorker) => Promise<string> {
  const next = freshCodeValues(prefix);
  return async (worker) => {
    const code = next();
    await storeCode(worker, code, holder);
    return code;
  };
}

/** The stored row of a code, by its value. */
export async function codeRow(worker: TestWorker, code: string) {
  const [row] = await worker.db
    .select()
    .from(invitationCodes)
    .where(eq(invitationCodes.code, code));
  return row;
}

/** The stored requests made with a code, by its value. */
export function requestsFor(worker: TestWorker, code: string) {
  return worker.db
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.invitationCode, code));
}

/** A code as the admin's JSON answers it (GET, POST and PATCH /api/admin/invitation-codes). */
export interface AdminCodeJson {
  id: number;
  code: string;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  isUsed: boolean;
  usedAt: string | null;
  usedBy: number | null;
  campaign: string | null;
  kind: "associate" | "client";
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A new code made through the admin API (201): a valid code `code`, with `overrides` over it. */
export async function createCodeThroughApi(
  worker: TestWorker,
  adminCookie: string,
  code: string,
  overrides: Record<string, unknown> = {},
): Promise<AdminCodeJson> {
  const response = await worker.fetch(
    "/api/admin/invitation-codes",
    jsonRequest("POST", { ...validInvitationCode(code), ...overrides }, { Cookie: adminCookie }),
  );
  expect(response.status).toBe(201);
  return readJson<AdminCodeJson>(response);
}

/**
 * The day `days` after today in Mexico City (`YYYY-MM-DD`; negative: before),
 * counted from the same `todayInMexicoCity()` the Worker uses for expiry.
 */
export function mexicoCityDay(days = 0, now = new Date()): string {
  const date = new Date(`${todayInMexicoCity(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The body of PATCH /api/admin/invitation-codes/{id} that keeps every field
 * of `code` but `changes`: the whole code, as a client that sends back what
 * GET gave (a PATCH of `changes` alone would do the same).
 */
export function codePatch(code: AdminCodeJson, changes: Record<string, unknown> = {}) {
  const { code: value, name, company, email, phone, isUsed, campaign, kind, expiresAt } = code;
  return {
    code: value,
    name,
    company,
    email,
    phone,
    isUsed,
    campaign,
    kind,
    expiresAt,
    ...changes,
  };
}

/** Expects the public code look-up's answer: 200 with the holder's contact and nothing more. */
export async function expectCodeHolder(
  response: Response,
  holder: { name: string; email?: string | null; phone?: string | null },
): Promise<void> {
  expect(response.status).toBe(200);
  expect(await readJson(response)).toEqual({
    name: holder.name,
    email: holder.email,
    phone: holder.phone,
  });
}
