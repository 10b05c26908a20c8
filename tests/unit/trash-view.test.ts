import { describe, expect, it } from "vitest";
import { trashRow } from "../../app/view/trash-view";

describe("a row of 'Papelera'", () => {
  it("names the kind, who deleted it and when, and until when it is kept, in Mexico City time", () => {
    expect(
      trashRow({
        id: 7,
        kind: "waitlist-entry",
        title: "Ana Torres",
        deletedAt: "2026-11-28T03:39:00.000Z",
        deletedBy: "admin",
      }),
    ).toEqual({
      id: 7,
      kindLabel: "Lista de espera",
      title: "Ana Torres",
      deletedAt: "2026-11-28T03:39:00.000Z",
      deletedLabel: "Eliminado el 27 nov 2026, 21:39 por admin",
      keptUntilLabel: "Se guarda hasta el 27 dic 2026, 21:39",
    });
  });

  it("says no one when the admin is unknown", () => {
    const row = trashRow({
      id: 1,
      kind: "product",
      title: "Miel",
      deletedAt: "2026-01-31T18:00:00.000Z",
      deletedBy: null,
    });
    expect(row.kindLabel).toBe("Producto");
    expect(row.deletedLabel).toBe("Eliminado el 31 ene 2026, 12:00");
    expect(row.keptUntilLabel).toBe("Se guarda hasta el 2 mar 2026, 12:00");
  });
});
