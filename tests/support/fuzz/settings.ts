import fc from "fast-check";

/** FUZZ_SEED replays the seed a failure reported. */
export const FUZZ_SEED =
  process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Generous: the properties of a group run concurrently, on a possibly busy machine. */
export const PROPERTY_TIMEOUT = 600_000;

/**
 * How many requests pass between two comparisons of the stores with their
 * baseline (each property also ends with one); a change names the requests
 * since the last clean comparison. FUZZ_CHECK_EVERY=1 compares after every
 * request.
 */
export function checkEvery(fallback: number): number {
  return Number(process.env.FUZZ_CHECK_EVERY ?? fallback);
}

/** `check` on `numRuns` generated values, from FUZZ_SEED when it is set. */
export async function assertProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<unknown>,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await check(value);
    }),
    { numRuns, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
  );
}
