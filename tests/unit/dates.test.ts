import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "../../app/shared/dates";

describe("the admin's one date format", () => {
  it("writes a plain date as day, short month and year", () => {
    expect(formatDate("2020-01-31")).toBe("31 ene 2020");
    expect(formatDate("2026-09-05")).toBe("5 sept 2026");
    expect(formatDate("2026-12-01")).toBe("1 dic 2026");
  });

  it("writes a moment the same way, with the 24-hour time of Mexico City", () => {
    expect(formatDateTime(new Date("2026-11-21T03:39:00Z"))).toBe("20 nov 2026, 21:39");
    expect(formatDateTime("2026-01-01T06:05:00Z")).toBe("1 ene 2026, 00:05");
    expect(formatDateTime(Date.parse("2026-02-14T16:45:00Z"))).toBe("14 feb 2026, 10:45");
    // Mexico City has kept UTC−6 all year since 2022.
    expect(formatDateTime(new Date("2026-07-01T12:00:00Z"))).toBe("1 jul 2026, 06:00");
  });

  it("shares the date part between the two", () => {
    expect(formatDateTime("2026-03-04T15:07:00Z").startsWith(`${formatDate("2026-03-04")},`)).toBe(
      true,
    );
  });

  it("throws on a moment that is not one, rather than printing nonsense", () => {
    expect(() => formatDateTime("ayer")).toThrow(RangeError);
  });
});
