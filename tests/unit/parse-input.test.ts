import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NOT_AN_OBJECT, parseOrThrow, toFieldErrors } from "../../app/http/parse-input.server";
import { ServiceError } from "../../app/services/errors.server";
import { contactSchema } from "../../app/validation/contact";
import { storeSchema } from "../../app/validation/store";

/** The ServiceError `parseOrThrow` throws for `data`. */
function refusal(schema: z.ZodType, data: unknown): ServiceError {
  try {
    parseOrThrow(schema, data);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("parseOrThrow accepted the data");
}

const store = {
  name: "Tienda La Abeja",
  address: "Av. Juárez 12",
  city: "Pachuca",
  state: "Hidalgo",
};

describe("parseOrThrow", () => {
  it("answers the parsed data: trimmed, blanks as null", () => {
    expect(parseOrThrow(storeSchema, { ...store, name: "  Tienda La Abeja ", phone: "" })).toEqual({
      ...store,
      phone: null,
      description: null,
    });
  });

  it("refuses with a 400 naming the first issue, and every issue by field", () => {
    const error = refusal(contactSchema, { name: " ", email: "no-es-correo", message: "hola" });
    expect(error.status).toBe(400);
    expect(error.message).toBe("El nombre es requerido");
    expect(error.details.fieldErrors).toEqual({
      name: ["El nombre es requerido"],
      email: ["Email inválido"],
      message: ["El mensaje debe tener al menos 10 caracteres"],
    });
  });

  it("answers missing fields with the schema's own Spanish messages", () => {
    const error = refusal(storeSchema, {});
    expect(error.details.fieldErrors).toEqual({
      name: ["El nombre es requerido"],
      address: ["La dirección es requerida"],
      city: ["La ciudad es requerida"],
      state: ["El estado es requerido"],
    });
  });

  it.each([null, [], "texto", 42, undefined])(
    "refuses a body that is not an object (%j) in Spanish",
    (body) => {
      const error = refusal(storeSchema, body);
      expect(error.message).toBe("El cuerpo de la solicitud debe ser un objeto JSON");
      expect(error.details.fieldErrors).toEqual({ _form: [NOT_AN_OBJECT] });
    },
  );

  it("names the fields a strict schema does not take", () => {
    const error = refusal(storeSchema.strict(), { ...store, isAdmin: true, id: 3 });
    expect(error.message).toBe("Campos no permitidos: isAdmin, id");
    expect(error.details.fieldErrors).toEqual({ _form: ["Campos no permitidos: isAdmin, id"] });
  });
});

describe("toFieldErrors", () => {
  it("joins a nested path with dots and gathers several messages of one field", () => {
    const schema = z.object({
      images: z.array(z.string().min(3, "Muy corta").regex(/^\//, "Debe empezar con /")),
    });
    const result = schema.safeParse({ images: ["ok/", "x"] });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({
      "images.0": ["Debe empezar con /"],
      "images.1": ["Muy corta", "Debe empezar con /"],
    });
  });

  it("answers no errors for no issues", () => {
    expect(toFieldErrors([])).toEqual({});
  });
});
