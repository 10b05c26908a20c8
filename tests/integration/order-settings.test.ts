/**
 * The 'Pedidos' section of 'Sitio' (docs/decisions/031-order-settings.md):
 * its API (GET, PUT and PATCH of the section, amounts in centavos), its form
 * without JavaScript (amounts in pesos, lists as rows with blank ones to
 * fill), the refusals with their Spanish messages and nothing stored, and
 * the backup that carries it and restores it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { siteSettings } from "../../app/db/schema";
import { ORIGIN, jsonRequest, signInAs } from "../support/api";
import { readJson } from "../support/fixtures";
import { shownPageText, unescapeHtml } from "../support/html";
import { VALID_CLABE, ownerOrders } from "../support/order-settings";
import { downloadBackup, restoreBackup, withCurrentSection } from "../support/site-settings";
import { sectionForm, sectionPath } from "../support/site-settings-forms";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const API = "/api/admin/site-settings/orders";
const send = (method: string, body?: unknown, cookie = admin) =>
  worker.fetch(API, jsonRequest(method, body, { Cookie: cookie }));

async function storedRow() {
  const [row] = await worker.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.section, "orders"));
  return row;
}

async function postForm(fields: URLSearchParams): Promise<Response> {
  return worker.fetch(sectionPath("orders"), {
    method: "POST",
    headers: {
      Cookie: admin,
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: fields.toString(),
    redirect: "manual",
  });
}

const CLABE_MESSAGE = "La CLABE no es válida: revisa sus 18 dígitos";

describe("the API of 'Pedidos'", () => {
  it("GET answers the defaults until saved: orders off, nothing offered", async () => {
    const response = await send("GET");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual(defaultSiteSettings.orders);
    expect(defaultSiteSettings.orders.enabled).toBe(false);
  });

  it("PUT stores the section, amounts in centavos; GET answers it", async () => {
    const response = await send("PUT", ownerOrders);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual(ownerOrders);
    expect(JSON.parse((await storedRow())?.value ?? "null")).toEqual(ownerOrders);
    expect(await readJson(await send("GET"))).toEqual(ownerOrders);
  });

  it("PATCH changes the fields it names and keeps the others", async () => {
    await send("PUT", ownerOrders);
    const response = await send("PATCH", { minimumCents: 45050, enabled: false });
    expect(response.status).toBe(200);
    const expected = { ...ownerOrders, minimumCents: 45050, enabled: false };
    expect(await readJson(response)).toEqual(expected);
    expect(JSON.parse((await storedRow())?.value ?? "null")).toEqual(expected);
  });

  const transferWith = (clabe: string) => ({
    payment: { ...ownerOrders.payment, transfer: { ...ownerOrders.payment.transfer, clabe } },
  });
  it.each([
    [
      "a CLABE with a wrong control digit",
      transferWith("032180000118359718"),
      "payment.transfer.clabe",
      CLABE_MESSAGE,
    ],
    [
      "a CLABE of 17 digits",
      transferWith("03218000011835971"),
      "payment.transfer.clabe",
      CLABE_MESSAGE,
    ],
    [
      "an unknown payment method",
      { payment: { ...ownerOrders.payment, paypal: { enabled: true } } },
      "payment",
      "Forma de pago desconocida: paypal",
    ],
    [
      "a negative cost",
      { localDelivery: [{ town: "Pachuca", costCents: -100 }] },
      "localDelivery.0.costCents",
      "El costo de la entrega debe ser una cantidad en centavos: un número entero, 0 o mayor",
    ],
    [
      "a fractional cost",
      { shipping: { ...ownerOrders.shipping, costCents: 180.5 } },
      "shipping.costCents",
      "El costo del envío debe ser una cantidad en centavos: un número entero, 0 o mayor",
    ],
    [
      "a minimum of a million pesos",
      { minimumCents: 100_000_001 },
      "minimumCents",
      "El pedido mínimo debe ser menor de 1,000,000 pesos",
    ],
    [
      "11 pickup points",
      {
        pickupPoints: Array.from({ length: 11 }, (_, index) => ({
          label: `Punto ${index + 1}`,
          address: null,
        })),
      },
      "pickupPoints",
      "Los puntos de recogida: como máximo 10",
    ],
    [
      "31 towns",
      {
        localDelivery: Array.from({ length: 31 }, (_, index) => ({
          town: `Pueblo ${index + 1}`,
          costCents: 100,
        })),
      },
      "localDelivery",
      "Las poblaciones: como máximo 30",
    ],
    [
      "transfer offered without its bank",
      {
        payment: {
          ...ownerOrders.payment,
          transfer: { ...ownerOrders.payment.transfer, bank: "" },
        },
      },
      "payment.transfer.bank",
      "El banco es obligatorio para ofrecer transferencia SPEI",
    ],
    [
      "orders on with no way to receive them",
      {
        pickupPoints: [],
        localDelivery: [],
        shipping: { ...ownerOrders.shipping, enabled: false },
      },
      "enabled",
      "Para recibir pedidos, ofrece al menos una forma de entrega: un punto de recogida, una población o el envío a todo México",
    ],
    [
      "orders on with no way to pay",
      {
        payment: {
          transfer: { ...ownerOrders.payment.transfer, enabled: false },
          cash: { ...ownerOrders.payment.cash, enabled: false },
        },
      },
      "enabled",
      "Para recibir pedidos, acepta al menos una forma de pago",
    ],
  ])(
    "PUT and PATCH refuse %s: 400, the message on the field, nothing stored",
    async (_, change, field, message) => {
      await send("PUT", ownerOrders);
      const before = await storedRow();
      for (const [method, body] of [
        ["PUT", { ...ownerOrders, ...change }],
        ["PATCH", change],
      ] as const) {
        const response = await send(method, body);
        expect(response.status, method).toBe(400);
        const answer = await readJson<{ error: string; fieldErrors: Record<string, string[]> }>(
          response,
        );
        expect(answer.error, method).toBe(message);
        expect(answer.fieldErrors[field], method).toEqual([message]);
        expect(await storedRow(), method).toEqual(before);
      }
    },
  );

  it("PATCH refuses an unknown field and a body that is no object", async () => {
    const unknown = await send("PATCH", { tip: 10 });
    expect(unknown.status).toBe(400);
    expect((await readJson<{ error: string }>(unknown)).error).toBe("Campos no permitidos: tip");
    const list = await send("PATCH", [1]);
    expect(list.status).toBe(400);
  });

  it("is for admins only; other methods are 405 with the ones it takes", async () => {
    const anonymous = await worker.fetch(API, jsonRequest("PATCH", { enabled: true }));
    expect(anonymous.status).toBe(401);
    const readAnonymous = await worker.fetch(API);
    expect(readAnonymous.status).toBe(401);
    const post = await send("POST", ownerOrders);
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, PUT, PATCH");
    const unknown = await worker.fetch(
      "/api/admin/site-settings/pagos",
      jsonRequest("GET", undefined, { Cookie: admin }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("the 'Pedidos' form without JavaScript", () => {
  it("shows the stored rows in pesos, and blank rows to fill", async () => {
    await send("PUT", ownerOrders);
    const response = await worker.fetch(sectionPath("orders"), { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    const html = unescapeHtml((await response.text()).replaceAll("<!-- -->", ""));
    const text = await shownPageText(
      new Response(html, { headers: { "Content-Type": "text/html" } }),
    );
    for (const label of [
      "Recibir pedidos en el sitio",
      "Puntos de recogida",
      "Entrega local",
      "Envío a todo México",
      "Transferencia SPEI",
      "Efectivo",
      "Pedido mínimo",
      "Texto tras el pedido",
    ]) {
      expect(text).toContain(label);
    }
    expect(html).toMatch(
      /name="localDelivery\[1\]\.costCents"[^>]*value="89.50"|value="89.50"[^>]*name="localDelivery\[1\]\.costCents"/,
    );
    expect(html).toContain('value="300"');
    expect(html).toContain(`value="${VALID_CLABE}"`);
    // Two towns saved, three blank rows: 'Población 5' is the last.
    expect(text).toContain("Población 5");
    expect(text).not.toContain("Población 6");
  });

  it("saves pesos as centavos and leaves the blank rows out", async () => {
    const fields = sectionForm("orders", ownerOrders);
    fields.set("localDelivery[2].town", "Omitlán");
    fields.set("localDelivery[2].costCents", "$1,250.5");
    fields.set("minimumCents", "249.50");
    const response = await postForm(fields);
    expect(response.status).toBe(302);
    expect(JSON.parse((await storedRow())?.value ?? "null")).toEqual({
      ...ownerOrders,
      localDelivery: [...ownerOrders.localDelivery, { town: "Omitlán", costCents: 125050 }],
      minimumCents: 24950,
    });
  });

  it.each([
    ["payment.transfer.clabe", "0321 8000 0118 3597 18", CLABE_MESSAGE],
    [
      "localDelivery[1].costCents",
      "-50",
      "El costo de la entrega debe ser una cantidad en pesos, como 50 o 49.50",
    ],
    ["minimumCents", "49.999", "El pedido mínimo debe ser una cantidad en pesos, como 50 o 49.50"],
  ])(
    "refuses %s = %j: 400, the message shown, what was typed kept, nothing stored",
    async (name, value, message) => {
      await send("PUT", ownerOrders);
      const before = await storedRow();
      const fields = sectionForm("orders", ownerOrders);
      fields.set(name, value);
      fields.set("confirmationText", "Texto a medio escribir");
      const response = await postForm(fields);
      expect(response.status).toBe(400);
      const text = await shownPageText(response.clone());
      expect(text).toContain(message);
      expect(unescapeHtml(await response.text())).toContain("Texto a medio escribir");
      expect(await storedRow()).toEqual(before);
    },
  );
});

describe("the backup", () => {
  it("carries 'Pedidos' and a restore puts it back", async () => {
    await send("PUT", ownerOrders);
    const backup = await downloadBackup(worker, admin);
    const carried = backup.siteSettings.current.find((row) => row.section === "orders");
    expect(carried?.value).toEqual(ownerOrders);
    await send("PUT", { ...defaultSiteSettings.orders, minimumCents: 100 });
    const restore = await restoreBackup(worker, admin, backup);
    expect(restore.status).toBe(302);
    expect(JSON.parse((await storedRow())?.value ?? "null")).toEqual(ownerOrders);
    expect(await readJson(await send("GET"))).toEqual(ownerOrders);
  });

  it("refuses a backup whose 'Pedidos' has a bad CLABE, and restores nothing", async () => {
    await send("PUT", ownerOrders);
    const backup = await downloadBackup(worker, admin);
    const broken = withCurrentSection(backup, "orders", {
      ...ownerOrders,
      payment: {
        ...ownerOrders.payment,
        transfer: { ...ownerOrders.payment.transfer, clabe: "032180000118359718" },
      },
    });
    await send("PATCH", { minimumCents: 100 });
    const before = await storedRow();
    const restore = await restoreBackup(worker, admin, broken);
    expect(restore.status).toBe(400);
    expect(await shownPageText(restore)).toContain(CLABE_MESSAGE);
    expect(await storedRow()).toEqual(before);
  });
});
