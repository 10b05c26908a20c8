import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationRequests } from "../../app/db/schema";
import { formRequest, jsonRequest } from "../support/api";
import { readJson } from "../support/fixtures";
import { shownHtml, unescapeHtml } from "../support/html";
import {
  mexicoCityDate,
  requestRow,
  statusChangesOf,
  storeRequest,
  type RequestDetailJson,
} from "../support/requests";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

/**
 * The request inbox's data as it leaves and comes back
 * (docs/decisions/018-request-inbox.md): the CSV's three new columns and its
 * filters, and backups (version 2 and later) that carry each request's
 * status, note, notice and history, while a version 1 file still restores.
 */

const HEADER =
  '"Fecha","Tipo","Código","Nombre","Correo electrónico","Teléfono","Mensaje","Estado","Fecha del estado","Nota","Producto"';

const worker = workerSuite();
let admin: string;
/** Three requests, oldest to newest: a box, a box set aside, a sample contacted. */
let boxId: number;
let discardedId: number;
let sampleId: number;

beforeAll(async () => {
  admin = await adminCookie(worker);
  discardedId = await storeRequest(worker, {
    code: "CSV-C",
    name: "Ceci Mora",
    createdAt: new Date("2026-02-01T12:00:00Z"),
  });
  boxId = await storeRequest(worker, {
    code: "CSV-A",
    name: "Ana Ortiz",
    message: null,
    createdAt: new Date("2026-03-01T18:30:00Z"),
  });
  sampleId = await storeRequest(worker, {
    code: "CSV-B",
    kind: "client",
    name: "Beto Lara",
    createdAt: new Date("2026-03-05T02:15:00Z"),
  });
  await patch(discardedId, { status: "contactada" });
  await patch(discardedId, { status: "descartada" });
  await patch(sampleId, { status: "contactada", note: 'Enviar a Pachuca, calle 5\n"urgente"' });
});

async function patch(id: number, body: unknown): Promise<RequestDetailJson> {
  const response = await worker.fetch(
    `/api/admin/requests/${id}`,
    jsonRequest("PATCH", body, { Cookie: admin }),
  );
  expect(response.status).toBe(200);
  return readJson<RequestDetailJson>(response);
}

const get = (path: string) =>
  worker.fetch(path, { redirect: "manual", headers: { Cookie: admin } });

/** The CSV's lines, the BOM and the last line end taken off. */
async function csvLines(query = ""): Promise<string[]> {
  const response = await get(`/admin/requests.csv${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(1, -2).split("\r\n");
}

/** When a request's status was last set, as the CSV writes it. */
async function statusDate(id: number): Promise<string> {
  const row = await requestRow(worker, id);
  return mexicoCityDate(row.statusChangedAt ?? row.createdAt);
}

describe("/admin/requests.csv", () => {
  it("adds 'Estado', 'Fecha del estado' and 'Nota' to every row", async () => {
    const lines = await csvLines();
    expect(lines).toEqual([
      HEADER,
      `"04/03/2026, 20:15","Muestra (cliente)","CSV-B","Beto Lara","csv-b@ejemplo.example","771 555 0123","Mensaje de prueba.","Contactada","${await statusDate(sampleId)}","Enviar a Pachuca, calle 5\n""urgente""",""`,
      `"01/03/2026, 12:30","Caja de maridaje (asociado)","CSV-A","Ana Ortiz","csv-a@ejemplo.example","771 555 0123","","Nueva","01/03/2026, 12:30","",""`,
      `"01/02/2026, 06:00","Caja de maridaje (asociado)","CSV-C","Ceci Mora","csv-c@ejemplo.example","771 555 0123","Mensaje de prueba.","Descartada","${await statusDate(discardedId)}","",""`,
    ]);
  });

  it.each([
    ["?status=contactada", ["CSV-B"]],
    ["?status=nueva", ["CSV-A"]],
    ["?kind=associate", ["CSV-A", "CSV-C"]],
    ["?kind=client&status=contactada", ["CSV-B"]],
    ["?kind=client&status=nueva", []],
    ["?status=&kind=", ["CSV-B", "CSV-A", "CSV-C"]],
  ])("%s exports only what the list shows with the same filters", async (query, codes) => {
    const lines = await csvLines(query);
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map((line) => line.match(/,"(CSV-[A-C])",/)?.[1])).toEqual(codes);
  });

  it.each([
    ["?status=cerrada", "Estado no válido"],
    ["?kind=otro", "Tipo no válido"],
  ])("%s answers 400 with why, and no file", async (query, message) => {
    const response = await get(`/admin/requests.csv${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBeNull();
    expect(await response.text()).toContain(`<h1>${message}</h1>`);
  });
});

type Json = Record<string, unknown>;
type BackupRequest = Json & { id: number; history: { status: string; changedAt: string }[] };
const withoutTime = (backup: Json) => ({ ...backup, exportedAt: null });

async function exportBackup(): Promise<Json & { requests: BackupRequest[] }> {
  const response = await get("/backup.json");
  expect(response.status).toBe(200);
  return (await response.json()) as Json & { requests: BackupRequest[] };
}

const restore = (backup: unknown) =>
  worker.fetch(
    "/backup",
    formRequest({ intent: "restore", backup: JSON.stringify(backup) }, { Cookie: admin }),
  );

/** The page's message after a refused restore, as shown. */
const shownText = async (response: Response) =>
  unescapeHtml(shownHtml(await response.text()).replaceAll("<!-- -->", ""));

describe("backups", () => {
  let saved: Json & { requests: BackupRequest[] };

  beforeAll(async () => {
    const failedAt = new Date("2026-03-01T18:31:00.250Z");
    await worker.db
      .update(invitationRequests)
      .set({ noticeState: "failed", noticeAt: failedAt })
      .where(eq(invitationRequests.id, boxId));
  });

  it("export version 3 with each request's status, note, notice and history", async () => {
    saved = await exportBackup();
    expect(saved.version).toBe(3);
    expect(saved.requests.map((request) => request.id)).toEqual([discardedId, boxId, sampleId]);
    for (const request of saved.requests) {
      const row = await requestRow(worker, request.id);
      const changes = await statusChangesOf(worker, request.id);
      expect(request).toMatchObject({
        status: row.status,
        statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
        note: row.note,
        noticeState: row.noticeState,
        noticeAt: row.noticeAt?.toISOString() ?? null,
        history: changes.map((change) => ({
          status: change.status,
          changedAt: change.changedAt.toISOString(),
        })),
      });
    }
    const [discarded, box, sample] = saved.requests;
    expect(discarded?.history.map((change) => change.status)).toEqual(["contactada", "descartada"]);
    expect(box).toMatchObject({
      status: "nueva",
      statusChangedAt: null,
      note: null,
      noticeState: "failed",
      noticeAt: "2026-03-01T18:31:00.250Z",
      history: [],
    });
    expect(sample).toMatchObject({
      status: "contactada",
      note: 'Enviar a Pachuca, calle 5\n"urgente"',
      noticeState: "off",
      noticeAt: null,
    });
  });

  it("restore them exactly after the follow-up changed", async () => {
    await patch(boxId, { status: "enviada", note: "Ya salió" });
    await patch(sampleId, { status: "entregada", note: null });
    await patch(discardedId, { status: "nueva" });
    expect(withoutTime(await exportBackup())).not.toEqual(withoutTime(saved));

    const response = await restore(saved);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/backup");
    expect(withoutTime(await exportBackup())).toEqual(withoutTime(saved));

    const detail = await get(`/api/admin/requests/${discardedId}`);
    expect((await readJson<RequestDetailJson>(detail)).history).toEqual(saved.requests[0]?.history);
    expect(await requestRow(worker, boxId)).toMatchObject({
      status: "nueva",
      note: null,
      noticeState: "failed",
      noticeAt: new Date("2026-03-01T18:31:00.250Z"),
    });
    const page = await shownText(await get(`/admin/requests/${discardedId}`));
    expect(page).toContain("Cambió a Contactada");
    expect(page).toContain("Cambió a Descartada");
    expect(page).not.toContain("Cambió a Nueva");
  });

  it.each([
    [
      "a note over 2000 characters",
      (request: BackupRequest) => ({ ...request, note: "n".repeat(2001) }),
      "Solicitudes, elemento 1: La nota debe tener como máximo 2000 caracteres (campo «note»)",
    ],
    [
      "an unknown status",
      (request: BackupRequest) => ({ ...request, status: "cerrada" }),
      "Solicitudes, elemento 1: Estado no válido (campo «status»)",
    ],
    [
      "an unknown status in the history",
      (request: BackupRequest) => ({
        ...request,
        history: [{ status: "perdida", changedAt: "2026-03-02T10:00:00.000Z" }],
      }),
      "Solicitudes, elemento 1: Estado no válido (campo «history.0.status»)",
    ],
  ])(
    "refuse a request with %s, with a 400 that says so, changing nothing",
    async (_name, spoil, message) => {
      const before = await exportBackup();
      const spoiled = {
        ...before,
        requests: before.requests.map((request, index) => (index === 0 ? spoil(request) : request)),
      };
      const response = await restore(spoiled);
      expect(response.status).toBe(400);
      expect(await shownText(response)).toContain(message);
      expect(withoutTime(await exportBackup())).toEqual(withoutTime(before));
    },
  );

  it("refuse a version they do not know", async () => {
    const before = await exportBackup();
    const response = await restore({ ...before, version: 4 });
    expect(response.status).toBe(400);
    expect(await shownText(response)).toContain(
      "Versión de respaldo no compatible: se esperaba la versión 1, 2 o 3",
    );
    expect(withoutTime(await exportBackup())).toEqual(withoutTime(before));
  });

  it("a version 1 file, without those fields, restores every request as 'nueva' with no history", async () => {
    const current = await exportBackup();
    const { waitlist: _waitlist, ...withoutWaitlist } = current;
    const versionOne = {
      ...withoutWaitlist,
      version: 1,
      requests: current.requests.map(
        ({
          status: _status,
          statusChangedAt: _statusChangedAt,
          note: _note,
          noticeState: _noticeState,
          noticeAt: _noticeAt,
          history: _history,
          ...request
        }) => request,
      ),
    };
    expect(Object.keys(versionOne.requests[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "email",
        "id",
        "invitationCode",
        "invitationCodeId",
        "kind",
        "message",
        "name",
        "phone",
      ].sort(),
    );
    const response = await restore(versionOne);
    expect(response.status).toBe(302);
    for (const id of [discardedId, boxId, sampleId]) {
      expect(await requestRow(worker, id)).toMatchObject({
        status: "nueva",
        statusChangedAt: null,
        note: null,
        noticeState: "off",
        noticeAt: null,
      });
      expect(await statusChangesOf(worker, id)).toEqual([]);
      const detail = await readJson<RequestDetailJson>(await get(`/api/admin/requests/${id}`));
      expect(detail.history).toEqual([]);
    }
    const after = await exportBackup();
    expect(after.version).toBe(3);
    expect(after.requests.map(({ id, name, createdAt }) => ({ id, name, createdAt }))).toEqual(
      current.requests.map(({ id, name, createdAt }) => ({ id, name, createdAt })),
    );
    const lines = await csvLines();
    expect(lines.slice(1).every((line) => line.includes(',"Nueva",'))).toBe(true);
  });
});

describe("/admin/requests.csv quotes every field", () => {
  it("so a spreadsheet that splits on ';' keeps 'Ana;=1+1' whole, and formulas stay neutralised", async () => {
    await storeRequest(worker, {
      code: "CSV-PUNTOYCOMA",
      name: "Ana;=1+1",
      phone: "+52 771 555 0123",
      message: "@SUMA(1;2)",
      createdAt: new Date("2026-04-01T18:00:00Z"),
    });
    const line = (await csvLines()).find((row) => row.includes("CSV-PUNTOYCOMA"));
    expect(line).toBe(
      '"01/04/2026, 12:00","Caja de maridaje (asociado)","CSV-PUNTOYCOMA","Ana;=1+1","csv-puntoycoma@ejemplo.example","\'+52 771 555 0123","\'@SUMA(1;2)","Nueva","01/04/2026, 12:00","",""',
    );
    // Read as a spreadsheet set to ';' reads it: no cell starts a formula.
    const bySemicolon = Papa.parse<string[]>(line ?? "", { delimiter: ";" }).data.flat();
    expect(bySemicolon.some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
    expect(bySemicolon.some((cell) => cell.includes("Ana;=1+1"))).toBe(true);
    // Read with ',' as written: the name is one field, as typed.
    const [fields] = Papa.parse<string[]>(line ?? "", { delimiter: "," }).data;
    expect(fields?.[3]).toBe("Ana;=1+1");
    expect(fields?.[5]).toBe("'+52 771 555 0123");
    expect(fields?.[6]).toBe("'@SUMA(1;2)");
  });
});
