import { describe, expect, it } from "vitest";
import { orderOptions } from "../../app/validation/order-options";
import {
  defaultSiteSettings,
  siteSettingsFormSchemas,
  siteSettingsSchemas,
} from "../../app/validation/site-settings";
import { VALID_CLABE, ownerOrders } from "../support/order-settings";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the 'Pedidos' section as the API takes it", () => {
  const schema = siteSettingsSchemas.orders;

  it("takes the defaults (orders off) and an owner's orders as they are", () => {
    expect(defaultSiteSettings.orders.enabled).toBe(false);
    expect(schema.parse(defaultSiteSettings.orders)).toEqual(defaultSiteSettings.orders);
    expect(schema.parse(ownerOrders)).toEqual(ownerOrders);
  });

  it.each([
    ["a negative cost", { localDelivery: [{ town: "Pachuca", costCents: -1 }] }],
    ["a fractional cost", { localDelivery: [{ town: "Pachuca", costCents: 49.5 }] }],
    ["a cost in pesos as text", { localDelivery: [{ town: "Pachuca", costCents: "50" }] }],
  ])("refuses %s", (_, change) => {
    expect(firstMessage(schema.safeParse({ ...ownerOrders, ...change }))).toBe(
      "El costo de la entrega debe ser una cantidad en centavos: un número entero, 0 o mayor",
    );
  });

  it("refuses a CLABE with a wrong control digit", () => {
    const payment = {
      ...ownerOrders.payment,
      transfer: { ...ownerOrders.payment.transfer, clabe: "032180000118359718" },
    };
    expect(firstMessage(schema.safeParse({ ...ownerOrders, payment }))).toBe(
      "La CLABE no es válida: revisa sus 18 dígitos",
    );
  });

  it("refuses an unknown payment method", () => {
    const payment = { ...ownerOrders.payment, paypal: { enabled: true } };
    expect(firstMessage(schema.safeParse({ ...ownerOrders, payment }))).toBe(
      "Forma de pago desconocida: paypal",
    );
  });

  it("asks for the transfer's details only when it is offered", () => {
    const transfer = { enabled: true, bank: null, beneficiary: "Miel Picosa", clabe: VALID_CLABE };
    const refused = schema.safeParse({
      ...ownerOrders,
      payment: { ...ownerOrders.payment, transfer },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["payment.transfer.bank", "El banco es obligatorio para ofrecer transferencia SPEI"],
    ]);
    const off = { ...transfer, enabled: false };
    expect(
      schema.safeParse({ ...ownerOrders, payment: { ...ownerOrders.payment, transfer: off } })
        .success,
    ).toBe(true);
  });

  it("refuses more than 10 pickup points and more than 30 towns, and a town twice", () => {
    const points = Array.from({ length: 11 }, (_, index) => ({
      label: `Punto ${index}`,
      address: null,
    }));
    expect(firstMessage(schema.safeParse({ ...ownerOrders, pickupPoints: points }))).toBe(
      "Los puntos de recogida: como máximo 10",
    );
    const towns = Array.from({ length: 31 }, (_, index) => ({
      town: `Pueblo ${index}`,
      costCents: 100,
    }));
    expect(firstMessage(schema.safeParse({ ...ownerOrders, localDelivery: towns }))).toBe(
      "Las poblaciones: como máximo 30",
    );
    const twice = [
      { town: "Pachuca", costCents: 100 },
      { town: "pachuca ", costCents: 200 },
    ];
    expect(firstMessage(schema.safeParse({ ...ownerOrders, localDelivery: twice }))).toBe(
      "La población «pachuca» está dos veces en la entrega local",
    );
  });
});

describe("orders on need a way to receive them and a way to pay", () => {
  const noDelivery = {
    pickupPoints: [],
    localDelivery: [],
    shipping: { ...ownerOrders.shipping, enabled: false },
  };
  const noPayment = {
    payment: {
      transfer: { ...ownerOrders.payment.transfer, enabled: false },
      cash: { ...ownerOrders.payment.cash, enabled: false },
    },
  };
  const refusals = (value: object) =>
    siteSettingsSchemas.orders
      .safeParse(value)
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("refuses orders on with neither, naming both on the switch", () => {
    expect(refusals({ ...ownerOrders, ...noDelivery, ...noPayment })).toEqual([
      [
        "enabled",
        "Para recibir pedidos, ofrece al menos una forma de entrega: un punto de recogida, una población o el envío a todo México",
      ],
      ["enabled", "Para recibir pedidos, acepta al menos una forma de pago"],
    ]);
  });

  it.each([
    ["one pickup point", { ...noDelivery, pickupPoints: ownerOrders.pickupPoints.slice(0, 1) }],
    ["one town", { ...noDelivery, localDelivery: ownerOrders.localDelivery.slice(0, 1) }],
    ["shipping", { ...noDelivery, shipping: ownerOrders.shipping }],
  ])("takes %s as the only delivery", (_, change) => {
    expect(refusals({ ...ownerOrders, ...change })).toBeUndefined();
  });

  it("takes orders off with nothing offered, as the defaults are", () => {
    expect(
      refusals({ ...ownerOrders, ...noDelivery, ...noPayment, enabled: false }),
    ).toBeUndefined();
  });

  it("checks the form the same way", () => {
    const result = siteSettingsFormSchemas.orders.safeParse({
      enabled: "on",
      pickupPoints: [],
      localDelivery: [],
      shipping: { costCents: "0", freeFromCents: "" },
      payment: { transfer: {}, cash: { enabled: "on", details: "Al recoger" } },
      minimumCents: "0",
      confirmationText: "Gracias",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Para recibir pedidos, ofrece al menos una forma de entrega: un punto de recogida, una población o el envío a todo México",
    ]);
  });
});

describe("the 'Pedidos' form", () => {
  const schema = siteSettingsFormSchemas.orders;
  const typed = {
    enabled: "on",
    pickupPoints: [
      { label: "Mercado de Pachuca", address: "" },
      { label: "", address: "" },
    ],
    localDelivery: [
      { town: "", costCents: "" },
      { town: "Pachuca", costCents: "49.50" },
      { town: "", costCents: "" },
    ],
    shipping: { enabled: "on", costCents: "180", freeFromCents: "" },
    payment: {
      transfer: { bank: "", beneficiary: "", clabe: "" },
      cash: { enabled: "on", details: "Al recoger" },
    },
    minimumCents: "300",
    confirmationText: "Gracias",
  };

  it("takes pesos and stores centavos, leaving blank rows out", () => {
    expect(schema.parse(typed)).toEqual({
      enabled: true,
      pickupPoints: [{ label: "Mercado de Pachuca", address: null }],
      localDelivery: [{ town: "Pachuca", costCents: 4950 }],
      shipping: { enabled: true, costCents: 18000, freeFromCents: null },
      payment: {
        transfer: { enabled: false, bank: null, beneficiary: null, clabe: null },
        cash: { enabled: true, details: "Al recoger" },
      },
      minimumCents: 30000,
      confirmationText: "Gracias",
    });
  });

  it("names the row of a bad amount where it stands", () => {
    const localDelivery = [
      { town: "", costCents: "" },
      { town: "Pachuca", costCents: "cincuenta" },
    ];
    const result = schema.safeParse({ ...typed, localDelivery });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "localDelivery.1.costCents",
        "El costo de la entrega debe ser una cantidad en pesos, como 50 o 49.50",
      ],
    ]);
  });

  it("takes a CLABE typed in groups", () => {
    const transfer = {
      enabled: "on",
      bank: "BBVA",
      beneficiary: "Miel Picosa",
      clabe: "032 180 000118359719",
    };
    const value = schema.parse({ ...typed, payment: { ...typed.payment, transfer } });
    expect(value.payment.transfer.clabe).toBe(VALID_CLABE);
  });
});

describe("orderOptions", () => {
  it("offers nothing but the minimum while nothing is turned on", () => {
    expect(orderOptions(defaultSiteSettings.orders)).toEqual({
      enabled: false,
      delivery: [],
      payment: [],
      minimumCents: 0,
    });
  });

  it("gives each option the owner turned on, with a stable id, in order", () => {
    const options = orderOptions(ownerOrders);
    expect(
      options.delivery.map(({ id, costCents, needsAddress }) => [id, costCents, needsAddress]),
    ).toEqual([
      ["pickup-1", 0, false],
      ["pickup-2", 0, false],
      ["local-pachuca", 5000, true],
      ["local-mineral-del-chico", 8950, true],
      ["shipping", 18000, true],
    ]);
    expect(options.delivery[0]).toMatchObject({
      label: "Recoger en La tienda de Real del Monte",
      detail: "Plaza Principal 4, de 10 a 18 h",
    });
    expect(options.delivery[2]?.label).toBe("Entrega en Pachuca");
    // The threshold is only exposed: the totals apply it.
    expect(options.delivery[4]).toMatchObject({
      label: "Envío a todo México",
      freeFromCents: 150000,
    });
    expect(options.payment).toEqual([
      { id: "transfer", label: "Transferencia SPEI" },
      { id: "cash", label: "Efectivo" },
    ]);
    expect(options.minimumCents).toBe(30000);
  });

  it("leaves out shipping and a payment method that are off", () => {
    const options = orderOptions({
      ...ownerOrders,
      shipping: { ...ownerOrders.shipping, enabled: false },
      payment: { ...ownerOrders.payment, cash: { enabled: false, details: null } },
    });
    expect(options.delivery.map((option) => option.id)).not.toContain("shipping");
    expect(options.payment).toEqual([{ id: "transfer", label: "Transferencia SPEI" }]);
  });
});
