import fc from "fast-check";
import { REQUEST_KINDS, REQUEST_STATUSES } from "../../../app/shared/enums";
import { requestFiltersSchema } from "../../../app/validation/request-follow-up";
import { nastyString } from "./strings";

/**
 * The request inbox's filters, `?status=…&kind=…`, as the list, its CSV and
 * the JSON API read them: generated queries, and what the inbox's own
 * schema makes of them.
 */

/** Values neither filter takes. */
const FILTER_JUNK = [
  "Nueva",
  "NUEVA",
  " nueva",
  "nueva ",
  "nueva\u0000",
  "nueva,contactada",
  "todas",
  "all",
  "*",
  "%",
  "_",
  "null",
  "undefined",
  "[]",
  "{}",
  "0",
  "__proto__",
  "constructor",
  "Associate",
  "associates",
  "cliente",
  "'; DROP TABLE invitation_requests; --",
  "nueva' OR '1'='1",
  "<script>alert(1)</script>",
  "x".repeat(3000),
] as const;

/** Valid values, blank, the other filter's, and junk. */
const filterValue = fc.oneof(
  { arbitrary: fc.constantFrom(...REQUEST_STATUSES, ...REQUEST_KINDS, ""), weight: 3 },
  { arbitrary: fc.constantFrom(...FILTER_JUNK), weight: 3 },
  { arbitrary: nastyString, weight: 2 },
);

/** Raw tails whose percent-encoding is broken, or that repeat a filter. */
const RAW_FILTER_TAILS = [
  "",
  "",
  "&status=%zz",
  "&kind=%",
  "&status=%E0%A4%A",
  "&kind=%C0%AF",
  "&status%00=nueva",
  "&status=nueva%00",
  "&kind=client%20",
  "&status=nueva&status=x",
  "&&&==",
] as const;

/** `?status=…&kind=…` (or nothing) with repeated, missing, odd and broken parameters. */
export const inboxFilterQuery: fc.Arbitrary<string> = fc
  .record({
    entries: fc.array(
      fc.tuple(
        fc.constantFrom("status", "kind", "status", "kind", "Status", "id", ""),
        filterValue,
      ),
      { maxLength: 4 },
    ),
    tail: fc.constantFrom(...RAW_FILTER_TAILS),
  })
  .map(({ entries, tail }) => {
    const query = new URLSearchParams(entries).toString() + tail;
    return query ? `?${query}` : "";
  });

/** What the inbox makes of the filters of `path`, read as the Worker reads its URL. */
export function inboxFiltersOf(path: string) {
  const params = new URL(path, "http://localhost").searchParams;
  return requestFiltersSchema.safeParse({ status: params.get("status"), kind: params.get("kind") });
}

/** The inbox's answer to filters it refuses: the status is read first. */
export function refusedFilterMessage(
  result: ReturnType<typeof inboxFiltersOf>,
): "Estado no válido" | "Tipo no válido" | null {
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.path[0] === "status")
    ? "Estado no válido"
    : "Tipo no válido";
}
