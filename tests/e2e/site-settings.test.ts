import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, waitForHydration, waitForLiveForm } from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { ownerSiteSettings as owner, putSiteSettings } from "../support/site-settings";

/**
 * The owner's site settings in the browser: the header and footer show them
 * before and after a navigation in the page, and the contact form's chat
 * goes to the owner's number, built in the browser with JavaScript and by
 * the server without it.
 */

const suite = browserSuite();
const { business } = owner;
const CHAT_PREFIX = `https://wa.me/${business.whatsappNumber}?text=`;
const MESSAGE = {
  name: "Lucía Hernández",
  email: "lucia@example.com",
  message: "¿Tienen miel de mezquite en frasco grande? Gracias.",
};

beforeAll(async () => {
  // The identity alone: the other sections keep their defaults (and their pictures exist).
  await putSiteSettings(suite.worker, { business });
});

/** The footer's phone link, as the visitor reads it. */
function footerPhone(page: Page) {
  return page.getByRole("contentinfo").getByRole("link", { name: business.phone });
}

async function fillMessage(page: Page): Promise<void> {
  const form = page.locator("form#contacto");
  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill(MESSAGE.name);
  await form.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(MESSAGE.email);
  await form.getByRole("textbox", { name: "Mensaje", exact: true }).fill(MESSAGE.message);
}

describe("the owner's identity with JavaScript", () => {
  it("stays in the header and footer through a navigation in the page", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url);
    await page.goto("/");
    await waitForHydration(page);
    await expect(footerPhone(page).getAttribute("href")).resolves.toBe("tel:+524429876543");
    await page.getByRole("banner").getByRole("link", { name: business.name }).first().waitFor();

    await page.getByRole("contentinfo").getByRole("link", { name: "Productos" }).click();
    await page.waitForURL(`${suite.worker.url}/products`);
    await page.getByRole("heading", { level: 1, name: "Nuestros Productos" }).waitFor();
    await expect(footerPhone(page).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(`Nuestros Productos | ${business.name}`);
    await expect(page.content()).resolves.not.toContain("771 123 4567");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens the contact form's chat with the owner's number", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url);
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "ok" }));
    await page.goto("/contact");
    await waitForHydration(page, "#contacto");
    await fillMessage(page);
    await waitForLiveForm(page, "contacto");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Enviar por WhatsApp" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url().startsWith(CHAT_PREFIX)).toBe(true);
    expect(new URL(popup.url()).searchParams.get("text")).toContain(MESSAGE.message);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the owner's identity without JavaScript", () => {
  it("is in the footer", async () => {
    const { page } = await openPage(suite.browser, suite.worker.url, { javaScript: false });
    await page.goto("/about");
    await expect(footerPhone(page).getAttribute("href")).resolves.toBe("tel:+524429876543");
    await expect(
      page.getByRole("contentinfo").getByText(business.footerDescription).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it("takes the contact form's message to the owner's number", async () => {
    const { page } = await openPage(suite.browser, suite.worker.url, { javaScript: false });
    await page.goto("/contact");
    await fillMessage(page);
    const [chatRequest] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith("https://wa.me/")),
      page.getByRole("button", { name: "Enviar por WhatsApp" }).click(),
    ]);
    expect(chatRequest.url().startsWith(CHAT_PREFIX)).toBe(true);
    expect(new URL(chatRequest.url()).searchParams.get("text")).toContain(MESSAGE.message);
    await page.context().close();
  });
});
