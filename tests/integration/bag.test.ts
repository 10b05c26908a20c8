/**
 * 'Tu bolsa' (docs/decisions/036-the-bag.md) without JavaScript: plain
 * posts to /bolsa that redirect with a flash toast, the bag kept in D1 under
 * its cookie (in a cookie of its own in standalone mode), the count cookie
 * for the header, every refusal with its Spanish message and nothing
 * stored, the page cache untouched, D1 failing, and the daily clean-up.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bags } from "../../app/db/schema";
import { jsonRequest } from "../support/api";
import { Visitor } from "../support/bag";
import { readJson } from "../support/fixtures";
import { shownPageText } from "../support/html";
import { ownerOrders } from "../support/order-settings";
import { adminCookie } from "../support/session";
import { proxiedWorkerSuite } from "../support/worker-suite";
import { createProduct, type CreatedProduct } from "../support/products";

const { worker, proxy } = proxiedWorkerSuite({ pageCache: true });
let admin: string;

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

async function setOrders(enabled: boolean) {
  const response = await worker.fetch(
    "/api/admin/site-settings/orders",
    asAdmin("PUT", { ...ownerOrders, enabled }),
  );
  expect(response.status).toBe(200);
}

const create = (fields: Record<string, unknown>) =>
  createProduct(worker, admin, { priceCents: 22000, stock: null, ...fields });

async function patchProduct(id: number, fields: Record<string, unknown>) {
  const response = await worker.fetch(`/api/admin/products/${id}`, asAdmin("PATCH", fields));
  expect(response.status).toBe(200);
}

const QUANTITY = "La cantidad debe ser un número entero de 1 a 99";
const UNAVAILABLE =
  "Los pedidos no están disponibles en este momento. Escríbenos por WhatsApp y con gusto te atendemos.";

beforeAll(async () => {
  admin = await adminCookie(worker);
});
beforeEach(() => {
  proxy.mode = "pass";
});

describe("while the site takes no orders", () => {
  it("/bolsa is not found, a post stores nothing, and products offer no bag", async () => {
    await setOrders(false);
    const product = await create({ name: "Miel Sin Bolsa" });
    expect((await worker.fetch("/bolsa")).status).toBe(404);
    const visitor = new Visitor(worker);
    const response = await visitor.add(product.id, 1);
    expect(response.status).toBe(404);
    expect(await worker.db.select().from(bags)).toEqual([]);
    const page = await worker.fetch(`/products/${product.slug}`);
    expect(await page.text()).not.toContain("Agregar a la bolsa");
  });
});

describe("the bag without JavaScript", () => {
  beforeAll(() => setOrders(true));

  it("'Agregar a la bolsa' on a product page adds it and comes back with the toast", async () => {
    const product = await create({ name: "Miel Para La Bolsa", priceCents: 18050 });
    const page = await worker.fetch(`/products/${product.slug}`);
    expect(await shownPageText(page)).toContain("Agregar a la bolsa");

    const visitor = new Visitor(worker);
    const added = await visitor.add(product.id, 2, `/products/${product.slug}`);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/products/${product.slug}`);
    expect(visitor.count()).toBe("2");
    const toastCookie = added.headers
      .getSetCookie()
      .find((line) => line.includes("mp_toast"))
      ?.split(";")[0];
    const next = await worker.fetch(`/products/${product.slug}`, {
      headers: { Cookie: `${visitor.cookie}; ${toastCookie}` },
    });
    const shown = await shownPageText(next);
    expect(shown).toContain("Agregado a tu bolsa");
    expect(shown).toContain("Miel Para La Bolsa × 2");

    const rows = await worker.db.select().from(bags);
    expect(rows.map((row) => row.lines)).toContainEqual([{ productId: product.id, quantity: 2 }]);

    const bagResponse = await worker.fetch("/bolsa", { headers: { Cookie: visitor.cookie } });
    expect(bagResponse.headers.get("Cache-Control")).toBe("private, no-store");
    const bag = await visitor.page();
    expect(bag.status).toBe(200);
    expect(bag.text).toContain("Miel Para La Bolsa");
    expect(bag.text).toContain("$180.50 MXN");
    expect(bag.text).toContain("Subtotal");
    expect(bag.text).toContain("$361 MXN");
  });

  it("'Agregar a la bolsa' on a card of /products comes back to /products", async () => {
    const product = await create({ name: "Miel De Tarjeta", priceCents: 15000 });
    const list = await worker.fetch("/products");
    const html = await list.text();
    const card =
      new RegExp(`data-product="${product.slug}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? "";
    expect(card).toContain('action="/bolsa"');
    expect(card).toContain(`name="productId" value="${product.id}"`);
    expect(card).toContain('name="returnTo" value="/products"');
    const visitor = new Visitor(worker);
    const added = await visitor.add(product.id, 1, "/products");
    expect(added.headers.get("Location")).toBe("/products");
    expect(visitor.count()).toBe("1");
  });

  it("adds to a line, changes its quantity, removes it; an empty bag leaves nothing stored", async () => {
    const honey = await create({ name: "Miel De Azahar Picosa", priceCents: 10000 });
    const chili = await create({ name: "Chile Rayado En Hojuelas", priceCents: 5000 });
    const visitor = new Visitor(worker);
    await visitor.add(honey.id, 1);
    await visitor.add(chili.id, 3);
    const again = await visitor.add(honey.id, 2);
    expect(again.headers.get("Location")).toBe("/bolsa");
    expect(visitor.count()).toBe("6");
    let bag = await visitor.page();
    expect(bag.text).toContain("$450 MXN");

    await visitor.post({ intent: "set", productId: String(chili.id), quantity: "1" });
    expect(visitor.count()).toBe("4");
    bag = await visitor.page();
    expect(bag.text).toContain("$350 MXN");

    await visitor.post({ intent: "remove", productId: String(honey.id) });
    await visitor.post({ intent: "remove", productId: String(chili.id) });
    expect(visitor.count()).toBe("");
    bag = await visitor.page();
    expect(bag.text).toContain("Tu bolsa está vacía.");
    const token = visitor.token() ?? "";
    expect(await worker.db.select().from(bags).where(eq(bags.token, token))).toEqual([]);
  });

  it("reads a row that is not a list of lines as what it holds of them, never as a failure", async () => {
    const honey = await create({ name: "Miel De Fila Rara", priceCents: 10000 });
    const good = { productId: honey.id, quantity: 2 };
    for (const [stored, shows] of [
      [["x"], null],
      ["texto", null],
      [{ productId: honey.id, quantity: 1 }, null],
      [[good, "x", 5, [good]], good],
    ] as const) {
      const token = randomBytes(32).toString("base64url");
      await worker.db.insert(bags).values({ token, lines: stored as never });
      const visitor = new Visitor(worker, `bolsa=${token}`);
      const bag = await visitor.page();
      expect(bag.status, JSON.stringify(stored)).toBe(200);
      if (shows) {
        expect(bag.text).toContain("Miel De Fila Rara");
        expect(bag.text).toContain("$200 MXN");
      } else {
        expect(bag.text).toContain("Tu bolsa está vacía.");
      }
    }
  });

  it("renews the token's cookie with each change, as the bag's 60 days start again", async () => {
    const honey = await create({ name: "Miel De Bolsa Renovada" });
    const visitor = new Visitor(worker);
    await visitor.add(honey.id, 1);
    const token = visitor.token();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const changed = await visitor.add(honey.id, 1);
    const renewed = changed.headers.getSetCookie().find((line) => line.startsWith("bolsa="));
    expect(renewed, "the change sets the token's cookie again").toBeDefined();
    expect(renewed).toContain(`bolsa=${token};`);
    expect(renewed).toContain("Max-Age=5184000");
    expect(renewed).toContain("HttpOnly");
  });

  it.each([
    ["0", QUANTITY],
    ["-1", QUANTITY],
    ["1.5", QUANTITY],
    ["100", QUANTITY],
    ["muchos", QUANTITY],
  ])("refuses a quantity of %s: 400, its message, nothing stored", async (quantity, message) => {
    const product = await create({ name: `Miel Cantidad ${quantity}` });
    const visitor = new Visitor(worker);
    const before = await worker.db.select().from(bags);
    const response = await visitor.add(product.id, quantity);
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(message);
    expect(await worker.db.select().from(bags)).toEqual(before);
  });

  it("refuses an unknown product (404), one that cannot be ordered and more than is left (409)", async () => {
    const visitor = new Visitor(worker);
    const before = await worker.db.select().from(bags);
    const unknown = await visitor.add(999_999, 1);
    expect(unknown.status).toBe(404);
    expect(await shownPageText(unknown)).toContain("Producto no encontrado");

    const soldOut = await create({ name: "Miel Agotada", availability: "agotado" });
    const refused = await visitor.add(soldOut.id, 1);
    expect(refused.status).toBe(409);
    expect(await shownPageText(refused)).toContain("«Miel Agotada» no se puede pedir por ahora");

    const noPrice = await create({ name: "Miel Sin Precio", priceCents: null, price: "Consultar" });
    expect((await visitor.add(noPrice.id, 1)).status).toBe(409);

    const few = await create({ name: "Miel De Tres Frascos", stock: 3 });
    const tooMany = await visitor.add(few.id, 4);
    expect(tooMany.status).toBe(409);
    expect(await shownPageText(tooMany)).toContain(
      "Ya no hay suficientes existencias de Miel De Tres Frascos",
    );
    expect(await worker.db.select().from(bags)).toEqual(before);
  });

  it.each([
    ["no intent", {}],
    ["an unknown one", { intent: "vaciar" }],
  ])("refuses a change with %s in Spanish (400), the bag untouched", async (_what, fields) => {
    const visitor = new Visitor(worker);
    const product = await create({ name: `Miel Sin Intención ${crypto.randomUUID()}` });
    await visitor.add(product.id, 2);
    const refused = await visitor.post({ productId: String(product.id), ...fields });
    expect(refused.status).toBe(400);
    expect(await shownPageText(refused)).toContain(
      "No reconocemos ese cambio de la bolsa: usa sus botones para agregar, cambiar o quitar.",
    );
    expect(visitor.count()).toBe("2");
  });

  it("refuses a line past 99 units with its message", async () => {
    const product = await create({ name: "Miel Por Mayoreo" });
    const visitor = new Visitor(worker);
    expect((await visitor.add(product.id, 98)).status).toBe(302);
    const refused = await visitor.add(product.id, 2);
    expect(refused.status).toBe(400);
    expect(await shownPageText(refused)).toContain(
      "Tu bolsa ya tiene 98 unidades de este producto: se pueden pedir como máximo 99 de cada uno.",
    );
    expect(visitor.count()).toBe("98");
  });

  it("flags a line that can no longer be ordered as it stands, and leaves it out of the subtotal", async () => {
    const kept = await create({ name: "Miel Que Sigue", priceCents: 10000 });
    const gone = await create({ name: "Miel Que Se Acabó", priceCents: 20000 });
    const fewer = await create({ name: "Miel Que Escasea", priceCents: 1000, stock: 5 });
    const visitor = new Visitor(worker);
    await visitor.add(kept.id, 1);
    await visitor.add(gone.id, 1);
    await visitor.add(fewer.id, 4);
    await patchProduct(gone.id, { availability: "agotado" });
    await patchProduct(fewer.id, { stock: 2 });
    const bag = await visitor.page();
    expect(bag.text).toContain("Este producto ya no se puede pedir: quítalo de tu bolsa.");
    expect(bag.text).toContain("Solo quedan 2 unidades: cambia la cantidad.");
    expect(bag.text).toMatch(/Subtotal(<[^>]*>)*\$100 MXN/);
  });

  it("keeps the public pages in the page cache: a visitor with a bag gets the shared copy", async () => {
    const product = await create({ name: "Miel De Caché" });
    const visitor = new Visitor(worker);
    await visitor.add(product.id, 1);
    expect(visitor.cookie).toMatch(/bolsa=.+; bolsa_cuenta=1/);
    let status: string | null = null;
    for (let attempt = 0; attempt < 20 && status !== "miel-picosa; hit"; attempt += 1) {
      const response = await worker.fetch(`/products/${product.slug}`, {
        headers: { Cookie: visitor.cookie },
      });
      await response.text();
      status = response.headers.get("Cache-Status");
    }
    expect(status).toBe("miel-picosa; hit");
  });
});

describe("the bag in every mode", () => {
  beforeAll(() => setOrders(true));

  it("works in standalone mode, kept in a cookie and nothing in D1", async () => {
    const visitor = new Visitor(worker, "mp_standalone=1");
    // The standalone site shows the static copy of the catalogue.
    const listed = await worker.fetch("/api/products", { headers: { Cookie: visitor.cookie } });
    const [product] = (await readJson<(CreatedProduct & { orderable: boolean })[]>(listed)).filter(
      (each) => each.orderable,
    );
    if (!product) throw new Error("the static copy has no product to order");
    const before = await worker.db.select().from(bags);
    const added = await visitor.add(product.id, 2);
    expect(added.status).toBe(302);
    expect(visitor.count()).toBe("2");
    expect(await worker.db.select().from(bags)).toEqual(before);
    const bag = await visitor.page();
    expect(bag.text).toContain("Modo sin conexión: tu bolsa se guarda solo en este navegador.");
    expect(bag.text).toContain(product.name);
  });

  it("says ordering is not available now and offers WhatsApp when D1 fails, the bag and the checkout alike", async () => {
    const product = await create({ name: "Miel En La Falla" });
    const visitor = new Visitor(worker);
    await visitor.add(product.id, 1);
    const before = await worker.db.select().from(bags);
    proxy.mode = "fail-all";
    try {
      const page = await worker.fetch("/bolsa", { headers: { Cookie: visitor.cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(await shownPageText(new Response(html))).toContain(UNAVAILABLE);
      expect(html).toContain("https://wa.me/");
      const refused = await visitor.add(product.id, 1);
      expect(refused.status).toBe(503);
      expect(await shownPageText(refused)).toContain(UNAVAILABLE);
      const checkout = await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } });
      expect(checkout.status).toBe(200);
      const checkoutHtml = await checkout.text();
      expect(await shownPageText(new Response(checkoutHtml))).toContain(UNAVAILABLE);
      expect(checkoutHtml).toContain("https://wa.me/");
      expect(checkoutHtml).not.toContain("Confirmar pedido");
    } finally {
      proxy.mode = "pass";
    }
    expect(await worker.db.select().from(bags)).toEqual(before);
  });

  it("a bag untouched for 60 days goes with the daily clean-up; a recent one stays", async () => {
    const product = await create({ name: "Miel Olvidada" });
    const old = new Visitor(worker);
    await old.add(product.id, 1);
    const recent = new Visitor(worker);
    await recent.add(product.id, 1);
    const tokenOf = (visitor: Visitor) => visitor.token() ?? "";
    const day = 24 * 60 * 60_000;
    await worker.db
      .update(bags)
      .set({ updatedAt: new Date(Date.now() - 61 * day) })
      .where(eq(bags.token, tokenOf(old)));
    await worker.scheduled(new Date());
    const tokens = (await worker.db.select().from(bags)).map((row) => row.token);
    expect(tokens).not.toContain(tokenOf(old));
    expect(tokens).toContain(tokenOf(recent));
  });
});
