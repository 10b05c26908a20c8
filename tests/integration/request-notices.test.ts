import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../../app/shared/dates";
import { freshAddresses } from "../support/addresses";
import { formRequest, jsonRequest } from "../support/api";
import { freshCodes, requestsFor } from "../support/codes";
import { emailsAfter } from "../support/emails";
import { readError, readJson, validInvitationRequest } from "../support/fixtures";
import { unescapeHtml } from "../support/html";
import { STANDALONE_COOKIES, requestRow, type RequestDetailJson } from "../support/requests";
import { adminCookie } from "../support/session";
import { startWorker, type TestWorker } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { THANKS, BOX_THANKS, SAMPLE_THANKS } from "../support/messages";

/**
 * The owner's e-mail notice (docs/decisions/018-request-inbox.md): one e-mail
 * per stored request, from each of the three entry points, written by
 * Miniflare's local `send_email` binding as an .eml file; a failing binding
 * loses nothing and the admin can send the notice again; with notices off
 * nothing is sent and the inbox says so.
 */

const NOTIFY = { to: "dueno@miel-prueba.example", from: "avisos@miel-prueba.example" };
const COMPANY = "Bistró La Cañada";
const HOLDER = {
  name: "Lucía Hernández",
  company: COMPANY,
  email: "lucia@lacanada.example",
  phone: "771 555 0177",
};
const NOTICE_FAILED = "Aviso no enviado";
const NOTICES_OFF_NOTE = "Los avisos por correo están desactivados";
const NOTICES_DISABLED =
  "Los avisos por correo están desactivados: escriba quién los recibe en «Sitio» y configure NOTIFY_FROM para enviarlos.";
const RESEND_FAILED = "No se pudo enviar el aviso. Inténtelo de nuevo en unos minutos.";
const INVITATIONS_OFFLINE =
  "Las solicitudes con código de invitación necesitan conexión con el servidor. Salga del modo sin conexión para continuar.";

const worker = workerSuite({ notify: NOTIFY });
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const freshAddress = freshAddresses("10.151");
const freshCode = freshCodes("AVISO", HOLDER);

type EntryPoint = "api" | "/associates" | "/clients";

/** A request as a visitor sends it: the JSON API, or a page's form without JavaScript. */
function submit(
  target: TestWorker,
  entry: EntryPoint,
  code: string,
  cookie?: string,
  fields: Record<string, string> = {},
) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshAddress() };
  if (cookie) headers.Cookie = cookie;
  const body = { ...validInvitationRequest(code), ...fields };
  if (entry === "api") return target.fetch("/api/associates", jsonRequest("POST", body, headers));
  return target.fetch(entry, formRequest(body, headers));
}

/** The id of the one request made with `code`. */
async function storedId(target: TestWorker, code: string): Promise<number> {
  const rows = await requestsFor(target, code);
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? 0;
}

/** Waits until the notice of a request is no longer being sent, and answers its row. */
function settledRow(id: number) {
  return vi.waitFor(
    async () => {
      const row = await requestRow(worker, id);
      if (row.noticeState === "pending") throw new Error("the notice is still being sent");
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** What a visitor sees after posting: the page's thank-you, or the API's 201. */
async function expectVisitorThanked(entry: EntryPoint, response: Response) {
  if (entry === "api") {
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      id: expect.any(Number),
      kind: "associate",
    });
    return;
  }
  expect(response.status).toBe(200);
  const html = unescapeHtml((await response.text()).replaceAll("<!-- -->", ""));
  expect(html).toContain(THANKS);
  expect(html).toContain(entry === "/clients" ? SAMPLE_THANKS : BOX_THANKS);
}

const get = (target: TestWorker, path: string, cookie: string) =>
  target.fetch(path, { redirect: "manual", headers: { Cookie: cookie } });

/** An empty JSON POST with a session, as the resend button of an enhanced page sends it. */
const postAs = (cookie: string) => jsonRequest("POST", undefined, { Cookie: cookie });

describe("a stored request e-mails the owner", () => {
  it.each<[EntryPoint, string, string]>([
    ["api", "caja de maridaje", "Llegó una nueva solicitud de caja de maridaje."],
    ["/associates", "caja de maridaje", "Llegó una nueva solicitud de caja de maridaje."],
    ["/clients", "muestra", "Llegó una nueva solicitud de muestra."],
  ])(
    "through %s: one e-mail with the request, the code, its company and the link",
    async (entry, kind, heading) => {
      const before = worker.sentEmails().length;
      const code = await freshCode(worker);
      const response = await submit(worker, entry, code);
      await expectVisitorThanked(entry, response);
      const id = await storedId(worker, code);

      const [email] = await emailsAfter(worker, before, 1);
      if (!email) throw new Error("no e-mail");
      expect(email.subject).toBe(`Nueva solicitud de ${kind}: Lucía Hernández`);
      expect(email.from).toBe(NOTIFY.from);
      expect(email.to).toEqual([NOTIFY.to]);
      expect(email.replyTo).toEqual(["lucia@lacanada.example"]);
      expect(email.messageId).toMatch(/^<.+@miel-prueba\.example>$/);
      expect(email.text).toContain(heading);
      expect(email.text).toContain("Nombre: Lucía Hernández");
      expect(email.text).toContain("Correo electrónico: lucia@lacanada.example");
      expect(email.text).toContain("Teléfono: 771 555 0177");
      expect(email.text).toContain(`Código de invitación: ${code} (${COMPANY})`);
      expect(email.text).toContain("Nos interesa la caja de maridaje.");
      expect(email.text).toContain(`http://localhost/admin/requests/${id}`);

      const row = await settledRow(id);
      expect(row.noticeState).toBe("sent");
      expect(row.noticeAt).toBeInstanceOf(Date);
      expect(email.text).toContain(
        `Recibida: ${formatDateTime(row.createdAt)} (hora de la Ciudad de México)`,
      );
      // The notice is settled: nothing more is coming for this request.
      expect(worker.sentEmails()).toHaveLength(before + 1);
    },
  );

  it("POST /api/associates with kind 'client' is a sample in the subject and the text", async () => {
    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    const response = await submit(worker, "api", code, undefined, { kind: "client" });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({ kind: "client" });
    const [email] = await emailsAfter(worker, before, 1);
    expect((await settledRow(await storedId(worker, code))).noticeState).toBe("sent");
    expect(email?.subject).toBe("Nueva solicitud de muestra: Lucía Hernández");
    expect(email?.text).toContain("Llegó una nueva solicitud de muestra.");
  });

  it("carries a 2000-character message with accents and line breaks intact", async () => {
    const line = "¿Pueden enviar la caja a Pachuca? Año nuevo, señal de jalapeño — gracias.\n";
    const message = line.repeat(40).slice(0, 2000).trim();
    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    const response = await submit(worker, "/associates", code, undefined, { message });
    expect(response.status).toBe(200);
    const [email] = await emailsAfter(worker, before, 1);
    expect((await settledRow(await storedId(worker, code))).noticeState).toBe("sent");
    if (!email) throw new Error("no e-mail");
    // Base64 in short lines: no line of the raw message is longer than a mail server takes.
    expect(Math.max(...email.raw.split("\r\n").map((row) => row.length))).toBeLessThanOrEqual(998);
    expect(email.text.replaceAll("\r\n", "\n")).toContain(`Mensaje:\n${message}\n`);
  });

  it("says '(sin mensaje)' when the visitor left the message empty", async () => {
    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    const response = await submit(worker, "/clients", code, undefined, { message: "" });
    expect(response.status).toBe(200);
    const [email] = await emailsAfter(worker, before, 1);
    expect((await settledRow(await storedId(worker, code))).noticeState).toBe("sent");
    expect(email?.text.replaceAll("\r\n", "\n")).toContain("Mensaje:\n(sin mensaje)\n");
  });

  it("shows the notice as sent on the request's page", async () => {
    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    expect((await submit(worker, "api", code)).status).toBe(201);
    const id = await storedId(worker, code);
    await emailsAfter(worker, before, 1);
    const row = await settledRow(id);
    const page = await get(worker, `/admin/requests/${id}`, admin);
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`Aviso enviado el ${formatDateTime(row.noticeAt ?? new Date(0))}`);
    expect(html).toContain("Reenviar aviso");
  });
});

describe("when sending fails", () => {
  // Requests made while the binding refused the owner's address.
  const failed: { entry: EntryPoint; id: number }[] = [];

  beforeAll(async () => {
    await worker.allowEmailTo(["someone-else@example.com"]);
  });
  afterAll(async () => {
    await worker.allowEmailTo(undefined);
  });

  it.each<EntryPoint>(["api", "/associates", "/clients"])(
    "through %s the request is stored, the visitor thanked, and the notice marked failed",
    async (entry) => {
      const before = worker.sentEmails().length;
      const code = await freshCode(worker);
      const response = await submit(worker, entry, code);
      await expectVisitorThanked(entry, response);
      const id = await storedId(worker, code);
      const row = await settledRow(id);
      expect(row).toMatchObject({ noticeState: "failed", status: "nueva", name: HOLDER.name });
      expect(row.noticeAt).toBeInstanceOf(Date);
      expect(worker.sentEmails()).toHaveLength(before);
      failed.push({ entry, id });
    },
  );

  it("the inbox list shows 'Aviso no enviado' on those requests only", async () => {
    expect(failed).toHaveLength(3);
    const response = await get(worker, "/admin/requests", admin);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    for (const { id } of failed) {
      const row = html.match(new RegExp(`<tr[^>]*data-request-id="${id}"[\\s\\S]*?</tr>`))?.[0];
      expect(row, `row of request ${id}`).toContain(NOTICE_FAILED);
    }
    const sentRows = html.match(/<tr[^>]*data-request-id="\d+"[\s\S]*?<\/tr>/g) ?? [];
    expect(sentRows.length).toBeGreaterThan(failed.length);
    expect(sentRows.filter((row) => row.includes(NOTICE_FAILED))).toHaveLength(failed.length);
    expect(html).not.toContain(NOTICES_OFF_NOTE);
  });

  it("a resend that fails again answers 503 and keeps the request failed", async () => {
    const [first] = failed;
    if (!first) throw new Error("no failed request");
    const before = worker.sentEmails().length;
    const response = await worker.fetch(`/api/admin/requests/${first.id}/notify`, postAs(admin));
    expect(response.status).toBe(503);
    expect((await readError(response)).error).toBe(RESEND_FAILED);
    expect((await requestRow(worker, first.id)).noticeState).toBe("failed");
    expect(worker.sentEmails()).toHaveLength(before);
  });

  describe("once the binding works again", () => {
    beforeAll(async () => {
      await worker.allowEmailTo(undefined);
    });

    it("POST /api/admin/requests/{id}/notify sends it: 200, a new e-mail, state 'sent'", async () => {
      const [first] = failed;
      if (!first) throw new Error("no failed request");
      const failedAt = (await requestRow(worker, first.id)).noticeAt;
      const before = worker.sentEmails().length;
      const response = await worker.fetch(`/api/admin/requests/${first.id}/notify`, postAs(admin));
      expect(response.status).toBe(200);
      const body = await readJson<RequestDetailJson>(response);
      expect(body).toMatchObject({ id: first.id, noticeState: "sent", company: COMPANY });
      expect(body.history).toEqual([]);
      const [email] = await emailsAfter(worker, before, 1);
      expect(email?.text).toContain(`http://localhost/admin/requests/${first.id}`);
      const row = await requestRow(worker, first.id);
      expect(row.noticeState).toBe("sent");
      expect(row.noticeAt?.getTime()).toBeGreaterThanOrEqual(failedAt?.getTime() ?? Infinity);
      expect(worker.sentEmails()).toHaveLength(before + 1);
    });

    it("the request page's 'Reenviar aviso' form sends it: 302 back with a toast", async () => {
      const second = failed[1];
      if (!second) throw new Error("no failed request");
      const before = worker.sentEmails().length;
      const response = await worker.fetch(
        `/admin/requests/${second.id}`,
        formRequest({ intent: "notify" }, { Cookie: admin }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/admin/requests/${second.id}`);
      const toast = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
      expect(toast).toMatch(/^__Host-mp_toast=/);
      const [email] = await emailsAfter(worker, before, 1);
      expect(email?.subject).toBe("Nueva solicitud de caja de maridaje: Lucía Hernández");
      expect((await requestRow(worker, second.id)).noticeState).toBe("sent");

      const next = await get(worker, `/admin/requests/${second.id}`, `${admin}; ${toast}`);
      const html = await next.text();
      expect(html).toContain("Aviso enviado");
      expect(html).not.toContain(NOTICE_FAILED);
    });

    it("the list no longer shows 'Aviso no enviado' for a resent request", async () => {
      const html = await (await get(worker, "/admin/requests", admin)).text();
      for (const { id } of failed.slice(0, 2)) {
        const row = html.match(new RegExp(`<tr[^>]*data-request-id="${id}"[\\s\\S]*?</tr>`))?.[0];
        expect(row, `row of request ${id}`).toBeDefined();
        expect(row).not.toContain(NOTICE_FAILED);
      }
    });
  });
});

describe("standalone mode", () => {
  it.each<EntryPoint>(["api", "/associates", "/clients"])(
    "through %s the request is refused as before: 503, nothing stored, no e-mail",
    async (entry) => {
      const code = await freshCode(worker);
      const before = worker.sentEmails().length;
      const response = await submit(worker, entry, code, STANDALONE_COOKIES);
      expect(response.status).toBe(503);
      const body = await response.text();
      expect(unescapeHtml(body)).toContain(INVITATIONS_OFFLINE);
      expect(await requestsFor(worker, code)).toEqual([]);

      // A request made online afterwards is the only e-mail written since.
      const online = await freshCode(worker);
      expect((await submit(worker, "api", online)).status).toBe(201);
      const [email] = await emailsAfter(worker, before, 1);
      expect(email?.text).toContain(online);
      await settledRow(await storedId(worker, online));
      expect(worker.sentEmails()).toHaveLength(before + 1);
    },
  );
});

describe("with notices off (no NOTIFY_TO / NOTIFY_FROM)", () => {
  let quiet: TestWorker;
  let quietAdmin: string;
  beforeAll(async () => {
    quiet = await startWorker();
    quietAdmin = await adminCookie(quiet);
  });
  afterAll(() => quiet?.dispose());

  it.each<EntryPoint>(["api", "/associates", "/clients"])(
    "through %s the request is stored as before, with notice state 'off', and no e-mail",
    async (entry) => {
      const code = await freshCode(quiet);
      const response = await submit(quiet, entry, code);
      await expectVisitorThanked(entry, response);
      const [row] = await requestsFor(quiet, code);
      expect(row).toMatchObject({ noticeState: "off", noticeAt: null, status: "nueva" });
      expect(quiet.sentEmails()).toEqual([]);
    },
  );

  it("the inbox says notices are off", async () => {
    const response = await get(quiet, "/admin/requests", quietAdmin);
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toMatch(/<p role="note"[^>]*>Los avisos por correo están desactivados/);
    expect(html).toContain("«Sitio» → «Avisos por correo» y configure NOTIFY_FROM");
  });

  it("a resend answers 409 with why, through the API and the page form, and sends nothing", async () => {
    const code = await freshCode(quiet);
    expect((await submit(quiet, "api", code)).status).toBe(201);
    const id = (await requestsFor(quiet, code))[0]?.id;

    const api = await quiet.fetch(`/api/admin/requests/${id}/notify`, postAs(quietAdmin));
    expect(api.status).toBe(409);
    expect((await readError(api)).error).toBe(NOTICES_DISABLED);

    const page = await quiet.fetch(
      `/admin/requests/${id}`,
      formRequest({ intent: "notify" }, { Cookie: quietAdmin }),
    );
    expect(page.status).toBe(409);
    expect(unescapeHtml(await page.text())).toContain(NOTICES_DISABLED);

    const [row] = await requestsFor(quiet, code);
    expect(row).toMatchObject({ noticeState: "off", noticeAt: null });
    expect(quiet.sentEmails()).toEqual([]);
  });

  it("the request page says no notice was sent, with no button to send one", async () => {
    const code = await freshCode(quiet);
    expect((await submit(quiet, "api", code)).status).toBe(201);
    const id = (await requestsFor(quiet, code))[0]?.id;
    const html = unescapeHtml(await (await get(quiet, `/admin/requests/${id}`, quietAdmin)).text());
    expect(html).toContain("No se envió aviso: los avisos por correo estaban desactivados.");
    expect(html).toContain(NOTICES_DISABLED);
    expect(html).not.toContain("Reenviar aviso");
    expect(html).not.toContain('value="notify"');
  });
});
