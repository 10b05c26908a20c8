import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { waitlistEntries } from "../../app/db/schema";
import { jsonRequest } from "../support/api";
import {
  holdRequests,
  openPage,
  seriousAccessibilityViolations,
  waitForHydration,
} from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { validProduct } from "../support/fixtures";

/**
 * The waiting list in Chromium (docs/decisions/025-availability-and-waiting-list.md):
 * a visitor joins the list of a sold-out product, with and without
 * JavaScript, and the owner finds the entry in 'Solicitudes' and opens its
 * WhatsApp chat with the product's return already typed.
 */

const suite = adminBrowserSuite();
const JOINED = "Le avisaremos en cuanto esté disponible";
/** The waiting-list form's id (its section is `#avisame`). */
const FORM_ID = "lista-de-espera";

let product: { id: number; slug: string; name: string };

beforeAll(async () => {
  const response = await suite.worker.fetch(
    "/api/admin/products",
    jsonRequest(
      "POST",
      {
        ...validProduct(),
        // Pictures of the site only: the browser reaches no other host.
        imageUrls: ["/images/miel-cruda-1.webp"],
        mainImageUrl: "/images/miel-cruda-1.webp",
        name: "Miel de Azahar Agotada",
        availability: "agotado",
        availabilityNote: "Nueva cosecha en marzo",
      },
      { Cookie: suite.cookie },
    ),
  );
  expect(response.status).toBe(201);
  product = (await response.json()) as typeof product;
});

/** The waiting-list form's own code, which the page fetches on the form's first use. */
const WAITLIST_FORM_CODE = /\/assets\/WaitlistForm-[\w-]{8}\.js$/;

/** A first use of the form (a field focused) downloads its code; resolves once it has hydrated. */
async function useFormUntilHydrated(page: Page): Promise<void> {
  await page.locator("#avisame").getByLabel("Nombre").focus();
  await waitForHydration(page, `#${FORM_ID}`);
}

const entryNamed = async (name: string) =>
  (await suite.worker.db.select().from(waitlistEntries).where(eq(waitlistEntries.name, name)))[0];

describe("a visitor joins the waiting list of a sold-out product", () => {
  it.each([
    ["with JavaScript", true, "Rosa Peña", "771 555 0101"],
    ["without JavaScript", false, "Saúl Ibarra", "771 555 0102"],
  ])(
    "%s: the form answers with a toast and the entry is stored",
    async (_label, javaScript, name, phone) => {
      const { page, errors } = await openPage(suite.browser, suite.base, { javaScript });
      await page.goto(`/products/${product.slug}`);
      const form = page.locator("#avisame");
      if (javaScript) await useFormUntilHydrated(page);
      await expect(page.getByText("Agotado", { exact: true }).first().isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole("link", { name: /Pedir por WhatsApp/ }).count()).resolves.toBe(0);

      await form.getByLabel("Nombre").fill(name);
      await form.getByLabel("Teléfono").fill(phone);
      await form.getByLabel(/Acepto que usen estos datos/).check();
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname.startsWith(`/products/${product.slug}`),
      );
      await form.getByRole("button", { name: "Avísame cuando haya" }).click();
      await answered;
      await page.getByText(JOINED).first().waitFor();
      // Back on the product's page, the form empty again for someone else.
      expect(new URL(page.url()).pathname).toBe(`/products/${product.slug}`);
      await expect(form.getByLabel("Nombre").inputValue()).resolves.toBe("");

      const entry = await entryNamed(name);
      expect(entry).toMatchObject({
        productId: product.id,
        phone: phone.replace(/\D/g, ""),
        status: "nueva",
      });
      // axe runs in the page: only where scripts run.
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("with JavaScript, a missing contact is said beside the field before anything is sent", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base);
    await page.goto(`/products/${product.slug}`);
    await useFormUntilHydrated(page);
    const form = page.locator("#avisame");
    await form.getByLabel("Nombre").fill("Sin Contacto");
    await form.getByLabel(/Acepto que usen estos datos/).check();
    await form.getByRole("button", { name: "Avísame cuando haya" }).click();
    await form.getByText("Indique un teléfono o un correo electrónico").waitFor();
    expect(await entryNamed("Sin Contacto")).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the waiting-list form's code loads on the form's first use", () => {
  it("not with the page: the page hydrates without it, and focusing a field downloads it", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base);
    const formCode = await holdRequests(page, WAITLIST_FORM_CODE);
    await page.goto(`/products/${product.slug}`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(formCode.urls).toEqual([]);
    // The server's form is there, whole, before its code.
    await expect(
      page.locator("#avisame").getByRole("button", { name: "Avísame cuando haya" }).isVisible(),
    ).resolves.toBe(true);
    const hydrated = useFormUntilHydrated(page);
    await formCode.requested;
    await formCode.release();
    await hydrated;
    expect(formCode.urls).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a field focused before the page's script has run still gets the form's code", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base);
    const script = await holdRequests(page, /\/assets\/products\._slug-[\w-]+\.js$/);
    await page.goto(`/products/${product.slug}`, { waitUntil: "commit" });
    const name = page.locator("#avisame").getByLabel("Nombre");
    await name.waitFor();
    await name.focus();
    await script.release();
    await waitForHydration(page, `#${FORM_ID}`);
    await expect(name.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("when it cannot be downloaded, the server's form stays and still takes the entry, with no reload", async () => {
    const { page } = await openPage(suite.browser, suite.base);
    await page.route(WAITLIST_FORM_CODE, (route) => route.abort());
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    const form = page.locator("#avisame");
    const failed = page.waitForEvent("requestfailed", (request) =>
      WAITLIST_FORM_CODE.test(new URL(request.url()).pathname),
    );
    await form.getByLabel("Nombre").focus();
    await failed;
    await expect(
      page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
      ),
    ).resolves.toBe("navigate");
    await form.getByLabel("Nombre").fill("Irma Sin Red");
    await form.getByLabel("Teléfono").fill("771 555 0109");
    await form.getByLabel(/Acepto que usen estos datos/).check();
    const [posted] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === "POST" && request.isNavigationRequest(),
      ),
      form.getByRole("button", { name: "Avísame cuando haya" }).click(),
    ]);
    expect(new URL(posted.url()).pathname).toBe(`/products/${product.slug}`);
    // What was typed went with the post: the page never reloaded under it.
    expect(posted.postData()).toContain("name=Irma+Sin+Red");
    await page.getByText(JOINED).first().waitFor();
    await expect(entryNamed("Irma Sin Red")).resolves.toMatchObject({
      productId: product.id,
      phone: "7715550109",
    });
    await page.context().close();
  });
});

describe("the owner follows the entry up", () => {
  it("finds it in 'Solicitudes', opens its WhatsApp chat and marks it 'contactada'", async () => {
    const entry = await vi.waitFor(async () => {
      const row = await entryNamed("Rosa Peña");
      if (!row) throw new Error("no entry yet");
      return row;
    });
    const { page, errors } = await suite.adminPage();
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "ok" }));
    await page.goto(`/admin/requests?kind=waitlist&productId=${product.id}`);
    await waitForHydration(page);
    const row = page.locator("tr", { hasText: "Rosa Peña" });
    await expect(row.getByText("Lista de espera").isVisible()).resolves.toBe(true);
    await expect(row.getByText(product.name).isVisible()).resolves.toBe(true);
    await row.getByRole("link", { name: /Rosa Peña/ }).click();
    await page.waitForURL(`**/admin/requests/lista-de-espera/${entry.id}`);
    await waitForHydration(page);

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Escribir por WhatsApp que ya hay/ }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const chat = new URL(popup.url());
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/527715550101");
    expect(chat.searchParams.get("text")).toBe(
      `Hola, Rosa Peña: ${product.name} ya está disponible. Puede pedirlo por aquí o verlo en https://mielpicosa.example/products/${product.slug}`,
    );
    await popup.close();

    await page.getByLabel("Estado").selectOption("contactada");
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/lista-de-espera/"),
    );
    await page.getByRole("button", { name: "Guardar" }).click();
    await saved;
    await page.getByText("Solicitud actualizada").first().waitFor();
    await vi.waitFor(async () =>
      expect((await entryNamed("Rosa Peña"))?.status).toBe("contactada"),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
