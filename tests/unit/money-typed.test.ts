import { describe, expect, it } from "vitest";
import { centsToPesos, readAmount } from "../../app/shared/money";

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
    expect(readAmount(text)).toBe(cents);
  });

  it.each(["", "-5", "49.505", "49,50", "1,25", "cincuenta", "5e3", "12.", ".5"])(
    "%j is no amount",
    (text) => {
      expect(readAmount(text)).toBeNull();
    },
  );

  it("writes centavos back as the form shows them", () => {
    expect(centsToPesos(5000)).toBe("50");
    expect(centsToPesos(4950)).toBe("49.50");
    expect(centsToPesos(1)).toBe("0.01");
    expect(centsToPesos(0)).toBe("0");
  });
});
