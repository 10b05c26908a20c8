import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes } from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import {
  codePatch,
  codeRow,
  createCodeThroughApi,
  expectCodeHolder,
  freshCodeValues,
  mexicoCityDay,
  requestsFor,
  type AdminCodeJson,
} from "../support/codes";
import {
  readJson,
  validInvitationCode,
  validInvitationRequest,
  expectJsonError,
} from "../support/fixtures";
import { unescapeHtml } from "../support/html";
import { expectUnchanged, snapshotTables } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";
import { INVALID_CODE, USED_CODE_LOCKED, THANKS } from "../support/messages";

/**
 * Expiry (docs/decisions/019-invitation-campaigns.md): a code works through its
 * `expiresAt` day in Mexico City (app/shared/code-expiry.ts); once that day is
 * past, the code answers the public look-up, POST /api/associates and the
 * /associates and /clients pages exactly as an unknown code does, and stores
 * nothing. Dates are counted from the same `todayInMexicoCity()` the Worker
 * uses, never from UTC.
 */

const BAD_DATE = "La fecha de vencimiento no es válida (AAAA-MM-DD)";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

/** A client address no other test uses, so rate limits never interfere. */
const freshAddress = freshAddresses("10.161");
const freshCodeValue = freshCodeValues("VENCE");
/** Codes never stored: the unknown codes an expired one is compared with. */
const unknownCodeValue = freshCodeValues("NO-EXISTE");

const YESTERDAY = mexicoCityDay(-1);
const LONG_AGO = "2001-01-01";
const EXPIRED = [
  ["yesterday in Mexico City", YESTERDAY],
  ["long ago", LONG_AGO],
] as const;

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

/** A new code made through the admin API; `expiresAt` and the rest as given. */
const createCode = (overrides: Record<string, unknown> = {}) =>
  createCodeThroughApi(worker, admin, freshCodeValue(), overrides);

/** A PATCH of the whole code: its own fields, with `changes` over them. */
const patchCode = (code: AdminCodeJson, changes: Record<string, unknown>) =>
  worker.fetch(
    `/api/admin/invitation-codes/${code.id}`,
    asAdmin("PATCH", codePatch(code, changes)),
  );

const lookup = (code: string) =>
  worker.fetch(`/api/invitation-codes/${encodeURIComponent(code)}`, {
    headers: { "CF-Connecting-IP": freshAddress() },
  });

const submit = (code: string) =>
  worker.fetch(
    "/api/associates",
    jsonRequest("POST", validInvitationRequest(code), { "CF-Connecting-IP": freshAddress() }),
  );

/** What a visitor gets: the status, its type and cache headers, and the body. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get("Content-Type"),
    cacheControl: response.headers.get("Cache-Control"),
    body: await response.text(),
  };
}

/**
 * A page as a visitor sees it, with the code it was asked about written as
 * `«código»`, so the page of one code compares with the page of another.
 * The CSP nonce, new on every answer, is left out.
 */
async function pageAnswer(response: Response, code: string) {
  const { body, ...rest } = await answerOf(response);
  const html = body
    .replaceAll("<!-- -->", "")
    .replace(/\bnonce="[^"]*"/g, 'nonce=""')
    .replaceAll(code, "«código»")
    .replaceAll(encodeURIComponent(code), "«código»");
  return { ...rest, html, main: html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "" };
}

const pageGet = (path: string) =>
  worker.fetch(path, { headers: { "CF-Connecting-IP": freshAddress() } });

const requestForm = (code: string) => ({
  invitationCode: code,
  name: "Rosa Elena Castillo",
  email: "rosa.castillo@example.com",
  phone: "771 555 0199",
  message: "Para la barra del restaurante.",
});

const pagePost = (path: string, code: string) =>
  worker.fetch(path, formRequest(requestForm(code), { "CF-Connecting-IP": freshAddress() }));

/** The value of the input with this id, as the page renders it. */
function inputValue(html: string, id: string): string | null {
  const tag = html.match(new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";
  const value = tag.match(/\bvalue="([^"]*)"/);
  return value ? unescapeHtml(value[1] ?? "") : null;
}

/**
 * A code that expires at `expiresAt`, and what `send` answers for a code no
 * one has: the JSON 404 of an invalid code.
 */
async function expiredBesideUnknown(expiresAt: string, send: (code: string) => Promise<Response>) {
  const expired = await createCode({ expiresAt });
  const unknown = await answerOf(await send(unknownCodeValue()));
  expect(unknown.status).toBe(404);
  expect(JSON.parse(unknown.body)).toEqual({ error: INVALID_CODE });
  return { expired, unknown };
}

describe("an expired code answers exactly like an unknown one", () => {
  it.each(EXPIRED)(
    "GET /api/invitation-codes/{code}, expired %s: the same 404, byte for byte",
    async (_when, expiresAt) => {
      const { expired, unknown } = await expiredBesideUnknown(expiresAt, lookup);
      expect(await answerOf(await lookup(expired.code))).toEqual(unknown);
      expect(await answerOf(await lookup(expired.code.toLowerCase()))).toEqual(unknown);
    },
  );

  it.each(EXPIRED)(
    "POST /api/associates, expired %s: the same 404, nothing stored, the code still unused",
    async (_when, expiresAt) => {
      const { expired, unknown } = await expiredBesideUnknown(expiresAt, submit);

      const before = await snapshotTables(worker.d1);
      expect(await answerOf(await submit(expired.code))).toEqual(unknown);
      await expectUnchanged(worker, before, "a request with an expired code");
      expect(await requestsFor(worker, expired.code)).toHaveLength(0);
      expect(await codeRow(worker, expired.code)).toMatchObject({
        isUsed: false,
        usedAt: null,
        usedBy: null,
      });
    },
  );

  it.each(["/associates", "/clients"])(
    "GET %s?code=<an expired code>: the page of an unknown code, the message shown, no contact data",
    async (path) => {
      for (const [, expiresAt] of EXPIRED) {
        const expired = await createCode({ expiresAt });
        const unknownCode = unknownCodeValue();
        const unknown = await pageAnswer(await pageGet(`${path}?code=${unknownCode}`), unknownCode);
        expect(unknown.status).toBe(200);
        expect(unknown.main).toContain(INVALID_CODE);

        const answer = await pageAnswer(
          await pageGet(`${path}?code=${expired.code}`),
          expired.code,
        );
        expect(answer, expiresAt).toEqual(unknown);
        expect(answer.html).not.toContain(expired.name);
        expect(answer.html).not.toContain(expired.email);
        expect((await codeRow(worker, expired.code))?.isUsed).toBe(false);
      }
    },
  );

  it.each(["/associates", "/clients"])(
    "POST %s with an expired code: the page's 404 for an unknown code, nothing stored",
    async (path) => {
      for (const [, expiresAt] of EXPIRED) {
        const expired = await createCode({ expiresAt });
        const unknownCode = unknownCodeValue();
        const unknown = await pageAnswer(await pagePost(path, unknownCode), unknownCode);
        expect(unknown.status).toBe(404);
        expect(unknown.main).toContain(INVALID_CODE);
        expect(unknown.main).not.toContain(THANKS);

        const before = await snapshotTables(worker.d1);
        const answer = await pageAnswer(await pagePost(path, expired.code), expired.code);
        expect(answer, expiresAt).toEqual(unknown);
        await expectUnchanged(worker, before, `POST ${path} with a code expired ${expiresAt}`);
        expect(await requestsFor(worker, expired.code)).toHaveLength(0);
      }
    },
  );
});

describe("a code expiring today still works, all day", () => {
  it("looks up, fills the page and takes a request through POST /api/associates", async () => {
    const code = await createCode({ expiresAt: mexicoCityDay(0), email: "hoy@ejemplo.example" });
    const found = await lookup(code.code);
    expect(found.status).toBe(200);
    expect(await readJson(found)).toEqual({
      name: code.name,
      email: "hoy@ejemplo.example",
      phone: code.phone,
    });

    const page = await pageAnswer(await pageGet(`/associates?code=${code.code}`), code.code);
    expect(page.status).toBe(200);
    expect(page.main).not.toContain(INVALID_CODE);
    expect(inputValue(page.main, "solicitud-invitacion-name")).toBe(code.name);

    const response = await submit(code.code);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    const [request, ...others] = await requestsFor(worker, code.code);
    expect(others).toHaveLength(0);
    expect(request).toMatchObject({ id, kind: "associate", invitationCode: code.code });
    expect(await codeRow(worker, code.code)).toMatchObject({ isUsed: true, usedBy: id });
  });

  it("takes a request from the /clients page's form", async () => {
    const code = await createCode({ expiresAt: mexicoCityDay(0), kind: "client" });
    const response = await pagePost("/clients", code.code);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(THANKS);
    const [request] = await requestsFor(worker, code.code);
    expect(request).toMatchObject({ kind: "client", name: requestForm(code.code).name });
    expect((await codeRow(worker, code.code))?.usedBy).toBe(request?.id);
  });

  it("and a code expiring tomorrow, or never, works too", async () => {
    for (const expiresAt of [mexicoCityDay(1), null]) {
      const code = await createCode({ expiresAt });
      expect((await lookup(code.code)).status, String(expiresAt)).toBe(200);
    }
  });
});

describe("the admin and a code's expiry", () => {
  it("stores the date given, lists it, and takes blank, null or none as never", async () => {
    const dated = await createCode({ expiresAt: "  2030-01-15 " });
    expect(dated.expiresAt).toBe("2030-01-15");
    expect((await codeRow(worker, dated.code))?.expiresAt).toBe("2030-01-15");
    const never = await Promise.all([
      createCode({ expiresAt: "" }),
      createCode({ expiresAt: null }),
      createCode(),
    ]);
    for (const code of never) {
      expect(code.expiresAt).toBeNull();
      expect((await codeRow(worker, code.code))?.expiresAt).toBeNull();
    }

    const expired = await createCode({ expiresAt: YESTERDAY });
    const response = await worker.fetch("/api/admin/invitation-codes", {
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(200);
    const list = await readJson<AdminCodeJson[]>(response);
    const listed = (code: AdminCodeJson) => list.find((row) => row.id === code.id);
    expect(listed(dated)).toEqual(dated);
    // The admin still sees an expired code, with its date, unused.
    expect(listed(expired)).toMatchObject({ expiresAt: YESTERDAY, isUsed: false });
    for (const code of never) expect(listed(code)?.expiresAt).toBeNull();
  });

  it.each([
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "2030-1-5",
    "15/01/2030",
    "2030-01-15T00:00:00Z",
    "1999-12-31",
    "mañana",
    20300115,
    true,
  ])("refuses the expiry %j with 400 and the message, on POST and PATCH", async (expiresAt) => {
    const code = await createCode();
    const before = await snapshotTables(worker.d1);
    const create = await worker.fetch(
      "/api/admin/invitation-codes",
      asAdmin("POST", { ...validInvitationCode(freshCodeValue()), expiresAt }),
    );
    await expectJsonError(create, 400, {
      error: BAD_DATE,
      fieldErrors: { expiresAt: [BAD_DATE] },
    });
    const update = await patchCode(code, { expiresAt });
    await expectJsonError(update, 400, {
      error: BAD_DATE,
      fieldErrors: { expiresAt: [BAD_DATE] },
    });
    await expectUnchanged(worker, before, `an expiry of ${JSON.stringify(expiresAt)}`);
  });

  it("retires a code at once when PATCH gives it a date in the past", async () => {
    const code = await createCode({ expiresAt: mexicoCityDay(10) });
    expect((await lookup(code.code)).status).toBe(200);
    const response = await patchCode(code, { expiresAt: YESTERDAY });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ id: code.id, expiresAt: YESTERDAY });
    const refused = await lookup(code.code);
    await expectJsonError(refused, 404, { error: INVALID_CODE });
  });

  it.each([
    ["a date to come", mexicoCityDay(7)],
    ["today", mexicoCityDay(0)],
    ["no date (never)", null],
  ])(
    "brings an expired, unused code back to work when PATCH gives it %s",
    async (_what, expiresAt) => {
      const code = await createCode({ expiresAt: LONG_AGO });
      expect((await lookup(code.code)).status).toBe(404);

      const response = await patchCode(code, { expiresAt });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toMatchObject({ id: code.id, expiresAt, isUsed: false });
      expect((await codeRow(worker, code.code))?.expiresAt).toBe(expiresAt);

      await expectCodeHolder(await lookup(code.code), code);
      const request = await submit(code.code);
      expect(request.status).toBe(201);
      expect(await requestsFor(worker, code.code)).toHaveLength(1);
    },
  );

  it("lets the admin edit and delete an expired, unused code", async () => {
    const code = await createCode({ expiresAt: YESTERDAY });
    const edit = await patchCode(code, { name: "Nombre Corregido" });
    expect(edit.status).toBe(200);
    expect(await readJson(edit)).toMatchObject({
      name: "Nombre Corregido",
      expiresAt: YESTERDAY,
    });
    // Still expired: the edit did not bring it back.
    expect((await lookup(code.code)).status).toBe(404);

    const remove = await worker.fetch(`/api/admin/invitation-codes/${code.id}`, asAdmin("DELETE"));
    expect(remove.status).toBe(200);
    expect(await codeRow(worker, code.code)).toBeUndefined();
  });

  it("keeps a used code locked once its date has passed: 409, even to extend it", async () => {
    const code = await createCode({ expiresAt: mexicoCityDay(0) });
    expect((await submit(code.code)).status).toBe(201);
    // The days go by: its date is now in the past.
    await worker.db
      .update(invitationCodes)
      .set({ expiresAt: YESTERDAY })
      .where(eq(invitationCodes.id, code.id));
    const before = await snapshotTables(worker.d1);

    const extend = await patchCode(code, { expiresAt: mexicoCityDay(30), isUsed: false });
    await expectJsonError(extend, 409, { error: USED_CODE_LOCKED });
    const remove = await worker.fetch(`/api/admin/invitation-codes/${code.id}`, asAdmin("DELETE"));
    await expectJsonError(remove, 409, { error: USED_CODE_LOCKED });
    await expectUnchanged(worker, before, "editing and deleting a used, expired code");
    expect(await requestsFor(worker, code.code)).toHaveLength(1);
  });

  it("keeps a code the admin made used with a past date locked too", async () => {
    const code = await createCode({ isUsed: true, expiresAt: LONG_AGO });
    const before = await snapshotTables(worker.d1);
    const extend = await patchCode(code, { expiresAt: null, isUsed: false });
    await expectJsonError(extend, 409, { error: USED_CODE_LOCKED });
    await expectUnchanged(worker, before, "extending a used code");
  });
});
