import fc from "fast-check";
import { expect, it } from "vitest";
import { products, sessions, users, workerKeys } from "../../app/db/schema";
import {
  PROPERTY_TIMEOUT,
  assertProperty,
  blank,
  brokenText,
  deadCookie,
  encodeForm,
  expectSafeAnswer,
  fetchAnswer,
  formCase,
  freshClientAddress,
  fuzzInit,
  nastyString,
  originCase,
  toEntries,
  withBroken,
  writeMethod,
} from "../support/fuzz";
import { alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/**
 * The first-run page of a site that has no admin yet, where a set-up can
 * succeed (docs/decisions/028-launch-day.md): generated bad set-ups (wrong
 * codes, the right code with a broken field, mis-encoded and oversized forms,
 * wrong methods, foreign Origins, dead cookies). None may get a 5xx or show
 * internals, none may make an admin, a session, a key or a catalogue; a wrong
 * code's failed sign-in is the only row written, by design.
 */

const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 500) / 2));
const SETUP_CODE = "nopala-domos-miel-2026";
const worker = workerSuite({ seed: false, vars: { SETUP_CODE } });

const owner = {
  username: "duena",
  password: "colmena-de-nopala-42",
  confirmation: "colmena-de-nopala-42",
  sampleCatalogue: "on",
};

/** Any code but the right one: refused with 403 (429 past the limit). */
const wrongCode = fc
  .oneof(
    fc.constantFrom(
      `${SETUP_CODE} `.toUpperCase(),
      `${SETUP_CODE}x`,
      SETUP_CODE.slice(1),
      "' OR 1=1 --",
      "elige-un-codigo-largo-y-secreto",
    ),
    nastyString,
  )
  .filter((code) => code.trim() !== SETUP_CODE);

const setupForm = fc.oneof(
  wrongCode.map((code) => toEntries({ code, ...owner })),
  // The right code, but its confirmation never matches: refused with 400.
  withBroken(
    { code: SETUP_CODE, ...owner, confirmation: "no-coincide-nunca-1" },
    {
      code: blank,
      username: brokenText(120),
      password: fc.constantFrom("corta", "password123", "x".repeat(201), "a\u0000bcdefghi"),
    },
  ),
);

it(
  "refuses every generated set-up without a 5xx, a leak or an admin",
  async () => {
    await assertProperty(
      fc.record({
        form: formCase(setupForm, ["code", "username", "sampleCatalogue"]),
        method: writeMethod,
        origin: originCase,
        cookie: deadCookie,
      }),
      async ({ form, method, origin, cookie }) => {
        const body = await encodeForm(form);
        const init = fuzzInit(
          method,
          { contentType: body.contentType, body: body.bytes, label: body.label },
          { origin, cookie, clientAddress: freshClientAddress() },
        );
        const response = await fetchAnswer(worker, "/admin/setup", { ...init, redirect: "manual" });
        const text = await response.text();
        expectSafeAnswer(response, text, { method, origin, what: `${method} ${body.label}` });
        expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
      },
      RUNS,
    );
    for (const table of [users, sessions, products, workerKeys]) {
      expect(await worker.db.select().from(table)).toEqual([]);
    }
    expect(alarmingLogs(worker)).toEqual([]);
    const page = await worker.fetch("/admin/setup");
    expect(page.status).toBe(200);
  },
  PROPERTY_TIMEOUT,
);
