import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationCodes, products } from "../../app/db/schema";
import {
  expectValue,
  openPage,
  openSignedInPage,
  sendContactMessage,
  waitForHydration,
} from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { adminCookie } from "../support/session";
import { PNG_2X3 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";

/**
 * SECURITY.md "Content-Security-Policy": the enforcing policy of the
 * production Worker lets every page that ships scripts hydrate and work in
 * Chromium with JavaScript (menus, dialogs, toasts, look-ups, upload
 * previews) without a single violation, pages that ship none load without
 * one either, and it does block a script injected without the nonce.
 */

// With the Worker's page cache, as in production: cached copies are checked too.
const suite = browserSuite({ pageCache: true });

declare global {
  interface Window {
    __cspViolations?: string[];
    __injectedRan?: boolean;
  }
}

/**
 * A page whose every `securitypolicyviolation` is recorded (the init script
 * runs from the DevTools protocol, outside the page's policy), with the
 * script errors and failed requests openPage collects.
 */
async function watchedPage({ signedIn = false } = {}) {
  const viewport = { width: 1280, height: 900 };
  const opened = signedIn
    ? await openSignedInPage(suite.browser, suite.base, await adminCookie(suite.worker), {
        viewport,
      })
    : await openPage(suite.browser, suite.base, { viewport });
  await opened.page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  // No network here: the chat answers from the test.
  await opened.page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ status: 200, body: "ok" }),
    );
  return opened;
}

/** The pages that ship no script (docs/decisions/024-pages-without-javascript.md). */
const SCRIPTLESS = new Set([
  "/smoked-chili",
  "/stores",
  "/sustainability",
  "/about",
  "/privacidad",
  "/no-existe",
]);

/** The pages visited one test each, and whether as the signed-in admin. */
const PAGES = [
  ...[
    "/",
    "/products",
    "a product page",
    "/smoked-chili",
    "/stores",
    "/recipes",
    "/sustainability",
    "/about",
    "/privacidad",
  ].map((path) => ({ path, signedIn: false })),
  ...[
    "/admin/stores",
    "/admin/recipes",
    "/admin/codes",
    "/admin/requests",
    "/admin/account",
    "/admin/users",
    "/admin/papelera",
    "/backup",
  ].map((path) => ({ path, signedIn: true })),
];

/** The address of the first product's page. */
async function productPath(): Promise<string> {
  const [product] = await suite.worker.db.select({ slug: products.slug }).from(products).limit(1);
  return `/products/${product?.slug ?? ""}`;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The page has hydrated: Remix's router runs in the browser. */
async function hydrated(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => "__remixRouter" in window);
}

/**
 * Visits `path`, waits for hydration (a page that ships no script, whose
 * policy lets none run, must have no router); the page must have seen no
 * violation.
 */
async function visit(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  if (SCRIPTLESS.has(new URL(page.url()).pathname)) {
    expect(policy, path).toMatch(/(?:^|;)\s*script-src 'none'(?:;|$)/);
    await expect(page.evaluate(() => "__remixRouter" in window)).resolves.toBe(false);
  } else {
    await hydrated(page);
  }
  expect(await violations(page), path).toEqual([]);
  return (await response?.allHeaders())?.["cache-status"] ?? null;
}

describe("the Content-Security-Policy in Chromium with JavaScript", () => {
  // One test a page (README "Tests").
  for (const path of ["/", "/products", "/recipes"]) {
    it(`${path} answered from the Worker's cache hydrates with its fresh nonce`, async () => {
      const { page, errors } = await watchedPage();
      await visit(page, path);
      let cacheStatus: string | null = null;
      for (let attempt = 0; attempt < 10 && cacheStatus !== "miel-picosa; hit"; attempt += 1) {
        cacheStatus = await visit(page, path);
      }
      expect(cacheStatus, path).toBe("miel-picosa; hit");
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const { path, signedIn } of PAGES) {
    it(`${path} hydrates (or ships no script) without a violation`, async () => {
      const { page, errors } = await watchedPage({ signedIn });
      await visit(page, path === "a product page" ? await productPath() : path);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("a missing page shows without a violation", async () => {
    const { page, errors } = await watchedPage();
    await visit(page, "/no-existe");
    // The one expected console error: the 404 status of the page itself.
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 404 (Not Found)",
    ]);
    await page.context().close();
  });

  it("public pages work without a violation: navigation, the chat, the code look-up, the menu", async () => {
    const { page, errors } = await watchedPage();
    // Client-side navigation loads route modules and data from the site.
    await page.goto("/");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Productos", exact: true })
      .click();
    await page.waitForURL(/\/products$/);
    await hydrated(page);

    // The contact form opens the chat in a new tab.
    await visit(page, "/contact");
    await sendContactMessage(page);
    await page.getByText("Abriendo WhatsApp…").waitFor();

    // The invitation look-up runs as the code is typed.
    const code = "CSP-PRUEBA-1";
    await suite.worker.db.insert(invitationCodes).values({
      code,
      company: "Cocina de Prueba",
      name: "Rosa Castillo",
      email: "rosa@example.com",
      phone: "7715550199",
    });
    await visit(page, "/associates");
    const lookedUp = page.waitForResponse(
      (response) =>
        response.request().method() === "GET" &&
        new URL(response.url()).pathname === `/api/invitation-codes/${code}`,
    );
    await page.getByRole("textbox", { name: "Código de Invitación", exact: true }).fill(code);
    expect((await lookedUp).status()).toBe(200);
    await expectValue(
      page.getByRole("textbox", { name: "Nombre Completo", exact: true }),
      "Rosa Castillo",
    );
    await visit(page, "/clients");

    // The phone menu is a Radix dialog.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the sign-in page and the products tab work without a violation", async () => {
    const { page, errors } = await watchedPage();
    await visit(page, "/admin/auth");
    await page.getByLabel("Usuario").fill(TEST_ADMIN.username);
    await page.getByLabel("Contraseña").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await page.waitForURL(/\/admin$/);
    // The sign-in toast (sonner) shows.
    await page.getByText("Inicio de sesión exitoso").waitFor();
    await hydrated(page);

    // A Radix dialog with its form.
    await page.getByRole("link", { name: "Agregar producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo Producto" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await dialog.getByText("El nombre es requerido").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("/admin/images shows the upload preview, a blob: image, without a violation", async () => {
    const { page, errors } = await watchedPage({ signedIn: true });
    await visit(page, "/admin/images");
    await page.getByLabel("Archivo de imagen").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_2X3),
    });
    const preview = page.getByRole("img", { name: "Vista previa de foto.png" });
    await preview.waitFor();
    await expect(preview.getAttribute("src")).resolves.toMatch(/^blob:/);
    // Loaded (or broken): the image is complete either way.
    await page.waitForFunction(
      (image) => (image as HTMLImageElement).complete,
      await preview.elementHandle(),
    );
    await expect(preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(
      2,
    );

    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the Permissions-Policy names only features Chromium knows, so it warns about none", async () => {
    const { page } = await watchedPage();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Permissions-Policy")) warnings.push(message.text());
    });
    const response = await page.goto("/");
    await hydrated(page);
    const named = ((await response?.allHeaders())?.["permissions-policy"] ?? "")
      .split(",")
      .map((entry) => entry.trim().split("=")[0] ?? "")
      .filter(Boolean);
    expect(named.length).toBeGreaterThan(10);
    const known = await page.evaluate(() => {
      // Chromium's own list of the features it recognises (not in TypeScript's DOM types).
      const policy = (document as { featurePolicy?: { features(): string[] } }).featurePolicy;
      return policy?.features() ?? [];
    });
    expect(named.filter((feature) => !known.includes(feature))).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("blocks a script injected without the nonce, and reports it", async () => {
    const { page, errors } = await watchedPage();
    await visit(page, "/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injectedRan = true;";
      document.body.appendChild(script);
      const handler = document.createElement("img");
      handler.setAttribute("src", "data:,");
      handler.setAttribute("onerror", "window.__injectedRan = true;");
      document.body.appendChild(handler);
    });
    // Each refusal is reported by a securitypolicyviolation event of its own.
    await page.waitForFunction(() => (window.__cspViolations?.length ?? 0) >= 2);
    expect(await violations(page)).toHaveLength(2);
    expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
    expect((await violations(page)).every((line) => line.startsWith("script-src"))).toBe(true);
    // Chromium reports the refusal on the console too.
    expect(errors.some((line) => /Content Security Policy/i.test(line))).toBe(true);
    await page.context().close();
  });
});
