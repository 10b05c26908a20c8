import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationCodes } from "../../app/db/schema";
import { GENERATED_CODE_PATTERN } from "../../app/services/code-generator.server";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";

/**
 * Invitation campaigns (docs/decisions/019-invitation-campaigns.md) in
 * Chromium: a campaign generated from the codes tab, its codes listed with
 * their figures, its cards opened from the list, and a guest list imported,
 * with JavaScript and without it.
 */

const suite = adminBrowserSuite();

let campaignNumber = 0;
const freshCampaign = (label: string) => `${label} ${++campaignNumber}`;

const codesOf = (campaign: string) =>
  suite.worker.db.select().from(invitationCodes).where(eq(invitationCodes.campaign, campaign));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fills and sends 'Generar códigos'; waits for the codes tab filtered by the campaign. */
async function generate(page: Page, campaign: string, count: number) {
  await page.getByLabel("Cantidad de códigos").fill(String(count));
  await page.getByLabel("Nombre del contacto").fill("Invitado de la feria");
  await page.getByLabel("Empresa").fill("Feria de la Miel");
  await page.getByLabel("Campaña", { exact: true }).fill(campaign);
  await page.getByLabel("Programa").selectOption("client");
  await page.getByLabel("Vence el (opcional)").fill("2099-12-31");
  await page.getByRole("button", { name: "Generar códigos" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/admin/codes" && url.searchParams.get("campaign") === campaign,
  );
}

/** The campaign's row of figures: codes, used, expired, requests. */
/** Imports the guest list `lines` (CSV, header first) from the import form. */
async function importGuests(page: Page, lines: readonly string[]): Promise<void> {
  await page.getByLabel("Archivo CSV").setInputFiles({
    name: "invitados.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(lines.join("\n")),
  });
  await page.getByRole("button", { name: "Importar y generar códigos" }).click();
}

async function figuresOf(page: Page, campaign: string): Promise<string[]> {
  const row = page.locator(`tr[data-campaign="${campaign}"]`);
  return Promise.all(
    ["codes", "used", "expired", "requests"].map(
      async (name) => (await row.locator(`[data-figure="${name}"]`).textContent()) ?? "",
    ),
  );
}

describe("invitation campaigns with JavaScript", () => {
  it("generates a batch from the codes tab, lists it with its figures and prints its cards", async () => {
    const { page, errors } = await suite.adminPage();
    await open(page, "/admin/codes");
    await page.getByRole("link", { name: "Generar códigos" }).click();
    await page.getByRole("heading", { name: "Generar códigos" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Checked as the admin types, before anything is sent.
    await page.getByLabel("Cantidad de códigos").fill("500");
    await page.getByLabel("Nombre del contacto").focus();
    await page.getByText("La cantidad debe ser un número entero entre 1 y 200").waitFor();

    const campaign = freshCampaign("Degustación con JavaScript");
    await generate(page, campaign, 6);
    await page.getByText("Códigos generados").waitFor();
    await page.getByText(`Se generaron 6 códigos para «${campaign}».`).waitFor();
    const stored = await codesOf(campaign);
    expect(stored).toHaveLength(6);
    for (const code of stored) {
      expect(code.code).toMatch(GENERATED_CODE_PATTERN);
      await page.getByRole("heading", { level: 3, name: code.code }).waitFor();
    }
    expect(await figuresOf(page, campaign)).toEqual(["6", "0", "0", "0"]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Two codes ticked in the list: their cards alone.
    const [first, second] = stored;
    if (!first || !second) throw new Error("too few codes");
    await page.getByLabel(`Incluir ${first.code} en las tarjetas`).check();
    await page.getByLabel(`Incluir ${second.code} en las tarjetas`).check();
    await page.getByRole("button", { name: "Imprimir tarjetas de los seleccionados" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/codes/cards");
    expect(new URL(page.url()).searchParams.getAll("id").sort()).toEqual(
      [String(first.id), String(second.id)].sort(),
    );
    for (const code of [first, second]) await page.getByText(code.code, { exact: true }).waitFor();
    for (const code of stored.slice(2)) {
      await expect(page.getByText(code.code, { exact: true }).count()).resolves.toBe(0);
    }

    await open(page, "/admin/codes/import");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The campaign's link prints every card.
    await open(page, `/admin/codes?${new URLSearchParams({ campaign })}`);
    await page.getByRole("link", { name: `Imprimir tarjetas de «${campaign}»` }).click();
    await page.waitForURL((url) => url.pathname === "/admin/codes/cards");
    for (const code of stored) await page.getByText(code.code, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("filters the list by state", async () => {
    const { page } = await suite.adminPage();
    await open(page, "/admin/codes/generate");
    const campaign = freshCampaign("Filtros");
    await generate(page, campaign, 2);
    const [code, other] = await codesOf(campaign);
    if (!code || !other) throw new Error("too few codes");
    await suite.worker.db
      .update(invitationCodes)
      .set({ expiresAt: "2020-01-31" })
      .where(eq(invitationCodes.id, code.id));
    await open(page, `/admin/codes?${new URLSearchParams({ campaign })}`);
    await page.getByLabel("Estado", { exact: true }).selectOption("vencido");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL((url) => url.searchParams.get("state") === "vencido");
    // The URL changes before the filtered list renders: wait for the unused code to leave.
    await page.getByRole("heading", { level: 3, name: other.code }).waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 3, name: code.code }).waitFor();
    await expect(page.locator("[data-code]").count()).resolves.toBe(1);
    await page.getByText("Venció el 31 ene 2020").waitFor();
    expect(await figuresOf(page, campaign)).toEqual(["2", "0", "1", "0"]);
  });
});

describe("retiring a campaign with JavaScript", () => {
  it("asks, retires its unused codes and shows them expired", async () => {
    const { page, errors } = await suite.adminPage();
    await open(page, "/admin/codes/generate");
    const campaign = freshCampaign("Tarjetas extraviadas");
    await generate(page, campaign, 3);
    await page.getByRole("link", { name: `Retirar la campaña «${campaign}»` }).click();
    await page.getByText(`¿Retirar la campaña «${campaign}»?`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Retirar códigos" }).click();
    await page.getByText(`Se retiraron 3 códigos de «${campaign}».`).waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/codes");
    expect(await figuresOf(page, campaign)).toEqual(["3", "0", "3", "0"]);
    await expect(
      page.locator("[data-code]").getByText("Vencido", { exact: true }).count(),
    ).resolves.toBe(3);
    expect(errors).toEqual([]);
  });
});

describe("invitation campaigns without JavaScript", () => {
  it("generates a batch with the plain form", async () => {
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto("/admin/codes");
    await page.getByRole("link", { name: "Generar códigos" }).click();
    const campaign = freshCampaign("Degustación sin JavaScript");
    await generate(page, campaign, 3);
    await page.getByText(`Se generaron 3 códigos para «${campaign}».`).waitFor();
    const stored = await codesOf(campaign);
    expect(stored).toHaveLength(3);
    for (const code of stored) {
      await page.getByRole("heading", { level: 3, name: code.code }).waitFor();
    }
  });

  it("imports a guest list from a file, refusing a bad one with its lines", async () => {
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto("/admin/codes/import");
    const campaign = freshCampaign("Lista de restaurantes");
    await page.getByLabel("Campaña", { exact: true }).fill(campaign);
    const bad = ["Nombre,Empresa,Correo,Teléfono", "Ana López,Sol,ana@sol.mx,", "Luis,,malo,"];
    await importGuests(page, bad);
    await page
      .getByText("Línea 3: La empresa es requerida; El correo electrónico no es válido")
      .waitFor();
    expect(await codesOf(campaign)).toHaveLength(0);
    // What was typed stays; the file is chosen again.
    await expect(page.getByLabel("Campaña", { exact: true }).inputValue()).resolves.toBe(campaign);

    const good = ["Nombre,Empresa,Correo,Teléfono", "Ana López,Sol,ana@sol.mx,", "Luis,Luna,,"];
    await importGuests(page, good);
    await page.getByText(`Se generaron 2 códigos para «${campaign}».`).waitFor();
    const stored = await codesOf(campaign);
    expect(stored.map((code) => code.name).sort()).toEqual(["Ana López", "Luis"]);
  });
});
