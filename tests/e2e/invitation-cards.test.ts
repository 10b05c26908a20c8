import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { freshAddresses } from "../support/addresses";
import { openPage, seriousAccessibilityViolations } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { CARDS_PATH, postCodeBatch, type BatchCode } from "../support/cards";

/**
 * The printable invitation cards in Chromium
 * (docs/decisions/019-invitation-campaigns.md): a card per code on screen, only
 * the cards on paper (a sheet of eight a page, Letter or A4), 'Imprimir' with
 * JavaScript and the browser's own print without it; and a card's address,
 * opened by someone without a session, fills the invitation form with and
 * without JavaScript.
 */

const suite = adminBrowserSuite();
const freshAddress = freshAddresses("10.171");

const GUEST = { name: "Mariana Olvera Téllez", company: "Bistró del Valle" } as const;
const CAMPAIGN = "Cata de otoño";
const CAMPAIGN_PATH = `${CARDS_PATH}?${new URLSearchParams({ campaign: CAMPAIGN }).toString()}`;

/** Nine associate codes and one client code: ten cards, two sheets. */
let codes: BatchCode[];

beforeAll(async () => {
  const associates = await postCodeBatch(suite.worker, suite.cookie, {
    count: 9,
    campaign: CAMPAIGN,
    kind: "associate",
    ...GUEST,
  });
  const clients = await postCodeBatch(suite.worker, suite.cookie, {
    count: 1,
    campaign: CAMPAIGN,
    kind: "client",
    expiresAt: "2099-11-30",
    ...GUEST,
  });
  codes = [...associates, ...clients];
});

/** A PDF's page count, and every page size (MediaBox, in points) it names. */
function pdfPages(pdf: Buffer): { count: number; sizes: string[] } {
  const text = pdf.toString("latin1");
  return {
    count: (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
    sizes: [...text.matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((match) => match[1]?.trim() ?? ""),
  };
}

const LETTER = /^0 0 612 792$/;
const A4 = /^0 0 59[45]\.\d+ 841\.\d+$/;

/** The codes of the cards the page shows, in order. */
function cardCodes(page: Page): Promise<string[]> {
  return page
    .locator("li[data-card-code]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card-code") ?? ""));
}

/** The address a card prints, read from the card as a guest would. */
async function cardUrl(page: Page, code: string): Promise<string> {
  const card = page.locator(`li[data-card-code="${code}"]`);
  return (await card.locator("span[translate=no]").textContent()) ?? "";
}

/** The parts of the page the paper must not show. */
function screenOnly(page: Page) {
  return {
    header: page.locator("body > header"),
    footer: page.locator("body > footer"),
    heading: page.getByRole("heading", { name: "Tarjetas de invitación", level: 1 }),
    paper: page.getByRole("group", { name: "Tamaño de papel" }),
    back: page.getByRole("link", { name: "← Volver a los códigos" }),
    sheetLabel: page.getByRole("heading", { name: "Hoja 1 de 2", level: 2 }),
  };
}

describe("the cards page", () => {
  it("shows a card per code, and prints the cards alone, eight to a Letter page", async () => {
    const { page, errors } = await suite.adminPage();
    // Chromium's print dialog cannot be driven: the stub records the call.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "yes");
    });
    await page.goto(CAMPAIGN_PATH);
    const print = page.getByRole("button", { name: "Imprimir", exact: true });
    // The button appears once React has hydrated the page.
    await print.waitFor();
    expect(await cardCodes(page)).toEqual(codes.map((code) => code.code));
    for (const part of Object.values(screenOnly(page))) {
      await expect(part.isVisible()).resolves.toBe(true);
    }
    await expect(page.locator("[data-sheet]").count()).resolves.toBe(2);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await print.click();
    await page.locator("html[data-printed=yes]").waitFor({ state: "attached" });

    await page.emulateMedia({ media: "print" });
    for (const [name, part] of Object.entries(screenOnly(page))) {
      await expect(part.isVisible(), name).resolves.toBe(false);
    }
    await expect(print.isVisible()).resolves.toBe(false);
    await expect(page.locator("li[data-card-code]:visible").count()).resolves.toBe(10);

    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pdf.count).toBe(2);
    expect(pdf.sizes.length).toBeGreaterThan(0);
    for (const size of pdf.sizes) expect(size).toMatch(LETTER);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("changes to A4 without JavaScript, keeping the campaign, and the browser prints it on A4", async () => {
    const { page } = await suite.adminPage({ javaScript: false });
    await page.goto(CAMPAIGN_PATH);
    await expect(page.getByRole("button", { name: "Imprimir" }).count()).resolves.toBe(0);
    await expect(
      page.getByText("Para imprimir, use la opción Imprimir de su navegador").isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("radio", { name: "Carta" }).isChecked()).resolves.toBe(true);

    await page.getByRole("radio", { name: "A4" }).check();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("paper") === "a4"),
      page.getByRole("button", { name: "Cambiar tamaño" }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get("campaign")).toBe(CAMPAIGN);
    await expect(page.getByRole("radio", { name: "A4" }).isChecked()).resolves.toBe(true);
    expect(await cardCodes(page)).toHaveLength(10);

    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pdf.count).toBe(2);
    expect(pdf.sizes.length).toBeGreaterThan(0);
    for (const size of pdf.sizes) expect(size).toMatch(A4);
    await page.context().close();
  });

  it("fits a phone, without serious accessibility violations", async () => {
    const { page } = await suite.adminPage({ viewport: { width: 390, height: 844 } });
    await page.goto(CAMPAIGN_PATH);
    await page.getByRole("button", { name: "Imprimir", exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** A page of its own, without a session: the guest who scanned the card. */
function guestPage(javaScript: boolean) {
  return openPage(suite.browser, suite.base, {
    javaScript,
    extraHTTPHeaders: { "CF-Connecting-IP": freshAddress() },
  });
}

/** A first use of the invitation form downloads its code; resolves once React has hydrated it. */
async function formHydrated(page: Page): Promise<void> {
  await page.locator("#codigo-invitacion").focus();
  await page.waitForFunction(() => {
    const form = document.querySelector("#solicitud-invitacion");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

describe("a card's address", () => {
  it.each([
    { javaScript: true, kind: "associate", path: "/associates" },
    { javaScript: false, kind: "associate", path: "/associates" },
    { javaScript: true, kind: "client", path: "/clients" },
    { javaScript: false, kind: "client", path: "/clients" },
  ] as const)(
    "opens $path with the code validated and the form filled (JavaScript: $javaScript)",
    async ({ javaScript, kind, path }) => {
      const code = codes.find((candidate) => candidate.kind === kind)!.code;
      const admin = await suite.adminPage();
      await admin.page.goto(CAMPAIGN_PATH);
      const url = await cardUrl(admin.page, code);
      await admin.page.context().close();
      expect(url).toBe(`${suite.base}${path}?code=${code}`);

      const { page, errors } = await guestPage(javaScript);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      if (javaScript) await formHydrated(page);
      const codeField = page.getByRole("textbox", { name: "Código de Invitación", exact: true });
      const nameField = page.getByRole("textbox", { name: "Nombre Completo", exact: true });
      await expect(codeField.inputValue()).resolves.toBe(code);
      await expect(nameField.inputValue()).resolves.toBe(GUEST.name);
      await expect(nameField.isEditable()).resolves.toBe(true);
      await expect(page.locator("#codigo-invitacion-estado").textContent()).resolves.toBe(
        "Código válido. Revise sus datos y envíe su solicitud.",
      );
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
