import { count, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  invitationRequests,
  requestStatusChanges,
  type InvitationRequest,
  type RequestKind,
  type RequestStatus,
} from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { jsonRequest } from "../support/api";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { freshCodeValues, storeCode } from "../support/codes";
import { emailsAfter } from "../support/emails";

const OWNER = { to: "dueno@example.com", from: "avisos@example.com" };
const suite = adminBrowserSuite({ notify: OWNER });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TOO_LONG = "La nota debe tener como máximo 2000 caracteres";

const nextCode = freshCodeValues("BUZON");
const freshAddress = freshAddresses("10.111");

interface Seed {
  kind: RequestKind;
  name: string;
  status?: RequestStatus;
  message?: string;
  /** Minutes before now the request arrived: the list shows the newest first. */
  minutesAgo?: number;
}

/** A request stored straight in D1, with its used code and, if it is no longer new, its history. */
async function seedRequest({
  kind,
  name,
  status = "nueva",
  message,
  minutesAgo = 0,
}: Seed): Promise<InvitationRequest> {
  const code = nextCode();
  const codeId = await storeCode(suite.worker, code, {
    name,
    company: "Bistró del Buzón",
    isUsed: true,
  });
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const changedAt = new Date(createdAt.getTime() + 30_000);
  const slug = name
    .normalize("NFD")
    .replace(/[^a-zA-Z]/g, "")
    .toLowerCase();
  const [row] = await suite.worker.db
    .insert(invitationRequests)
    .values({
      kind,
      invitationCodeId: codeId,
      invitationCode: code,
      name,
      email: `${slug}@example.com`,
      phone: "771 555 0123",
      message: message ?? null,
      createdAt,
      status,
      statusChangedAt: status === "nueva" ? null : changedAt,
    })
    .returning();
  if (!row) throw new Error("the request was not stored");
  if (status !== "nueva") {
    await suite.worker.db
      .insert(requestStatusChanges)
      .values({ requestId: row.id, status, changedAt });
  }
  return row;
}

async function storedRequest(id: number): Promise<InvitationRequest> {
  const [row] = await suite.worker.db
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.id, id));
  if (!row) throw new Error(`no request ${id}`);
  return row;
}

async function storedHistory(id: number): Promise<RequestStatus[]> {
  const rows = await suite.worker.db
    .select({ status: requestStatusChanges.status })
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, id))
    .orderBy(requestStatusChanges.id);
  return rows.map((row) => row.status);
}

/** How many requests are still new: the number the tab should carry. */
async function newCount(): Promise<number> {
  const [row] = await suite.worker.db
    .select({ value: count() })
    .from(invitationRequests)
    .where(eq(invitationRequests.status, "nueva"));
  return row?.value ?? 0;
}

/** The 'Solicitudes' tab, as its label reads with `n` new requests. */
const requestsTab = (page: Page, n: number) =>
  page
    .getByRole("navigation", { name: "Secciones del panel" })
    .getByRole("link", { name: n ? `Solicitudes (${n})` : "Solicitudes", exact: true });

/** A sonner toast (with JavaScript) holding `text`. */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first();

const row = (page: Page, request: InvitationRequest) =>
  page.locator(`tr[data-request-id="${request.id}"]`);

const openLink = (scope: Page | Locator, name: string) =>
  scope.getByRole("link", { name: `Ver la solicitud de ${name}`, exact: true });

const history = (page: Page) => page.getByRole("region", { name: "Historial" });
const followUp = (page: Page) => page.getByRole("region", { name: "Seguimiento" });
const noticePanel = (page: Page) => page.getByRole("region", { name: "Aviso por correo" });
const requestHeader = (page: Page) => page.locator("header").filter({ hasText: "Solicitud de" });

/** The status of every row the table shows, as its badge says. */
const shownStatuses = (page: Page) =>
  page
    .locator("tbody tr [data-status]")
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status")));

const shownKinds = (page: Page) => page.locator("tbody tr td:nth-child(2)").allTextContents();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Chooses filters and presses 'Filtrar'; resolves once the URL carries them. */
async function filter(page: Page, status: string, kind: string): Promise<void> {
  await page.getByLabel("Estado").selectOption({ label: status });
  await page.getByLabel("Tipo").selectOption({ label: kind });
  await page.getByRole("button", { name: "Filtrar" }).click();
}

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

let ana: InvitationRequest;
let beto: InvitationRequest;
let carla: InvitationRequest;
let dora: InvitationRequest;

beforeAll(async () => {
  ana = await seedRequest({
    kind: "associate",
    name: "Ana Asociada",
    message: "Para el restaurante.",
    minutesAgo: 40,
  });
  beto = await seedRequest({ kind: "client", name: "Beto Cliente", minutesAgo: 30 });
  carla = await seedRequest({
    kind: "associate",
    name: "Carla Contactada",
    status: "contactada",
    minutesAgo: 20,
  });
  dora = await seedRequest({
    kind: "client",
    name: "Dora Entregada",
    status: "entregada",
    minutesAgo: 10,
  });
});

/** Resolves once `locator`'s element has the keyboard focus. */
async function hasFocus(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction((element) => document.activeElement === element, handle);
}

describe("Solicitudes with JavaScript", () => {
  it("lists the requests, counts the new ones on the tab and filters by status and kind", async () => {
    const { page, errors } = await suite.adminPage();
    await open(page, "/admin/requests");
    await requestsTab(page, await newCount()).waitFor();
    await expect(requestsTab(page, await newCount()).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    const total = (await suite.worker.db.select().from(invitationRequests)).length;
    await page.getByText(`${total} solicitudes`, { exact: true }).waitFor();
    const table = page.getByRole("table", { name: /Solicitudes recibidas/ });
    for (const request of [ana, beto, carla, dora]) {
      await openLink(table, request.name).waitFor();
    }
    // Newest first.
    const ids = await page
      .locator("tbody tr[data-request-id]")
      .evaluateAll((rows) => rows.map((tr) => Number(tr.getAttribute("data-request-id"))));
    expect(ids.indexOf(dora.id)).toBeLessThan(ids.indexOf(carla.id));
    expect(ids.indexOf(carla.id)).toBeLessThan(ids.indexOf(ana.id));
    await expect(row(page, carla).locator("[data-status]").textContent()).resolves.toBe(
      "Contactada",
    );
    await expect(row(page, beto).getByText("Muestra (cliente)").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Quitar filtros" }).count()).resolves.toBe(0);
    await expectNoSeriousViolations(page);

    // By status.
    await filter(page, "Nueva", "Todos los tipos");
    await page.waitForURL((url) => url.searchParams.get("status") === "nueva");
    await row(page, carla).waitFor({ state: "detached" });
    expect(searchOf(page)).toEqual({ status: "nueva", kind: "", productId: "" });
    await row(page, ana).waitFor();
    await row(page, beto).waitFor();
    await expect(row(page, dora).count()).resolves.toBe(0);
    expect(new Set(await shownStatuses(page))).toEqual(new Set(["nueva"]));
    await expect(page.getByLabel("Estado").inputValue()).resolves.toBe("nueva");

    // By status and kind.
    await filter(page, "Nueva", "Muestra");
    await page.waitForURL((url) => url.searchParams.get("kind") === "client");
    await row(page, ana).waitFor({ state: "detached" });
    expect(searchOf(page)).toEqual({ status: "nueva", kind: "client", productId: "" });
    await row(page, beto).waitFor();
    expect(new Set(await shownKinds(page))).toEqual(new Set(["Muestra (cliente)"]));
    await expect(page.getByLabel("Tipo").inputValue()).resolves.toBe("client");

    // By kind alone.
    await filter(page, "Todos los estados", "Caja de maridaje");
    await page.waitForURL((url) => url.searchParams.get("kind") === "associate");
    await row(page, carla).waitFor();
    expect(searchOf(page)).toEqual({ status: "", kind: "associate", productId: "" });
    await row(page, ana).waitFor();
    await expect(row(page, beto).count()).resolves.toBe(0);
    await expect(row(page, dora).count()).resolves.toBe(0);
    expect(new Set(await shownKinds(page))).toEqual(new Set(["Caja de maridaje (asociado)"]));

    // Nothing matches.
    await filter(page, "Descartada", "Todos los tipos");
    await page.getByText("Ninguna solicitud coincide con los filtros.").waitFor();
    expect(searchOf(page)).toEqual({ status: "descartada", kind: "", productId: "" });
    await expect(page.getByRole("table").count()).resolves.toBe(0);
    await page.getByText("0 solicitudes", { exact: true }).waitFor();

    // 'Quitar filtros' shows them all again.
    await page.getByRole("link", { name: "Quitar filtros" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/requests" && url.search === "");
    for (const request of [ana, beto, carla, dora]) await row(page, request).waitFor();
    await expect(page.getByLabel("Estado").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Tipo").inputValue()).resolves.toBe("");
    await expect(page.getByRole("link", { name: "Quitar filtros" }).count()).resolves.toBe(0);

    // The back button returns to the filtered list, its selects following the URL.
    await page.goBack();
    await page.getByText("Ninguna solicitud coincide con los filtros.").waitFor();
    await expect(page.getByLabel("Estado").inputValue()).resolves.toBe("descartada");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens a request from its name, saves a status and a note, and the tab counts one less", async () => {
    const fabian = await seedRequest({
      kind: "associate",
      name: "Fabián Seguimiento",
      message: "Queremos la caja\npara diciembre.",
    });
    const { page, errors } = await suite.adminPage();
    await open(page, "/admin/requests");
    const before = await newCount();
    await requestsTab(page, before).waitFor();

    await openLink(page, fabian.name).click();
    await page.waitForURL((url) => url.pathname === `/admin/requests/${fabian.id}`);
    await page
      .getByRole("heading", { level: 2, name: "Solicitud de Fabián Seguimiento" })
      .waitFor();
    await expect(page.title()).resolves.toContain("Solicitud de Fabián Seguimiento");
    const details = page.getByRole("region", { name: "Datos de la solicitud" });
    await details.getByText(fabian.invitationCode, { exact: true }).waitFor();
    await details.getByText("Bistró del Buzón", { exact: true }).waitFor();
    await expect(
      details.getByRole("link", { name: fabian.email }).getAttribute("href"),
    ).resolves.toBe(`mailto:${fabian.email}`);
    await expect(
      details.getByRole("link", { name: "771 555 0123" }).getAttribute("href"),
    ).resolves.toBe("tel:7715550123");
    await details.getByText("Queremos la caja").waitFor();
    await requestHeader(page).getByText("Caja de maridaje (asociado)").waitFor();
    await expect(requestHeader(page).locator("[data-status]").textContent()).resolves.toBe("Nueva");
    await expect(history(page).getByRole("listitem").allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Recibida como Nueva \d{1,2} [a-z]{3,4} \d{4}, \d{2}:\d{2}$/),
    ]);
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("nueva");
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe("");
    await expectNoSeriousViolations(page);

    const note = "Llamó el martes.\nEnvío a Pachuca, guía 12345.";
    await followUp(page).getByLabel("Estado").selectOption({ label: "Contactada" });
    await page.getByLabel("Nota privada").fill(note);
    await page.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Solicitud actualizada").waitFor();
    await history(page).getByText("Cambió a Contactada").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/requests/${fabian.id}`);
    // The keyboard's place is kept: focus is back on 'Guardar', not on the page's body.
    await hasFocus(page.getByRole("button", { name: "Guardar" }));
    await requestsTab(page, before - 1).waitFor();
    await expect(requestHeader(page).locator("[data-status]").textContent()).resolves.toBe(
      "Contactada",
    );
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("contactada");
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe(note);
    await expectNoSeriousViolations(page);

    const stored = await storedRequest(fabian.id);
    expect(stored).toMatchObject({ status: "contactada", note });
    expect(stored.statusChangedAt).toBeInstanceOf(Date);
    expect(await storedHistory(fabian.id)).toEqual(["contactada"]);

    // Kept after a reload.
    await open(page, `/admin/requests/${fabian.id}`);
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe(note);
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("contactada");
    await expect(history(page).getByRole("listitem").allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Recibida como Nueva /),
      expect.stringMatching(/^Cambió a Contactada /),
    ]);
    await requestsTab(page, before - 1).waitFor();
    await expect(toast(page, "Solicitud actualizada").count()).resolves.toBe(0);

    // Back in the list, the row shows the new status.
    await page.getByRole("link", { name: "Volver a las solicitudes" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/requests");
    await expect(row(page, fabian).locator("[data-status]").textContent()).resolves.toBe(
      "Contactada",
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says a note over 2000 characters is too long as it is typed, and stores nothing", async () => {
    const gloria = await seedRequest({ kind: "client", name: "Gloria Nota Larga" });
    const { page, errors } = await suite.adminPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await open(page, `/admin/requests/${gloria.id}`);
    const note = page.getByLabel("Nota privada");
    const error = followUp(page).getByText(TOO_LONG);

    await followUp(page).getByLabel("Estado").selectOption({ label: "Enviada" });
    await note.fill("m".repeat(2001));
    await note.blur();
    await error.waitFor();
    await expect(note.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByRole("button", { name: "Guardar" }).click();
    // The form refuses to post and takes the admin to the field.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("name") === "note",
      undefined,
    );
    await expect(error.isVisible()).resolves.toBe(true);
    expect(posts).toEqual([]);

    // One character fewer: the message goes as it is typed.
    await note.press("Backspace");
    await error.waitFor({ state: "detached" });
    await expect(note.getAttribute("aria-invalid")).resolves.toBeNull();

    // Nothing was stored.
    expect(await storedRequest(gloria.id)).toMatchObject({ status: "nueva", note: null });
    await open(page, `/admin/requests/${gloria.id}`);
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe("");
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("nueva");
    await expect(history(page).getByText("Cambió a").count()).resolves.toBe(0);
    expect(posts).toEqual([]);

    // Exactly 2000 characters are kept.
    await page.getByLabel("Nota privada").fill("m".repeat(2000));
    await page.getByRole("button", { name: "Guardar" }).click();
    await toast(page, "Solicitud actualizada").waitFor();
    expect((await storedRequest(gloria.id)).note).toBe("m".repeat(2000));
    // A note alone changes no status: the history stays as it was.
    await expect(history(page).getByText("Cambió a").count()).resolves.toBe(0);
    expect(await storedHistory(gloria.id)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the owner's e-mail notice", () => {
  it("shows a notice that was not sent, and 'Reenviar aviso' sends it once the binding works", async () => {
    // Email Routing refusing the owner's address, as a binding without it would.
    await suite.worker.allowEmailTo(["otra-persona@example.com"]);
    const code = nextCode();
    await storeCode(suite.worker, code, { name: "Irma Aviso", company: "Cafetería Aviso" });
    const response = await suite.worker.fetch(
      "/api/associates",
      jsonRequest(
        "POST",
        {
          invitationCode: code,
          name: "Irma Aviso",
          email: "irma@example.com",
          phone: "771 555 0188",
          message: "Una muestra, por favor.",
          kind: "client",
        },
        { "CF-Connecting-IP": freshAddress() },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    // The notice is sent after the answer: wait until its outcome is recorded.
    await vi.waitFor(async () => expect((await storedRequest(id)).noticeState).toBe("failed"), {
      timeout: 20_000,
      interval: 100,
    });

    const { page, errors } = await suite.adminPage();
    await open(page, "/admin/requests");
    const irma = await storedRequest(id);
    await row(page, irma).getByText("Aviso no enviado", { exact: true }).waitFor();
    await expect(row(page, ana).getByText("Aviso no enviado").count()).resolves.toBe(0);

    await openLink(page, "Irma Aviso").click();
    await page.waitForURL((url) => url.pathname === `/admin/requests/${id}`);
    await requestHeader(page).getByText("Aviso no enviado", { exact: true }).waitFor();
    const panel = noticePanel(page);
    await expect(panel.getAttribute("data-notice-state")).resolves.toBe("failed");
    await panel.getByText(/^Aviso no enviado \(último intento: .+\)$/).waitFor();
    await expectNoSeriousViolations(page);

    // Still refused: the page says so and nothing changes.
    const sentBefore = suite.worker.sentEmails().length;
    await panel.getByRole("button", { name: "Reenviar aviso" }).click();
    await toast(page, "Aviso no enviado").waitFor();
    await page
      .locator("[data-sonner-toast]")
      .getByText("No se pudo enviar el aviso. Inténtelo de nuevo en unos minutos.")
      .waitFor();
    await page
      .getByRole("alert")
      .filter({ hasText: "No se pudo enviar el aviso" })
      .first()
      .waitFor();
    await expect(panel.getAttribute("data-notice-state")).resolves.toBe("failed");
    expect(suite.worker.sentEmails()).toHaveLength(sentBefore);

    // The binding may send to the owner again.
    await suite.worker.allowEmailTo(undefined);
    await panel.getByRole("button", { name: "Reenviar aviso" }).click();
    await toast(page, "Aviso enviado").waitFor();
    await page.locator('section[data-notice-state="sent"]').waitFor();
    await panel.getByText(/^Aviso enviado el \d{1,2} [a-z]{3,4} \d{4}, \d{2}:\d{2}$/).waitFor();
    await expect(requestHeader(page).getByText("Aviso no enviado").count()).resolves.toBe(0);
    await hasFocus(panel.getByRole("button", { name: "Reenviar aviso" }));
    expect((await storedRequest(id)).noticeState).toBe("sent");

    const [email] = await emailsAfter(suite.worker, sentBefore);
    expect(email?.to).toEqual([OWNER.to]);
    expect(email?.from).toBe(OWNER.from);
    expect(email?.replyTo).toEqual(["irma@example.com"]);
    expect(email?.subject).toBe("Nueva solicitud de muestra: Irma Aviso");
    expect(email?.text).toContain(`/admin/requests/${id}`);
    expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe("Solicitudes without JavaScript", () => {
  it("filters with a plain GET form", async () => {
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto("/admin/requests");
    for (const request of [ana, beto, carla, dora]) await row(page, request).waitFor();

    await filter(page, "Contactada", "Todos los tipos");
    await page.waitForURL((url) => url.searchParams.get("status") === "contactada");
    expect(searchOf(page)).toEqual({ status: "contactada", kind: "", productId: "" });
    await row(page, carla).waitFor();
    await expect(row(page, ana).count()).resolves.toBe(0);
    expect(new Set(await shownStatuses(page))).toEqual(new Set(["contactada"]));
    await expect(page.getByLabel("Estado").inputValue()).resolves.toBe("contactada");

    await filter(page, "Todos los estados", "Muestra");
    await page.waitForURL((url) => url.searchParams.get("kind") === "client");
    expect(searchOf(page)).toEqual({ status: "", kind: "client", productId: "" });
    await row(page, beto).waitFor();
    await row(page, dora).waitFor();
    await expect(row(page, carla).count()).resolves.toBe(0);
    expect(new Set(await shownKinds(page))).toEqual(new Set(["Muestra (cliente)"]));

    await page.getByRole("link", { name: "Quitar filtros" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/requests" && url.search === "");
    for (const request of [ana, beto, carla, dora]) await row(page, request).waitFor();
    await expect(page.getByLabel("Tipo").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("saves a status and a note and comes back to the request with a status message", async () => {
    const hector = await seedRequest({ kind: "client", name: "Héctor Sin Script" });
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto("/admin/requests");
    const before = await newCount();
    await requestsTab(page, before).waitFor();
    await openLink(page, hector.name).click();
    await page.waitForURL((url) => url.pathname === `/admin/requests/${hector.id}`);

    // Too long a note: the server says why and keeps what was typed.
    const longNote = "n".repeat(2001);
    await followUp(page).getByLabel("Estado").selectOption({ label: "Enviada" });
    await page.getByLabel("Nota privada").fill(longNote);
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Guardar" }).click();
    expect((await refused).status()).toBe(400);
    await followUp(page)
      .getByRole("alert")
      .getByText("No se pudo actualizar la solicitud")
      .waitFor();
    await followUp(page).getByText(TOO_LONG).first().waitFor();
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe(longNote);
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("enviada");
    expect(await storedRequest(hector.id)).toMatchObject({ status: "nueva", note: null });

    const note = "Guía 998877 por Estafeta";
    await page.getByLabel("Nota privada").fill(note);
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Guardar" }).click();
    expect((await saved).status()).toBe(302);
    await page.waitForURL((url) => url.pathname === `/admin/requests/${hector.id}`);
    await page.getByRole("status").getByText("Solicitud actualizada", { exact: true }).waitFor();
    await history(page).getByText("Cambió a Enviada").waitFor();
    await expect(requestHeader(page).locator("[data-status]").textContent()).resolves.toBe(
      "Enviada",
    );
    await expect(followUp(page).getByLabel("Estado").inputValue()).resolves.toBe("enviada");
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe(note);
    await expect(followUp(page).getByText(TOO_LONG).count()).resolves.toBe(0);
    await requestsTab(page, before - 1).waitFor();

    const stored = await storedRequest(hector.id);
    expect(stored).toMatchObject({ status: "enviada", note });
    expect(stored.statusChangedAt).toBeInstanceOf(Date);
    expect(await storedHistory(hector.id)).toEqual(["enviada"]);

    // The message is shown once.
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Solicitud de Héctor Sin Script" }).waitFor();
    await expect(page.getByText("Solicitud actualizada").count()).resolves.toBe(0);
    await expect(page.getByLabel("Nota privada").inputValue()).resolves.toBe(note);
    await page.context().close();
  });
});

describe("Solicitudes on a phone (390 px)", () => {
  it("fits the page to the screen; the table scrolls in its own region", async () => {
    const { page, errors } = await suite.adminPage(PHONE);
    const bodyOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await open(page, "/admin/requests");
    await row(page, ana).waitFor();
    expect(await bodyOverflow()).toBeLessThanOrEqual(0);
    const region = page.getByRole("region", { name: /Solicitudes recibidas/ });
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expect(region.getAttribute("tabindex")).resolves.toBe("0");
    await expectNoSeriousViolations(page);

    await openLink(page, ana.name).click();
    await page.waitForURL((url) => url.pathname === `/admin/requests/${ana.id}`);
    await page.getByRole("heading", { level: 2, name: "Solicitud de Ana Asociada" }).waitFor();
    await waitForHydration(page);
    expect(await bodyOverflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
