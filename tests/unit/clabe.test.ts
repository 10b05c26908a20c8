import { describe, expect, it } from "vitest";
import { clabeControlDigit, compactClabe, isValidClabe } from "../../app/shared/clabe";

describe("a CLABE's control digit", () => {
  it.each(["032180000118359719", "002180000118359710", "012180001234567899"])(
    "accepts %s, whose last digit is its control digit",
    (clabe) => {
      expect(isValidClabe(clabe)).toBe(true);
    },
  );

  it("computes the digit with the weights 3, 7, 1 over the first 17 digits", () => {
    expect(clabeControlDigit("03218000011835971")).toBe(9);
    expect(clabeControlDigit("00000000000000000")).toBe(0);
    // 1×3 = 3: (10 − 3) mod 10.
    expect(clabeControlDigit("10000000000000000")).toBe(7);
  });

  it.each([
    ["a wrong control digit", "032180000118359718"],
    ["two digits swapped", "302180000118359719"],
    ["17 digits", "03218000011835971"],
    ["19 digits", "0321800001183597190"],
    ["a letter", "03218000011835971A"],
    ["nothing", ""],
  ])("refuses %s", (_, clabe) => {
    expect(isValidClabe(clabe)).toBe(false);
  });

  it("leaves out the spaces and dashes typed between groups", () => {
    expect(compactClabe("032 180 00011835971-9")).toBe("032180000118359719");
  });
});
