import fc from "fast-check";
import { nastyString } from "./strings";

const leaf: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  nastyString,
);

/** Any JSON value but a string or null. */
export const nonStringNonNull: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -0, 2 ** 53 + 2, true, false),
  fc.boolean(),
  fc.constant<fc.JsonValue>([]),
  fc.constant<fc.JsonValue>({}),
  fc.array(leaf, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
  fc.constantFrom<fc.JsonValue>([["nested"]], { $gt: "" }, { toString: "x" }, { length: 1 }),
);

/** Any JSON value but a string. */
export const nonString: fc.Arbitrary<fc.JsonValue> = fc.oneof(
  { arbitrary: nonStringNonNull, weight: 5 },
  { arbitrary: fc.constant(null), weight: 1 },
);
