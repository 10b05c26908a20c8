/**
 * 'Hacer pedido' (`/pedido`) without JavaScript, and the buyer's private
 * page of the order (`/pedido/<token>`): the order placed from the bag at the
 * server's prices with the delivery's cost, the bag emptied, how to pay with
 * the CLABE and the number as reference, the WhatsApp link; every refusal
 * answered on the form with what was typed kept and nothing stored; the
 * standalone mode's simulation; the page found only through its link.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, products } from "../../app/db/schema";
import { formRequest, jsonRequest } from "../support/api";
import { Visitor } from "../support/bag";
import { readJson } from "../support/fixtures";
import { shownPageText, unescapeHtml } from "../support/html";
import { VALID_CLABE, ownerOrders, takeOrders } from "../support/order-settings";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";
import { createProduct, type CreatedProduct } from "../support/products";

const worker = workerSuite();
let admin: string;

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

const create = (fields: Record<string, unknown>) =>
  createProduct(worker, admin, { priceCents: 22000, stock: null, ...fields });

const buyer = {
  name: "Lucía Hernández",
  phone: "771 123 4567",
  email: "lucia@example.com",
  "delivery.option": "local-pachuca",
  "delivery.address": "Av. Juárez 12, Centro",
  "delivery.postalCode": "42000",
  payment: "transfer",
  notes: "Entregar por la tarde",
  consent: "on",
};

async function checkout(visitor: Visitor, fields: Record<string, string>) {
  const response = await worker.fetch("/pedido", formRequest(fields, { Cookie: visitor.cookie }));
  visitor.keep(response);
  return response;
}

const orderCount = async () => (await worker.db.select().from(orders)).length;

beforeAll(async () => {
  admin = await adminCookie(worker);
  await takeOrders(worker, admin);
});

describe("placing an order from the bag, without JavaScript", () => {
  it("stores it at the server's prices, empties the bag and opens its private page", async () => {
    const honey = await create({ name: "Miel Del Pedido", priceCents: 22000 });
    const chili = await create({ name: "Chile Del Pedido", priceCents: 9550, stock: 10 });
    const visitor = new Visitor(worker);
    await visitor.add(honey.id, 2);
    await visitor.add(chili.id, 1);

    const page = await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const form = await shownPageText(page);
    expect(form).toContain("Hacer pedido");
    expect(form).toContain("2 × Miel Del Pedido");
    expect(form).toContain("$535.50 MXN");
    expect(form).toContain("Entrega en Pachuca");
    expect(form).toContain("Transferencia SPEI");
    expect(form).toContain("Confirmar pedido");

    // A price or an item sent by the client is ignored: the bag and the catalogue decide.
    const placed = await checkout(visitor, {
      ...buyer,
      "items[0].productId": String(honey.id),
      "items[0].quantity": "50",
      "items[0].unitCents": "1",
    });
    expect(placed.status).toBe(302);
    const location = placed.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/pedido\/[A-Za-z0-9_-]{43}$/);
    expect(visitor.count()).toBe("");

    const [stored] = await worker.db
      .select()
      .from(orders)
      .where(eq(orders.token, location.split("/").pop() ?? ""));
    expect(stored).toMatchObject({
      name: "Lucía Hernández",
      phone: "7711234567",
      deliveryOption: "local-pachuca",
      subtotalCents: 53550,
      deliveryCents: 5000,
      totalCents: 58550,
      paymentMethod: "transfer",
      status: "nuevo",
      invoice: null,
    });
    const lines = await worker.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, stored!.id));
    expect(lines.map((line) => [line.productName, line.unitCents, line.quantity])).toEqual([
      ["Miel Del Pedido", 22000, 2],
      ["Chile Del Pedido", 9550, 1],
    ]);
    const [chiliRow] = await worker.db.select().from(products).where(eq(products.id, chili.id));
    expect(chiliRow?.stock).toBe(9);

    const toast = placed.headers
      .getSetCookie()
      .find((line) => line.includes("mp_toast"))
      ?.split(";")[0];
    const status = await worker.fetch(location, { headers: { Cookie: toast ?? "" } });
    expect(status.status).toBe(200);
    expect(status.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await status.text();
    const text = await shownPageText(new Response(html));
    const number = `MP-${String(stored!.id).padStart(4, "0")}`;
    expect(text).toContain("Pedido recibido");
    expect(text).toContain(`Pedido ${number}`);
    expect(text).toContain("Nuevo");
    expect(text).toContain("$585.50 MXN");
    expect(text).toContain("BBVA");
    expect(text).toContain(VALID_CLABE);
    expect(text).toContain(ownerOrders.confirmationText);
    expect(text).toContain("Enviar pedido por WhatsApp");
    const chat = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-order-whatsapp/.exec(html)?.[1];
    const message = new URL(unescapeHtml(chat ?? "https://wa.me/")).searchParams.get("text");
    expect(message).toContain(`Hola, hice el pedido ${number}:`);
    expect(message).toContain("Total: $585.50 MXN");

    const emptied = await visitor.page();
    expect(emptied.text).toContain("Tu bolsa está vacía.");
  });

  it.each([
    ["a phone that is not 10 digits", { phone: "771 123" }, "El teléfono debe tener 10 dígitos"],
    ["no name", { name: "" }, "El nombre completo es requerido"],
    ["no consent", { consent: "" }, "Debe aceptar el aviso de privacidad"],
    ["an unknown delivery", { "delivery.option": "dron" }, "Elige una forma de entrega"],
    ["an unknown payment", { payment: "bitcoin" }, "Elige una forma de pago"],
    [
      "an invoice with an RFC of the wrong form",
      { requiresInvoice: "on", "invoice.rfc": "XAXX0101", "invoice.razonSocial": "Mi Empresa" },
      "El RFC no es válido: revisa sus 12 o 13 caracteres",
    ],
  ])(
    "refuses %s: 400, its message, what was typed kept, nothing stored",
    async (_, change, message) => {
      const product = await create({ name: `Miel Rechazada ${Object.keys(change)[0]}` });
      const visitor = new Visitor(worker);
      await visitor.add(product.id, 2);
      const before = await orderCount();
      const fields = Object.fromEntries(
        Object.entries({ ...buyer, ...change }).filter(([, value]) => value !== ""),
      );
      const response = await checkout(visitor, fields);
      expect(response.status).toBe(400);
      const html = unescapeHtml(await response.text());
      expect(html).toContain(message);
      expect(html).toContain('value="Av. Juárez 12, Centro"');
      expect(await orderCount()).toBe(before);
      expect(visitor.count()).toBe("2");
    },
  );

  it("leaves out the invoice's fields unless '¿Requiere factura?' is checked, and stores them when it is", async () => {
    const product = await create({ name: "Miel Con Factura" });
    const without = new Visitor(worker);
    await without.add(product.id, 2);
    const ignored = await checkout(without, { ...buyer, "invoice.rfc": "nada" });
    expect(ignored.status).toBe(302);

    const withInvoice = new Visitor(worker);
    await withInvoice.add(product.id, 2);
    const invoiced = await checkout(withInvoice, {
      ...buyer,
      requiresInvoice: "on",
      "invoice.rfc": "EKU9003173C9",
      "invoice.razonSocial": "Escuela Kemper Urgate",
      "invoice.regimenFiscal": "601",
      "invoice.codigoPostal": "42000",
      "invoice.usoCfdi": "G03",
    });
    expect(invoiced.status).toBe(302);
    const token = (invoiced.headers.get("Location") ?? "").split("/").pop() ?? "";
    const [stored] = await worker.db.select().from(orders).where(eq(orders.token, token));
    expect(stored?.invoice).toMatchObject({ rfc: "EKU9003173C9", usoCfdi: "G03" });
  });

  it("refuses an order under the minimum, and one with fewer units left than the bag holds (409)", async () => {
    const cheap = await create({ name: "Miel Barata", priceCents: 10000 });
    const small = new Visitor(worker);
    await small.add(cheap.id, 1);
    const before = await orderCount();
    const under = await checkout(small, buyer);
    expect(under.status).toBe(409);
    const underPage = await shownPageText(under);
    expect(underPage).toContain("El pedido mínimo es de $300 MXN");
    // What holds the bag up is the minimum, not a line to review.
    expect(underPage).toContain("agrega $200 MXN más para hacer tu pedido.");
    expect(underPage).not.toContain("Algo de tu bolsa ya no se puede pedir");

    const scarce = await create({ name: "Miel Escasa", priceCents: 20000, stock: 3 });
    const visitor = new Visitor(worker);
    await visitor.add(scarce.id, 3);
    await worker.fetch(`/api/admin/products/${scarce.id}`, asAdmin("PATCH", { stock: 2 }));
    const page = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    expect(page).toContain("Algo de tu bolsa ya no se puede pedir como está");
    expect(page).not.toContain("Confirmar pedido");
    const refused = await checkout(visitor, buyer);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(unescapeHtml(html)).toContain("Ya no hay suficientes existencias de Miel Escasa");
    // What was typed is kept, and the bag is to be reviewed.
    for (const typed of [buyer.name, buyer.phone, buyer.email, buyer["delivery.address"]]) {
      expect(unescapeHtml(html)).toContain(`value="${typed}"`);
    }
    expect(unescapeHtml(html)).toContain(`>${buyer.notes}</textarea>`);
    expect(unescapeHtml(html)).toContain("Algo de tu bolsa ya no se puede pedir como está");
    expect(await orderCount()).toBe(before);
  });

  it("under the minimum, the bag says what is missing and the checkout sends back to it, with no form", async () => {
    const cheap = await create({ name: "Miel Del Mínimo", priceCents: 10000 });
    const visitor = new Visitor(worker);
    await visitor.add(cheap.id, 2);
    const note = "El pedido mínimo es de $300 MXN: agrega $100 MXN más para hacer tu pedido.";
    const bag = await shownPageText(
      await worker.fetch("/bolsa", { headers: { Cookie: visitor.cookie } }),
    );
    expect(bag).toContain(note);
    expect(bag).not.toContain("Hacer pedido</a>");
    const checkoutPage = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    expect(checkoutPage).toContain(note);
    expect(checkoutPage).not.toContain("Confirmar pedido");

    await visitor.add(cheap.id, 1);
    const reached = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    expect(reached).not.toContain("El pedido mínimo es de $300 MXN: agrega");
    expect(reached).toContain("Confirmar pedido");
  });

  it("shows shipping at no cost from its free-shipping threshold, and the threshold below it", async () => {
    const jar = await create({ name: "Miel Del Envío", priceCents: 50000 });
    const visitor = new Visitor(worker);
    await visitor.add(jar.id, 1);
    const under = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    // The option's label, its cost and its line below, tags between them.
    expect(under).toMatch(
      /Envío a todo México(<[^>]*>)*\$180 MXN(<[^>]*>)*Gratis desde \$1,500 MXN de compra/,
    );

    await visitor.add(jar.id, 2);
    const free = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    expect(free).toMatch(
      /Envío a todo México(<[^>]*>)*Sin costo(<[^>]*>)*Gratis desde \$1,500 MXN de compra/,
    );
    // From an address of its own: the file's other orders spent the shared one's hour.
    const placed = await worker.fetch(
      "/pedido",
      formRequest(
        {
          ...buyer,
          "delivery.option": "shipping",
          "delivery.address": "Calle Reforma 3, Puebla",
          "delivery.postalCode": "72000",
        },
        { Cookie: visitor.cookie, "CF-Connecting-IP": "10.244.0.1" },
      ),
    );
    expect(placed.status).toBe(302);
    const token = (placed.headers.get("Location") ?? "").split("/").pop() ?? "";
    const [order] = await worker.db.select().from(orders).where(eq(orders.token, token));
    expect([order?.deliveryCents, order?.totalCents]).toEqual([0, 150000]);
  });

  it("leaves out a line whose product was deleted, and places the rest", async () => {
    const gone = await create({ name: "Miel Retirada Del Catálogo", priceCents: 22000 });
    const kept = await create({ name: "Miel Que Sigue", priceCents: 22000 });
    const visitor = new Visitor(worker);
    await visitor.add(gone.id, 1);
    await visitor.add(kept.id, 2);
    const deleted = await worker.fetch(`/api/admin/products/${gone.id}`, asAdmin("DELETE"));
    expect(deleted.status).toBe(200);

    const page = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: visitor.cookie } }),
    );
    expect(page).toContain("2 × Miel Que Sigue");
    expect(page).not.toContain("Miel Retirada Del Catálogo");
    expect(page).toContain("Confirmar pedido");

    const placed = await checkout(visitor, buyer);
    expect(placed.status).toBe(302);
    const token = (placed.headers.get("Location") ?? "").split("/").pop() ?? "";
    const [order] = await worker.db.select().from(orders).where(eq(orders.token, token));
    const lines = await worker.db
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? -1));
    expect(lines).toEqual([{ productId: kept.id, quantity: 2 }]);
  });

  it("answers an empty bag with 'Tu bolsa está vacía' and stores nothing", async () => {
    const visitor = new Visitor(worker);
    const before = await orderCount();
    const page = await shownPageText(await worker.fetch("/pedido"));
    expect(page).toContain("Tu bolsa está vacía.");
    const response = await checkout(visitor, buyer);
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain("Tu bolsa está vacía");
    expect(await orderCount()).toBe(before);
  });

  it("reads a product named twice in the standalone bag's cookie as its first line", async () => {
    const listed = await worker.fetch("/api/products", { headers: { Cookie: "mp_standalone=1" } });
    const [product] = (await readJson<(CreatedProduct & { orderable: boolean })[]>(listed)).filter(
      (each) => each.orderable,
    );
    if (!product) throw new Error("the static copy has no product to order");
    const cookie = `mp_standalone=1; bolsa_lineas=${product.id}.3-${product.id}.60`;
    const page = await shownPageText(
      await worker.fetch("/pedido", { headers: { Cookie: cookie } }),
    );
    expect(page).toContain(`3 × ${product.name}`);
    expect(page).not.toContain(`60 × ${product.name}`);
    expect(page).toContain("Confirmar pedido");
  });

  it("simulates the order in standalone mode, saying so, and stores nothing", async () => {
    const visitor = new Visitor(worker, "mp_standalone=1");
    const listed = await worker.fetch("/api/products", { headers: { Cookie: visitor.cookie } });
    const [product] = (await readJson<(CreatedProduct & { orderable: boolean })[]>(listed)).filter(
      (each) => each.orderable,
    );
    if (!product) throw new Error("the static copy has no product to order");
    await visitor.add(product.id, 2);
    const before = await orderCount();
    const response = await checkout(visitor, buyer);
    expect(response.status).toBe(200);
    const text = await shownPageText(response);
    expect(text).toContain("Pedido simulado");
    expect(text).toContain("modo sin conexión");
    expect(await orderCount()).toBe(before);
    expect(visitor.count()).toBe("");
  });
});

describe("the buyer's private page", () => {
  it("is found only through its link: another token, or no token's form, is the site's 404", async () => {
    const unknown = await worker.fetch(`/pedido/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    const malformed = await worker.fetch("/pedido/MP-0001");
    expect(malformed.status).toBe(404);
  });

  it("lists the states in its history, not the owner's notes", async () => {
    const product = await create({ name: "Miel Con Notas" });
    const visitor = new Visitor(worker);
    await visitor.add(product.id, 2);
    const placed = await checkout(visitor, buyer);
    expect(placed.status).toBe(302);
    const link = placed.headers.get("Location") ?? "";
    const [order] = await worker.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.token, link.split("/").pop() ?? ""));
    const path = `/api/admin/orders/${order?.id ?? 0}`;
    expect((await worker.fetch(path, asAdmin("PATCH", { status: "confirmado" }))).status).toBe(200);
    const noted = await worker.fetch(path, asAdmin("PATCH", { note: "Llamar antes de entregar" }));
    expect(noted.status).toBe(200);

    const page = await shownPageText(await worker.fetch(link));
    const history = page.slice(page.indexOf("Historial"));
    expect(history.match(/Nuevo/g)).toHaveLength(1);
    expect(history.match(/Confirmado/g)).toHaveLength(1);
    expect(page).not.toContain("Llamar antes de entregar");
  });

  it("shows cash's where and when for an order paid in cash", async () => {
    const product = await create({ name: "Miel En Efectivo" });
    const visitor = new Visitor(worker);
    await visitor.add(product.id, 2);
    const placed = await checkout(visitor, {
      ...buyer,
      "delivery.option": "pickup-1",
      "delivery.address": "",
      "delivery.postalCode": "",
      payment: "cash",
    });
    expect(placed.status).toBe(302);
    const page = await shownPageText(await worker.fetch(placed.headers.get("Location") ?? ""));
    expect(page).toContain("Cómo pagar: Efectivo");
    expect(page).toContain(ownerOrders.payment.cash.details ?? "");
    expect(page).toContain("Recoger en La tienda de Real del Monte");
    // Where to go and when: the point's address and hours, as the owner wrote them.
    expect(page).toContain("Plaza Principal 4, de 10 a 18 h");
    expect(page).not.toContain(VALID_CLABE);
  });

  it("leaves out the bank's lines the owner cleared since, and says how to ask for them", async () => {
    const product = await create({ name: "Miel Por Transferencia" });
    const visitor = new Visitor(worker);
    await visitor.add(product.id, 2);
    // An address of its own: the file's other orders share the default one's hourly limit.
    const placed = await worker.fetch(
      "/pedido",
      formRequest(buyer, { Cookie: visitor.cookie, "CF-Connecting-IP": "10.247.0.1" }),
    );
    expect(placed.status).toBe(302);
    const link = placed.headers.get("Location") ?? "";
    expect(await shownPageText(await worker.fetch(link))).toContain(VALID_CLABE);
    const cleared = await worker.fetch(
      "/api/admin/site-settings/orders",
      asAdmin("PUT", {
        ...ownerOrders,
        payment: {
          ...ownerOrders.payment,
          transfer: { enabled: false, bank: "", beneficiary: "", clabe: "" },
        },
      }),
    );
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    try {
      const page = await shownPageText(await worker.fetch(link));
      expect(page).toContain(
        "Escríbenos por WhatsApp y te enviamos los datos para la transferencia.",
      );
      expect(page).not.toMatch(/>(Banco|Beneficiario|CLABE)</);
      expect(page).toMatch(/>Referencia<\/dt><dd>MP-\d{4}</);
    } finally {
      await takeOrders(worker, admin);
    }
  });
});
