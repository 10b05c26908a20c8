import { describe, expect, it } from "vitest";
import {
  MAX_PRICE_CENTS,
  centsToPesos,
  formatPrice,
  parsePriceText,
  readAmount,
  shownPrice,
} from "../../app/shared/money";

describe("formatPrice", () => {
  it.each([
    [22000, "$220 MXN"],
    [123450, "$1,234.50 MXN"],
    [9505, "$95.05 MXN"],
    [5, "$0.05 MXN"],
    [0, "$0 MXN"],
    [MAX_PRICE_CENTS, "$100,000 MXN"],
    [123456789, "$1,234,567.89 MXN"],
  ])("writes %d centavos as %j", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});

describe("parsePriceText", () => {
  it.each([
    ["$220 MXN", 22000],
    ["$1,250.50 MXN", 125050],
    ["$180 MXN", 18000],
    ["180", 18000],
    ["$0.50", 50],
    ["$0", 0],
    ["0.00", 0],
    ["$ 99.5 mxn", 9950],
    ["  $1,234.8  ", 123480],
    ["$100,000 MXN", MAX_PRICE_CENTS],
    ["0220", 22000],
  ])("reads %j as %j centavos", (text, cents) => {
    expect(parsePriceText(text)).toBe(cents);
  });

  it.each([
    null,
    undefined,
    "",
    "Consultar precio",
    "$",
    "-",
    "-220",
    "Desde $95.00",
    "MXN 2,000",
    "$99 (250 g)",
    "1,23",
    "01,234",
    "220.",
    "220.505",
    "$100,000.01 MXN",
    "$200,000 MXN",
    "1234567890",
  ])("answers null for %j, which is no plain amount (or too large)", (text) => {
    expect(parsePriceText(text)).toBeNull();
  });

  it("reads back every amount it writes", () => {
    for (const cents of [0, 1, 99, 100, 22000, 123450, 999999, MAX_PRICE_CENTS]) {
      expect(parsePriceText(formatPrice(cents))).toBe(cents);
    }
  });
});

describe("readAmount", () => {
  it("reads what the owner types in pesos, however large", () => {
    expect(readAmount("220")).toBe(22000);
    expect(readAmount("220.50")).toBe(22050);
    expect(readAmount("200,000")).toBe(20000000);
    expect(readAmount("doscientos")).toBeNull();
  });
});

describe("centsToPesos", () => {
  it("writes centavos back as the form's pesos", () => {
    expect(centsToPesos(22000)).toBe("220");
    expect(centsToPesos(22050)).toBe("220.50");
    expect(centsToPesos(5)).toBe("0.05");
  });
});

describe("shownPrice", () => {
  it("shows the amount's text, else the owner's text, else nothing", () => {
    expect(shownPrice({ price: "220", priceCents: 22000 })).toBe("$220 MXN");
    expect(shownPrice({ price: "Consultar", priceCents: null })).toBe("Consultar");
    expect(shownPrice({ price: null, priceCents: null })).toBeNull();
  });
});
