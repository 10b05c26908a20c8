import { describe, expect, it } from "vitest";
import { formatOrderNumber, parseOrderNumber } from "../../app/shared/order-number";
import { orderTotals } from "../../app/shared/order-totals";

describe("an order's totals", () => {
  const threeHoneysAndAChili = [
    { unitCents: 22000, quantity: 3 },
    { unitCents: 9550, quantity: 1 },
  ];

  it("adds the lines and the delivery's cost, to the centavo", () => {
    expect(orderTotals(threeHoneysAndAChili, { costCents: 15000, freeFromCents: null }, 0)).toEqual(
      { subtotalCents: 75550, deliveryCents: 15000, totalCents: 90550, belowMinimum: false },
    );
  });

  it("makes the delivery free from the threshold on, and not a centavo before", () => {
    const shipping = { costCents: 15000, freeFromCents: 75550 };
    expect(orderTotals(threeHoneysAndAChili, shipping, 0).deliveryCents).toBe(0);
    expect(orderTotals(threeHoneysAndAChili, { ...shipping, freeFromCents: 75551 }, 0)).toEqual({
      subtotalCents: 75550,
      deliveryCents: 15000,
      totalCents: 90550,
      belowMinimum: false,
    });
  });

  it("says when the subtotal is under the owner's minimum order", () => {
    const pickup = { costCents: 0, freeFromCents: null };
    expect(orderTotals(threeHoneysAndAChili, pickup, 80000).belowMinimum).toBe(true);
    expect(orderTotals(threeHoneysAndAChili, pickup, 75550).belowMinimum).toBe(false);
  });
});

describe("an order's number", () => {
  it("reads 'MP-' and at least four digits", () => {
    expect(formatOrderNumber(42)).toBe("MP-0042");
    expect(formatOrderNumber(1)).toBe("MP-0001");
    expect(formatOrderNumber(12345)).toBe("MP-12345");
  });

  it("is read back from what a buyer or the owner types", () => {
    expect(parseOrderNumber("MP-0042")).toBe(42);
    expect(parseOrderNumber(" mp-42 ")).toBe(42);
    expect(parseOrderNumber("0042")).toBe(42);
    expect(parseOrderNumber("MP-0000")).toBeNull();
    expect(parseOrderNumber("MP-4a")).toBeNull();
    expect(parseOrderNumber("")).toBeNull();
  });
});
