import { describe, expect, it } from "vitest";
import {
  requestChangeSchema,
  requestFiltersInput,
  requestFiltersSchema,
  requestFollowUpSchema,
} from "../../app/validation/request-follow-up";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("requestChangeSchema (PATCH /api/admin/requests/{id})", () => {
  it("takes a status, a note, or both; what is left out stays undefined", () => {
    expect(requestChangeSchema.parse({ status: "enviada" })).toEqual({ status: "enviada" });
    expect(requestChangeSchema.parse({ note: "  Guía 123  " })).toEqual({ note: "Guía 123" });
    expect(requestChangeSchema.parse({ status: "nueva", note: "x" })).toEqual({
      status: "nueva",
      note: "x",
    });
  });

  it("clears the note with null or a blank", () => {
    expect(requestChangeSchema.parse({ note: null })).toEqual({ note: null });
    expect(requestChangeSchema.parse({ note: "   " })).toEqual({ note: null });
  });

  it("refuses an unknown status with 'Estado no válido'", () => {
    for (const status of ["Nueva", "cerrada", "", 1, null]) {
      expect(messageOf(requestChangeSchema.safeParse({ status }))).toBe("Estado no válido");
    }
  });

  it("refuses a note over 2000 characters, and one that is not text", () => {
    expect(messageOf(requestChangeSchema.safeParse({ note: "a".repeat(2001) }))).toBe(
      "La nota debe tener como máximo 2000 caracteres",
    );
    expect(requestChangeSchema.safeParse({ note: "a".repeat(2000) }).success).toBe(true);
    expect(messageOf(requestChangeSchema.safeParse({ note: 5 }))).toBe("La nota debe ser texto");
  });

  it("refuses an empty change and unknown fields", () => {
    expect(messageOf(requestChangeSchema.safeParse({}))).toBe("Indique el estado o la nota");
    expect(requestChangeSchema.safeParse({ status: "enviada", name: "Otro" }).success).toBe(false);
  });
});

describe("requestFollowUpSchema (the request page's form)", () => {
  it("needs a status and turns a blank note into none", () => {
    expect(requestFollowUpSchema.parse({ status: "contactada" })).toEqual({
      status: "contactada",
      note: null,
    });
    expect(messageOf(requestFollowUpSchema.safeParse({ note: "x" }))).toBe("Estado no válido");
  });
});

describe("requestFiltersSchema", () => {
  it("reads blank and missing filters as all", () => {
    expect(requestFiltersSchema.parse({ status: "", kind: null })).toEqual({});
    expect(requestFiltersSchema.parse({ status: "entregada", kind: "client" })).toEqual({
      status: "entregada",
      kind: "client",
    });
  });

  it("refuses an unknown status or kind", () => {
    expect(messageOf(requestFiltersSchema.safeParse({ status: "todas" }))).toBe("Estado no válido");
    expect(messageOf(requestFiltersSchema.safeParse({ kind: "muestra" }))).toBe("Tipo no válido");
  });

  it("reads the waiting list's former kind in a link (`aviso`) as `waitlist`", () => {
    const filtersOf = (query: string) =>
      requestFiltersSchema.parse(requestFiltersInput(new URLSearchParams(query)));
    expect(filtersOf("kind=aviso&productId=3")).toEqual({ kind: "waitlist", productId: 3 });
    expect(filtersOf("kind=waitlist")).toEqual({ kind: "waitlist" });
  });
});
