/**
 * The admin's 'Pedidos' pages without JavaScript
 * (docs/decisions/032-orders-without-a-payment-processor.md): the list,
 * newest first and filtered by status; an order's page with the buyer, the
 * lines, the invoice and the history; its form moving the order along its
 * path with a note (the same change as PATCH /api/admin/orders/{id}), a
 * refused move answered on the page with nothing changed; the chat with the
 * buyer typed with the state's words; the standalone mode's notice.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderStatusChanges, orders, products } from "../../app/db/schema";
import { formRequest, signInAs } from "../support/api";
import { shownPageText, unescapeHtml } from "../support/html";
import { takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { workerSuite } from "../support/worker-suite";
import { placeOrderThroughApi } from "../support/place-order";

const worker = workerSuite();
let admin: string;
let honey: CreatedProduct;

beforeAll(async () => {
  admin = await signInAs(worker);
  await takeOrders(worker, admin);
  honey = await createProduct(worker, admin, {
    name: "Miel Para El Panel",
    priceCents: 22000,
    stock: 50,
  });
});

/** Places an order of 2 jars through the API; answers its id and number. */
const placeOrder = (name: string, invoice?: unknown) =>
  placeOrderThroughApi(worker, honey.id, { name, invoice });

const page = (path: string, cookie = admin) =>
  worker.fetch(path, { headers: { Cookie: cookie }, redirect: "manual" });

const change = (id: number, fields: Record<string, string>) =>
  worker.fetch(`/admin/orders/${id}`, formRequest(fields, { Cookie: admin }));

async function stockOf(id: number) {
  const [row] = await worker.db.select().from(products).where(eq(products.id, id));
  return row?.stock;
}

describe("the list", () => {
  it("is for admins only", async () => {
    const anonymous = await worker.fetch("/admin/orders", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/auth/);
  });

  it("shows the orders newest first, filtered by status; an unknown status is a 400", async () => {
    const first = await placeOrder("Primera Compradora");
    const second = await placeOrder("Segundo Comprador");
    const all = await shownPageText(await page("/admin/orders"));
    expect(all).toContain("Pedidos");
    expect(all.indexOf(second.number)).toBeLessThan(all.indexOf(first.number));
    expect(all).toContain("Segundo Comprador");
    expect(all).toContain("$440 MXN");

    await change(first.id, { status: "confirmado" });
    const confirmed = await shownPageText(await page("/admin/orders?status=confirmado"));
    expect(confirmed).toContain(first.number);
    expect(confirmed).not.toContain(second.number);

    const unknown = await page("/admin/orders?status=perdido");
    expect(unknown.status).toBe(400);
    expect(await shownPageText(unknown)).toContain("Estado no válido");
  });
});

describe("an order's page", () => {
  it("shows the buyer, the lines, the invoice and the history, and the moves allowed", async () => {
    const { id, number } = await placeOrder("Lucía Hernández", {
      rfc: "EKU9003173C9",
      razonSocial: "Escuela Kemper Urgate",
      regimenFiscal: "601",
      codigoPostal: "42000",
      usoCfdi: "G03",
    });
    const response = await page(`/admin/orders/${id}`);
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    const text = await shownPageText(new Response(html));
    expect(text).toContain(`Pedido ${number}`);
    expect(text).toContain("Lucía Hernández");
    expect(text).toContain("2 × Miel Para El Panel");
    expect(text).toContain("Recoger en La tienda de Real del Monte");
    expect(text).toContain("Transferencia SPEI");
    expect(text).toContain("EKU9003173C9");
    expect(text).toContain("601 · General de Ley Personas Morales");
    expect(text).toContain("G03 · Gastos en general");
    expect(text).toMatch(/Nuevo[\s\S]*el cliente/);
    expect(html).toMatch(/<option value="confirmado">Confirmado<\/option>/);
    expect(html).toMatch(/<option value="cancelado">Cancelado<\/option>/);
    expect(html).not.toMatch(/<option value="entregado">/);
    const chat = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-buyer-chat/.exec(html)?.[1] ?? "";
    expect(new URL(chat).pathname).toBe("/527711234567");
    expect(new URL(chat).searchParams.get("text")).toBe(
      `Hola Lucía, recibimos tu pedido ${number}. En breve lo confirmamos.`,
    );
  });

  it("offers 'Listo para recoger' to an order picked up and 'Enviado' to one taken to its buyer, and refuses the other", async () => {
    // Addresses of their own: the file's other orders fill the default one's rate limit.
    const pickedUp = await placeOrderThroughApi(worker, honey.id, {
      name: "Recoge En Tienda",
      clientAddress: "10.251.0.1",
    });
    const taken = await placeOrderThroughApi(worker, honey.id, {
      name: "Recibe En Casa",
      delivery: { option: "local-pachuca", address: "Calle del Río 3" },
      clientAddress: "10.251.0.2",
    });
    for (const { id } of [pickedUp, taken]) {
      for (const status of ["confirmado", "pagado"]) {
        expect((await change(id, { status })).status).toBe(302);
      }
    }
    const offered = async (id: number) =>
      [
        ...unescapeHtml(await (await page(`/admin/orders/${id}`)).text()).matchAll(
          /<option value="([a-z-]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await offered(pickedUp.id)).toEqual(["listo-para-recoger", "cancelado"]);
    expect(await offered(taken.id)).toEqual(["enviado", "cancelado"]);

    for (const [{ id }, wrong, fitting] of [
      [pickedUp, "enviado", "Listo para recoger"],
      [taken, "listo-para-recoger", "Enviado"],
    ] as const) {
      const refused = await change(id, { status: wrong });
      expect(refused.status).toBe(400);
      expect(await shownPageText(refused)).toContain(
        `Estado no válido: este pedido se entrega de otra forma; márcalo «${fitting}»`,
      );
      const [stored] = await worker.db.select().from(orders).where(eq(orders.id, id));
      expect(stored?.status).toBe("pagado");
    }
    const ready = await change(pickedUp.id, { status: "listo-para-recoger" });
    expect(ready.status).toBe(302);
    const html = unescapeHtml(await (await page(`/admin/orders/${pickedUp.id}`)).text());
    const chat = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-buyer-chat/.exec(html)?.[1] ?? "";
    expect(new URL(chat).searchParams.get("text")).toBe(
      `Hola Recoge, tu pedido ${pickedUp.number} está listo para recoger.`,
    );
  });

  it("moves the order along its path with a note, by the admin, and back to its page with the toast", async () => {
    const { id } = await placeOrder("Rosa Peña");
    const moved = await change(id, { status: "confirmado", note: "Confirmado por WhatsApp" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`/admin/orders/${id}`);
    const toast = moved.headers
      .getSetCookie()
      .find((line) => line.includes("mp_toast"))
      ?.split(";")[0];
    const after = await shownPageText(await page(`/admin/orders/${id}`, `${admin}; ${toast}`));
    expect(after).toContain("Pedido actualizado");
    expect(after).toContain("Confirmado por WhatsApp");

    const history = await worker.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, id));
    expect(history.map((entry) => [entry.status, entry.note, entry.changedBy])).toEqual([
      ["nuevo", null, null],
      ["confirmado", "Confirmado por WhatsApp", "admin"],
    ]);
    for (const status of ["pagado", "listo-para-recoger", "entregado"]) {
      expect((await change(id, { status })).status).toBe(302);
    }
    const [stored] = await worker.db.select().from(orders).where(eq(orders.id, id));
    expect(stored?.status).toBe("entregado");
    const finished = await shownPageText(await page(`/admin/orders/${id}`));
    expect(finished).toContain("Este pedido ya no cambia de estado.");
  });

  it("refuses a move the path does not allow and an empty change: 400, nothing changed", async () => {
    const { id } = await placeOrder("Saúl Ibarra");
    const skipped = await change(id, { status: "entregado", note: "Se saltó pasos" });
    expect(skipped.status).toBe(400);
    const text = unescapeHtml(await skipped.text());
    expect(text).toContain("Estado no válido");
    expect(text).toContain("Se saltó pasos");
    const nothing = await change(id, { status: "", note: "" });
    expect(nothing.status).toBe(400);
    expect(await shownPageText(nothing)).toContain("Indique el estado o la nota");
    const [stored] = await worker.db.select().from(orders).where(eq(orders.id, id));
    expect(stored?.status).toBe("nuevo");
  });

  it("carries the status it shows: the same change twice is done once, a change made meanwhile is not overridden", async () => {
    const { id } = await placeOrder("Doble Clic");
    const html = await (await page(`/admin/orders/${id}`)).text();
    expect(html).toMatch(/<input type="hidden" name="from" value="nuevo"/);
    const twice = await Promise.all(
      [1, 2].map(() => change(id, { from: "nuevo", status: "confirmado", note: "Confirmado" })),
    );
    expect(twice.map((response) => response.status)).toEqual([302, 302]);
    const history = await worker.db
      .select({ status: orderStatusChanges.status })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, id));
    expect(history.map((row) => row.status)).toEqual(["nuevo", "confirmado"]);
    // A page still showing 'Nuevo' cannot cancel the order confirmed since.
    const stale = await change(id, { from: "nuevo", status: "cancelado" });
    expect(stale.status).toBe(409);
    expect(unescapeHtml(await stale.text())).toContain(
      "El pedido cambió mientras lo veías: ahora está en «Confirmado». Revisa su estado antes de cambiarlo.",
    );
    const [stored] = await worker.db.select().from(orders).where(eq(orders.id, id));
    expect(stored?.status).toBe("confirmado");
  });

  it("a cancellation gives the units back", async () => {
    const before = await stockOf(honey.id);
    const { id } = await placeOrder("Clara Caída");
    expect(await stockOf(honey.id)).toBe((before ?? 0) - 2);
    expect((await change(id, { status: "cancelado" })).status).toBe(302);
    expect(await stockOf(honey.id)).toBe(before);
  });

  it("an id that names no order is the page's 404", async () => {
    const missing = await page("/admin/orders/999999");
    expect(missing.status).toBe(404);
    expect(await shownPageText(missing)).toContain("Pedido no encontrado");
    expect((await page("/admin/orders/abc")).status).toBe(404);
  });

  it("in standalone mode, says the orders are not read there", async () => {
    const standalone = "mp_standalone=1; mp_mock_session=1";
    const list = await shownPageText(await page("/admin/orders", standalone));
    expect(list).toContain(
      "Los pedidos contienen datos personales y no se leen en modo sin conexión.",
    );
  });
});

describe("the figures and the CSV", () => {
  it("count only delivered orders, by month and by product, in units and amounts", async () => {
    const chili = await createProduct(worker, admin, {
      name: "Chile Para Las Cifras",
      priceCents: 9550,
      stock: null,
    });
    const delivered = await placeOrder("Cifras Entregadas");
    for (const status of ["confirmado", "pagado", "listo-para-recoger", "entregado"]) {
      expect((await change(delivered.id, { status })).status).toBe(302);
    }
    await placeOrder("Cifras Pendientes");
    const response = await page("/admin/orders");
    const html = unescapeHtml(await response.text());
    const months = /data-figures="months"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const products = /data-figures="products"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const month = new Intl.DateTimeFormat("es-MX", {
      month: "long",
      year: "numeric",
      timeZone: "America/Mexico_City",
    }).format(new Date());
    const [counted] = await worker.db
      .select({ count: sql<number>`count(*)` })
      .from(orders)
      .where(eq(orders.status, "entregado"));
    const deliveredCount = Number(counted?.count);
    /** The table's body cells, row by row. */
    const cells = (table: string) =>
      [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
        .slice(1)
        .map((row) => [...(row[1] ?? "").matchAll(/>([^<]*)<\/t[hd]>/g)].map((cell) => cell[1]));
    expect(cells(months)).toContainEqual([
      month,
      String(deliveredCount),
      String(deliveredCount * 2),
      `$${(deliveredCount * 440).toLocaleString("es-MX")} MXN`,
    ]);
    expect(cells(products)).toContainEqual([
      "Miel Para El Panel",
      String(deliveredCount * 2),
      `$${(deliveredCount * 440).toLocaleString("es-MX")} MXN`,
    ]);
    expect(products).not.toContain(chili.name);
  });

  it("downloads the orders the filter shows, one row an order, as CSV", async () => {
    const { number } = await placeOrder("Fila Del Csv");
    const response = await page("/admin/orders.csv?status=nuevo");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      '"Pedido","Fecha","Estado","Nombre","Teléfono","Correo electrónico","Entrega","Dirección","Código postal","Pago","Productos","Subtotal","Entrega (costo)","Total","Notas","RFC","Razón social","Régimen fiscal","Código postal fiscal","Uso de CFDI"',
    );
    const row = rows.find((line) => line.startsWith(`"${number}"`)) ?? "";
    expect(row).toContain('"Nuevo","Fila Del Csv","7711234567"');
    expect(row).toContain('"2 × Miel Para El Panel","440","0","440"');
    expect(rows.every((line) => line.includes('"Nuevo"'))).toBe(true);
    const refused = await page("/admin/orders.csv?status=perdido");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Estado no válido");
    const anonymous = await worker.fetch("/admin/orders.csv", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});
