import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationCodes, rateLimitHits } from "../../app/db/schema";
import { CODE_LOOKUPS } from "../../app/services/invitation-limits.server";
import { freshAddresses } from "../support/addresses";
import {
  expectValue,
  holdRequests,
  openPage,
  seriousAccessibilityViolations,
  waitForHydration as waitForPageHydration,
} from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { codeRow, freshCodes, requestsFor } from "../support/codes";
import { INVALID_CODE, ALREADY_USED, TOO_MANY, THANKS, SEND_ERROR } from "../support/messages";

const suite = browserSuite();

const CHAT = "https://wa.me/527711234567?text=";

const PAGES = {
  associates: {
    path: "/associates",
    kind: "associate",
    submit: "Enviar Solicitud",
    thanks:
      "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su caja de maridaje.",
    chat: (code: string) =>
      `Hola, tengo el código de invitación ${code} y me gustaría coordinar la entrega de mi caja de maridaje.`,
  },
  clients: {
    path: "/clients",
    kind: "client",
    submit: "Solicitar Muestra",
    thanks:
      "Hemos recibido sus datos. Nos pondremos en contacto con usted para coordinar la entrega de su muestra.",
    chat: (code: string) =>
      `Hola, tengo el código de invitación ${code} y me gustaría coordinar la entrega de mi muestra.`,
  },
} as const;
type InvitationPage = (typeof PAGES)[keyof typeof PAGES];

const CONTACT = {
  name: "Sofía Ramírez Ugalde",
  email: "sofia.ramirez@example.com",
  phone: "771 555 0177",
} as const;

/** An unused code of its own for each test. */
const freshCode = freshCodes("NAVEGADOR", { company: "Bistró de Prueba", ...CONTACT });

/** Each page its own client address, so the rate limits never meet. */
const freshAddress = freshAddresses("10.60");
function open(javaScript: boolean, viewport?: { width: number; height: number }) {
  const address = freshAddress();
  return openPage(suite.browser, suite.worker.url, {
    javaScript,
    viewport,
    extraHTTPHeaders: { "CF-Connecting-IP": address },
  }).then((opened) => ({ ...opened, address }));
}

/** A fresh code, and `target` opened with JavaScript, hydrated, its form empty. */
async function openWithScripts(target: InvitationPage) {
  const code = await freshCode(suite.worker);
  const { page, errors } = await open(true);
  await page.goto(target.path);
  await waitForHydration(page);
  return { code, page, errors, fields: form(page, target.submit) };
}

/**
 * A fresh code's link (`?code=`) opened without JavaScript on `target`: the
 * form filled from the code and open.
 */
async function openWithCodeWithoutScripts(target: InvitationPage) {
  const code = await freshCode(suite.worker);
  const { page } = await open(false);
  await page.goto(`${target.path}?code=${code}`);
  const fields = form(page, target.submit);
  await expectFilledAndOpen(fields);
  return { code, page, fields };
}

/**
 * Script errors, without Chromium's "Failed to load resource" notes for the
 * answers a test provokes on purpose (404 for an unknown code, and so on).
 */
function unexpectedErrors(errors: string[], ...expectedStatuses: number[]): string[] {
  return errors.filter(
    (error) =>
      !expectedStatuses.some((status) =>
        error.startsWith(
          `Failed to load resource: the server responded with a status of ${status}`,
        ),
      ),
  );
}

/**
 * A first use of the form (the code's field focused) downloads its code
 * (docs/decisions/023-public-javascript-budget.md); resolves once React has
 * hydrated it.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.locator("#codigo-invitacion").focus();
  await waitForPageHydration(page, "#solicitud-invitacion");
}

/**
 * Holds every code look-up (GET /api/invitation-codes/…) until the answer
 * returned is called, so a state shown while one is under way can be seen.
 */
async function holdLookups(page: Page): Promise<() => Promise<void>> {
  const lookups = await holdRequests(page, "**/api/invitation-codes/*");
  return () => lookups.release();
}

function form(page: Page, submitLabel: string) {
  return {
    code: page.getByRole("textbox", { name: "Código de Invitación", exact: true }),
    name: page.getByRole("textbox", { name: "Nombre Completo", exact: true }),
    email: page.getByRole("textbox", { name: "Correo Electrónico", exact: true }),
    phone: page.getByRole("textbox", { name: "Teléfono", exact: true }),
    message: page.getByRole("textbox", { name: "Mensaje (Opcional)", exact: true }),
    submit: page.getByRole("button", { name: submitLabel, exact: true }),
    validate: page.getByRole("button", { name: "Validar código", exact: true }),
    whatsapp: page.getByRole("link", { name: /^Contactar por WhatsApp/ }),
    home: page.getByRole("link", { name: "Volver al inicio", exact: true }),
    status: page.locator("#codigo-invitacion-estado"),
  };
}
type Fields = ReturnType<typeof form>;

async function expectLockedAndEmpty(fields: Fields): Promise<void> {
  for (const field of [fields.name, fields.email, fields.phone]) {
    await expectValue(field, "");
    await expect(field.isEditable()).resolves.toBe(false);
  }
  await expect(fields.message.isEditable()).resolves.toBe(false);
  await expect(fields.submit.isDisabled()).resolves.toBe(true);
  await expect(fields.whatsapp.count()).resolves.toBe(0);
}

async function expectFilledAndOpen(fields: Fields): Promise<void> {
  // Filled once the look-up's answer has been read.
  await expectValue(fields.name, CONTACT.name);
  await expect(fields.email.inputValue()).resolves.toBe(CONTACT.email);
  await expect(fields.phone.inputValue()).resolves.toBe(CONTACT.phone);
  for (const field of [fields.name, fields.email, fields.phone, fields.message]) {
    await expect(field.isEditable()).resolves.toBe(true);
  }
  await expect(fields.submit.isEnabled()).resolves.toBe(true);
}

/** The thank-you stays on the page, and every field and the button are disabled. */
async function expectThankedAndLocked(page: Page, fields: Fields, target: InvitationPage) {
  await expect(
    page.locator("main [role=status]").filter({ hasText: THANKS }).textContent(),
  ).resolves.toBe(`${THANKS}${target.thanks}`);
  for (const field of [fields.code, fields.name, fields.email, fields.phone, fields.message]) {
    await expect(field.isDisabled()).resolves.toBe(true);
  }
  await expect(fields.submit.isDisabled()).resolves.toBe(true);
}

async function expectChatLink(fields: Fields, target: InvitationPage, code: string) {
  const href = await fields.whatsapp.getAttribute("href");
  expect(href).toBe(`${CHAT}${encodeURIComponent(target.chat(code))}`);
  expect(new URL(href ?? "").searchParams.get("text")).toBe(target.chat(code));
  await expect(fields.whatsapp.getAttribute("target")).resolves.toBe("_blank");
  await expect(fields.whatsapp.getAttribute("rel")).resolves.toContain("noopener");
}

describe("the invitation pages with JavaScript", () => {
  it("stays locked until a valid code, fills and unlocks on one, and empties and locks again", async () => {
    const { code, page, errors, fields } = await openWithScripts(PAGES.associates);
    // The look-up runs as the visitor types: no button needed.
    await expect(fields.validate.count()).resolves.toBe(0);
    await expectLockedAndEmpty(fields);

    const releaseLookups = await holdLookups(page);
    await fields.code.fill("NO-EXISTE-42");
    await page.getByText("Validando código...").waitFor();
    await expect(fields.submit.isDisabled()).resolves.toBe(true);
    await releaseLookups();
    await page.getByText(INVALID_CODE).waitFor();
    await expect(fields.code.getAttribute("aria-invalid")).resolves.toBe("true");
    await expectLockedAndEmpty(fields);

    await fields.code.fill(code.toLowerCase());
    await expectFilledAndOpen(fields);
    await expect(fields.status.textContent()).resolves.toBe(
      "Código válido. Revise sus datos y envíe su solicitud.",
    );
    await expect(fields.code.getAttribute("aria-invalid")).resolves.toBeNull();
    await expectChatLink(fields, PAGES.associates, code);

    // Live validation with the spec's messages.
    await fields.name.fill("");
    await fields.name.blur();
    await page.getByText("El nombre es requerido").waitFor();
    await fields.phone.fill("771 55");
    await fields.phone.blur();
    await page.getByText("El teléfono debe tener al menos 10 dígitos").waitFor();
    await fields.email.fill("sofia-sin-arroba");
    await fields.email.blur();
    await page.getByText("El correo electrónico no es válido").waitFor();

    // Clearing the code empties and locks the fields again.
    await fields.code.fill("");
    await page.getByText(INVALID_CODE).waitFor();
    await expectLockedAndEmpty(fields);
    // Locked fields do not show errors the visitor cannot fix.
    await expect(page.getByText("El nombre es requerido").count()).resolves.toBe(0);

    // A valid code fills everything again, without the old errors.
    await fields.code.fill(code);
    await expectFilledAndOpen(fields);
    await expect(page.getByText("El correo electrónico no es válido").count()).resolves.toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(await requestsFor(suite.worker, code)).toHaveLength(0);
    expect((await codeRow(suite.worker, code))?.isUsed).toBe(false);
    expect(unexpectedErrors(errors, 404)).toEqual([]);
    await page.context().close();
  });

  it.each([PAGES.associates, PAGES.clients])(
    "$path: shows 'Enviando...' with the form disabled, then the toast, the locked form and the chat link",
    async (target) => {
      const code = await freshCode(suite.worker);
      const { page, errors } = await open(true);
      // Hold the request until the pending state has been checked.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${target.path}.data*`, async (route) => {
        if (route.request().method() === "POST") await released;
        await route.continue();
      });
      await page.goto(target.path);
      await waitForHydration(page);
      const fields = form(page, target.submit);
      await fields.code.fill(code);
      await expectFilledAndOpen(fields);
      await fields.message.fill("Somos una tienda de productos regionales.");

      await fields.submit.click();
      const pending = page.getByRole("button", { name: "Enviando...", exact: true });
      await pending.waitFor();
      await expect(pending.isDisabled()).resolves.toBe(true);
      for (const field of [fields.code, fields.name, fields.email, fields.phone, fields.message]) {
        await expect(field.isDisabled()).resolves.toBe(true);
      }
      await expect(fields.whatsapp.count()).resolves.toBe(0);
      release();

      const toast = page.locator("[data-sonner-toast]");
      await toast.getByText(THANKS).waitFor();
      await expect(toast.getByText(target.thanks).isVisible()).resolves.toBe(true);
      // The thank-you also stays on the page, and the form is locked.
      await expectThankedAndLocked(page, fields, target);
      await expect(fields.name.inputValue()).resolves.toBe(CONTACT.name);
      await expectChatLink(fields, target, code);
      await expect(fields.home.getAttribute("href")).resolves.toBe("/");

      const rows = await requestsFor(suite.worker, code);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: target.kind,
        ...CONTACT,
        message: "Somos una tienda de productos regionales.",
      });
      const used = await codeRow(suite.worker, code);
      expect(used?.isUsed).toBe(true);
      expect(used?.usedBy).toBe(rows[0]?.id);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("says 'Error al enviar la solicitud' with the server's message when the code was used meanwhile", async () => {
    const { code, page, errors, fields } = await openWithScripts(PAGES.clients);
    await fields.code.fill(code);
    await expectFilledAndOpen(fields);
    // Someone else uses the code between the look-up and the request.
    await suite.worker.db
      .update(invitationCodes)
      .set({ isUsed: true, usedAt: new Date() })
      .where(eq(invitationCodes.code, code));

    await fields.submit.click();
    const toast = page.locator("[data-sonner-toast]");
    await toast.getByText(SEND_ERROR).waitFor();
    await expect(toast.getByText(ALREADY_USED).isVisible()).resolves.toBe(true);
    const alert = page.locator("main [role=alert]");
    await expect(alert.textContent()).resolves.toBe(`${SEND_ERROR}${ALREADY_USED}`);
    // What was typed stays; the code cannot be used, so the form is locked.
    await expect(fields.name.inputValue()).resolves.toBe(CONTACT.name);
    await expect(fields.submit.isDisabled()).resolves.toBe(true);
    await expect(fields.whatsapp.count()).resolves.toBe(0);
    await expect(page.getByText(THANKS).count()).resolves.toBe(0);
    expect(await requestsFor(suite.worker, code)).toHaveLength(0);
    expect(unexpectedErrors(errors, 409)).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message when look-ups are rate-limited", async () => {
    const code = await freshCode(suite.worker);
    const { page, errors, address } = await open(true);
    const now = Date.now();
    await suite.worker.db.insert(rateLimitHits).values(
      Array.from({ length: CODE_LOOKUPS.limit }, (_, index) => ({
        bucket: CODE_LOOKUPS.bucket,
        clientKey: address,
        hitAt: new Date(now - index * 1000),
      })),
    );
    await page.goto("/associates");
    await waitForHydration(page);
    const fields = form(page, PAGES.associates.submit);
    await fields.code.fill(code);
    await page.getByText(TOO_MANY).waitFor();
    await expectLockedAndEmpty(fields);
    expect(unexpectedErrors(errors, 429)).toEqual([]);
    await page.context().close();
  });

  it("has no serious or critical accessibility violation on a phone: locked, refused, filled from ?code=, with errors", async () => {
    const code = await freshCode(suite.worker);
    const { page } = await open(true, { width: 375, height: 740 });
    await page.goto("/clients");
    await waitForHydration(page);
    expect(await seriousAccessibilityViolations(page), "locked").toEqual([]);
    await form(page, PAGES.clients.submit).code.fill("NO-EXISTE-7");
    await page.getByText(INVALID_CODE).waitFor();
    expect(await seriousAccessibilityViolations(page), "refused").toEqual([]);

    // The page the server renders for the second step (axe needs scripts to run).
    await page.goto(`/clients?code=${code}`);
    await waitForHydration(page);
    const fields = form(page, PAGES.clients.submit);
    await expectFilledAndOpen(fields);
    expect(await seriousAccessibilityViolations(page), "filled").toEqual([]);
    await fields.phone.fill("771");
    await fields.phone.blur();
    await page.getByText("El teléfono debe tener al menos 10 dígitos").waitFor();
    expect(await seriousAccessibilityViolations(page), "with errors").toEqual([]);
    await page.context().close();
  });
});

/** The request form's own code, which the page fetches on the form's first use. */
const FORM_CODE = /\/assets\/InvitationRequestForm-[\w-]{8}\.js$/;
const VALIDATION_CODE = /\/assets\/InvitationFormController-[\w-]{8}\.js$/;

/** A page with JavaScript whose requests matching `held` wait for release, opened at `path` and hydrated. */
async function openHolding(path: string, held: RegExp, waitUntil?: "networkidle") {
  const { page, errors } = await open(true);
  const holding = await holdRequests(page, held);
  await page.goto(path, waitUntil ? { waitUntil } : {});
  await waitForPageHydration(page);
  return { page, errors, holding };
}

describe("the request form's code loads on the form's first use", () => {
  it("not with the page: the page hydrates without it, and focusing the code downloads it", async () => {
    const {
      page,
      errors,
      holding: formCode,
    } = await openHolding("/associates", FORM_CODE, "networkidle");
    expect(formCode.urls).toEqual([]);
    // The server's form is there, whole, before its code: 'Validar código' included.
    await expect(form(page, PAGES.associates.submit).validate.isVisible()).resolves.toBe(true);
    const hydrated = waitForHydration(page);
    await formCode.requested;
    await formCode.release();
    await hydrated;
    expect(formCode.urls).toHaveLength(1);
    // Once hydrated, the code is looked up as it is typed: the button goes.
    await expect(form(page, PAGES.associates.submit).validate.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a code typed before the form's code arrived is looked up once it hydrates", async () => {
    const code = await freshCode(suite.worker);
    // The form's code is held until the code has been typed into the server's form.
    const { page, errors, holding: formCode } = await openHolding("/associates", FORM_CODE);
    const fields = form(page, PAGES.associates.submit);
    await fields.code.fill(code);
    await formCode.release();
    await waitForPageHydration(page, "#solicitud-invitacion");
    await expectFilledAndOpen(fields);
    await expect(fields.code.inputValue()).resolves.toBe(code);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a phone changed after the code filled the form, before the form's validation arrived, is sent as typed", async () => {
    const code = await freshCode(suite.worker);
    // The live validation's code is held until the visitor has changed the phone.
    const { page, errors, holding: validation } = await openHolding("/associates", VALIDATION_CODE);
    await waitForHydration(page);
    const fields = form(page, PAGES.associates.submit);
    await fields.code.fill(code);
    await expectFilledAndOpen(fields);
    await fields.phone.fill("771 555 0000");
    await validation.requested;
    await validation.release();
    await page.locator("form#solicitud-invitacion[data-validation=live]").waitFor();
    await expect(fields.phone.inputValue()).resolves.toBe("771 555 0000");
    await fields.submit.click();
    await page.getByText(PAGES.associates.thanks).first().waitFor();
    const rows = await requestsFor(suite.worker, code);
    expect(rows).toMatchObject([{ name: CONTACT.name, phone: "771 555 0000" }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a request sent from a card's link before the form's code is a plain post, taken, thanked and told as a toast", async () => {
    const code = await freshCode(suite.worker);
    // The form's code is held: the request goes as the server's form sends it.
    const {
      page,
      errors,
      holding: formCode,
    } = await openHolding(`/clients?code=${code}`, FORM_CODE);
    const fields = form(page, PAGES.clients.submit);
    await expectFilledAndOpen(fields);
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.resourceType() === "document",
    );
    await fields.submit.click();
    await posted;
    await page.getByText(PAGES.clients.thanks).first().waitFor();
    // Thanked once stored.
    await expect(requestsFor(suite.worker, code)).resolves.toHaveLength(1);
    // The answer's page loads the form's code at once, and tells it as a toast too.
    await formCode.release();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: PAGES.clients.thanks });
    await toast.first().waitFor();
    await expect(toast.count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the invitation pages without JavaScript", () => {
  it.each([PAGES.associates, PAGES.clients])(
    "$path: the two-step form validates the code, then sends the request",
    async (target) => {
      const code = await freshCode(suite.worker);
      const { page } = await open(false);
      await page.goto(target.path);
      const fields = form(page, target.submit);
      await expectLockedAndEmpty(fields);

      await fields.code.fill(code.toLowerCase());
      const [lookup] = await Promise.all([page.waitForNavigation(), fields.validate.click()]);
      expect(lookup?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(target.path);
      expect(new URL(page.url()).searchParams.get("code")).toBe(code.toLowerCase());
      await expectFilledAndOpen(fields);
      await expectChatLink(fields, target, code);

      await fields.phone.fill("771 555 0000");
      await fields.message.fill("Gracias por la invitación.");
      const [sent] = await Promise.all([page.waitForNavigation(), fields.submit.click()]);
      expect(sent?.status()).toBe(200);
      expect(sent?.request().method()).toBe("POST");
      await expectThankedAndLocked(page, fields, target);
      await expectChatLink(fields, target, code);

      const rows = await requestsFor(suite.worker, code);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: target.kind,
        name: CONTACT.name,
        phone: "771 555 0000",
        message: "Gracias por la invitación.",
      });
      expect((await codeRow(suite.worker, code))?.usedBy).toBe(rows[0]?.id);
      await page.context().close();
    },
  );

  it("answers invalid fields with the spec's messages and keeps what was typed", async () => {
    const { code, page, fields } = await openWithCodeWithoutScripts(PAGES.clients);
    await fields.name.fill("");
    await fields.email.fill("sofia-sin-arroba");
    await fields.phone.fill("771");
    await fields.message.fill("Mensaje conservado");
    const [response] = await Promise.all([page.waitForNavigation(), fields.submit.click()]);
    expect(response?.status()).toBe(400);
    for (const text of [
      "El nombre es requerido",
      "El correo electrónico no es válido",
      "El teléfono debe tener al menos 10 dígitos",
    ]) {
      await expect(page.getByText(text).isVisible()).resolves.toBe(true);
    }
    await expect(fields.email.inputValue()).resolves.toBe("sofia-sin-arroba");
    await expect(fields.phone.inputValue()).resolves.toBe("771");
    await expect(fields.message.inputValue()).resolves.toBe("Mensaje conservado");
    await expect(fields.code.inputValue()).resolves.toBe(code);
    await expect(fields.email.getAttribute("aria-invalid")).resolves.toBe("true");

    // Corrected, the same form goes through.
    await fields.name.fill(CONTACT.name);
    await fields.email.fill(CONTACT.email);
    await fields.phone.fill(CONTACT.phone);
    const [sent] = await Promise.all([page.waitForNavigation(), fields.submit.click()]);
    expect(sent?.status()).toBe(200);
    expect(await requestsFor(suite.worker, code)).toHaveLength(1);
    await page.context().close();
  });

  it("refuses a used code, at the look-up and at the request", async () => {
    const { code, page, fields } = await openWithCodeWithoutScripts(PAGES.associates);
    // The code is used elsewhere while this page is open.
    const api = await suite.worker.fetch("/api/associates", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.60.9.9" },
      body: JSON.stringify({ invitationCode: code, ...CONTACT, kind: "client" }),
    });
    expect(api.status).toBe(201);

    await fields.name.fill("Otra Persona");
    const [response] = await Promise.all([page.waitForNavigation(), fields.submit.click()]);
    expect(response?.status()).toBe(409);
    await expect(page.locator("main [role=alert]").textContent()).resolves.toBe(
      `${SEND_ERROR}${ALREADY_USED}`,
    );
    await expect(fields.name.inputValue()).resolves.toBe("Otra Persona");
    await expect(fields.submit.isDisabled()).resolves.toBe(true);
    await expect(page.getByText(THANKS).count()).resolves.toBe(0);
    const rows = await requestsFor(suite.worker, code);
    expect(rows.map((row) => row.kind)).toEqual(["client"]);

    // Looking the used code up again says it is not valid, and shows nothing of it.
    await fields.code.fill(code);
    const [lookup] = await Promise.all([page.waitForNavigation(), fields.validate.click()]);
    expect(lookup?.status()).toBe(200);
    await page.getByText(INVALID_CODE).waitFor();
    await expectLockedAndEmpty(fields);
    await page.context().close();
  });
});
