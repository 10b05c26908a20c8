import { describe, expect, it } from "vitest";
import { parseRecordId } from "../../app/shared/record-id";

describe("parseRecordId", () => {
  it("reads a plain positive integer", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId("2147483647")).toBe(2_147_483_647);
  });

  it.each(["", "0", "012", "-1", "1e3", "1.5", " 7", "7 ", "2147483648", "abc", "١٢"])(
    "refuses %j",
    (value) => {
      expect(parseRecordId(value)).toBeNull();
    },
  );

  it("refuses what is not text (a file, a missing field)", () => {
    expect(parseRecordId(null)).toBeNull();
    expect(parseRecordId(undefined)).toBeNull();
    expect(parseRecordId(new File(["1"], "1.txt"))).toBeNull();
  });
});
