import { describe, expect, it } from "vitest";
import { centsToPesosInput, pesosToCents } from "../../app/shared/money-input";

describe("pesos typed in a form, as centavos", () => {
  it.each([
    ["50", 5000],
    ["49.50", 4950],
    ["49.5", 4950],
    ["0", 0],
    ["0.01", 1],
    [" $1,250.00 ", 125000],
    ["1250", 125000],
  ])("%j is %d centavos", (text, cents) => {
    expect(pesosToCents(text)).toBe(cents);
  });

  it.each(["", "-5", "49.505", "49,50", "1,25", "cincuenta", "5e3", "12.", ".5"])(
    "%j is no amount",
    (text) => {
      expect(pesosToCents(text)).toBeNull();
    },
  );

  it("writes centavos back as the form shows them", () => {
    expect(centsToPesosInput(5000)).toBe("50");
    expect(centsToPesosInput(4950)).toBe("49.50");
    expect(centsToPesosInput(1)).toBe("0.01");
    expect(centsToPesosInput(0)).toBe("0");
  });
});
