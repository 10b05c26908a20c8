import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { jsonRequest, postForm, signInAs } from "../support/api";
import { freshAddresses } from "../support/addresses";
import { expectJsonError, readJson, validProduct } from "../support/fixtures";
import { shownPage, shownPageText } from "../support/html";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

/**
 * A product's price as an amount (`priceCents`) and its stock
 * (docs/decisions/030-prices-and-stock.md): the JSON API, the admin's form
 * without JavaScript and the pages that show them, on the production build.
 */

const worker = workerSuite();
const freshAddress = freshAddresses("10.230");
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

interface ShownProduct {
  id: number;
  slug: string;
  price: string | null;
  priceCents: number | null;
  stock: number | null;
  availability: string;
  orderable: boolean;
}

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

let created = 0;
async function createProduct(overrides: Record<string, unknown> = {}): Promise<ShownProduct> {
  const response = await worker.fetch(
    "/api/admin/products",
    asAdmin("POST", { ...validProduct(), name: `Miel con precio ${++created}`, ...overrides }),
  );
  expect(response.status).toBe(201);
  return readJson<ShownProduct>(response);
}

const patch = (id: number, body: unknown) =>
  worker.fetch(`/api/admin/products/${id}`, asAdmin("PATCH", body));

async function stored(id: number) {
  const [row] = await worker.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} is not stored`);
  return row;
}

async function listed(id: number): Promise<ShownProduct> {
  const response = await worker.fetch("/api/products");
  expect(response.status).toBe(200);
  const product = (await readJson<ShownProduct[]>(response)).find((item) => item.id === id);
  if (!product) throw new Error(`/api/products does not list ${id}`);
  return product;
}

describe("PATCH /api/admin/products/{id} with an amount and a stock", () => {
  it("stores both, writes the price text from the amount, and GET /api/products shows them", async () => {
    const product = await createProduct({ price: "$199 MXN" });
    const response = await patch(product.id, { priceCents: 123450, stock: 12 });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: 12,
      orderable: true,
    });
    expect(await stored(product.id)).toMatchObject({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: 12,
      availability: "disponible",
    });
    expect(await listed(product.id)).toMatchObject({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: 12,
      orderable: true,
    });
  });

  it("reads the amount from a price text given alone, keeping the text as written", async () => {
    const product = await createProduct();
    expect((await patch(product.id, { price: "$1,250 MXN" })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ price: "$1,250 MXN", priceCents: 125000 });
  });

  it("keeps a text that holds no amount, with no amount: the product cannot be ordered", async () => {
    const product = await createProduct();
    expect((await patch(product.id, { price: "Consultar" })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ price: "Consultar", priceCents: null });
    expect(await listed(product.id)).toMatchObject({
      price: "Consultar",
      priceCents: null,
      orderable: false,
    });
    const page = await shownPageText(await worker.fetch(`/products/${product.slug}`));
    expect(page).toContain("Consultar");
    expect(page).not.toContain("Pedir por WhatsApp");
  });

  it("clears the text with the amount", async () => {
    const product = await createProduct({ priceCents: 22000 });
    expect(product).toMatchObject({ price: "$220 MXN", priceCents: 22000 });
    expect((await patch(product.id, { priceCents: null })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ price: null, priceCents: null });
  });

  it("makes a product of 0 units 'agotado', whatever availability came with it, and opens its waiting list", async () => {
    const product = await createProduct({ stock: 3 });
    expect(product).toMatchObject({ stock: 3, availability: "disponible", orderable: true });
    const response = await patch(product.id, { stock: 0, availability: "disponible" });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      stock: 0,
      availability: "agotado",
      orderable: false,
    });
    expect(await stored(product.id)).toMatchObject({ stock: 0, availability: "agotado" });
    // Marked available again while its stock is still 0: still sold out.
    expect((await patch(product.id, { availability: "disponible" })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ stock: 0, availability: "agotado" });

    const joined = await worker.fetch(
      "/api/waitlist",
      jsonRequest(
        "POST",
        { productId: product.id, name: "Rosa Peña", phone: "771 555 0101", consent: true },
        { "CF-Connecting-IP": freshAddress() },
      ),
    );
    expect(joined.status).toBe(201);
    const page = await shownPageText(await worker.fetch(`/products/${product.slug}`));
    expect(page).toContain("Agotado");
    expect(page).toContain("Avísame cuando haya");

    // Units again, and available: it can be ordered.
    expect((await patch(product.id, { stock: 5, availability: "disponible" })).status).toBe(200);
    expect(await listed(product.id)).toMatchObject({
      stock: 5,
      availability: "disponible",
      orderable: true,
    });
  });

  it.each([
    ["priceCents", -1, "El precio (priceCents) debe ser un número entero de centavos de 0 o más"],
    ["priceCents", 1.5, "El precio (priceCents) debe ser un número entero de centavos de 0 o más"],
    [
      "priceCents",
      "abc",
      "El precio (priceCents) debe ser un número entero de centavos de 0 o más",
    ],
    [
      "priceCents",
      "22000",
      "El precio (priceCents) debe ser un número entero de centavos de 0 o más",
    ],
    ["priceCents", 10_000_001, "El precio no puede pasar de $100,000 MXN"],
    ["stock", -1, "Las existencias deben ser un número entero de 0 o más"],
    ["stock", 1.5, "Las existencias deben ser un número entero de 0 o más"],
    ["stock", "3", "Las existencias deben ser un número entero de 0 o más"],
    ["stock", 100_001, "Las existencias no pueden pasar de 100,000"],
  ])("refuses %s = %j with 400 and '%s', storing nothing", async (field, value, message) => {
    const product = await createProduct({ priceCents: 22000, stock: 4 });
    const before = await snapshot(worker);
    await expectJsonError(await patch(product.id, { [field]: value }), 400, {
      error: message,
      fieldErrors: { [field]: [message] },
    });
    const created = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", { ...validProduct(), name: "Miel rechazada", [field]: value }),
    );
    expect(created.status).toBe(400);
    expect(await snapshot(worker)).toEqual(before);
  });
});

/** Posts to the Productos action as a browser without JavaScript. */
const productPost = (fields: Record<string, string>) => {
  const form = new URLSearchParams({
    name: "Miel del formulario",
    description: "Una miel para probar el precio.",
    category: "Mieles",
    imageUrls: "/images/miel-cruda-1.webp",
    mainImageUrl: "/images/miel-cruda-1.webp",
    availability: "disponible",
    ...fields,
  });
  return postForm(worker, "/admin?index", form, { Cookie: admin });
};

describe("the product form without JavaScript", () => {
  it("shows 'Precio (MXN)' and 'Existencias' with the product's amount in pesos and its stock", async () => {
    const product = await createProduct({ priceCents: 22050, stock: 12 });
    const { status, html } = await shownPage(worker, `/admin?editar=${product.id}`, admin);
    expect(status).toBe(200);
    expect(html).toContain("Precio (MXN)");
    expect(html).toContain("Existencias");
    expect(html).toMatch(
      /name="pricePesos"[^>]*value="220.50"|value="220.50"[^>]*name="pricePesos"/,
    );
    expect(html).toMatch(/name="stock"[^>]*value="12"|value="12"[^>]*name="stock"/);
    expect(html).toMatch(/name="stockShown" value="12"/);
  });

  it("an edit that leaves the stock as shown keeps the units orders took meanwhile; a typed count is stored", async () => {
    const product = await createProduct({ priceCents: 22000, stock: 3 });
    // The form was drawn at 3; then two orders took 2 units.
    await worker.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const unchanged = await productPost({
      intent: "update",
      id: String(product.id),
      name: "Miel con otra descripción",
      pricePesos: "220",
      stock: "3",
      stockShown: "3",
    });
    expect(unchanged.status).toBe(302);
    expect(await stored(product.id)).toMatchObject({ name: "Miel con otra descripción", stock: 1 });
    // The owner counts the shelf again: 20 jars.
    const recounted = await productPost({
      intent: "update",
      id: String(product.id),
      name: "Miel con otra descripción",
      pricePesos: "220",
      stock: "20",
      stockShown: "3",
    });
    expect(recounted.status).toBe(302);
    expect((await stored(product.id)).stock).toBe(20);
  });

  it("stores the pesos typed as centavos, and a stock of 0 as 'agotado'", async () => {
    const product = await createProduct();
    const response = await productPost({
      intent: "update",
      id: String(product.id),
      name: "Miel del formulario",
      pricePesos: "250.50",
      stock: "0",
    });
    expect(response.status).toBe(302);
    expect(await stored(product.id)).toMatchObject({
      price: "$250.50 MXN",
      priceCents: 25050,
      stock: 0,
      availability: "agotado",
    });
  });

  it("takes blank fields as no amount and stock not counted", async () => {
    const product = await createProduct({ priceCents: 9900, stock: 2 });
    const response = await productPost({
      intent: "update",
      id: String(product.id),
      name: "Miel sin precio",
      pricePesos: "",
      stock: "",
    });
    expect(response.status).toBe(302);
    expect(await stored(product.id)).toMatchObject({ price: null, priceCents: null, stock: null });
  });

  it.each([
    ["pricePesos", "220.505", "Escribe el precio en pesos, por ejemplo 220 o 220.50"],
    ["pricePesos", "doscientos", "Escribe el precio en pesos, por ejemplo 220 o 220.50"],
    ["pricePesos", "-5", "Escribe el precio en pesos, por ejemplo 220 o 220.50"],
    ["pricePesos", "200000", "El precio no puede pasar de $100,000 MXN"],
    ["stock", "-1", "Las existencias deben ser un número entero de 0 o más"],
    ["stock", "1.5", "Las existencias deben ser un número entero de 0 o más"],
    ["stock", "100001", "Las existencias no pueden pasar de 100,000"],
  ])("refuses %s = %j with 400 and '%s', storing nothing", async (field, value, message) => {
    const product = await createProduct({ priceCents: 22000, stock: 4 });
    const before = await snapshot(worker);
    const response = await productPost({
      intent: "update",
      id: String(product.id),
      [field]: value,
    });
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(message);
    expect(await snapshot(worker)).toEqual(before);
  });

  it("keeps a text that held no amount, says it in the form and flags it in the list", async () => {
    const product = await createProduct({ price: "Consultar", stock: 7 });
    const list = await shownPage(worker, "/admin", admin);
    const row = list.html.slice(list.html.indexOf(`id="producto-${product.id}"`));
    expect(row.slice(0, row.indexOf("</li>"))).toContain("Sin precio: no se puede pedir");
    expect(row.slice(0, row.indexOf("</li>"))).toMatch(/Existencias:<\/dt><dd>7<\/dd>/);

    const form = await shownPage(worker, `/admin?editar=${product.id}`, admin);
    expect(form.html).toContain("Precio anterior: Consultar");
    // Saved with no amount typed: the text stays; with one, the amount's text replaces it.
    expect(
      (
        await productPost({
          intent: "update",
          id: String(product.id),
          price: "Consultar",
          pricePesos: "",
          stock: "7",
        })
      ).status,
    ).toBe(302);
    expect(await stored(product.id)).toMatchObject({ price: "Consultar", priceCents: null });
    expect(
      (
        await productPost({
          intent: "update",
          id: String(product.id),
          price: "Consultar",
          pricePesos: "180",
          stock: "7",
        })
      ).status,
    ).toBe(302);
    expect(await stored(product.id)).toMatchObject({ price: "$180 MXN", priceCents: 18000 });
  });
});

describe("the pages show the amount's text", () => {
  it("on the product page, the price list and the structured data", async () => {
    const product = await createProduct({ price: "220", priceCents: null });
    expect(await stored(product.id)).toMatchObject({ price: "220", priceCents: 22000 });
    const page = await worker.fetch(`/products/${product.slug}`);
    const html = await page.text();
    expect(html).toContain('"price":220');
    expect(await shownPageText(new Response(html))).toContain("$220 MXN");
    const list = await shownPageText(await worker.fetch("/lista-de-precios"));
    expect(list).toContain("$220 MXN");
  });
});
