import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../app/db/schema";
import { jsonRequest } from "../support/api";
import {
  holdRequests,
  openPage,
  seriousAccessibilityViolations,
  waitForHydration,
} from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { validProduct } from "../support/fixtures";
import { ownerOrders, takeOrders } from "../support/order-settings";

/**
 * 'Tu bolsa' in Chromium (docs/decisions/036-the-bag.md), with and without
 * JavaScript, on a phone and a desktop: two products into the bag from
 * their pages, the header's count, a quantity changed and a line removed on
 * /bolsa with the subtotal following, and axe clean.
 */

const suite = adminBrowserSuite();

interface Created {
  id: number;
  slug: string;
  name: string;
}

async function create(name: string, priceCents: number): Promise<Created> {
  const response = await suite.worker.fetch(
    "/api/admin/products",
    jsonRequest(
      "POST",
      {
        ...validProduct(),
        // Pictures of the site only: the browser reaches no other host.
        imageUrls: ["/images/miel-cruda-1.webp"],
        mainImageUrl: "/images/miel-cruda-1.webp",
        name,
        priceCents,
        stock: 20,
      },
      { Cookie: suite.cookie },
    ),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

let honey: Created;
let chili: Created;

beforeAll(async () => {
  await takeOrders(suite.worker, suite.cookie);
  honey = await create("Miel Picosa De Bolsa", 22000);
  chili = await create("Chile Rayado De Bolsa", 9550);
});

/** Posts a bag form and waits for the page it comes back to. */
async function submitAndWait(page: Page, submit: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /^\/bolsa(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await submit();
  await answered;
}

async function addFromItsPage(page: Page, product: Created, quantity: string, javaScript: boolean) {
  await page.goto(`/products/${product.slug}`);
  if (javaScript) await waitForHydration(page);
  const form = page.locator("form[data-add-to-bag]");
  await form.getByLabel("Cantidad").fill(quantity);
  await submitAndWait(page, () => form.getByRole("button", { name: "Agregar a la bolsa" }).click());
  await page.getByText("Agregado a tu bolsa").first().waitFor();
  expect(new URL(page.url()).pathname).toBe(`/products/${product.slug}`);
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the bag %s", (_label, javaScript) => {
  it.each([
    ["at 390 px", { width: 390, height: 844 }],
    ["at 1280 px", { width: 1280, height: 800 }],
  ])("%s: two products in, one quantity changed, one removed", async (_size, viewport) => {
    const { page, errors } = await openPage(suite.browser, suite.base, { javaScript, viewport });
    await addFromItsPage(page, honey, "2", javaScript);
    await addFromItsPage(page, chili, "1", javaScript);
    if (javaScript) {
      await page.getByRole("link", { name: "Bolsa: 3 productos" }).waitFor();
    }

    await page.getByRole("link", { name: /^Bolsa/ }).click();
    await page.getByRole("heading", { name: "Tu bolsa", level: 1 }).waitFor();
    const subtotal = page.locator("[data-bag-subtotal]");
    await expect(subtotal.textContent()).resolves.toBe("$535.50 MXN");

    const honeyLine = page.locator(`[data-bag-line="${honey.id}"]`);
    await honeyLine.getByLabel("Cantidad").fill("3");
    await submitAndWait(page, () => honeyLine.getByRole("button", { name: "Actualizar" }).click());
    await page.getByText("Bolsa actualizada").first().waitFor();
    await expect(subtotal.textContent()).resolves.toBe("$755.50 MXN");
    if (javaScript) await page.getByRole("link", { name: "Bolsa: 4 productos" }).waitFor();
    if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const chiliLine = page.locator(`[data-bag-line="${chili.id}"]`);
    await submitAndWait(page, () => chiliLine.getByRole("button", { name: /^Quitar/ }).click());
    await page.getByText("Producto quitado de tu bolsa").first().waitFor();
    await expect(subtotal.textContent()).resolves.toBe("$660 MXN");
    await expect(page.locator("[data-bag-line]").count()).resolves.toBe(1);

    await submitAndWait(page, () => honeyLine.getByRole("button", { name: /^Quitar/ }).click());
    await page.getByText("Tu bolsa está vacía.").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("a card of /products %s", (_label, javaScript) => {
  it("adds its product with a quantity and comes back to the list", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, {
      javaScript,
      viewport: { width: 390, height: 844 },
    });
    await page.goto("/products");
    if (javaScript) await waitForHydration(page);
    const card = page.locator(`article[data-product="${chili.slug}"]`);
    await card.getByLabel("Cantidad").fill("3");
    await submitAndWait(page, () =>
      card.getByRole("button", { name: "Agregar a la bolsa" }).click(),
    );
    await page.getByText("Agregado a tu bolsa").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/products");
    if (javaScript) await page.getByRole("link", { name: "Bolsa: 3 productos" }).waitFor();
    await page.goto("/bolsa");
    await expect(
      page.locator(`[data-bag-line="${chili.id}"]`).getByLabel("Cantidad").inputValue(),
    ).resolves.toBe("3");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the checkout %s", (_label, javaScript) => {
  it.each([
    ["at 390 px", { width: 390, height: 844 }],
    ["at 1280 px", { width: 1280, height: 800 }],
  ])("%s: the bag ordered with a transfer, then its private page", async (_size, viewport) => {
    const { page, errors } = await openPage(suite.browser, suite.base, { javaScript, viewport });
    await addFromItsPage(page, honey, "2", javaScript);
    await addFromItsPage(page, chili, "1", javaScript);
    await page.goto("/bolsa");
    if (javaScript) await waitForHydration(page);
    await page.getByRole("link", { name: "Hacer pedido" }).click();
    await page.getByRole("heading", { name: "Hacer pedido", level: 1 }).waitFor();
    if (javaScript) await waitForHydration(page);

    await page.getByLabel("Nombre completo").fill("Lucía Hernández");
    await page.getByLabel("Teléfono (WhatsApp)").fill("771 123 4567");
    await page.getByRole("radio", { name: /Entrega en Pachuca/ }).check();
    await page.getByLabel("Dirección de entrega").fill("Av. Juárez 12, Centro");
    await page.getByLabel("Código postal", { exact: true }).fill("42000");
    await page.getByRole("radio", { name: /Transferencia SPEI/ }).check();
    await page.getByLabel(/Acepto que usen estos datos/).check();
    if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await page.getByRole("heading", { name: /^Pedido MP-\d{4}$/, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\/[A-Za-z0-9_-]{43}$/);
    await page.getByText("Pedido recibido").first().waitFor();
    await expect(page.locator("[data-order-status]").textContent()).resolves.toBe("Nuevo");
    await expect(page.locator("[data-order-total]").textContent()).resolves.toBe("$585.50 MXN");
    await expect(page.locator("[data-order-clabe]").textContent()).resolves.toBe(
      ownerOrders.payment.transfer.clabe,
    );
    const chat = await page.locator("[data-order-whatsapp]").getAttribute("href");
    expect(new URL(chat ?? "https://wa.me/").searchParams.get("text")).toMatch(
      /^Hola, hice el pedido MP-\d{4}:/,
    );
    if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    const number = (await page.locator("h1").textContent())?.replace("Pedido ", "") ?? "";
    await page.context().close();
    await ownerFollowsTheOrder(number, javaScript, viewport);
  });
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the checkout %s, refused for units taken meanwhile", (label, javaScript) => {
  it("keeps what was typed, says which product, and points to the bag", async () => {
    const scarce = await create(`Miel Que Se Agota ${javaScript ? "Con" : "Sin"} Script`, 22000);
    const { page, errors } = await openPage(suite.browser, suite.base, { javaScript });
    await addFromItsPage(page, scarce, "3", javaScript);
    await page.goto("/pedido");
    if (javaScript) await waitForHydration(page);
    const buyer = `Rosa Sin Existencias ${label}`;
    await page.getByLabel("Nombre completo").fill(buyer);
    await page.getByLabel("Teléfono (WhatsApp)").fill("771 765 4321");
    await page.getByRole("radio", { name: /La tienda de Real del Monte/ }).check();
    await page.getByRole("radio", { name: /Transferencia SPEI/ }).check();
    await page.getByLabel(/Acepto que usen estos datos/).check();
    const lowered = await suite.worker.fetch(
      `/api/admin/products/${scarce.id}`,
      jsonRequest("PATCH", { stock: 2 }, { Cookie: suite.cookie }),
    );
    expect(lowered.status).toBe(200);

    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await page.getByText(`Ya no hay suficientes existencias de ${scarce.name}`).waitFor();
    await expect(page.getByLabel("Nombre completo").inputValue()).resolves.toBe(buyer);
    await expect(page.getByLabel("Teléfono (WhatsApp)").inputValue()).resolves.toBe("771 765 4321");
    await page.getByText("Algo de tu bolsa ya no se puede pedir como está").waitFor();
    await page.getByRole("link", { name: "Tu bolsa", exact: true }).first().waitFor();
    expect(await suite.worker.db.select().from(orders).where(eq(orders.name, buyer))).toEqual([]);
    if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await page.context().close();
  });
});

/** The owner, in 'Pedidos', confirms the order and takes it to 'Entregado'. */
async function ownerFollowsTheOrder(
  number: string,
  javaScript: boolean,
  viewport: { width: number; height: number },
) {
  const { page, errors } = await suite.adminPage({ javaScript, viewport });
  await page.goto("/admin/orders");
  if (javaScript) await waitForHydration(page);
  await page.getByRole("link", { name: new RegExp(`Abrir el pedido ${number}`) }).click();
  await page.getByRole("heading", { name: `Pedido ${number}` }).waitFor();
  if (javaScript) await waitForHydration(page);
  const status = page.locator("[data-order-status]");
  for (const [label, note] of [
    ["Confirmado", "Confirmado por WhatsApp"],
    ["Pagado", "Transferencia recibida"],
    ["Enviado", ""],
    ["Entregado", ""],
  ] as const) {
    await page.getByLabel("Nuevo estado").selectOption({ label });
    if (note) await page.getByLabel("Nota (opcional)").fill(note);
    await page.getByRole("button", { name: "Guardar" }).click();
    await status.filter({ hasText: new RegExp(`^${label}$`) }).waitFor();
  }
  await expect(status.textContent()).resolves.toBe("Entregado");
  await page.getByText("Transferencia recibida").waitFor();
  await page.getByText("Este pedido ya no cambia de estado.").waitFor();
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}

/** The checkout form's own code, which /pedido fetches on the form's first use. */
const CHECKOUT_FORM_CODE = /\/assets\/CheckoutForm-[\w-]{8}\.js$/;

describe("the checkout form's code loads on the form's first use", () => {
  it("not with the page: /pedido hydrates without it, and focusing a field downloads it", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base);
    // Four: one jar is under the shop's minimum, and the page would offer no form.
    await addFromItsPage(page, chili, "4", true);
    const formCode = await holdRequests(page, CHECKOUT_FORM_CODE);
    await page.goto("/pedido", { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(formCode.urls).toEqual([]);
    // The server's form is there, whole, before its code.
    await expect(page.getByRole("button", { name: "Confirmar pedido" }).isVisible()).resolves.toBe(
      true,
    );
    await page.getByLabel("Nombre completo").focus();
    await formCode.requested;
    await formCode.release();
    await waitForHydration(page, "#hacer-pedido");
    expect(formCode.urls).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the checkout without JavaScript, 'Confirmar pedido' clicked twice", () => {
  it("stores one order and shows it, as the second answer is the one the browser keeps", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, { javaScript: false });
    await addFromItsPage(page, chili, "4", false);
    await page.goto("/pedido");
    const buyer = "Rosa Doble Clic";
    await page.getByLabel("Nombre completo").fill(buyer);
    await page.getByLabel("Teléfono (WhatsApp)").fill("771 765 4321");
    await page.getByRole("radio", { name: /La tienda de Real del Monte/ }).check();
    await page.getByRole("radio", { name: /Transferencia SPEI/ }).check();
    await page.getByLabel(/Acepto que usen estos datos/).check();
    // The first post reaches the server, and its answer is held on the way back
    // while the buyer clicks again, as on a slow connection.
    let firstStored: () => void = () => {};
    const firstReachedServer = new Promise<void>((resolve) => (firstStored = resolve));
    const sent: string[] = [];
    let releaseFirst: () => void = () => {};
    await page.route("**/pedido", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent.push(new URL(route.request().url()).pathname);
      if (sent.length > 1) return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      firstStored();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      // The browser dropped this navigation for the second one.
      await route.fulfill({ response: answer }).catch(() => {});
    });
    // The mouse itself: a locator's click would wait for the first navigation to end.
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await confirm.scrollIntoViewIfNeeded();
    const box = (await confirm.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await firstReachedServer;
    await page.mouse.click(x, y);

    await page.getByRole("heading", { name: /^Pedido MP-\d{4}$/, level: 1 }).waitFor();
    await page.getByText("Pedido recibido").first().waitFor();
    releaseFirst();
    expect(sent).toEqual(["/pedido", "/pedido"]);
    const stored = await suite.worker.db.select().from(orders).where(eq(orders.name, buyer));
    expect(stored).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`/pedido/${stored[0]?.token}`);
    await expect(page.locator("[data-order-total]").textContent()).resolves.toBe("$382 MXN");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
