import { describe, expect, it } from "vitest";
import { adminParams, idParam, usedAtLabel } from "../../app/shared/admin-crud";

describe("usedAtLabel", () => {
  it("says when a code was used, in Mexico City time, from a Date, a string or a timestamp", () => {
    const usedAt = new Date("2026-11-03T16:15:00Z");
    expect(usedAtLabel(usedAt)).toBe("Usado el 3 nov 2026, 10:15");
    expect(usedAtLabel("2026-11-03T16:15:00Z")).toBe("Usado el 3 nov 2026, 10:15");
    expect(usedAtLabel(usedAt.getTime())).toBe("Usado el 3 nov 2026, 10:15");
  });

  it("writes the 24-hour time and the day of Mexico City, not of UTC", () => {
    expect(usedAtLabel("2026-11-21T03:39:00Z")).toBe("Usado el 20 nov 2026, 21:39");
    expect(usedAtLabel("2026-01-01T06:05:00Z")).toBe("Usado el 1 ene 2026, 00:05");
  });

  it("throws on a date that is not one, rather than printing nonsense", () => {
    expect(() => usedAtLabel("ayer")).toThrow(RangeError);
  });
});

describe("idParam", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("reads a positive whole id", () => {
    expect(idParam(params("editar=1"), "editar")).toBe(1);
    expect(idParam(params("eliminar=42&editar=7"), "eliminar")).toBe(42);
    expect(idParam(params("editar=2147483647"), "editar")).toBe(2_147_483_647);
  });

  it("refuses an id past D1's largest, like every other id the site reads", () => {
    expect(idParam(params("editar=2147483648"), "editar")).toBeNull();
    expect(idParam(params("editar=9999999999"), "editar")).toBeNull();
  });

  it.each([
    "",
    "0",
    "-1",
    "01",
    "1.5",
    "1e3",
    " 1",
    "1 ",
    "+1",
    "0x10",
    "abc",
    "12345678901",
    "١٢",
  ])("answers null for %j", (value) => {
    expect(idParam(params(`editar=${encodeURIComponent(value)}`), "editar")).toBeNull();
  });

  it("answers null when the param is missing, and reads the first of two", () => {
    expect(idParam(params("eliminar=3"), "editar")).toBeNull();
    expect(idParam(params("editar=5&editar=6"), "editar")).toBe(5);
    expect(idParam(params("editar=x&editar=6"), "editar")).toBeNull();
  });
});

describe("adminParams", () => {
  it("opens the inline sections with Spanish URL params", () => {
    expect(adminParams).toEqual({
      create: "nuevo",
      edit: "editar",
      remove: "eliminar",
      revoke: "revocar",
    });
  });
});
