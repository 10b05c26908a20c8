import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../app/shared/dates";
import { formRequest, jsonRequest } from "../support/api";
import { freshCodeValues } from "../support/codes";
import { shownHtml, shownPage, unescapeHtml } from "../support/html";
import {
  STANDALONE_COOKIES,
  requestRow,
  statusChangesOf,
  storeRequest,
  type StoredRequestFields,
} from "../support/requests";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";
import { INVALID_KIND, INVALID_STATUS, NOTE_TOO_LONG, NO_SUCH_REQUEST } from "../support/messages";

/**
 * The 'Solicitudes' pages (docs/decisions/018-request-inbox.md) as a browser
 * without JavaScript sees them: the list and its filters, the tab's count of
 * new requests, a request's page (history, note, notice) and its follow-up
 * form.
 */

const SAVED = "Solicitud actualizada";
const SAVE_FAILED = "No se pudo actualizar la solicitud";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const nextCode = freshCodeValues("PANEL");

const newRequest = (fields: Omit<StoredRequestFields, "code"> = {}) =>
  storeRequest(worker, { code: nextCode(), ...fields });

/** A page as the admin's browser gets it, and its HTML as shown (no scripts, entities undone). */
const page = (path: string, cookie = admin) => shownPage(worker, path, cookie);

/** The table row of a request in the list, if it is shown. */
const rowOf = (html: string, id: number) =>
  html.match(new RegExp(`<tr[^>]*data-request-id="${id}"[\\s\\S]*?</tr>`))?.[0];

const changeStatus = async (id: number, status: string) => {
  const response = await worker.fetch(
    `/api/admin/requests/${id}`,
    jsonRequest("PATCH", { status }, { Cookie: admin }),
  );
  expect(response.status).toBe(200);
};

const followUp = (id: number | string, fields: Record<string, string>, cookie = admin) =>
  worker.fetch(
    `/admin/requests/${id}`,
    formRequest({ intent: "follow-up", ...fields }, { Cookie: cookie }),
  );

/** The error shown under a field of the follow-up form, as text. */
const fieldError = (html: string, field: "status" | "note") =>
  html
    .match(
      new RegExp(`<div id="seguimiento-${field}-error"[^>]*>((?:(?!</div>)[\\s\\S])*)</div>`),
    )?.[1]
    ?.replace(/<[^>]+>/g, "");

/** The text typed into the request page's note. */
const noteField = (html: string) =>
  html.match(/<textarea[^>]*id="seguimiento-note"[^>]*>([\s\S]*?)<\/textarea>/)?.[1];

const newCount = async () =>
  Number(
    (
      await worker.d1
        .prepare("SELECT count(*) AS n FROM invitation_requests WHERE status = 'nueva'")
        .first()
    )?.n,
  );

describe("the list and its filters", () => {
  let box: number;
  let boxContacted: number;
  let sample: number;
  let sampleShipped: number;
  beforeAll(async () => {
    box = await newRequest({ kind: "associate", name: "Alma Ruiz" });
    boxContacted = await newRequest({ kind: "associate", name: "Bruno Díaz" });
    sample = await newRequest({ kind: "client", name: "Carla Núñez" });
    sampleShipped = await newRequest({ kind: "client", name: "Darío Peña" });
    await changeStatus(boxContacted, "contactada");
    await changeStatus(sampleShipped, "enviada");
  });
  const ours = () => [box, boxContacted, sample, sampleShipped];

  it("shows every request with its status, each name linking to its page", async () => {
    const { status, html } = await page("/admin/requests");
    expect(status).toBe(200);
    for (const id of ours()) expect(rowOf(html, id), `row ${id}`).toBeDefined();
    expect(rowOf(html, boxContacted)).toContain(">Contactada<");
    expect(rowOf(html, sampleShipped)).toContain(">Enviada<");
    expect(rowOf(html, box)).toContain(">Nueva<");
    expect(rowOf(html, box)).toContain(`href="/admin/requests/${box}"`);
    expect(rowOf(html, box)).toContain('aria-label="Ver la solicitud de Alma Ruiz"');
    expect(html).not.toContain("Quitar filtros");
  });

  it.each([
    ["?status=contactada", ["boxContacted"]],
    ["?status=nueva", ["box", "sample"]],
    ["?kind=client", ["sample", "sampleShipped"]],
    ["?kind=associate&status=nueva", ["box"]],
    ["?status=enviada&kind=client", ["sampleShipped"]],
  ])("%s shows the matching rows and hides the others", async (query, shown) => {
    const names: Record<string, number> = { box, boxContacted, sample, sampleShipped };
    const { status, html } = await page(`/admin/requests${query}`);
    expect(status).toBe(200);
    for (const [name, id] of Object.entries(names)) {
      if (shown.includes(name)) expect(rowOf(html, id), name).toBeDefined();
      else expect(rowOf(html, id), name).toBeUndefined();
    }
    const params = new URLSearchParams(query);
    const statusFilter = params.get("status");
    const kindFilter = params.get("kind");
    if (statusFilter) expect(html).toContain(`<option value="${statusFilter}" selected="">`);
    if (kindFilter) expect(html).toContain(`<option value="${kindFilter}" selected="">`);
    expect(html).toContain("Quitar filtros");
    // The CSV link downloads what the list shows.
    const csv = html.match(/<a href="(\/admin\/requests\.csv[^"]*)"/)?.[1];
    expect(new URLSearchParams(csv?.split("?")[1])).toEqual(
      new URLSearchParams({
        ...(statusFilter ? { status: statusFilter } : {}),
        ...(kindFilter ? { kind: kindFilter } : {}),
      }),
    );
  });

  it("says so when no request matches", async () => {
    const { status, html } = await page("/admin/requests?status=entregada");
    expect(status).toBe(200);
    expect(html).toContain("0 solicitudes");
    expect(html).toContain("Ninguna solicitud coincide con los filtros.");
    expect(html).not.toContain("data-request-id");
  });

  it.each([
    ["?status=cerrada", INVALID_STATUS],
    ["?kind=otro", INVALID_KIND],
    ["?status=nueva&kind=todos", INVALID_KIND],
  ])("%s answers 400 and shows why, listing nothing", async (query, message) => {
    const { status, html } = await page(`/admin/requests${query}`);
    expect(status).toBe(400);
    expect(html).toMatch(
      new RegExp(`<p id="filtro-error" role="alert"[^>]*>(?:<svg[\\s\\S]*?</svg>)?${message}</p>`),
    );
    expect(html).not.toContain("data-request-id");
  });
});

describe("the tab's count of new requests", () => {
  const tabLabel = (html: string) =>
    html.match(/<a[^>]*href="\/admin\/requests"[^>]*>(Solicitudes[^<]*)<\/a>/)?.[1];

  it("counts only the requests still 'nueva', and follows a change", async () => {
    const first = await newRequest();
    const second = await newRequest();
    await changeStatus(second, "descartada");
    const total = Number(
      (await worker.d1.prepare("SELECT count(*) AS n FROM invitation_requests").first())?.n,
    );
    const count = await newCount();
    expect(count).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(count);
    for (const path of ["/admin", "/admin/requests", `/admin/requests/${first}`]) {
      expect(tabLabel((await page(path)).html), path).toBe(`Solicitudes (${count})`);
    }
    await changeStatus(first, "contactada");
    expect(tabLabel((await page("/admin/stores")).html)).toBe(`Solicitudes (${count - 1})`);
    await changeStatus(first, "nueva");
    expect(tabLabel((await page("/admin/stores")).html)).toBe(`Solicitudes (${count})`);
  });
});

describe("a request's page", () => {
  it("shows the request, its history line by line, the note and the notice state", async () => {
    const id = await newRequest({
      kind: "client",
      name: "Elena Suárez",
      company: "Cafetería La Abeja",
      message: "Para probar en casa.",
    });
    await changeStatus(id, "contactada");
    await changeStatus(id, "enviada");
    await worker.fetch(
      `/api/admin/requests/${id}`,
      jsonRequest("PATCH", { note: "Guía 7788 <DHL>, llega el martes" }, { Cookie: admin }),
    );
    const row = await requestRow(worker, id);
    const changes = await statusChangesOf(worker, id);

    const { status, html } = await page(`/admin/requests/${id}`);
    expect(status).toBe(200);
    expect(html).toContain("Solicitud de Elena Suárez");
    expect(html).toContain("Muestra (cliente)");
    expect(html).toContain("Cafetería La Abeja");
    expect(html).toContain("Para probar en casa.");
    const history = [
      ...html.matchAll(/<li><span[^>]*>([^<]+)<\/span> <time[^>]*>([^<]+)<\/time><\/li>/g),
    ];
    expect(history.map(([, label, at]) => `${label} ${at}`)).toEqual([
      `Recibida como Nueva ${formatDateTime(row.createdAt)}`,
      `Cambió a Contactada ${formatDateTime(changes[0]?.changedAt ?? new Date(0))}`,
      `Cambió a Enviada ${formatDateTime(changes[1]?.changedAt ?? new Date(0))}`,
    ]);
    expect(noteField(html)).toBe("Guía 7788 <DHL>, llega el martes");
    expect(html).toContain('<option value="enviada" selected="">Enviada</option>');
    expect(html).toContain('data-notice-state="off"');
    expect(html).toContain("No se envió aviso: los avisos por correo estaban desactivados.");
  });

  it.each(["999999", "abc", "012"])(
    "/admin/requests/%s answers 404 'Solicitud no encontrada'",
    async (id) => {
      const { status, html } = await page(`/admin/requests/${id}`);
      expect(status).toBe(404);
      expect(html).toContain(
        `<h2 class="text-xl font-semibold text-smoke-900">${NO_SUCH_REQUEST}</h2>`,
      );
    },
  );

  it("sends a visitor without a session to sign in, asked to come back to the request", async () => {
    const id = await newRequest();
    const { status, response } = await page(`/admin/requests/${id}`, "");
    expect(status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/auth?redirectTo=%2Fadmin%2Frequests%2F${id}`,
    );
  });

  it("in standalone mode shows the mode's notice, not the request", async () => {
    const id = await newRequest({ email: "privado.panel@ejemplo.example" });
    const { status, html } = await page(`/admin/requests/${id}`, STANDALONE_COOKIES);
    expect(status).toBe(200);
    expect(html).toContain("no se leen en modo sin conexión");
    expect(html).not.toContain("privado.panel@ejemplo.example");
  });
});

describe("the follow-up form without JavaScript", () => {
  it("saves the status and the note: 302 back to the page, with the toast", async () => {
    const id = await newRequest();
    const response = await followUp(id, { status: "contactada", note: "Llamó; quiere dos cajas." });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/requests/${id}`);
    const toast = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(toast).toMatch(/^__Host-mp_toast=/);
    expect(await requestRow(worker, id)).toMatchObject({
      status: "contactada",
      note: "Llamó; quiere dos cajas.",
    });
    expect((await statusChangesOf(worker, id)).map((change) => change.status)).toEqual([
      "contactada",
    ]);

    const next = await page(`/admin/requests/${id}`, `${admin}; ${toast}`);
    expect(next.html).toMatch(new RegExp(`role="status"[^>]*><p[^>]*>${SAVED}</p>`));
    expect(next.html).toContain("Cambió a Contactada");
    expect(noteField(next.html)).toBe("Llamó; quiere dos cajas.");
  });

  it("a blank note clears it; the same status adds no history", async () => {
    const id = await newRequest();
    expect((await followUp(id, { status: "contactada", note: "Borrar luego" })).status).toBe(302);
    expect((await followUp(id, { status: "contactada", note: "" })).status).toBe(302);
    expect(await requestRow(worker, id)).toMatchObject({ status: "contactada", note: null });
    expect(await statusChangesOf(worker, id)).toHaveLength(1);
  });

  it("goes back to the list it came from, never to another site", async () => {
    const id = await newRequest();
    const back = await followUp(id, {
      status: "enviada",
      note: "",
      returnTo: "/admin/requests?status=nueva",
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/admin/requests?status=nueva");
    const away = await followUp(id, {
      status: "entregada",
      note: "",
      returnTo: "https://malo.example/",
    });
    expect(away.status).toBe(302);
    expect(away.headers.get("Location")).toBe(`/admin/requests/${id}`);
    expect((await requestRow(worker, id)).status).toBe("entregada");
  });

  it.each([
    ["an unknown status", { status: "cerrada", note: "Nota que escribí <a mano>" }, INVALID_STATUS],
    ["no status at all", { note: "Nota que escribí <a mano>" }, INVALID_STATUS],
  ])(
    "refuses %s with 400, the message, and the typed note kept",
    async (_name, fields, message) => {
      const id = await newRequest();
      await followUp(id, { status: "contactada", note: "Nota guardada" });
      const before = await requestRow(worker, id);
      const response = await followUp(id, fields);
      expect(response.status).toBe(400);
      const html = unescapeHtml(shownHtml(await response.text()));
      expect(html).toContain(SAVE_FAILED);
      expect(fieldError(html, "status")).toBe(message);
      expect(noteField(html)).toBe("Nota que escribí <a mano>");
      expect(await requestRow(worker, id)).toEqual(before);
    },
  );

  it("refuses a note over 2000 characters with its message, keeping what was typed", async () => {
    const id = await newRequest();
    const typed = "x".repeat(2001);
    const response = await followUp(id, { status: "enviada", note: typed });
    expect(response.status).toBe(400);
    const html = unescapeHtml(shownHtml(await response.text()));
    expect(fieldError(html, "note")).toBe(NOTE_TOO_LONG);
    expect(html).toContain(SAVE_FAILED);
    expect(noteField(html)).toBe(typed);
    expect(await requestRow(worker, id)).toMatchObject({ status: "nueva", note: null });
  });

  it("counts a line break as one character, as the admin typed it: a browser's CRLF is stored as LF", async () => {
    const id = await newRequest();
    // 100 lines of 19 characters: 1999 characters in the textarea, 2098 as sent.
    const lines = Array.from(
      { length: 100 },
      (_, line) => `línea ${String(line).padStart(12, "0")}`,
    );
    const response = await followUp(id, { status: "contactada", note: lines.join("\r\n") });
    expect(response.status).toBe(302);
    expect(await requestRow(worker, id)).toMatchObject({
      status: "contactada",
      note: lines.join("\n"),
    });
  });

  it("answers 404 for a request that does not exist", async () => {
    const response = await followUp(999999, { status: "contactada", note: "" });
    expect(response.status).toBe(404);
    expect(unescapeHtml(await response.text())).toContain(NO_SUCH_REQUEST);
  });

  it("in standalone mode answers 503 with the mode's notice, for both forms, and changes nothing", async () => {
    const id = await newRequest();
    for (const intent of ["follow-up", "notify"]) {
      const response = await worker.fetch(
        `/admin/requests/${id}`,
        formRequest(
          { intent, status: "descartada", note: "Sin conexión" },
          { Cookie: STANDALONE_COOKIES },
        ),
      );
      expect(response.status, intent).toBe(503);
      const html = unescapeHtml(shownHtml(await response.text()));
      expect(html, intent).toContain(
        "Las solicitudes contienen datos personales y no se leen en modo sin conexión.",
      );
    }
    expect(await requestRow(worker, id)).toMatchObject({ status: "nueva", note: null });
  });

  it("sends a visitor without a session to sign in, and changes nothing", async () => {
    const id = await newRequest();
    const response = await followUp(id, { status: "descartada", note: "Intruso" }, "");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    expect(await requestRow(worker, id)).toMatchObject({ status: "nueva", note: null });
  });
});

describe("with no new request left", () => {
  it("the tab reads just 'Solicitudes'", async () => {
    await worker.d1.exec("UPDATE invitation_requests SET status = 'contactada'");
    expect(await newCount()).toBe(0);
    const { html } = await page("/admin");
    expect(html).toMatch(/<a[^>]*href="\/admin\/requests"[^>]*>Solicitudes<\/a>/);
  });
});
