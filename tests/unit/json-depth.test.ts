import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "../../app/shared/json-depth";

/** `levels` arrays, each inside the next. */
function nested(levels: number): unknown {
  return JSON.parse("[".repeat(levels) + "]".repeat(levels)) as unknown;
}

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, not scalars", () => {
    expect(nestsDeeperThan("texto", 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan([], 1)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: "c" }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: ["c"] }] }, 3)).toBe(true);
  });

  it("looks at every branch", () => {
    expect(nestsDeeperThan({ a: 1, b: [1, [2, [3]]], c: {} }, 3)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [1, [2, [3]]], c: {} }, 4)).toBe(false);
  });

  it("measures a value far deeper than the stack allows, without overflowing it", () => {
    const deep = nested(200_000);
    expect(nestsDeeperThan(deep, 16)).toBe(true);
    expect(nestsDeeperThan(deep, 200_000)).toBe(false);
  });
});
