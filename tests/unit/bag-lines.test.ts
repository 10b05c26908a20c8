import { describe, expect, it } from "vitest";
import {
  bagUnits,
  changeBagLines,
  mostOrderable,
  type BagLine,
} from "../../app/services/bag/bag-lines.server";
import { bagView, type BagProduct } from "../../app/services/bag/bag-lines-view.server";

const lines: BagLine[] = [
  { productId: 1, quantity: 2 },
  { productId: 2, quantity: 1 },
];

describe("changeBagLines", () => {
  it("adds to a line in its place, and puts a new product last", () => {
    expect(changeBagLines(lines, { intent: "add", productId: 1, quantity: 3 })).toEqual({
      lines: [
        { productId: 1, quantity: 5 },
        { productId: 2, quantity: 1 },
      ],
    });
    expect(changeBagLines(lines, { intent: "add", productId: 7, quantity: 1 })).toEqual({
      lines: [...lines, { productId: 7, quantity: 1 }],
    });
  });

  it("sets a quantity and removes a line, even of a product it does not hold", () => {
    expect(changeBagLines(lines, { intent: "set", productId: 2, quantity: 9 })).toEqual({
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 9 },
      ],
    });
    expect(changeBagLines(lines, { intent: "remove", productId: 1 })).toEqual({
      lines: [{ productId: 2, quantity: 1 }],
    });
    expect(changeBagLines(lines, { intent: "remove", productId: 99 })).toEqual({ lines });
  });

  it("refuses a line past 99 units and a 31st product", () => {
    expect(changeBagLines(lines, { intent: "add", productId: 1, quantity: 98 })).toEqual({
      refusal:
        "Tu bolsa ya tiene 2 unidades de este producto: se pueden pedir como máximo 99 de cada uno.",
    });
    expect(changeBagLines(lines, { intent: "add", productId: 2, quantity: 99 })).toEqual({
      refusal:
        "Tu bolsa ya tiene 1 unidad de este producto: se pueden pedir como máximo 99 de cada uno.",
    });
    const full = Array.from({ length: 30 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect(changeBagLines(full, { intent: "add", productId: 31, quantity: 1 })).toEqual({
      refusal: "Un pedido puede tener como máximo 30 productos distintos",
    });
    expect(changeBagLines(full, { intent: "add", productId: 30, quantity: 1 })).not.toHaveProperty(
      "refusal",
    );
  });

  it("counts units, and bounds a quantity by what is left", () => {
    expect(bagUnits(lines)).toBe(3);
    expect(mostOrderable(null)).toBe(99);
    expect(mostOrderable(4)).toBe(4);
    expect(mostOrderable(500)).toBe(99);
  });
});

describe("bagView", () => {
  const product = (fields: Partial<BagProduct>): BagProduct => ({
    id: 1,
    slug: "miel",
    name: "Miel",
    mainImageUrl: "/images/miel.webp",
    availability: "disponible",
    priceCents: 22000,
    stock: null,
    ...fields,
  });

  it("prices the lines at today's prices, flags what cannot be ordered, leaves out what is gone", () => {
    const view = bagView(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 5 },
        { productId: 4, quantity: 1 },
      ],
      [
        product({ id: 1 }),
        product({ id: 2, name: "Agotada", availability: "agotado" }),
        product({ id: 3, name: "Escasa", priceCents: 1000, stock: 2 }),
      ],
      0,
    );
    expect(view.lines.map((line) => [line.productId, line.lineCents, line.problem])).toEqual([
      [1, 44000, null],
      [2, null, "Este producto ya no se puede pedir: quítalo de tu bolsa."],
      [3, null, "Solo quedan 2 unidades: cambia la cantidad."],
    ]);
    expect(view.subtotalCents).toBe(44000);
    expect(view.units).toBe(8);
    expect(view.ready).toBe(false);
    expect(bagView([{ productId: 1, quantity: 1 }], [product({})], 0).ready).toBe(true);
    expect(bagView([], [product({})], 0).ready).toBe(false);
  });

  it("is not ready under the owner's minimum, and says what is missing", () => {
    const under = bagView([{ productId: 1, quantity: 1 }], [product({})], 30000);
    const note = "El pedido mínimo es de $300 MXN: agrega $80 MXN más para hacer tu pedido.";
    expect([under.ready, under.minimumNote, under.holdUp]).toEqual([false, note, note]);
    const reached = bagView([{ productId: 1, quantity: 2 }], [product({})], 30000);
    expect([reached.ready, reached.minimumNote, reached.holdUp]).toEqual([true, null, null]);
  });
});
