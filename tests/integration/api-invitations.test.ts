import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests } from "../../app/db/schema";
import { sampleInvitationCodes } from "../../app/db/seed-data";
import { CODE_LOOKUPS, REQUEST_SUBMISSIONS } from "../../app/services/invitation-limits.server";
import { freshAddresses } from "../support/addresses";
import { jsonRequest, signInAs } from "../support/api";
import {
  createCodeThroughApi,
  expectCodeHolder,
  freshCodeValues,
  type AdminCodeJson,
} from "../support/codes";
import {
  readError,
  readJson,
  validInvitationCode,
  validInvitationRequest,
  expectJsonError,
} from "../support/fixtures";
import type { InboxRequestJson } from "../support/requests";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";
import { INVALID_CODE, ALREADY_USED, USED_CODE_LOCKED, TOO_MANY } from "../support/messages";

/** The admin's view of a code, as JSON. */
type AdminCode = AdminCodeJson;

type AdminRequest = InboxRequestJson;

const ADMIN_CODE_FIELDS = [
  "campaign",
  "code",
  "company",
  "createdAt",
  "email",
  "expiresAt",
  "id",
  "isUsed",
  "kind",
  "name",
  "phone",
  "updatedAt",
  "usedAt",
  "usedBy",
];

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

/** A client address no other test uses, so rate limits never interfere. */
const freshAddress = freshAddresses("10.20");
const freshCodeValue = freshCodeValues("PRUEBA");

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

/** The admin's view of an unused code without campaign: the associates' programme, never expiring. */
const UNUSED_ASSOCIATE_CODE = {
  id: expect.any(Number),
  usedAt: null,
  usedBy: null,
  campaign: null,
  kind: "associate",
  expiresAt: null,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

const lookup = (code: string, address = freshAddress()) =>
  worker.fetch(`/api/invitation-codes/${code}`, {
    headers: { "CF-Connecting-IP": address },
  });

const submit = (body: unknown, address = freshAddress()) =>
  worker.fetch("/api/associates", jsonRequest("POST", body, { "CF-Connecting-IP": address }));

const createCode = (overrides: Record<string, unknown> = {}) =>
  createCodeThroughApi(worker, admin, freshCodeValue(), overrides);

async function storedCode(id: number) {
  const [row] = await worker.db.select().from(invitationCodes).where(eq(invitationCodes.id, id));
  return row;
}

const requestsFor = (codeId: number) =>
  worker.db
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.invitationCodeId, codeId));

/** A code that a request has used. */
async function usedCode(): Promise<{ code: AdminCode; requestId: number }> {
  const code = await createCode();
  const response = await submit(validInvitationRequest(code.code));
  expect(response.status).toBe(201);
  const { id } = await readJson<{ id: number }>(response);
  return { code, requestId: id };
}

describe("GET /api/invitation-codes/{code} (public lookup)", () => {
  it("answers only name, email and phone of an unused code", async () => {
    const [sample] = sampleInvitationCodes;
    if (!sample) throw new Error("the seed has invitation codes");
    await expectCodeHolder(await lookup(sample.code), sample);
  });

  it("answers null email and phone when the code has none", async () => {
    const code = await createCode({ email: "", phone: "" });
    const response = await lookup(code.code);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      name: code.name,
      email: null,
      phone: null,
    });
  });

  it("ignores case: a lower-case lookup finds an upper-case code", async () => {
    const code = await createCode();
    expect(code.code).toMatch(/^PRUEBA-\d+$/);
    for (const variant of [code.code.toLowerCase(), `Prueba-${code.code.split("-")[1]}`]) {
      await expectCodeHolder(await lookup(variant), code);
    }
  });

  it("answers unknown, used and malformed codes with the same 404, byte for byte", async () => {
    const { code: used } = await usedCode();
    const expected = JSON.stringify({ error: INVALID_CODE });
    const probes = [
      "NO-EXISTE-123",
      used.code,
      used.code.toLowerCase(),
      "no%20v%C3%A1lido!",
      "%zz",
      "-abc",
      "A".repeat(65),
    ];
    for (const probe of probes) {
      const response = await lookup(probe);
      expect(response.status, probe).toBe(404);
      expect(response.headers.get("Content-Type"), probe).toBe("application/json; charset=utf-8");
      expect(await response.text(), probe).toBe(expected);
    }
  });

  it(`limits failed lookups per client address: after ${CODE_LOOKUPS.limit}, 429 with Retry-After (found codes do not count); another address still works`, async () => {
    const [sample] = sampleInvitationCodes;
    if (!sample) throw new Error("the seed has invitation codes");
    const address = freshAddress();
    // Failures and found codes in turn, ending on the limit's last failure; found codes take their count back.
    for (let attempt = 1; attempt < 2 * CODE_LOOKUPS.limit; attempt++) {
      const response = await lookup(
        attempt % 2 === 0 ? sample.code : `NO-EXISTE-${attempt}`,
        address,
      );
      expect(response.status).toBe(attempt % 2 === 0 ? 200 : 404);
    }
    const limited = await lookup(sample.code, address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CODE_LOOKUPS.windowMs / 1000);
    expect(await readError(limited)).toEqual({ error: TOO_MANY });

    const elsewhere = await lookup(sample.code, freshAddress());
    expect(elsewhere.status).toBe(200);
  });

  it("keeps to the limit under a burst of concurrent lookups from one address", async () => {
    const address = freshAddress();
    const burst = CODE_LOOKUPS.limit * 2;
    const responses = await Promise.all(
      Array.from({ length: burst }, () => lookup("NO-EXISTE-RAFAGA", address)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(CODE_LOOKUPS.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - CODE_LOOKUPS.limit);
  });
});

describe("POST /api/associates (public request)", () => {
  it("stores the request with its kind and marks the code used by it: 201", async () => {
    const code = await createCode();
    const input = {
      ...validInvitationRequest(code.code.toLowerCase()),
      name: "  Ana Ruiz  ",
    };
    const startedAt = Date.now();
    const response = await submit(input);
    const finishedAt = Date.now();
    expect(response.status).toBe(201);
    const answer = await readJson<{
      success: boolean;
      id: number;
      kind: string;
    }>(response);
    expect(answer).toEqual({
      success: true,
      id: expect.any(Number),
      kind: "associate",
    });

    const [row, ...others] = await requestsFor(code.id);
    expect(others).toHaveLength(0);
    expect(row).toEqual({
      id: answer.id,
      kind: "associate",
      invitationCodeId: code.id,
      invitationCode: code.code,
      name: "Ana Ruiz",
      email: input.email,
      phone: input.phone,
      message: input.message,
      createdAt: expect.any(Date),
      // Arrived new; no notice, as this Worker has no notification address.
      status: "nueva",
      statusChangedAt: null,
      note: null,
      noticeState: "off",
      noticeAt: null,
    });

    const stored = await storedCode(code.id);
    expect(stored?.isUsed).toBe(true);
    expect(stored?.usedBy).toBe(answer.id);
    expect(stored?.usedAt?.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(stored?.usedAt?.getTime()).toBeLessThanOrEqual(finishedAt + 1000);
  });

  it("stores kind 'client' for a sample request", async () => {
    const code = await createCode();
    const response = await submit({
      ...validInvitationRequest(code.code),
      kind: "client",
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({
      success: true,
      kind: "client",
    });
    const [row] = await requestsFor(code.id);
    expect(row?.kind).toBe("client");
  });

  it("stores a blank or absent message as null", async () => {
    const blank = await createCode();
    expect((await submit({ ...validInvitationRequest(blank.code), message: "  " })).status).toBe(
      201,
    );
    expect((await requestsFor(blank.id))[0]?.message).toBeNull();

    const absent = await createCode();
    const { message: _m, ...withoutMessage } = validInvitationRequest(absent.code);
    expect((await submit(withoutMessage)).status).toBe(201);
    expect((await requestsFor(absent.id))[0]?.message).toBeNull();
  });

  it("refuses a used code with 409 and stores nothing", async () => {
    const { code, requestId } = await usedCode();
    const before = await storedCode(code.id);
    const response = await submit({
      ...validInvitationRequest(code.code),
      name: "Otra Persona",
    });
    await expectJsonError(response, 409, { error: ALREADY_USED });
    const rows = await requestsFor(code.id);
    expect(rows.map((row) => row.id)).toEqual([requestId]);
    expect(await storedCode(code.id)).toEqual(before);
  });

  it("refuses an unknown code with 404 'Código de invitación no válido' and stores nothing", async () => {
    const before = await worker.db.select().from(invitationRequests);
    const response = await submit(validInvitationRequest("NO-EXISTE-999"));
    await expectJsonError(response, 404, { error: INVALID_CODE });
    expect(await worker.db.select().from(invitationRequests)).toEqual(before);
  });

  it.each([
    ["invitationCode", "", "El código de invitación es requerido"],
    ["invitationCode", undefined, "El código de invitación es requerido"],
    ["name", "", "El nombre es requerido"],
    ["name", "   ", "El nombre es requerido"],
    ["email", "no-es-un-correo", "El correo electrónico no es válido"],
    ["email", "", "El correo electrónico no es válido"],
    ["email", undefined, "El correo electrónico no es válido"],
    ["phone", "771 555", "El teléfono debe tener al menos 10 dígitos"],
    ["phone", "", "El teléfono debe tener al menos 10 dígitos"],
    ["phone", undefined, "El teléfono debe tener al menos 10 dígitos"],
  ])("refuses %s = %j with 400 '%s', leaving the code unused", async (field, value, message) => {
    const code = await createCode();
    const before = await snapshot(worker);
    const response = await submit({
      ...validInvitationRequest(code.code),
      [field]: value,
    });
    await expectJsonError(response, 400, {
      error: message,
      fieldErrors: { [field]: [message] },
    });
    expect(await snapshot(worker)).toEqual(before);
    expect((await storedCode(code.id))?.isUsed).toBe(false);
  });

  it("lists every invalid field with the spec's message", async () => {
    const response = await submit({});
    await expectJsonError(response, 400, {
      error: "El código de invitación es requerido",
      fieldErrors: {
        invitationCode: ["El código de invitación es requerido"],
        name: ["El nombre es requerido"],
        email: ["El correo electrónico no es válido"],
        phone: ["El teléfono debe tener al menos 10 dígitos"],
      },
    });
  });

  it("refuses a kind other than associate or client", async () => {
    const code = await createCode();
    const response = await submit({
      ...validInvitationRequest(code.code),
      kind: "admin",
    });
    await expectJsonError(response, 400, {
      error: "Tipo de solicitud no válido",
      fieldErrors: { kind: ["Tipo de solicitud no válido"] },
    });
    expect((await storedCode(code.id))?.isUsed).toBe(false);
  });

  it(`limits submissions per client address: after ${REQUEST_SUBMISSIONS.limit}, 429 with Retry-After; another address still works`, async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= REQUEST_SUBMISSIONS.limit; attempt++) {
      const response = await submit(validInvitationRequest(`NO-EXISTE-${attempt}`), address);
      expect(response.status).toBe(404);
    }
    const code = await createCode();
    const limited = await submit(validInvitationRequest(code.code), address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REQUEST_SUBMISSIONS.windowMs / 1000);
    expect(await readError(limited)).toEqual({ error: TOO_MANY });
    expect((await storedCode(code.id))?.isUsed).toBe(false);
    expect(await requestsFor(code.id)).toHaveLength(0);

    const elsewhere = await submit(validInvitationRequest(code.code), freshAddress());
    expect(elsewhere.status).toBe(201);
  });

  it("lets exactly one of 20 concurrent submissions with one code succeed", async () => {
    const code = await createCode();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        submit(
          {
            ...validInvitationRequest(code.code),
            name: `Persona ${index + 1}`,
          },
          freshAddress(),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const winnerIndex = statuses.indexOf(201);
    const winner = await readJson<{ id: number }>(responses[winnerIndex] as Response);
    for (const [index, response] of responses.entries()) {
      if (index !== winnerIndex) expect(await readError(response)).toEqual({ error: ALREADY_USED });
    }

    const rows = await requestsFor(code.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(winner.id);
    expect(rows[0]?.name).toBe(`Persona ${winnerIndex + 1}`);
    const stored = await storedCode(code.id);
    expect(stored?.isUsed).toBe(true);
    expect(stored?.usedBy).toBe(rows[0]?.id);
  });
});

describe("admin: /api/admin/invitation-codes", () => {
  it("GET lists every code with every field", async () => {
    const { code: used, requestId } = await usedCode();
    const response = await worker.fetch("/api/admin/invitation-codes", {
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(200);
    const list = await readJson<AdminCode[]>(response);
    for (const code of list) expect(Object.keys(code).sort()).toEqual(ADMIN_CODE_FIELDS);

    for (const sample of sampleInvitationCodes) {
      // Made before campaigns: none, the associates' programme, never expiring.
      expect(list.find((code) => code.code === sample.code)).toEqual({
        ...sample,
        ...UNUSED_ASSOCIATE_CODE,
      });
    }
    const listedUsed = list.find((code) => code.id === used.id);
    expect(listedUsed).toMatchObject({
      code: used.code,
      isUsed: true,
      usedBy: requestId,
    });
    expect(new Date(listedUsed?.usedAt ?? "").getTime()).toBe(
      (await storedCode(used.id))?.usedAt?.getTime(),
    );
  });

  it("POST creates a code: 201, stored trimmed and upper-case, blank email and phone as null", async () => {
    const response = await worker.fetch(
      "/api/admin/invitation-codes",
      asAdmin("POST", {
        ...validInvitationCode("  nuevo-socio-7 "),
        email: "",
        phone: " ",
      }),
    );
    expect(response.status).toBe(201);
    const created = await readJson<AdminCode>(response);
    expect(created).toEqual({
      ...validInvitationCode("NUEVO-SOCIO-7"),
      email: null,
      phone: null,
      // Not given: no campaign, the associates' programme (the default), never expiring.
      ...UNUSED_ASSOCIATE_CODE,
    });
    expect(await storedCode(created.id)).toMatchObject({
      code: "NUEVO-SOCIO-7",
      email: null,
      phone: null,
      isUsed: false,
      usedAt: null,
      usedBy: null,
    });
  });

  it("POST with isUsed true stores a used code with its date", async () => {
    const created = await createCode({ isUsed: true });
    expect(created.isUsed).toBe(true);
    expect(created.usedAt).not.toBeNull();
    expect((await storedCode(created.id))?.usedAt).toBeInstanceOf(Date);
  });

  it("POST refuses a code that already exists, whatever its case, with 409", async () => {
    const existing = await createCode();
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/invitation-codes",
      asAdmin("POST", validInvitationCode(existing.code.toLowerCase())),
    );
    await expectJsonError(response, 409, {
      error: "Ya existe un código con ese valor",
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it.each([
    ["code", "", "El código es requerido"],
    ["code", "  ", "El código es requerido"],
    ["code", undefined, "El código es requerido"],
    ["code", "con espacios", "El código solo puede tener letras, números y guiones"],
    ["name", "", "El nombre es requerido"],
    ["name", undefined, "El nombre es requerido"],
    ["company", "", "La empresa es requerida"],
    ["company", undefined, "La empresa es requerida"],
    ["email", "no-es-un-correo", "El correo electrónico no es válido"],
    ["email", "a@b", "El correo electrónico no es válido"],
  ])("POST refuses %s = %j with 400 '%s' and stores nothing", async (field, value, message) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/invitation-codes",
      asAdmin("POST", {
        ...validInvitationCode(freshCodeValue()),
        [field]: value,
      }),
    );
    await expectJsonError(response, 400, {
      error: message,
      fieldErrors: { [field]: [message] },
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it("PATCH /{id} replaces the fields of an unused code: 200, the change stored", async () => {
    const code = await createCode();
    const changes = {
      ...validInvitationCode(`${code.code}-B`),
      name: "Nombre Nuevo",
      company: "Empresa Nueva",
    };
    const response = await worker.fetch(
      `/api/admin/invitation-codes/${code.id}`,
      asAdmin("PATCH", changes),
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ ...changes, id: code.id });
    expect(await storedCode(code.id)).toMatchObject({
      ...changes,
      id: code.id,
    });

    const oldLookup = await lookup(code.code);
    expect(oldLookup.status).toBe(404);
    const newLookup = await lookup(changes.code);
    expect(await readJson(newLookup)).toEqual({
      name: "Nombre Nuevo",
      email: changes.email,
      phone: changes.phone,
    });
  });

  it("PATCH validates with the spec's messages and leaves the code unchanged", async () => {
    const code = await createCode();
    const before = await storedCode(code.id);
    const response = await worker.fetch(
      `/api/admin/invitation-codes/${code.id}`,
      asAdmin("PATCH", {
        ...validInvitationCode(code.code),
        company: "",
        email: "correo@",
      }),
    );
    await expectJsonError(response, 400, {
      error: "La empresa es requerida",
      fieldErrors: {
        company: ["La empresa es requerida"],
        email: ["El correo electrónico no es válido"],
      },
    });
    expect(await storedCode(code.id)).toEqual(before);
  });

  it("DELETE /{id} removes an unused code: 200, the row gone, then 404", async () => {
    const code = await createCode();
    const response = await worker.fetch(
      `/api/admin/invitation-codes/${code.id}`,
      asAdmin("DELETE"),
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, trashId: expect.any(Number) });
    expect(await storedCode(code.id)).toBeUndefined();

    const again = await worker.fetch(`/api/admin/invitation-codes/${code.id}`, asAdmin("DELETE"));
    await expectJsonError(again, 404, { error: "Código no encontrado" });
  });

  it("PATCH of a code that does not exist answers 404", async () => {
    const response = await worker.fetch(
      "/api/admin/invitation-codes/999999",
      asAdmin("PATCH", validInvitationCode(freshCodeValue())),
    );
    await expectJsonError(response, 404, {
      error: "Código no encontrado",
    });
  });

  it("refuses to edit or delete a code used by a request with 409, leaving it and its request as they were", async () => {
    const { code, requestId } = await usedCode();
    const before = await snapshot(worker);

    const edit = await worker.fetch(
      `/api/admin/invitation-codes/${code.id}`,
      asAdmin("PATCH", {
        ...validInvitationCode(code.code),
        name: "Cambio",
        isUsed: false,
      }),
    );
    await expectJsonError(edit, 409, { error: USED_CODE_LOCKED });

    const remove = await worker.fetch(`/api/admin/invitation-codes/${code.id}`, asAdmin("DELETE"));
    await expectJsonError(remove, 409, { error: USED_CODE_LOCKED });

    expect(await snapshot(worker)).toEqual(before);
    expect((await storedCode(code.id))?.usedBy).toBe(requestId);
  });

  it("refuses to edit or delete a code the admin marked used, with 409", async () => {
    const code = await createCode({ isUsed: true });
    const before = await storedCode(code.id);
    const edit = await worker.fetch(
      `/api/admin/invitation-codes/${code.id}`,
      asAdmin("PATCH", validInvitationCode(code.code)),
    );
    expect(edit.status).toBe(409);
    const remove = await worker.fetch(`/api/admin/invitation-codes/${code.id}`, asAdmin("DELETE"));
    await expectJsonError(remove, 409, { error: USED_CODE_LOCKED });
    expect(await storedCode(code.id)).toEqual(before);
  });
});

describe("admin: GET /api/admin/requests", () => {
  it("lists every request with all its fields, newest first", async () => {
    const first = await usedCode();
    const second = await usedCode();
    const response = await worker.fetch("/api/admin/requests", {
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(200);
    const list = await readJson<AdminRequest[]>(response);

    const stored = await worker.db.select().from(invitationRequests);
    expect(list).toHaveLength(stored.length);
    const newestFirst = [...stored].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    expect(list.map((request) => request.id)).toEqual(newestFirst.map((request) => request.id));
    expect(list.findIndex((request) => request.id === second.requestId)).toBeLessThan(
      list.findIndex((request) => request.id === first.requestId),
    );

    const input = validInvitationRequest(second.code.code);
    expect(list.find((request) => request.id === second.requestId)).toEqual({
      id: second.requestId,
      kind: "associate",
      invitationCodeId: second.code.id,
      invitationCode: second.code.code,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      createdAt: expect.any(String),
      status: "nueva",
      statusChangedAt: null,
      note: null,
      noticeState: "off",
      noticeAt: null,
      company: second.code.company,
    });
  });

  it("orders by the time of the request, not by id", async () => {
    const first = await usedCode();
    const second = await usedCode();
    // The request with the lower id is given the later time.
    await worker.db
      .update(invitationRequests)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(invitationRequests.id, first.requestId));
    const list = await readJson<AdminRequest[]>(
      await worker.fetch("/api/admin/requests", { headers: { Cookie: admin } }),
    );
    expect(list[0]?.id).toBe(first.requestId);
    expect(list[1]?.id).toBe(second.requestId);
  });
});
