import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  orderLines,
  orderStatusChanges,
  orders,
  products,
  rateLimitHits,
} from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { jsonRequest, postForm, signInAs } from "../support/api";
import { emailsAfter } from "../support/emails";
import { expectJsonError, readJson } from "../support/fixtures";
import { ownerOrders, takeOrders } from "../support/order-settings";
import { createProduct as createProductAs, type CreatedProduct } from "../support/products";
import { PNG_2X3, WEBP_1X1 } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";

/**
 * Orders (docs/decisions/032-orders-without-a-payment-processor.md): the
 * checkout's options and POST /api/orders, with the server's prices, the
 * delivery's cost and free-shipping threshold, the minimum, every refusal
 * with nothing stored, the last units ordered by many at once, the admin's
 * list, order and status moves (a cancellation gives the units back and says
 * who waits), and the owner's e-mail.
 */

const NOTIFY = { to: "dueno@miel-prueba.example", from: "avisos@miel-prueba.example" };
const ORDERS_OFF = "Este sitio no recibe pedidos en línea por ahora";
const QUANTITY = "La cantidad debe ser un número entero de 1 a 99";
const BAD_STATUS = "Estado no válido";
const NOT_FOUND = "Pedido no encontrado";
const TOKEN_URL = /^\/pedido\/[A-Za-z0-9_-]{43}$/;

const worker = workerSuite({ notify: NOTIFY });
const freshAddress = freshAddresses("10.236");
let admin: string;

const createProduct = (fields: Record<string, unknown>) => createProductAs(worker, admin, fields);

/** 220 pesos, 100 units. */
let honey: CreatedProduct;
/** 95 pesos, units not counted. */
let chili: CreatedProduct;
/** 'proximamente'. */
let coming: CreatedProduct;
/** No amount ('Consultar'). */
let unpriced: CreatedProduct;
/** 5 units left. */
let fewLeft: CreatedProduct;

beforeAll(async () => {
  admin = await signInAs(worker);
  honey = await createProduct({ name: "Miel Picosa de Pedido", priceCents: 22000, stock: 100 });
  chili = await createProduct({ name: "Chile Ahumado de Pedido", priceCents: 9500, stock: null });
  coming = await createProduct({
    name: "Miel de Azahar Próxima",
    priceCents: 18000,
    availability: "proximamente",
  });
  unpriced = await createProduct({ name: "Miel sin Precio", price: "Consultar" });
  fewLeft = await createProduct({ name: "Miel de Reserva «Última»", priceCents: 40000, stock: 5 });
});

interface OrderBody {
  items: { productId: number; quantity: number; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** A whole, valid order: shipped, paid by transfer. */
function orderOf(items: OrderBody["items"], fields: Record<string, unknown> = {}): OrderBody {
  return {
    items,
    name: "Ana Ruiz Téllez",
    phone: "(771) 123-45-67",
    email: "Ana@Ejemplo.example",
    delivery: { option: "shipping", address: "Calle Hidalgo 5, Col. Centro", postalCode: "42000" },
    payment: "transfer",
    notes: "Tocar el timbre dos veces",
    consent: true,
    ...fields,
  };
}

function placeOrder(body: unknown, address = freshAddress()) {
  return worker.fetch("/api/orders", jsonRequest("POST", body, { "CF-Connecting-IP": address }));
}

const adminSend = (method: string, path: string, body?: unknown) =>
  worker.fetch(path, jsonRequest(method, body, { Cookie: admin }));

async function orderCount(): Promise<number> {
  const [row] = await worker.db.select({ value: count() }).from(orders);
  return row?.value ?? 0;
}

async function productRow(id: number) {
  const [row] = await worker.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

interface Placed {
  number: string;
  totalCents: number;
  statusUrl: string;
  whatsappUrl: string;
}

async function placed(body: unknown): Promise<Placed> {
  const response = await placeOrder(body);
  const text = await response.clone().text();
  expect(response.status, text).toBe(201);
  return readJson<Placed>(response);
}

const idOf = (number: string) => Number(number.replace("MP-", ""));

async function storedOrder(number: string) {
  const id = idOf(number);
  const [order] = await worker.db.select().from(orders).where(eq(orders.id, id));
  const lines = await worker.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const history = await worker.db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, id));
  return { order, lines, history };
}

describe("while 'Pedidos' is off (the default), the checkout does not exist", () => {
  it("GET /api/orders/options answers 404", async () => {
    await expectJsonError(await worker.fetch("/api/orders/options"), 404, { error: ORDERS_OFF });
  });

  it("a valid order answers 404 and stores nothing", async () => {
    const response = await placeOrder(orderOf([{ productId: honey.id, quantity: 2 }]));
    await expectJsonError(response, 404, { error: ORDERS_OFF });
    expect(await orderCount()).toBe(0);
    expect((await productRow(honey.id)).stock).toBe(100);
  });
});

describe("with 'Pedidos' on", () => {
  beforeAll(async () => {
    const response = await adminSend("PUT", "/api/admin/site-settings/orders", ownerOrders);
    expect(response.status).toBe(200);
  });

  it("GET /api/orders/options answers what the owner offers", async () => {
    const response = await worker.fetch("/api/orders/options");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      delivery: [
        {
          id: "pickup-1",
          label: "Recoger en La tienda de Real del Monte",
          costCents: 0,
          needsAddress: false,
          freeFromCents: null,
        },
        {
          id: "pickup-2",
          label: "Recoger en Mercado de Pachuca",
          costCents: 0,
          needsAddress: false,
          freeFromCents: null,
        },
        {
          id: "local-pachuca",
          label: "Entrega en Pachuca",
          costCents: 5000,
          needsAddress: true,
          freeFromCents: null,
        },
        {
          id: "local-mineral-del-chico",
          label: "Entrega en Mineral del Chico",
          costCents: 8950,
          needsAddress: true,
          freeFromCents: null,
        },
        {
          id: "shipping",
          label: "Envío a todo México",
          costCents: 18000,
          needsAddress: true,
          freeFromCents: 150000,
        },
      ],
      payment: [
        { id: "transfer", label: "Transferencia SPEI" },
        { id: "cash", label: "Efectivo" },
      ],
      minimumCents: 30000,
    });
  });

  describe("placing an order", () => {
    it("stores the order, its lines at the server's prices and its first status; takes the units", async () => {
      const before = worker.sentEmails().length;
      const answer = await placed(
        orderOf([
          // A price sent by the client is ignored.
          { productId: honey.id, quantity: 2, unitCents: 1, priceCents: 1 },
          { productId: chili.id, quantity: 1 },
        ]),
      );
      // 2 × 220 + 95 = 535, shipping 180.
      expect(answer).toEqual({
        number: expect.stringMatching(/^MP-\d{4}$/),
        totalCents: 71500,
        statusUrl: expect.stringMatching(TOKEN_URL),
        whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/527711234567\?text=/),
      });
      const message = decodeURIComponent(answer.whatsappUrl.split("?text=")[1] ?? "");
      expect(message).toContain(`pedido ${answer.number}`);
      expect(message).toContain("2 × Miel Picosa de Pedido: $440 MXN");
      expect(message).toContain("Total: $715 MXN");

      const { order, lines, history } = await storedOrder(answer.number);
      expect(order).toMatchObject({
        name: "Ana Ruiz Téllez",
        phone: "7711234567",
        email: "ana@ejemplo.example",
        deliveryOption: "shipping",
        deliveryLabel: "Envío a todo México",
        deliveryAddress: "Calle Hidalgo 5, Col. Centro",
        deliveryPostalCode: "42000",
        paymentMethod: "transfer",
        paymentLabel: "Transferencia SPEI",
        notes: "Tocar el timbre dos veces",
        invoice: null,
        subtotalCents: 53500,
        deliveryCents: 18000,
        totalCents: 71500,
        status: "nuevo",
      });
      expect(`/pedido/${order?.token}`).toBe(answer.statusUrl);
      expect(
        lines.map(({ productId, productName, unitCents, quantity }) => ({
          productId,
          productName,
          unitCents,
          quantity,
        })),
      ).toEqual([
        { productId: honey.id, productName: honey.name, unitCents: 22000, quantity: 2 },
        { productId: chili.id, productName: chili.name, unitCents: 9500, quantity: 1 },
      ]);
      expect(history).toMatchObject([{ status: "nuevo", note: null, changedBy: null }]);
      expect((await productRow(honey.id)).stock).toBe(98);
      expect((await productRow(chili.id)).stock).toBeNull();

      // The owner's e-mail, with the lines and the total.
      const [email] = await emailsAfter(worker, before, 1);
      expect(email?.subject).toBe(`Nuevo pedido ${answer.number}: Ana Ruiz Téllez, $715 MXN`);
      expect(email?.to).toEqual([NOTIFY.to]);
      expect(email?.replyTo).toEqual(["ana@ejemplo.example"]);
      expect(email?.text).toContain("- 2 × Miel Picosa de Pedido ($220 MXN): $440 MXN");
      expect(email?.text).toContain("- 1 × Chile Ahumado de Pedido ($95 MXN): $95 MXN");
      expect(email?.text).toContain("Total: $715 MXN");
      // The address as the order's pages show it.
      expect(email?.text).toContain("Dirección: Calle Hidalgo 5, Col. Centro, C.P. 42000");
      expect(email?.text).toContain(`/admin/orders/${idOf(answer.number)}`);
      await vi.waitFor(async () => {
        expect((await storedOrder(answer.number)).order?.noticeState).toBe("sent");
      });
    });

    it("ships free from the owner's threshold: 7 × 220 = 1,540 ≥ 1,500", async () => {
      const answer = await placed(orderOf([{ productId: honey.id, quantity: 7 }]));
      expect(answer.totalCents).toBe(154000);
      const { order } = await storedOrder(answer.number);
      expect(order).toMatchObject({ subtotalCents: 154000, deliveryCents: 0, totalCents: 154000 });
    });

    it("charges a town's delivery, and a pickup keeps no address", async () => {
      const local = await placed(
        orderOf([{ productId: honey.id, quantity: 2 }], {
          delivery: { option: "local-mineral-del-chico", address: "Calle del Río 3" },
        }),
      );
      expect(local.totalCents).toBe(44000 + 8950);
      const pickup = await placed(
        orderOf([{ productId: honey.id, quantity: 2 }], {
          delivery: { option: "pickup-1", address: "No hace falta" },
          payment: "cash",
          email: null,
        }),
      );
      expect(pickup.totalCents).toBe(44000);
      const { order } = await storedOrder(pickup.number);
      expect(order).toMatchObject({
        deliveryOption: "pickup-1",
        deliveryLabel: "Recoger en La tienda de Real del Monte",
        // The point's address and hours, not what the buyer typed.
        deliveryAddress: "Plaza Principal 4, de 10 a 18 h",
        deliveryCents: 0,
        paymentMethod: "cash",
        email: null,
      });
      expect(idOf(pickup.number)).toBe(idOf(local.number) + 1);
    });

    it("keeps the invoice's data", async () => {
      const invoice = {
        rfc: "gode561231gr8",
        razonSocial: "Gonzalo Delgado Esquivel",
        regimenFiscal: "612",
        codigoPostal: "42000",
        usoCfdi: "G03",
      };
      const answer = await placed(orderOf([{ productId: honey.id, quantity: 2 }], { invoice }));
      const { order } = await storedOrder(answer.number);
      expect(order?.invoice).toEqual({ ...invoice, rfc: "GODE561231GR8" });
    });
  });

  describe("refusals store nothing", () => {
    const item = () => ({ productId: honey.id, quantity: 1 });
    const cases: [string, () => unknown, string, string][] = [
      [
        "a quantity of 0",
        () => orderOf([{ ...item(), quantity: 0 }]),
        "items.0.quantity",
        QUANTITY,
      ],
      [
        "a quantity of −1",
        () => orderOf([{ ...item(), quantity: -1 }]),
        "items.0.quantity",
        QUANTITY,
      ],
      [
        "a quantity of 1.5",
        () => orderOf([{ ...item(), quantity: 1.5 }]),
        "items.0.quantity",
        QUANTITY,
      ],
      [
        "a quantity of 100",
        () => orderOf([{ ...item(), quantity: 100 }]),
        "items.0.quantity",
        QUANTITY,
      ],
      [
        "a phone that is not 10 digits",
        () => orderOf([item()], { phone: "771 123 456" }),
        "phone",
        "El teléfono debe tener 10 dígitos",
      ],
      [
        "an RFC of the wrong form",
        () =>
          orderOf([item()], {
            invoice: {
              rfc: "ABC123",
              razonSocial: "Empresa",
              regimenFiscal: "601",
              codigoPostal: "42000",
              usoCfdi: "G03",
            },
          }),
        "invoice.rfc",
        "El RFC no es válido: revisa sus 12 o 13 caracteres",
      ],
      [
        "an unknown delivery option",
        () => orderOf([item()], { delivery: { option: "dron", address: "Aquí" } }),
        "delivery.option",
        "Elige una forma de entrega",
      ],
      [
        "a delivery without its address",
        () => orderOf([item()], { delivery: { option: "local-pachuca" } }),
        "delivery.address",
        "Escribe la dirección de entrega",
      ],
      [
        "an unknown payment option",
        () => orderOf([item()], { payment: "paypal" }),
        "payment",
        "Elige una forma de pago",
      ],
      [
        "no consent",
        () => orderOf([item()], { consent: false }),
        "consent",
        "Debe aceptar el aviso de privacidad",
      ],
      ["an empty bag", () => orderOf([]), "items", "Tu bolsa está vacía"],
    ];

    it.each(cases)("%s: 400 with the field's message", async (_case, body, field, message) => {
      const before = await orderCount();
      const response = await placeOrder(body());
      expect(response.status).toBe(400);
      const answer = await readJson<{ error: string; fieldErrors: Record<string, string[]> }>(
        response,
      );
      expect(answer.error).toBe(message);
      expect(answer.fieldErrors[field]).toEqual([message]);
      expect(await orderCount()).toBe(before);
    });

    it.each<[string, () => unknown]>([
      ["an array", () => [orderOf([item()])]],
      ["a string", () => "pedido"],
      ["null", () => null],
    ])("a body that is %s: 400", async (_case, body) => {
      const before = await orderCount();
      const response = await placeOrder(body());
      expect(response.status).toBe(400);
      expect(await orderCount()).toBe(before);
    });

    it("a total sent by the client is refused as an unknown field", async () => {
      const response = await placeOrder(orderOf([item()], { totalCents: 1 }));
      await expectJsonError(response, 400, {
        error: "Campos no permitidos: totalCents",
        fieldErrors: { _form: ["Campos no permitidos: totalCents"] },
      });
    });

    it("an unknown product: 404, named on its line", async () => {
      const before = await orderCount();
      const response = await placeOrder(orderOf([item(), { productId: 999_999, quantity: 1 }]));
      await expectJsonError(response, 404, {
        error: "Producto no encontrado",
        fieldErrors: { "items.1.productId": ["Producto no encontrado"] },
      });
      expect(await orderCount()).toBe(before);
    });

    it.each([
      ["a coming product", () => coming, "«Miel de Azahar Próxima» no se puede pedir por ahora"],
      [
        "a product without a price",
        () => unpriced,
        "«Miel sin Precio» no se puede pedir por ahora",
      ],
    ])("%s: 409 naming it", async (_case, product, message) => {
      const before = await orderCount();
      const stock = (await productRow(honey.id)).stock;
      const response = await placeOrder(
        orderOf([
          { productId: honey.id, quantity: 2 },
          { productId: product().id, quantity: 1 },
        ]),
      );
      await expectJsonError(response, 409, {
        error: message,
        fieldErrors: { "items.1.productId": [message] },
      });
      expect(await orderCount()).toBe(before);
      expect((await productRow(honey.id)).stock).toBe(stock);
    });

    it("more units than are left: 409 naming the product; nothing taken", async () => {
      const before = await orderCount();
      const response = await placeOrder(orderOf([{ productId: fewLeft.id, quantity: 6 }]));
      const message = "Ya no hay suficientes existencias de Miel de Reserva «Última»";
      await expectJsonError(response, 409, {
        error: message,
        fieldErrors: { "items.0.quantity": [message] },
      });
      expect(await orderCount()).toBe(before);
      expect((await productRow(fewLeft.id)).stock).toBe(5);
    });

    it("a subtotal under the minimum: 409 naming the minimum", async () => {
      const before = await orderCount();
      const response = await placeOrder(orderOf([{ productId: chili.id, quantity: 3 }]));
      await expectJsonError(response, 409, {
        error: "El pedido mínimo es de $300 MXN",
        fieldErrors: { items: ["El pedido mínimo es de $300 MXN"] },
      });
      expect(await orderCount()).toBe(before);
    });

    it("an address's eleventh order within the hour: 429", async () => {
      const address = freshAddress();
      // Ten refused orders (under the minimum) count as attempts.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await placeOrder(orderOf([{ productId: chili.id, quantity: 1 }]), address);
        expect(response.status).toBe(409);
      }
      const response = await placeOrder(orderOf([{ productId: honey.id, quantity: 2 }]), address);
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      const hits = await worker.db
        .select({ value: count() })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.clientKey, address));
      expect(hits[0]?.value).toBe(10);
    });
  });

  describe("the last units, ordered by many at once", () => {
    let lastThree: CreatedProduct;
    let answers: Response[];

    beforeAll(async () => {
      lastThree = await createProduct({
        name: "Miel de las Últimas Tres",
        priceCents: 35000,
        stock: 3,
      });
      answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          placeOrder(orderOf([{ productId: lastThree.id, quantity: 1 }])),
        ),
      );
    }, 60_000);

    it("exactly 3 of 50 are stored; the others get 409 naming the product", async () => {
      const statuses = answers.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(47);
      for (const response of answers.filter((answer) => answer.status === 409)) {
        const body = await readJson<{ error: string }>(response);
        expect(body.error).toBe("Ya no hay suficientes existencias de Miel de las Últimas Tres");
      }
      const lines = await worker.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.productId, lastThree.id));
      expect(lines).toHaveLength(3);
    });

    it("leaves the stock at 0, never below, and the product 'agotado' with its waiting list open", async () => {
      const row = await productRow(lastThree.id);
      expect(row.stock).toBe(0);
      expect(row.availability).toBe("agotado");
      const joined = await worker.fetch(
        "/api/waitlist",
        jsonRequest(
          "POST",
          { productId: lastThree.id, name: "Rosa Peña", phone: "7715550101", consent: true },
          { "CF-Connecting-IP": freshAddress() },
        ),
      );
      expect(joined.status).toBe(201);
    });

    it("a count can never be set below zero, even by hand", async () => {
      await expect(
        worker.d1.prepare("UPDATE products SET stock = -1 WHERE id = ?").bind(lastThree.id).run(),
      ).rejects.toThrow(/stock_below_zero/);
      expect((await productRow(lastThree.id)).stock).toBe(0);
    });

    it("a cancellation gives the units back, makes it available and says who waits", async () => {
      await worker.fetch(
        "/api/waitlist",
        jsonRequest(
          "POST",
          {
            productId: lastThree.id,
            name: "Luis Mora",
            email: "luis@ejemplo.example",
            consent: true,
          },
          { "CF-Connecting-IP": freshAddress() },
        ),
      );
      const [line] = await worker.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.productId, lastThree.id));
      const id = line?.orderId ?? 0;
      const response = await adminSend("PATCH", `/api/admin/orders/${id}`, {
        status: "cancelado",
        note: "El cliente ya no lo quiere",
      });
      expect(response.status).toBe(200);
      const changed = await readJson<{
        status: string;
        history: { status: string; note: string | null; changedBy: string | null }[];
        waiting: unknown[];
      }>(response);
      expect(changed.status).toBe("cancelado");
      expect(changed.history.at(-1)).toMatchObject({
        status: "cancelado",
        note: "El cliente ya no lo quiere",
        changedBy: "admin",
      });
      expect(changed.waiting).toEqual([
        {
          productId: lastThree.id,
          productName: lastThree.name,
          count: 2,
          message: "2 personas esperan «Miel de las Últimas Tres».",
          href: `/admin/requests?kind=waitlist&status=nueva&productId=${lastThree.id}`,
        },
      ]);
      const row = await productRow(lastThree.id);
      expect(row.stock).toBe(1);
      expect(row.availability).toBe("disponible");

      // Cancelled once: the units come back once.
      const again = await adminSend("PATCH", `/api/admin/orders/${id}`, { status: "cancelado" });
      await expectJsonError(again, 400, {
        error: BAD_STATUS,
        fieldErrors: { status: [BAD_STATUS] },
      });
      expect((await productRow(lastThree.id)).stock).toBe(1);
    });
  });

  describe("the admin's orders", () => {
    let first: Placed;
    let second: Placed;

    beforeAll(async () => {
      first = await placed(orderOf([{ productId: honey.id, quantity: 2 }]));
      second = await placed(orderOf([{ productId: honey.id, quantity: 3 }]));
    });

    it("need an admin session", async () => {
      expect((await worker.fetch("/api/admin/orders")).status).toBe(401);
      const patch = await worker.fetch(
        `/api/admin/orders/${idOf(first.number)}`,
        jsonRequest("PATCH", { status: "confirmado" }),
      );
      expect(patch.status).toBe(401);
    });

    it("GET lists them newest first, with their numbers and never a bare token", async () => {
      const response = await adminSend("GET", "/api/admin/orders");
      expect(response.status).toBe(200);
      const list = await readJson<Record<string, unknown>[]>(response);
      const numbers = list.map((order) => order.number);
      expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
      expect(list.every((order) => !("token" in order))).toBe(true);
      expect(list.find((order) => order.number === first.number)).toMatchObject({
        id: idOf(first.number),
        statusUrl: first.statusUrl,
        totalCents: first.totalCents,
        status: "nuevo",
      });
    });

    it("GET ?status= filters; an unknown status is a 400", async () => {
      const confirmed = await adminSend("GET", "/api/admin/orders?status=cancelado");
      const rows = await readJson<{ status: string }[]>(confirmed);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.status === "cancelado")).toBe(true);
      await expectJsonError(await adminSend("GET", "/api/admin/orders?status=perdido"), 400, {
        error: BAD_STATUS,
        fieldErrors: { status: [BAD_STATUS] },
      });
    });

    it("GET one by its id or its number, with lines and history; 404 for none", async () => {
      const byId = await adminSend("GET", `/api/admin/orders/${idOf(first.number)}`);
      expect(byId.status).toBe(200);
      const order = await readJson<{ number: string; lines: unknown[]; history: unknown[] }>(byId);
      expect(order.number).toBe(first.number);
      expect(order.lines).toHaveLength(1);
      expect(order.history).toHaveLength(1);
      const byNumber = await adminSend("GET", `/api/admin/orders/${first.number}`);
      expect(await readJson(byNumber)).toEqual(order);
      for (const id of ["999999", "abc", "0", "-1"]) {
        await expectJsonError(await adminSend("GET", `/api/admin/orders/${id}`), 404, {
          error: NOT_FOUND,
        });
      }
    });

    it("moves along the path, each change with its note in the history", async () => {
      const path = `/api/admin/orders/${idOf(first.number)}`;
      for (const status of ["confirmado", "pagado", "enviado", "entregado"]) {
        const response = await adminSend("PATCH", path, { status, note: `Paso a ${status}` });
        expect(response.status).toBe(200);
        expect(await readJson(response)).toMatchObject({ status, waiting: [] });
      }
      const noted = await adminSend("PATCH", path, { note: "Lo recogió su hermana" });
      const order = await readJson<{ status: string; history: unknown[] }>(noted);
      expect(order.status).toBe("entregado");
      expect(order.history).toMatchObject([
        { status: "nuevo", note: null, changedBy: null },
        { status: "confirmado", note: "Paso a confirmado", changedBy: "admin" },
        { status: "pagado", note: "Paso a pagado" },
        { status: "enviado", note: "Paso a enviado" },
        { status: "entregado", note: "Paso a entregado" },
        { status: "entregado", note: "Lo recogió su hermana" },
      ]);
    });

    it.each<[string, unknown]>([
      ["a delivered order cancelled", { status: "cancelado" }],
      ["a move back", { status: "nuevo" }],
      ["an unknown status", { status: "perdido" }],
    ])("refuses %s with 400 'Estado no válido', nothing changed", async (_case, body) => {
      const path = `/api/admin/orders/${idOf(first.number)}`;
      const stock = (await productRow(honey.id)).stock;
      await expectJsonError(await adminSend("PATCH", path, body), 400, {
        error: BAD_STATUS,
        fieldErrors: { status: [BAD_STATUS] },
      });
      const { order, history } = await storedOrder(first.number);
      expect(order?.status).toBe("entregado");
      expect(history).toHaveLength(6);
      expect((await productRow(honey.id)).stock).toBe(stock);
    });

    it("refuses a skipped step ('nuevo' → 'pagado') and a PATCH of nothing", async () => {
      const path = `/api/admin/orders/${idOf(second.number)}`;
      await expectJsonError(await adminSend("PATCH", path, { status: "pagado" }), 400, {
        error: BAD_STATUS,
        fieldErrors: { status: [BAD_STATUS] },
      });
      const empty = await adminSend("PATCH", path, {});
      expect(empty.status).toBe(400);
      expect((await storedOrder(second.number)).order?.status).toBe("nuevo");
      await expectJsonError(
        await adminSend("PATCH", "/api/admin/orders/999999", { status: "confirmado" }),
        404,
        { error: NOT_FOUND },
      );
    });
  });

  it("cancelled five times at once, an order gives its units back once", async () => {
    const product = await createProduct({ name: "Miel de Cinco", priceCents: 30000, stock: 5 });
    const answer = await placed(orderOf([{ productId: product.id, quantity: 2 }]));
    expect((await productRow(product.id)).stock).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        adminSend("PATCH", `/api/admin/orders/${idOf(answer.number)}`, { status: "cancelado" }),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((s) => s === 400 || s === 409)).toBe(
      true,
    );
    expect((await productRow(product.id)).stock).toBe(5);
    const { history } = await storedOrder(answer.number);
    expect(history.map((change) => change.status)).toEqual(["nuevo", "cancelado"]);
  });

  it("cancelled, an order gives back only the units it took: none of a product counted since", async () => {
    const product = await createProduct({ name: "Miel Sin Contar", priceCents: 30000 });
    expect((await productRow(product.id)).stock).toBeNull();
    const answer = await placed(orderOf([{ productId: product.id, quantity: 3 }]));
    expect((await storedOrder(answer.number)).lines.map((line) => line.unitsTaken)).toEqual([0]);
    // The owner starts counting: 10 jars on the shelf.
    const counted = await adminSend("PATCH", `/api/admin/products/${product.id}`, { stock: 10 });
    expect(counted.status).toBe(200);
    const cancelled = await adminSend("PATCH", `/api/admin/orders/${idOf(answer.number)}`, {
      status: "cancelado",
    });
    expect(cancelled.status).toBe(200);
    expect((await productRow(product.id)).stock).toBe(10);
  });

  it("deleting a product never loses a sale: its lines keep the name and price", async () => {
    const gone = await createProduct({ name: "Miel que se Retira", priceCents: 30000, stock: 4 });
    const answer = await placed(orderOf([{ productId: gone.id, quantity: 1 }]));
    const response = await adminSend("DELETE", `/api/admin/products/${gone.id}`);
    expect(response.status).toBe(200);
    const { order, lines } = await storedOrder(answer.number);
    expect(order?.totalCents).toBe(answer.totalCents);
    expect(lines).toMatchObject([
      { productId: null, productName: "Miel que se Retira", unitCents: 30000, quantity: 1 },
    ]);
    const read = await adminSend("GET", `/api/admin/orders/${idOf(answer.number)}`);
    expect(await readJson(read)).toMatchObject({
      lines: [{ productId: null, productName: "Miel que se Retira" }],
    });
  });

  describe("when the owner's e-mail fails", () => {
    beforeAll(() => worker.allowEmailTo(["someone-else@example.com"]));

    it("the order is stored and answered all the same; its notice is marked failed", async () => {
      const answer = await placed(orderOf([{ productId: honey.id, quantity: 2 }]));
      await vi.waitFor(
        async () => {
          expect((await storedOrder(answer.number)).order?.noticeState).toBe("failed");
        },
        { timeout: 20_000, interval: 50 },
      );
      const { lines } = await storedOrder(answer.number);
      expect(lines).toHaveLength(1);
      await worker.allowEmailTo(undefined);
    });
  });
});

describe("the owner's notice of a receipt", () => {
  it("an e-mail for each new file the buyer attaches, none for the same file again", async () => {
    await takeOrders(worker, admin);
    const start = worker.sentEmails().length;
    const placed = await placeOrder(orderOf([{ productId: honey.id, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const { number, statusUrl } = await readJson<{ number: string; statusUrl: string }>(placed);
    const path = new URL(statusUrl, "http://x").pathname;
    const attach = (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.append("comprobante", new File([new Uint8Array(bytes)], name, { type }));
      return postForm(worker, path, form);
    };
    const pdf = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    // The order's own notice first, so the count below starts after it.
    await emailsAfter(worker, start, 1);
    let before = worker.sentEmails().length;
    expect((await attach(pdf, "transferencia.pdf", "application/pdf")).status).toBe(302);
    const [first] = await emailsAfter(worker, before, 1);
    expect(first?.subject).toBe(`Comprobante del pedido ${number}: Ana Ruiz Téllez, $620 MXN`);
    expect(first?.to).toEqual([NOTIFY.to]);
    expect(first?.replyTo).toEqual(["ana@ejemplo.example"]);
    expect(first?.text).toContain(`El cliente adjuntó un comprobante de pago al pedido ${number}.`);
    expect(first?.text).toContain("Archivo: PDF, 1 KB");
    expect(first?.text).toContain(`/admin/orders/${Number(number.replace("MP-", ""))}`);
    expect(first?.text).toContain("marca el pedido como pagado");

    // The same file again is the same receipt: no e-mail; the next new one has its own.
    before = worker.sentEmails().length;
    expect((await attach(pdf, "otra-vez.pdf", "application/pdf")).status).toBe(302);
    expect((await attach(PNG_2X3, "captura.png", "image/png")).status).toBe(302);
    const [second] = await emailsAfter(worker, before, 1);
    expect(second?.text).toContain("Archivo: imagen, 1 KB");
    expect(second?.text).toContain("marca el pedido como pagado");

    // Once marked paid, a receipt may be of another payment: the e-mail says where the order is.
    const id = Number(number.replace("MP-", ""));
    for (const status of ["confirmado", "pagado"]) {
      expect((await adminSend("PATCH", `/api/admin/orders/${id}`, { status })).status).toBe(200);
    }
    before = worker.sentEmails().length;
    expect((await attach(WEBP_1X1, "otra.webp", "image/webp")).status).toBe(302);
    const [third] = await emailsAfter(worker, before, 1);
    expect(third?.text).toContain(
      "El pedido ya está en «Pagado»: revisa el comprobante en el panel por si es de otro pago.",
    );
    expect(third?.text).not.toContain("marca el pedido como pagado");
  });
});
