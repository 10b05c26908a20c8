import { describe, expect, it } from "vitest";
import { patchedInput } from "../../app/controllers/partial-patch.server";
import { ServiceError } from "../../app/services/errors.server";
import { storeSchema } from "../../app/validation/store";

/** A store as `GET /api/stores` shows it. */
const stored = {
  id: 7,
  name: "Tienda La Abeja",
  address: "Calle Hidalgo 3",
  city: "Pachuca",
  state: "Hidalgo",
  phone: null,
  description: null,
};

function refusal(body: unknown): ServiceError {
  try {
    patchedInput(storeSchema, stored, body);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("patchedInput accepted the body");
}

describe("patchedInput", () => {
  it("keeps what the body leaves out, and gives as changes only what it sent", () => {
    expect(patchedInput(storeSchema, stored, { city: " Tulancingo " })).toEqual({
      input: { ...storeSchema.parse(stored), city: "Tulancingo" },
      changes: { city: "Tulancingo" },
    });
  });

  it("takes the item back unchanged, its read-only id with it", () => {
    const whole = storeSchema.parse(stored);
    expect(patchedInput(storeSchema, stored, stored)).toEqual({ input: whole, changes: whole });
  });

  it("refuses a changed read-only field by name", () => {
    const error = refusal({ ...stored, id: 8 });
    expect(error.status).toBe(400);
    expect(error.message).toBe("Campos de solo lectura: id");
    expect(error.details.fieldErrors).toEqual({ _form: ["Campos de solo lectura: id"] });
  });

  it("names unknown fields, with changed read-only ones sent beside them, in the body's order", () => {
    expect(refusal({ id: 8, city: "Tula", isAdmin: true }).message).toBe(
      "Campos no permitidos: id, isAdmin",
    );
    // Keys an object inherits are not the item's.
    expect(refusal(JSON.parse('{"__proto__": {}, "toString": 1}')).message).toBe(
      "Campos no permitidos: __proto__, toString",
    );
  });

  it("validates the merged item", () => {
    expect(refusal({ name: "  " }).message).toBe("El nombre es requerido");
  });

  it("refuses a body that is not an object", () => {
    for (const body of [null, [], "tienda", 3]) {
      expect(refusal(body).message).toBe("El cuerpo de la solicitud debe ser un objeto JSON");
    }
  });
});
