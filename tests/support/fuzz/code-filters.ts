import fc from "fast-check";
import { CODE_STATES } from "../../../app/shared/code-expiry";
import { codeFiltersInput, codeFiltersSchema } from "../../../app/validation/invitation-campaign";
import { nastyString } from "./strings";

/**
 * The codes list's filters, `?campaign=…&state=…`, as GET
 * /api/admin/invitation-codes reads them: generated queries, and what the
 * list's own schema makes of them.
 */

/** States the filter does not take, and campaign names no code has. */
const FILTER_JUNK = [
  "Sin-usar",
  "USADO",
  " vencido",
  "vencido ",
  "vencido\u0000",
  "usado,vencido",
  "todos",
  "expirado",
  "*",
  "%",
  "_",
  "null",
  "[]",
  "__proto__",
  "associate",
  "'; DROP TABLE invitation_codes; --",
  "usado' OR '1'='1",
  "<script>alert(1)</script>",
  "x".repeat(81),
  "x".repeat(3000),
] as const;

const filterValue = fc.oneof(
  { arbitrary: fc.constantFrom(...CODE_STATES, "", "Cata de otoño"), weight: 3 },
  { arbitrary: fc.constantFrom(...FILTER_JUNK), weight: 3 },
  { arbitrary: nastyString, weight: 2 },
);

const RAW_FILTER_TAILS = [
  "",
  "",
  "&state=%zz",
  "&campaign=%",
  "&state=%E0%A4%A",
  "&campaign=%C0%AF",
  "&state%00=usado",
  "&state=usado%00",
  "&state=usado&state=x",
  "&&&==",
] as const;

/** `?campaign=…&state=…` (or nothing) with repeated, missing, odd and broken parameters. */
export const codeFilterQuery: fc.Arbitrary<string> = fc
  .record({
    entries: fc.array(
      fc.tuple(fc.constantFrom("campaign", "state", "campaign", "state", "State", ""), filterValue),
      { maxLength: 4 },
    ),
    tail: fc.constantFrom(...RAW_FILTER_TAILS),
  })
  .map(({ entries, tail }) => {
    const query = new URLSearchParams(entries).toString() + tail;
    return query ? `?${query}` : "";
  });

/** What the codes list makes of the filters of `path`, read as the Worker reads its URL. */
export function codeFiltersOf(path: string) {
  const params = new URL(path, "http://localhost").searchParams;
  return codeFiltersSchema.safeParse(codeFiltersInput(params));
}
