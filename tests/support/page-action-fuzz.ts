import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invitationCodes, products, recipes, stores } from "../../app/db/schema";
import { seedInboxRequests } from "./inbox";
import {
  assertProperty,
  brokenText,
  checkEvery,
  expectStoresUntouched,
  fuzzSuite,
  nastyString,
  oddId,
  toEntries,
  withBroken,
  type FuzzSuite,
  type GeneratedRequest,
} from "./fuzz";

/**
 * Property-based robustness of the pages (the JSON API has its own suite,
 * api-fuzz.test.ts), in the page-action-fuzz-*.test.ts files: generated bad
 * requests to every page action, anonymous and as the admin (wrong methods,
 * malformed, mis-encoded and oversized forms, broken multipart, hostile text,
 * files that are not pictures, foreign Origins), to the pages without an
 * action, and GETs with traversal and injection in paths and queries. None
 * may get a 5xx or show a stack trace or internals, and D1, R2 and KV must
 * stay exactly as they were: every generated request is one the route must
 * refuse or that writes nothing by design (a look-up, an unknown code, a
 * wrong password, a preview). Each file's Worker has two requests in its
 * inbox (seedInboxRequests), so the request pages have something to refuse
 * changes to.
 */

/** FUZZ_RUNS (default 500) scales every property; fourteen properties of RUNS each, in all the files. */
export const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 500) / 4));
const PROPERTIES = 14;
/**
 * With the default FUZZ_RUNS, the properties of all the files send at least
 * this many requests: 1,000 for the nine before the request inbox, and as
 * many per property for the inbox's two, the campaign pages' one, the
 * account pages' one and the 'Sitio' tab's one (no
 * file's share is smaller).
 */
const DEFAULT_MINIMUM = Math.ceil((1000 * PROPERTIES) / 9);
const CHECK_EVERY = checkEvery(10);

export interface PageActionFuzz extends FuzzSuite {
  /** The ids of the seeded rows, and of the requests seedInboxRequests made. */
  existing: { products: number[]; stores: number[]; recipes: number[]; requests: number[] };
  codes: { id: number; code: string }[];
  /** What /backup.json exported before any generated request. */
  backupText: string;
  /** How many generated requests `send` has sent. */
  readonly sent: number;
  /** Sends one request, checks its answer; D1, R2 and KV are checked every CHECK_EVERY. */
  send(request: GeneratedRequest): Promise<number>;
  /** RUNS generated values of `check`, then one last look at D1, R2 and KV. */
  runProperty<T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<unknown>): Promise<void>;
}

/** The Worker and the state of a page-action-fuzz file; set once `beforeAll` has run. */
export function pageActionFuzzSuite(): PageActionFuzz {
  let sent = 0;
  const base = fuzzSuite({
    checkEvery: CHECK_EVERY,
    async prepare(worker, admin) {
      const { db } = worker;
      suite.existing.requests = await seedInboxRequests(worker, admin);
      suite.existing.products = (await db.select({ id: products.id }).from(products)).map(
        (r) => r.id,
      );
      suite.existing.stores = (await db.select({ id: stores.id }).from(stores)).map((r) => r.id);
      suite.existing.recipes = (await db.select({ id: recipes.id }).from(recipes)).map((r) => r.id);
      suite.codes = await db
        .select({ id: invitationCodes.id, code: invitationCodes.code })
        .from(invitationCodes);
      for (const ids of Object.values(suite.existing)) expect(ids.length).toBeGreaterThan(0);
      expect(suite.codes.length).toBeGreaterThanOrEqual(2);
      const exported = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
      expect(exported.status).toBe(200);
      suite.backupText = await exported.text();
    },
  });
  const suite: PageActionFuzz = {
    get worker() {
      return base.worker;
    },
    get admin() {
      return base.admin;
    },
    get fuzzer() {
      return base.fuzzer;
    },
    existing: { products: [], stores: [], recipes: [], requests: [] },
    codes: [],
    backupText: "",
    get sent() {
      return sent;
    },
    async send(request) {
      const status = await base.fuzzer.send(request);
      sent += 1;
      return status;
    },
    async runProperty(arbitrary, check) {
      await assertProperty(arbitrary, check, RUNS);
      await base.fuzzer.check();
    },
  };
  return suite;
}

/**
 * The last test of a file: its `properties` sent their RUNS requests each
 * (with the default FUZZ_RUNS, the file's share of the minimum of all the
 * files), and D1, R2 and KV are as they were.
 */
export function describeAfterwards(suite: PageActionFuzz, properties: number): void {
  describe("afterwards", () => {
    it(`sent at least ${properties * RUNS} generated requests, and D1, R2 and KV are as they were`, async () => {
      expect(suite.sent).toBeGreaterThanOrEqual(properties * RUNS);
      if (process.env.FUZZ_RUNS === undefined) {
        expect(suite.sent).toBeGreaterThanOrEqual(
          Math.ceil((DEFAULT_MINIMUM * properties) / PROPERTIES),
        );
      }
      await expectStoresUntouched(suite);
    });
  });
}

// ---------------------------------------------------------------------------
// Forms of more than one file
// ---------------------------------------------------------------------------

export const person = {
  name: "Lucía Hernández",
  email: "lucia@example.com",
  phone: "7715550177",
  message: "Nos interesa la caja de maridaje.",
};

/** Anything: the contact form never stores what it gets. */
export const contactForm = fc.oneof(
  withBroken(
    { name: person.name, email: person.email, message: person.message },
    {
      name: brokenText(120),
      email: fc.constantFrom("no-es-correo", "a@", "<script>@x", ""),
      message: fc.constantFrom("corto", "", "x".repeat(2001)),
    },
  ),
  fc
    .record({ name: nastyString, email: nastyString, message: nastyString, website: nastyString })
    .map((fields) => toEntries(fields)),
);

/**
 * A form `id` that names none of `ids`, however loosely a page reads it
 * ("01" is product 1), or no id at all.
 */
export const missingIdOf = (ids: () => number[]) =>
  fc
    .oneof(
      oddId,
      fc.integer({ min: 1_000_000, max: 9_999_999_999 }).map(String),
      fc.constantFrom("", "0", "-1", "1.5", "abc"),
    )
    .filter((id) => {
      const loose = /^\s*\+?\d+(?:\.0*)?\s*$/.test(id) ? Number(id) : Number.NaN;
      return !ids().includes(loose);
    });
