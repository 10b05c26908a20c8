import { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  priceColumns,
  productChanges,
  settledProduct,
} from "../../app/services/product-columns.server";

describe("priceColumns", () => {
  it("lets an amount win, writing the text from it", () => {
    expect(priceColumns({ price: "$300 MXN", priceCents: 22050 })).toEqual({
      price: "$220.50 MXN",
      priceCents: 22050,
    });
  });

  it("keeps a text given alone as written, and reads its amount", () => {
    expect(priceColumns({ price: "220" })).toEqual({ price: "220", priceCents: 22000 });
    expect(priceColumns({ price: "Consultar", priceCents: null })).toEqual({
      price: "Consultar",
      priceCents: null,
    });
  });

  it("clears the text with an amount cleared alone, and changes nothing when given neither", () => {
    expect(priceColumns({ priceCents: null })).toEqual({ price: null, priceCents: null });
    expect(priceColumns({})).toEqual({});
  });
});

describe("settledProduct", () => {
  it("reads an older product's amount from its text, its stock not counted", () => {
    expect(settledProduct({ price: "$1,234.50 MXN", availability: "disponible" })).toEqual({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: null,
      availability: "disponible",
    });
  });

  it("makes a product of 0 units 'agotado'", () => {
    expect(
      settledProduct({ priceCents: 100, stock: 0, availability: "proximamente" }),
    ).toMatchObject({ stock: 0, availability: "agotado", price: "$1 MXN" });
  });
});

describe("productChanges", () => {
  it("writes only what was given, the price settled", () => {
    expect(productChanges({ weight: "250 g", stock: undefined })).toEqual({ weight: "250 g" });
    expect(productChanges({ priceCents: 22000 })).toEqual({
      priceCents: 22000,
      price: "$220 MXN",
    });
  });

  it("sells out a product set to 0 units, whatever availability came with it", () => {
    expect(productChanges({ stock: 0 })).toEqual({ stock: 0, availability: "agotado" });
    expect(productChanges({ stock: 0, availability: "disponible" })).toEqual({
      stock: 0,
      availability: "agotado",
    });
    expect(productChanges({ stock: 4, availability: "disponible" })).toEqual({
      stock: 4,
      availability: "disponible",
    });
    expect(productChanges({ stock: 4 })).toEqual({ stock: 4 });
  });

  it("asks the stored stock when only the availability changes", () => {
    expect(productChanges({ availability: "disponible" }).availability).toBeInstanceOf(SQL);
  });
});
