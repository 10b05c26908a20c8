import { describe, expect, it } from "vitest";
import {
  describeCounts,
  replacementSentence,
  type ContentCounts,
} from "../../app/shared/backup-counts";

const sample: ContentCounts = {
  products: 7,
  stores: 4,
  recipes: 3,
  invitationCodes: 5,
  requests: 1,
};

describe("describeCounts", () => {
  it("lists the sections in order, joined with commas and a final 'y'", () => {
    expect(describeCounts(sample)).toBe(
      "7 productos, 4 puntos de venta, 3 recetas, 5 códigos de invitación y 1 solicitud",
    );
  });

  it("uses the singular for exactly one and the plural for zero and many", () => {
    expect(
      describeCounts({ products: 1, stores: 1, recipes: 1, invitationCodes: 1, requests: 1 }),
    ).toBe("1 producto, 1 punto de venta, 1 receta, 1 código de invitación y 1 solicitud");
    expect(
      describeCounts({ products: 0, stores: 0, recipes: 0, invitationCodes: 0, requests: 0 }),
    ).toBe("0 productos, 0 puntos de venta, 0 recetas, 0 códigos de invitación y 0 solicitudes");
    expect(describeCounts({ ...sample, requests: 1200 })).toMatch(/ y 1200 solicitudes$/);
  });
});

describe("replacementSentence", () => {
  it("says what the backup replaces and with what", () => {
    expect(
      replacementSentence(sample, {
        products: 2,
        stores: 0,
        recipes: 1,
        invitationCodes: 0,
        requests: 3,
      }),
    ).toBe(
      "Se reemplazarán 7 productos, 4 puntos de venta, 3 recetas, 5 códigos de invitación y 1 solicitud por los del archivo: 2 productos, 0 puntos de venta, 1 receta, 0 códigos de invitación y 3 solicitudes.",
    );
  });
});
