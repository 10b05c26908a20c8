import { describe, expect, it } from "vitest";
import { REQUEST_KIND_LABELS, formatRequestDate, requestKindLabel } from "~/shared/request-format";

describe("requestKindLabel", () => {
  it("names each kind of request as the admin reads it", () => {
    expect(requestKindLabel("associate")).toBe("Caja de maridaje (asociado)");
    expect(requestKindLabel("client")).toBe("Muestra (cliente)");
    expect(requestKindLabel("waitlist")).toBe("Lista de espera");
    expect(Object.keys(REQUEST_KIND_LABELS).sort()).toEqual(["associate", "client", "waitlist"]);
  });
});

describe("formatRequestDate", () => {
  it("writes day/month/year and a 24-hour time in Mexico City time", () => {
    // 03:39 UTC on the 21st is 21:39 on the 20th in Mexico City (UTC-6).
    expect(formatRequestDate(new Date("2026-11-21T03:39:00Z"))).toBe("20/11/2026, 21:39");
    expect(formatRequestDate(new Date("2026-01-01T05:59:00Z"))).toBe("31/12/2025, 23:59");
  });

  it("keeps UTC-6 in summer: Mexico City has had no daylight saving time since 2022", () => {
    expect(formatRequestDate(new Date("2026-07-01T12:00:00Z"))).toBe("01/07/2026, 06:00");
  });

  it("writes the first hour after midnight as 00, not 24, in Node as in workerd", () => {
    expect(formatRequestDate(new Date("2026-11-24T06:05:00Z"))).toBe("24/11/2026, 00:05");
  });

  it("pads single-digit days, months, hours and minutes", () => {
    expect(formatRequestDate(new Date("2026-03-04T15:07:00Z"))).toBe("04/03/2026, 09:07");
  });
});
