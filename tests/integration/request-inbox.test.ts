import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest } from "../support/api";
import { freshCodeValues } from "../support/codes";
import { readError, readJson } from "../support/fixtures";
import {
  STANDALONE_COOKIES,
  requestRow,
  statusChangesOf,
  storeRequest,
  type InboxRequestJson,
  type RequestDetailJson,
  type StoredRequestFields,
} from "../support/requests";
import { sessionCookies, workerSuite } from "../support/worker-suite";
import { INVALID_KIND, INVALID_STATUS, NOTE_TOO_LONG, NO_SUCH_REQUEST } from "../support/messages";

/**
 * The request inbox's JSON API (admin only;
 * docs/decisions/018-request-inbox.md): GET the list with its filters, GET one
 * request with its history, PATCH its status and note. The pages, the CSV and
 * the backups are in request-inbox-pages and request-inbox-export; the e-mail
 * notices in request-notices.
 */

const NOTHING_TO_CHANGE = "Indique el estado o la nota";
const SIGN_IN = "Debe iniciar sesión";
const FORBIDDEN = "No tiene permiso para esta operación";
const OFFLINE_DATA =
  "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.";

const worker = workerSuite();
const cookies = sessionCookies(worker);

const nextCode = freshCodeValues("BANDEJA");

/** A new request of its own, stored as a visitor left it. */
const newRequest = (fields: Omit<StoredRequestFields, "code"> = {}) =>
  storeRequest(worker, { code: nextCode(), ...fields });

const call = (method: string, path: string, body?: unknown, cookie = cookies.admin) =>
  worker.fetch(path, jsonRequest(method, body, cookie ? { Cookie: cookie } : {}));

async function patch(id: number, body: unknown): Promise<RequestDetailJson> {
  const response = await call("PATCH", `/api/admin/requests/${id}`, body);
  expect(response.status).toBe(200);
  return readJson<RequestDetailJson>(response);
}

async function list(query = ""): Promise<InboxRequestJson[]> {
  const response = await call("GET", `/api/admin/requests${query}`);
  expect(response.status).toBe(200);
  return readJson<InboxRequestJson[]>(response);
}

describe("PATCH /api/admin/requests/{id}: the status", () => {
  it("records a new status with its time and a line of history", async () => {
    const id = await newRequest({ company: "Cocina Ñandú" });
    const before = await requestRow(worker, id);
    const body = await patch(id, { status: "contactada" });
    expect(body).toMatchObject({
      id,
      status: "contactada",
      note: null,
      company: "Cocina Ñandú",
      createdAt: before.createdAt.toISOString(),
    });
    expect(body.statusChangedAt).not.toBeNull();
    expect(body.history).toEqual([{ status: "contactada", changedAt: body.statusChangedAt }]);

    const row = await requestRow(worker, id);
    expect(row.status).toBe("contactada");
    expect(row.statusChangedAt?.toISOString()).toBe(body.statusChangedAt);
    expect(await statusChangesOf(worker, id)).toEqual([
      { status: "contactada", changedAt: row.statusChangedAt },
    ]);
  });

  it("grows the history only when the status really changes", async () => {
    const id = await newRequest();
    const first = await patch(id, { status: "contactada" });
    const same = await patch(id, { status: "contactada" });
    expect(same.history).toEqual(first.history);
    expect(same.statusChangedAt).toBe(first.statusChangedAt);
    const noteOnly = await patch(id, { note: "Prefiere que le llamen por la tarde." });
    expect(noteOnly.history).toEqual(first.history);
    expect(noteOnly.statusChangedAt).toBe(first.statusChangedAt);

    const shipped = await patch(id, { status: "enviada" });
    expect(shipped.history.map((change) => change.status)).toEqual(["contactada", "enviada"]);
    expect(shipped.statusChangedAt).toBe(shipped.history[1]?.changedAt);
    expect(Date.parse(shipped.statusChangedAt ?? "")).toBeGreaterThanOrEqual(
      Date.parse(first.statusChangedAt ?? ""),
    );
    const delivered = await patch(id, { status: "entregada" });
    const discarded = await patch(id, { status: "descartada" });
    const back = await patch(id, { status: "nueva" });
    expect(back.history.map((change) => change.status)).toEqual([
      "contactada",
      "enviada",
      "entregada",
      "descartada",
      "nueva",
    ]);
    expect(delivered.history).toHaveLength(3);
    expect(discarded.history).toHaveLength(4);
    expect((await statusChangesOf(worker, id)).map((change) => change.status)).toEqual([
      "contactada",
      "enviada",
      "entregada",
      "descartada",
      "nueva",
    ]);
    expect((await requestRow(worker, id)).note).toBe("Prefiere que le llamen por la tarde.");
  });

  it("GET /api/admin/requests/{id} answers the request with its history and its code's company", async () => {
    const id = await newRequest({ kind: "client", company: "Fonda Doña Tere" });
    await patch(id, { status: "contactada", note: "Quiere la muestra el viernes." });
    const response = await call("GET", `/api/admin/requests/${id}`);
    expect(response.status).toBe(200);
    const body = await readJson<RequestDetailJson>(response);
    const row = await requestRow(worker, id);
    expect(body).toEqual({
      id,
      kind: "client",
      invitationCodeId: row.invitationCodeId,
      invitationCode: row.invitationCode,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      status: "contactada",
      statusChangedAt: row.statusChangedAt?.toISOString(),
      note: "Quiere la muestra el viernes.",
      noticeState: "off",
      noticeAt: null,
      company: "Fonda Doña Tere",
      history: [{ status: "contactada", changedAt: row.statusChangedAt?.toISOString() }],
    });
  });
});

describe("PATCH /api/admin/requests/{id}: the private note", () => {
  it("keeps a note, trimmed, without touching the status", async () => {
    const id = await newRequest();
    const body = await patch(id, { note: "  Enviar a Pachuca, calle Guerrero 5.\nGuía 123  " });
    expect(body).toMatchObject({
      status: "nueva",
      statusChangedAt: null,
      note: "Enviar a Pachuca, calle Guerrero 5.\nGuía 123",
      history: [],
    });
    expect((await requestRow(worker, id)).note).toBe(
      "Enviar a Pachuca, calle Guerrero 5.\nGuía 123",
    );
  });

  it.each([
    ["null", null],
    ['""', ""],
    ["blank text", "   "],
  ])("clears it with %s", async (_name, cleared) => {
    const id = await newRequest();
    await patch(id, { note: "Algo que borrar" });
    const body = await patch(id, { note: cleared });
    expect(body.note).toBeNull();
    expect((await requestRow(worker, id)).note).toBeNull();
  });

  it("takes 2000 characters and refuses 2001 with the limit, keeping the note it had", async () => {
    const id = await newRequest();
    const longest = "ñ".repeat(2000);
    expect((await patch(id, { note: longest })).note).toBe(longest);
    const response = await call("PATCH", `/api/admin/requests/${id}`, { note: "a".repeat(2001) });
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.error).toBe(NOTE_TOO_LONG);
    expect(error.fieldErrors?.note).toEqual([NOTE_TOO_LONG]);
    expect((await requestRow(worker, id)).note).toBe(longest);
  });
});

describe("PATCH /api/admin/requests/{id}: refusals change nothing", () => {
  it.each<[string, unknown, string]>([
    ["an unknown status", { status: "cerrada" }, INVALID_STATUS],
    ["a status in capitals", { status: "Contactada" }, INVALID_STATUS],
    ["a null status", { status: null }, INVALID_STATUS],
    ["an unknown status with a valid note", { status: "archivada", note: "x" }, INVALID_STATUS],
    ["an empty body", {}, NOTHING_TO_CHANGE],
    [
      "an unknown field",
      { status: "contactada", prioridad: "alta" },
      "Campos no permitidos: prioridad",
    ],
    ["a note that is not text", { note: 42 }, "La nota debe ser texto"],
    [
      "a body that is not an object",
      ["contactada"],
      "El cuerpo de la solicitud debe ser un objeto JSON",
    ],
  ])("400 for %s", async (_name, body, message) => {
    const id = await newRequest();
    await patch(id, { note: "Nota de antes" });
    const before = await requestRow(worker, id);
    const response = await call("PATCH", `/api/admin/requests/${id}`, body);
    expect(response.status).toBe(400);
    expect((await readError(response)).error).toBe(message);
    expect(await requestRow(worker, id)).toEqual(before);
    expect(await statusChangesOf(worker, id)).toEqual([]);
  });

  it("405 for a method the request's address does not take", async () => {
    const id = await newRequest();
    // DELETE moves it to the trash (docs/decisions/034-trash.md): PUT is one it does not take.
    const response = await call("PUT", `/api/admin/requests/${id}`);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toContain("PATCH");
    expect(response.headers.get("Allow")).toContain("DELETE");
    await requestRow(worker, id);
  });
});

describe("unknown requests", () => {
  it.each(["999999", "abc", "012", "-1", "1.5", "1e3", "99999999999"])(
    "/api/admin/requests/%s: 404 'Solicitud no encontrada' to GET, PATCH, notify and DELETE",
    async (id) => {
      for (const [method, path, body] of [
        ["GET", `/api/admin/requests/${id}`, undefined],
        ["PATCH", `/api/admin/requests/${id}`, { status: "contactada" }],
        ["POST", `/api/admin/requests/${id}/notify`, undefined],
        ["DELETE", `/api/admin/requests/${id}`, undefined],
      ] as const) {
        const response = await call(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await readError(response)).error, `${method} ${path}`).toBe(NO_SUCH_REQUEST);
      }
    },
  );
});

describe("who may use it", () => {
  const routes = (id: number) =>
    [
      ["GET", "/api/admin/requests", undefined],
      ["GET", `/api/admin/requests/${id}`, undefined],
      ["PATCH", `/api/admin/requests/${id}`, { status: "descartada", note: "No" }],
      ["POST", `/api/admin/requests/${id}/notify`, undefined],
    ] as const;

  it("401 without a session and 403 for a non-admin, and the request stays as it was", async () => {
    const id = await newRequest();
    const before = await requestRow(worker, id);
    for (const [method, path, body] of routes(id)) {
      const anonymous = await call(method, path, body, "");
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await readError(anonymous)).error).toBe(SIGN_IN);
      const nonAdmin = await call(method, path, body, cookies.visitor);
      expect(nonAdmin.status, `${method} ${path}`).toBe(403);
      expect((await readError(nonAdmin)).error).toBe(FORBIDDEN);
    }
    expect(await requestRow(worker, id)).toEqual(before);
  });

  it("503 in standalone mode, as other data the mode cannot read, and nothing changes", async () => {
    const id = await newRequest();
    const before = await requestRow(worker, id);
    for (const [method, path, body] of routes(id)) {
      const response = await call(method, path, body, STANDALONE_COOKIES);
      expect(response.status, `${method} ${path}`).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text), `${method} ${path}`).toEqual({ error: OFFLINE_DATA });
      expect(text).not.toContain(before.email);
    }
    expect(await requestRow(worker, id)).toEqual(before);
    expect(await statusChangesOf(worker, id)).toEqual([]);
  });
});

describe("GET /api/admin/requests: the filters", () => {
  let box: number;
  let boxContacted: number;
  let sample: number;
  let sampleContacted: number;
  beforeAll(async () => {
    box = await newRequest({ kind: "associate", createdAt: new Date("2026-05-01T10:00:00Z") });
    boxContacted = await newRequest({
      kind: "associate",
      createdAt: new Date("2026-05-02T10:00:00Z"),
    });
    sample = await newRequest({ kind: "client", createdAt: new Date("2026-05-03T10:00:00Z") });
    sampleContacted = await newRequest({
      kind: "client",
      createdAt: new Date("2026-05-04T10:00:00Z"),
    });
    await patch(boxContacted, { status: "contactada" });
    await patch(sampleContacted, { status: "contactada" });
  });

  const ours = (rows: InboxRequestJson[]) =>
    rows
      .map((row) => row.id)
      .filter((id) => [box, boxContacted, sample, sampleContacted].includes(id));

  it("without filters answers every request, newest first, with its status and company", async () => {
    const rows = await list();
    expect(ours(rows)).toEqual([sampleContacted, sample, boxContacted, box]);
    expect(rows.find((row) => row.id === sampleContacted)).toMatchObject({
      kind: "client",
      status: "contactada",
      noticeState: "off",
      company: expect.stringMatching(/^Empresa BANDEJA-/),
    });
    const all = await worker.d1.prepare("SELECT count(*) AS n FROM invitation_requests").first();
    expect(rows).toHaveLength(Number(all?.n));
    expect(await list("?status=&kind=")).toEqual(rows);
  });

  it.each([
    ["?status=contactada", "contactada", undefined],
    ["?status=nueva", "nueva", undefined],
    ["?kind=client", undefined, "client"],
    ["?kind=associate", undefined, "associate"],
    ["?status=contactada&kind=client", "contactada", "client"],
    ["?status=nueva&kind=associate", "nueva", "associate"],
  ])("%s answers only the matching requests", async (query, status, kind) => {
    const rows = await list(query);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (status) expect(row.status).toBe(status);
      if (kind) expect(row.kind).toBe(kind);
    }
    const expected = [
      [sampleContacted, "contactada", "client"],
      [sample, "nueva", "client"],
      [boxContacted, "contactada", "associate"],
      [box, "nueva", "associate"],
    ]
      .filter(([, s, k]) => (!status || s === status) && (!kind || k === kind))
      .map(([id]) => id);
    expect(ours(rows)).toEqual(expected);
  });

  it("follows a status change: a request leaves one filter and joins another", async () => {
    await patch(sample, { status: "descartada" });
    expect(ours(await list("?status=nueva&kind=client"))).toEqual([]);
    expect(ours(await list("?status=descartada"))).toEqual([sample]);
  });

  it.each([
    ["?status=cerrada", INVALID_STATUS],
    ["?status=NUEVA", INVALID_STATUS],
    ["?kind=otro", INVALID_KIND],
    ["?kind=clients", INVALID_KIND],
    ["?status=nueva&kind=otro", INVALID_KIND],
  ])("%s answers 400 with why", async (query, message) => {
    const response = await call("GET", `/api/admin/requests${query}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).error).toBe(message);
  });
});
