import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  openPage,
  seriousAccessibilityViolations,
  waitForHydration as waitForPageHydration,
  waitForLiveForm,
} from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";

const suite = browserSuite();

const MESSAGES = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
} as const;
const CHAT_PREFIX = "https://wa.me/527711234567?text=";
const VALID = {
  name: "Lucía Hernández",
  email: "lucia@example.com",
  message: "¿Tienen la miel picosa en presentación de 500 g? Gracias.",
};

function fields(page: Page) {
  const form = page.locator("form#contacto");
  return {
    form,
    name: form.getByRole("textbox", { name: "Nombre", exact: true }),
    email: form.getByRole("textbox", { name: "Correo electrónico", exact: true }),
    message: form.getByRole("textbox", { name: "Mensaje", exact: true }),
    submit: form.getByRole("button", { name: "Enviar por WhatsApp" }),
  };
}

/** Types a valid message into the form, as the visitor would. */
async function fillValid(page: Page): Promise<void> {
  const { name, email, message } = fields(page);
  await name.fill(VALID.name);
  await email.fill(VALID.email);
  await message.fill(VALID.message);
}

/** Resolves once React has hydrated the contact form (listeners attached). */
function waitForHydration(page: Page): Promise<void> {
  return waitForPageHydration(page, "#contacto");
}

/** The text of the error list that describes a field, or "" when it has none. */
async function errorOf(page: Page, id: string): Promise<string> {
  return (await page.locator(`#${id}-error`).textContent())?.trim() ?? "";
}

/** Waits until the field's error list has emptied (as the page re-renders), then expects it empty. */
async function expectNoError(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (id) => document.getElementById(`${id}-error`)?.textContent?.trim() === "",
    id,
  );
  expect(await errorOf(page, id)).toBe("");
}

/** The chat text of a wa.me URL, decoded. */
function chatText(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}

describe("the contact page with JavaScript", () => {
  it("validates on blur, then as the visitor types, with the spec's messages", async () => {
    const { page, errors } = await pageAt(suite, "/contact");
    await waitForHydration(page);
    const { name, email, message } = fields(page);

    await name.focus();
    await name.blur();
    await page.getByText(MESSAGES.name).waitFor();
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(name.getAttribute("aria-describedby")).resolves.toContain("contacto-name-error");

    await email.fill("lucia-sin-arroba");
    // Nothing is said while typing a field for the first time…
    await expect(errorOf(page, "contacto-email")).resolves.toBe("");
    await email.blur();
    // …but the error appears as soon as the visitor leaves it.
    await page.getByText(MESSAGES.email).waitFor();

    await message.fill("Corto");
    await message.blur();
    await page.getByText(MESSAGES.message).waitFor();

    // Once shown, an error follows every keystroke.
    await email.pressSequentially("@example.com");
    await expectNoError(page, "contacto-email");
    await expect(email.getAttribute("aria-invalid")).resolves.toBeNull();
    await message.pressSequentially(", por favor");
    await expectNoError(page, "contacto-message");
    await name.pressSequentially("Lucía");
    await expectNoError(page, "contacto-name");

    expect(page.url()).toBe(`${suite.worker.url}/contact`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps an invalid form on the page, shows every message and focuses the first wrong field", async () => {
    const { page, errors } = await pageAt(suite, "/contact");
    await waitForHydration(page);
    const { name, submit } = fields(page);
    let popups = 0;
    page.on("popup", () => popups++);

    await submit.click();
    for (const text of Object.values(MESSAGES)) await page.getByText(text).waitFor();
    await expect(name.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    expect(page.url()).toBe(`${suite.worker.url}/contact`);
    expect(popups).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a phone, brings the first wrong field into view below the sticky header", async () => {
    const { page, errors } = await pageAt(suite, "/contact", {
      viewport: { width: 390, height: 844 },
    });
    await waitForHydration(page);
    const { name, submit } = fields(page);
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((element) => element.getBoundingClientRect().bottom);
    // The visitor has scrolled down a little: the name field is behind the header.
    await name.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 20));
    await expect(
      name.evaluate((element) => element.getBoundingClientRect().top),
    ).resolves.toBeLessThan(headerBottom);

    await submit.click();
    await page.getByText(MESSAGES.name).waitFor();
    await expect(name.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    const fieldTop = await name.evaluate((element) => element.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    // Its label shows too, so the visitor knows which field it is.
    const labelTop = await page
      .locator('label[for="contacto-name"]')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens the chat with the message in a new tab, resets the form and says so", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url);
    // No network here: the chat answers from the test.
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "ok" }));
    await page.goto("/contact");
    await waitForHydration(page);
    const { name, email, message, submit } = fields(page);
    await fillValid(page);
    // Typing downloaded the form's validation; once it runs the click may open a tab.
    await waitForLiveForm(page, "contacto");

    const popupPromise = page.waitForEvent("popup");
    await submit.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url().startsWith(CHAT_PREFIX)).toBe(true);
    const text = chatText(popup.url());
    expect(text).toContain(VALID.name);
    expect(text).toContain(VALID.email);
    expect(text).toContain(VALID.message);
    // noopener: the chat cannot reach back into the site.
    await expect(popup.evaluate(() => window.opener)).resolves.toBeNull();

    await page.getByText("Abriendo WhatsApp…").waitFor();
    await expect(name.inputValue()).resolves.toBe("");
    await expect(email.inputValue()).resolves.toBe("");
    await expect(message.inputValue()).resolves.toBe("");
    // The reset form starts over, with no errors left.
    for (const id of ["contacto-name", "contacto-email", "contacto-message"]) {
      await expect(errorOf(page, id)).resolves.toBe("");
    }
    expect(page.url()).toBe(`${suite.worker.url}/contact`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends a message submitted before the validation loaded to the chat in this tab", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url);
    // The form's validation module is held back until the visitor has submitted.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ContactFormController-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const { submit } = fields(page);
    await fillValid(page);
    const popups: string[] = [];
    page.on("popup", (popup) => popups.push(popup.url()));
    await submit.click();
    // By the time the module runs, the click no longer allows a new tab:
    // the server's answer leads this tab to the chat instead.
    const [chatRequest] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith("https://wa.me/")),
      Promise.resolve().then(release),
    ]);
    expect(chatRequest.isNavigationRequest()).toBe(true);
    expect(chatRequest.frame()).toBe(page.mainFrame());
    const text = chatText(chatRequest.url());
    expect(text).toContain(VALID.name);
    expect(text).toContain(VALID.email);
    expect(text).toContain(VALID.message);
    expect(popups).toEqual([]);
    expect(errors.filter((error) => !error.includes("wa.me"))).toEqual([]);
    await page.context().close();
  });

  it("keeps the honeypot out of the keyboard's way", async () => {
    const { page } = await pageAt(suite, "/contact");
    await waitForHydration(page);
    await fields(page).message.focus();
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Aviso de Privacidad",
    );
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(
      "Enviar por WhatsApp",
    );
    await page.context().close();
  });

  // One test a size (README "Tests").
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`has no serious or critical accessibility violation, with and without errors, at ${viewport.width} px`, async () => {
      const { page } = await pageAt(suite, "/contact", { viewport });
      await waitForHydration(page);
      expect(await seriousAccessibilityViolations(page), `${viewport.width}px`).toEqual([]);
      await fields(page).submit.click();
      await page.getByText(MESSAGES.message).waitFor();
      expect(await seriousAccessibilityViolations(page), `${viewport.width}px with errors`).toEqual(
        [],
      );
      await page.context().close();
    });
  }
});

describe("the contact page without JavaScript", () => {
  it("answers an invalid form with the three messages and keeps what was typed", async () => {
    const { page } = await pageAt(suite, "/contact", { javaScript: false });
    const { name, email, message, submit } = fields(page);
    await email.fill("lucia-sin-arroba");
    await message.fill("Corto");
    const [response] = await Promise.all([page.waitForNavigation(), submit.click()]);
    expect(response?.status()).toBe(400);
    for (const text of Object.values(MESSAGES)) {
      await expect(page.getByText(text).isVisible()).resolves.toBe(true);
    }
    await expect(name.inputValue()).resolves.toBe("");
    await expect(email.inputValue()).resolves.toBe("lucia-sin-arroba");
    await expect(message.inputValue()).resolves.toBe("Corto");
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.context().close();
  });

  it("sends a valid form to the chat with the message typed in", async () => {
    const { page } = await pageAt(suite, "/contact", { javaScript: false });
    const { submit } = fields(page);
    await fillValid(page);
    // There is no network here, and Chromium follows a server redirect past
    // page.route(): watch the browser ask for the chat instead.
    const [chatRequest] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith("https://wa.me/")),
      submit.click(),
    ]);
    expect(chatRequest.isNavigationRequest()).toBe(true);
    expect(chatRequest.url().startsWith(CHAT_PREFIX)).toBe(true);
    const post = chatRequest.redirectedFrom();
    expect(post?.method()).toBe("POST");
    expect(post?.url()).toBe(`${suite.worker.url}/contact`);
    expect((await post?.response())?.status()).toBe(303);
    const text = chatText(chatRequest.url());
    expect(text).toContain(VALID.name);
    expect(text).toContain(VALID.email);
    expect(text).toContain(VALID.message);
    await page.context().close();
  });
});
