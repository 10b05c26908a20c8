import { describe, expect, it } from "vitest";
import { orderMessages } from "../../app/content/order-messages";
import { isRfcForm, invoiceSchema } from "../../app/validation/invoice";
import { orderRequestSchema } from "../../app/validation/order";

const valid = {
  items: [
    { productId: 1, quantity: 3 },
    { productId: 4, quantity: 1 },
  ],
  name: "Lucía Hernández",
  phone: "771 123 4567",
  delivery: { option: "local-pachuca", address: "Calle Hidalgo 12, Centro" },
  payment: "transfer",
  consent: true,
};

/** The messages of a refused body, by field path. */
function refusals(body: unknown): Record<string, string[]> {
  const result = orderRequestSchema.safeParse(body);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

describe("an order as the checkout and the API send it", () => {
  it("reads a valid order: the phone as its digits, no e-mail, no invoice", () => {
    const order = orderRequestSchema.parse(valid);
    expect(order.phone).toBe("7711234567");
    expect(order.email).toBeNull();
    expect(order.invoice).toBeNull();
    expect(order.notes).toBeNull();
    expect(order.delivery).toEqual({
      option: "local-pachuca",
      address: "Calle Hidalgo 12, Centro",
      postalCode: null,
    });
  });

  it("never reads a price from the client", () => {
    const order = orderRequestSchema.parse({
      ...valid,
      items: [{ productId: 1, quantity: 2, unitCents: 1, price: "$1 MXN" }],
      totalCents: 1,
    });
    expect(order.items).toEqual([{ productId: 1, quantity: 2 }]);
    expect(order).not.toHaveProperty("totalCents");
  });

  it("refuses quantities of 0, −1, 1.5, more than 99 and text, with the field's message", () => {
    for (const quantity of [0, -1, 1.5, 100, "2"]) {
      expect(refusals({ ...valid, items: [{ productId: 1, quantity }] }), String(quantity)).toEqual(
        { "items.0.quantity": [orderMessages.quantity] },
      );
    }
  });

  it("adds up one product sent twice, and refuses it past 99", () => {
    const twice = [
      { productId: 1, quantity: 60 },
      { productId: 1, quantity: 30 },
    ];
    expect(orderRequestSchema.parse({ ...valid, items: twice }).items).toEqual([
      { productId: 1, quantity: 90 },
    ]);
    expect(refusals({ ...valid, items: [...twice, { productId: 1, quantity: 10 }] })).toEqual({
      "items.0.quantity": [orderMessages.quantity],
    });
  });

  it("refuses an empty bag, an unknown product id and a body that is not an object", () => {
    expect(refusals({ ...valid, items: [] })).toEqual({ items: [orderMessages.items] });
    expect(refusals({ ...valid, items: [{ productId: -3, quantity: 1 }] })).toEqual({
      "items.0.productId": [orderMessages.product],
    });
    for (const body of [null, [], "pedido", 42]) {
      expect(refusals(body), JSON.stringify(body)).toEqual({ "": [orderMessages.notObject] });
    }
  });

  it("wants a phone of 10 digits", () => {
    for (const phone of ["771 123 456", "77112345678", "771-ABC-4567", ""]) {
      expect(refusals({ ...valid, phone }), phone).toEqual({ phone: [orderMessages.phone] });
    }
    expect(orderRequestSchema.parse({ ...valid, phone: "(771) 123-45-67" }).phone).toBe(
      "7711234567",
    );
  });

  it("asks for the name, the delivery, the payment and the consent", () => {
    expect(refusals({ ...valid, name: " ", delivery: {}, payment: "", consent: false })).toEqual({
      name: [orderMessages.name],
      "delivery.option": [orderMessages.delivery],
      payment: [orderMessages.payment],
      consent: [orderMessages.consent],
    });
  });

  it("checks the delivery's postal code when given", () => {
    expect(refusals({ ...valid, delivery: { option: "shipping", postalCode: "4200" } })).toEqual({
      "delivery.postalCode": [orderMessages.postalCode],
    });
  });
});

describe("'¿Requiere factura?'", () => {
  const company = {
    rfc: "MPH190312AB1",
    razonSocial: "Miel Picosa de Hidalgo SA de CV",
    regimenFiscal: "601",
    codigoPostal: "42000",
    usoCfdi: "G01",
  };

  it("takes an RFC in the SAT's form, of a company or a person, written loosely", () => {
    expect(invoiceSchema.parse(company).rfc).toBe("MPH190312AB1");
    expect(
      invoiceSchema.parse({ ...company, rfc: " hegl-850214-k3a ", regimenFiscal: "612" }).rfc,
    ).toBe("HEGL850214K3A");
    expect(isRfcForm("XAXX010101000")).toBe(true);
    expect(isRfcForm("ÑAÑ000229AB1")).toBe(true);
  });

  it("refuses an RFC of the wrong form or with a date that does not exist", () => {
    for (const rfc of [
      "MPH19031AB1",
      "MPH191312AB1",
      "MPH190230AB1",
      "1PH190312AB1",
      "MPH190312ABZ",
    ]) {
      expect(invoiceSchema.safeParse({ ...company, rfc }).error?.issues[0]?.message, rfc).toBe(
        orderMessages.rfc,
      );
    }
  });

  it("takes the régimen and the uso from the SAT's catalogues only", () => {
    const issues = invoiceSchema
      .safeParse({ ...company, regimenFiscal: "999", usoCfdi: "CN01" })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["regimenFiscal", orderMessages.regimenFiscal],
      ["usoCfdi", orderMessages.usoCfdi],
    ]);
  });

  it("refuses a person's régimen for a company's RFC", () => {
    const refused = invoiceSchema.safeParse({ ...company, regimenFiscal: "612" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      orderMessages.regimenForRfc,
    ]);
    expect(invoiceSchema.safeParse({ ...company, regimenFiscal: "626" }).success).toBe(true);
  });

  it("wants a fiscal postal code of 5 digits", () => {
    expect(
      invoiceSchema.safeParse({ ...company, codigoPostal: "4200" }).error?.issues[0]?.message,
    ).toBe(orderMessages.codigoPostalFiscal);
  });

  it("comes with the order, or not at all", () => {
    expect(orderRequestSchema.parse({ ...valid, invoice: company }).invoice?.rfc).toBe(
      "MPH190312AB1",
    );
    expect(refusals({ ...valid, invoice: { ...company, rfc: "X" } })).toEqual({
      "invoice.rfc": [orderMessages.rfc],
    });
  });
});

describe("the régimen's check against the RFC", () => {
  it("leaves a code outside the catalogue to the catalogue's own message", async () => {
    const { regimenFitsRfc } = await import("../../app/content/sat-catalogs");
    expect(regimenFitsRfc("999", "MPH190312AB1")).toBe(true);
    expect(regimenFitsRfc("612", "MPH190312AB1")).toBe(false);
    expect(regimenFitsRfc("612", "HEGL850214K3A")).toBe(true);
    expect(regimenFitsRfc("601", "HEGL850214K3A")).toBe(false);
  });
});
