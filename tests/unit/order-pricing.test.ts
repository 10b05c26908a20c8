import { describe, expect, it } from "vitest";
import { ServiceError } from "../../app/services/errors.server";
import {
  catalogueOf,
  openOrderOptions,
  priceOrder,
  type CatalogueProduct,
} from "../../app/services/orders/order-pricing.server";
import { placedOrder } from "../../app/services/orders/placed-order.server";
import { orderRequestSchema, type OrderRequest } from "../../app/validation/order";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { ownerOrders } from "../support/order-settings";

/**
 * An order's price, decided by the server alone
 * (docs/decisions/032-orders-without-a-payment-processor.md): the owner's
 * options, the catalogue's prices, the free-shipping threshold, the minimum,
 * and the refusals, each naming what it refuses.
 */

const settings = { ...defaultSiteSettings, orders: ownerOrders };
const options = openOrderOptions(settings);

const catalogue = catalogueOf([
  { id: 1, name: "Miel Picosa", availability: "disponible", priceCents: 22000, stock: 10 },
  { id: 2, name: "Chile Molido", availability: "disponible", priceCents: 9500, stock: null },
  { id: 3, name: "Miel de Azahar", availability: "proximamente", priceCents: 18000, stock: null },
  { id: 4, name: "Miel sin Precio", availability: "disponible", priceCents: null, stock: null },
  { id: 5, name: "Miel Agotada", availability: "agotado", priceCents: 30000, stock: 0 },
] satisfies CatalogueProduct[]);

function request(fields: Record<string, unknown>): OrderRequest {
  return orderRequestSchema.parse({
    items: [{ productId: 1, quantity: 2 }],
    name: "Ana",
    phone: "7711234567",
    delivery: { option: "shipping", address: "Calle 5" },
    payment: "transfer",
    consent: true,
    ...fields,
  });
}

function refusal(fields: Record<string, unknown>): ServiceError {
  try {
    priceOrder(request(fields), catalogue, options);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("the order was priced");
}

describe("priceOrder", () => {
  it("prices each line at the catalogue's price and adds the delivery's cost", () => {
    const priced = priceOrder(
      request({
        items: [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
      }),
      catalogue,
      options,
    );
    expect(priced.lines).toEqual([
      { productId: 1, productName: "Miel Picosa", unitCents: 22000, quantity: 2 },
      { productId: 2, productName: "Chile Molido", unitCents: 9500, quantity: 1 },
    ]);
    expect(priced.totals).toEqual({
      subtotalCents: 53500,
      deliveryCents: 18000,
      totalCents: 71500,
      belowMinimum: false,
    });
    expect(priced.payment).toEqual({ id: "transfer", label: "Transferencia SPEI" });
  });

  it("ships free from the threshold; a pickup keeps the point's address, not the buyer's", () => {
    const many = priceOrder(
      request({ items: [{ productId: 2, quantity: 16 }] }),
      catalogue,
      options,
    );
    expect(many.totals).toMatchObject({ subtotalCents: 152000, deliveryCents: 0 });
    const pickup = priceOrder(
      request({ delivery: { option: "pickup-1", address: "Aquí", postalCode: "42000" } }),
      catalogue,
      options,
    );
    // The point's own address and hours, never what the buyer typed.
    expect(pickup.delivery).toMatchObject({
      id: "pickup-1",
      address: "Plaza Principal 4, de 10 a 18 h",
      postalCode: null,
    });
    expect(pickup.totals.deliveryCents).toBe(0);
  });

  it.each<[string, Record<string, unknown>, number, string, string]>([
    [
      "an option the owner does not offer",
      { delivery: { option: "local-tula", address: "Calle 5" } },
      400,
      "delivery.option",
      "Elige una forma de entrega",
    ],
    [
      "a delivery without its address",
      { delivery: { option: "local-pachuca" } },
      400,
      "delivery.address",
      "Escribe la dirección de entrega",
    ],
    ["an unknown payment", { payment: "bitcoin" }, 400, "payment", "Elige una forma de pago"],
    [
      "an unknown product",
      { items: [{ productId: 99, quantity: 1 }] },
      404,
      "items.0.productId",
      "Producto no encontrado",
    ],
    [
      "a coming product",
      { items: [{ productId: 3, quantity: 2 }] },
      409,
      "items.0.productId",
      "«Miel de Azahar» no se puede pedir por ahora",
    ],
    [
      "a product without a price",
      { items: [{ productId: 4, quantity: 2 }] },
      409,
      "items.0.productId",
      "«Miel sin Precio» no se puede pedir por ahora",
    ],
    [
      "more units than are left",
      { items: [{ productId: 1, quantity: 11 }] },
      409,
      "items.0.quantity",
      "Ya no hay suficientes existencias de Miel Picosa",
    ],
    [
      "a product sold out by its count",
      { items: [{ productId: 5, quantity: 1 }] },
      409,
      "items.0.quantity",
      "Ya no hay suficientes existencias de Miel Agotada",
    ],
    [
      "a subtotal under the minimum",
      { items: [{ productId: 2, quantity: 3 }] },
      409,
      "items",
      "El pedido mínimo es de $300 MXN",
    ],
  ])("refuses %s, naming it", (_case, fields, status, field, message) => {
    const error = refusal(fields);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.details.fieldErrors).toEqual({ [field]: [message] });
  });

  it("is a 404 while 'Pedidos' is off: the checkout does not exist", () => {
    expect(() => openOrderOptions(defaultSiteSettings)).toThrow(
      "Este sitio no recibe pedidos en línea por ahora",
    );
  });
});

describe("placedOrder", () => {
  const priced = priceOrder(request({}), catalogue, options);

  it("gives the number, the status link, how to pay and the WhatsApp summary", () => {
    const order = placedOrder({ id: 42, token: "t".repeat(43) }, priced, settings);
    expect(order).toMatchObject({
      number: "MP-0042",
      totalCents: 62000,
      statusUrl: `/pedido/${"t".repeat(43)}`,
      payment: {
        method: "transfer",
        bank: "BBVA",
        beneficiary: "Miel Picosa",
        clabe: ownerOrders.payment.transfer.clabe,
        reference: "MP-0042",
      },
      confirmationText: ownerOrders.confirmationText,
    });
    const url = new URL(order.whatsappUrl);
    expect(url.origin + url.pathname).toBe(
      `https://wa.me/${settings.business.whatsappNumber.replace(/\D/g, "")}`,
    );
    expect(url.searchParams.get("text")).toBe(
      [
        "Hola, hice el pedido MP-0042:",
        "- 2 × Miel Picosa: $440 MXN",
        "Entrega: Envío a todo México ($180 MXN)",
        "Total: $620 MXN",
        "Pago: Transferencia SPEI",
      ].join("\n"),
    );
  });

  it("tells a cash buyer where and when", () => {
    const cash = priceOrder(request({ payment: "cash" }), catalogue, options);
    expect(placedOrder({ id: 7, token: "x".repeat(43) }, cash, settings).payment).toEqual({
      method: "cash",
      label: "Efectivo",
      details: "Al recoger en la tienda",
    });
  });
});
