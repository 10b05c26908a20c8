import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { MODE_COOKIES, modeCookies, requestStandaloneMode } from "../support/standalone-mode";
import { DESKTOP_TALL } from "../support/sizes";

/**
 * The connection-error overlay in Chromium
 * (app/components/ConnectionErrorWatcher.tsx): any uncaught
 * error or unhandled promise rejection in the page opens it, browser noise
 * and aborted fetches do not; 'Intentar de nuevo' reloads the page, and
 * 'Usar modo sin conexión' shows 'Activando modo independiente' and reloads
 * into the standalone mode 1.5 s later.
 */

const suite = browserSuite();

const overlay = (page: Page) => page.getByRole("alertdialog", { name: "Error de conexión" });
const retryLink = (page: Page) => overlay(page).getByRole("link", { name: "Intentar de nuevo" });
const offlineButton = (page: Page) =>
  overlay(page).getByRole("button", { name: "Usar modo sin conexión" });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first();
const banner = (page: Page) => page.getByRole("region", { name: "Modo sin conexión" });

/** Two frames: React has rendered whatever a listener just asked for. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Visits `path` and waits until React has hydrated it, so the watcher is listening. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, "#contenido");
}

/** The overlay is open, with the screen's title, message and both actions. */
async function expectOverlay(page: Page): Promise<void> {
  await overlay(page).waitFor();
  // The Radix dialog (not its plain stand-in while it loads) puts focus on "retry".
  await page.waitForFunction(() => document.activeElement?.hasAttribute("data-autofocus"));
  const dialog = overlay(page);
  await expect(
    dialog.getByRole("heading", { name: "Error de conexión", level: 2 }).isVisible(),
  ).resolves.toBe(true);
  await expect(
    dialog.getByText("No se pudo conectar con la base de datos o el servidor").isVisible(),
  ).resolves.toBe(true);
  await expect(retryLink(page).isVisible()).resolves.toBe(true);
  await expect(offlineButton(page).isVisible()).resolves.toBe(true);
  // Neither the error nor its message is shown.
  await expect(dialog.getByText("fallo de prueba").count()).resolves.toBe(0);
}

describe("the connection-error overlay", () => {
  it("opens on an uncaught error, stays open on Escape, and 'Intentar de nuevo' reloads the page", async () => {
    const { page } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await visit(page, "/products");
    await expect(overlay(page).count()).resolves.toBe(0);

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("fallo de prueba");
      });
    });
    await expectOverlay(page);
    // The page behind is hidden from assistive technology while it is open.
    await expect(
      page.getByRole("heading", { name: "Nuestros Productos", level: 1 }).count(),
    ).resolves.toBe(0);
    // Only the two actions close it.
    await page.keyboard.press("Escape");
    await nextFrames(page);
    await expect(overlay(page).isVisible()).resolves.toBe(true);

    // A reload, not a client-side render: the page's memory is gone.
    await page.evaluate(() => {
      (window as unknown as { antesDeRecargar?: boolean }).antesDeRecargar = true;
    });
    const reloaded = page.waitForResponse(
      (response) =>
        response.request().resourceType() === "document" &&
        new URL(response.url()).pathname === "/products",
    );
    await retryLink(page).click();
    expect((await reloaded).status()).toBe(200);
    await page.getByRole("heading", { name: "Nuestros Productos", level: 1 }).waitFor();
    await expect(overlay(page).count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as unknown as { antesDeRecargar?: boolean }).antesDeRecargar),
    ).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe("/products");
    await page.context().close();
  });

  it("opens on an unhandled promise rejection, but not on browser noise or an aborted fetch", async () => {
    const { page } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    // A page that hydrates: the watcher is part of the app's scripts.
    await visit(page, "/recipes");

    // What the watcher ignores: the ResizeObserver notice, cross-origin "Script error.", aborts.
    await page.evaluate(() => {
      window.dispatchEvent(
        new ErrorEvent("error", {
          message: "ResizeObserver loop completed with undelivered notifications.",
        }),
      );
      window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
      void Promise.reject(new DOMException("La petición se canceló", "AbortError"));
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await nextFrames(page);
    await expect(overlay(page).count()).resolves.toBe(0);

    await page.evaluate(() => {
      void Promise.reject(new Error("fallo de prueba"));
    });
    await expectOverlay(page);
    await page.context().close();
  });

  it("'Usar modo sin conexión' shows 'Activando modo independiente' and turns the mode on 1.5 s later", async () => {
    const { page } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await visit(page, "/recipes");
    await page.evaluate(() => {
      void Promise.reject(new Error("fallo de prueba"));
    });
    await expectOverlay(page);
    expect(await modeCookies(page)).toEqual([]);

    const reloaded = page.waitForResponse(
      (response) =>
        response.request().resourceType() === "document" &&
        new URL(response.url()).pathname === "/recipes",
    );
    // The flags are set by the answer to the button's POST /standalone.
    const turnedOn = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/standalone",
    );
    const clickedAt = Date.now();
    await offlineButton(page).click();
    await toast(page, "Activando modo independiente").waitFor();
    // Chromium stores a response's cookies before it hands the response on.
    expect((await turnedOn).status()).toBe(200);
    // Both flags of the mode are set (the mock session with it).
    expect(await modeCookies(page)).toEqual(MODE_COOKIES);

    await reloaded;
    // The reload comes 1.5 s after the mode is turned on.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
    await banner(page).waitFor();
    await expect(banner(page).getByText("Modo sin conexión activo.").isVisible()).resolves.toBe(
      true,
    );
    await expect(
      banner(page).getByRole("button", { name: "Salir del modo sin conexión" }).isVisible(),
    ).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe("/recipes");
    await expect(overlay(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("does not offer 'Usar modo sin conexión' when the mode is already on", async () => {
    const { page } = await openPage(suite.browser, suite.base, DESKTOP_TALL);
    await visit(page, "/recipes");
    expect(await requestStandaloneMode(page, "/recipes")).toBe(200);
    await visit(page, "/recipes");
    await banner(page).waitFor();

    await page.evaluate(() => {
      void Promise.reject(new Error("fallo de prueba"));
    });
    await overlay(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-autofocus"));
    await expect(retryLink(page).isVisible()).resolves.toBe(true);
    await expect(
      overlay(page).getByText("El modo sin conexión ya está activo.").isVisible(),
    ).resolves.toBe(true);
    await expect(offlineButton(page).count()).resolves.toBe(0);
    await page.context().close();
  });
});
