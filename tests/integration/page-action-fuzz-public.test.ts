import fc from "fast-check";
import { describe, it } from "vitest";
import { sampleProducts } from "../../app/db/seed-data";
import { normalizeInvitationCode } from "../../app/validation/invitation-code";
import {
  PROPERTY_TIMEOUT,
  blank,
  brokenText,
  deadCookie,
  encodeForm,
  formCase,
  nastyString,
  originCase,
  overLong,
  toEntries,
  withBroken,
  writeMethod,
} from "../support/fuzz";
import {
  contactForm,
  describeAfterwards,
  pageActionFuzzSuite,
  person,
} from "../support/page-action-fuzz";
import { TEST_ADMIN } from "../support/worker";

/**
 * Generated bad requests to the actions of the public pages, anonymously:
 * the contact form, the invitation forms of /associates and /clients, a
 * product page's waiting-list form, the sign-in, the first-run page, the sign-out, and the
 * standalone switch (the rule and the other
 * groups: tests/support/page-action-fuzz.ts).
 */

const suite = pageActionFuzzSuite();

const isExistingCode = (value: string) =>
  suite.codes.some((row) => row.code === normalizeInvitationCode(value));

/** A code no row has: the request is refused with 404 whatever the rest holds. */
const unknownCode = fc
  .oneof(
    fc.constantFrom(
      "SOCIO_2025",
      "SOCIO-2025\u0000",
      "S0CIO-2025",
      "SOCIO-2025'--",
      "' OR 1=1 --",
      "%",
      "_",
      "CLIENTE\u200BVIP",
      "../../admin",
    ),
    nastyString,
  )
  .filter((code) => !isExistingCode(code));

const invitationForm = fc.oneof(
  fc
    .record({ code: unknownCode, honeypot: fc.option(nastyString, { freq: 3 }) })
    .map(({ code, honeypot }) =>
      toEntries({
        invitationCode: code,
        ...person,
        ...(honeypot === null ? {} : { website: honeypot }),
      }),
    ),
  // An existing code, but a form that cannot be accepted: a field broken, or the honeypot filled.
  fc.constantFrom(...["SOCIO-2025", "CLIENTE-VIP"]).chain((code) =>
    fc.oneof(
      withBroken(
        { invitationCode: code, ...person },
        {
          name: brokenText(120),
          email: fc.constantFrom("no-es-correo", "a@b", ""),
          phone: fc.constantFrom("123", "", "5".repeat(31)),
          invitationCode: blank,
          message: overLong(2000),
        },
      ),
      fc.constant(toEntries({ invitationCode: code, ...person, website: "https://spam.example" })),
    ),
  ),
);

/** A seeded product's page: its waiting-list form posts there. */
const productPage = `/products/${sampleProducts[0]?.slug ?? ""}`;
const waitingPerson = {
  name: "Rosa Peña",
  email: "rosa@example.com",
  phone: "7715550101",
  consent: "on",
};

/**
 * 'Avísame cuando haya': every seeded product is available, so even a
 * complete form is refused (409), as is an unknown product (404); a broken
 * field is a 400, a filled honeypot a quiet redirect. None stores anything.
 */
const waitlistForm = fc.oneof(
  fc
    .integer({ min: 1, max: sampleProducts.length })
    .map((id) => toEntries({ productId: String(id), ...waitingPerson })),
  fc
    .integer({ min: 1_000, max: 2_147_483_647 })
    .map((id) => toEntries({ productId: String(id), ...waitingPerson })),
  withBroken(
    { productId: "1", ...waitingPerson },
    {
      productId: fc.constantFrom("", "0", "-1", "uno", "1.5", "99999999999"),
      name: brokenText(120),
      email: fc.constantFrom("no-es-correo", "a@b"),
      phone: fc.constantFrom("123", "5".repeat(31), "77-15-55-abc"),
      consent: fc.constantFrom("", "no", "false"),
    },
  ),
  fc.constant(toEntries({ productId: "1", ...waitingPerson, website: "https://spam.example" })),
);

/** The standalone switch: any intent, and return addresses that try to leave the site. */
const standaloneForm = fc
  .record({
    intent: fc.oneof(fc.constantFrom("enable", "disable"), nastyString),
    redirectTo: fc.oneof(
      fc.constantFrom(
        "//evil.example",
        "https://evil.example/x",
        "/\\evil.example",
        "\\\\evil.example",
        "javascript:alert(1)",
        "\t//evil.example",
        "/%2F%2Fevil.example",
        "/\u0000//evil.example",
        "/\t/evil.example",
        "/\n/evil.example",
        "/\r\n/evil.example",
        "/ /evil.example",
        "http:evil.example",
        "",
      ),
      nastyString,
    ),
  })
  .map((fields) => toEntries(fields));

/**
 * The first-run form: this site has an admin, so every set-up, a complete
 * one with any code included, is the site's 404 and makes nothing
 * (docs/decisions/028-launch-day.md; tests/integration/setup-fuzz.test.ts
 * sends the same to a site without an admin).
 */
const setupFields = {
  code: "nopala-domos-miel-2026",
  username: "duena",
  password: "colmena-de-nopala-42",
  confirmation: "colmena-de-nopala-42",
};
const setupForm = fc.oneof(
  fc
    .record({ code: nastyString, sampleCatalogue: fc.constantFrom("on", "", "sí") })
    .map((fields) => toEntries({ ...setupFields, ...fields })),
  withBroken(setupFields, {
    code: brokenText(200),
    username: brokenText(120),
    password: fc.constantFrom("corta", "password123", "x".repeat(201)),
    confirmation: fc.constantFrom("", "otra-distinta-123"),
  }),
);

const samePassword = (a: string, b: string) => a.normalize("NFKC") === b.normalize("NFKC");

const loginForm = fc
  .record({
    username: fc.oneof(fc.constantFrom("admin", " ADMIN ", "admin'--", ""), nastyString),
    password: fc.oneof(
      fc.constantFrom(
        TEST_ADMIN.password.toUpperCase(),
        ` ${TEST_ADMIN.password}`,
        `${TEST_ADMIN.password}x`,
        "' OR '1'='1",
        "",
      ),
      nastyString,
    ),
  })
  .filter(({ password }) => !samePassword(password, TEST_ADMIN.password))
  .map((fields) => toEntries(fields));

describe.concurrent("page actions refuse bad requests without a 5xx, a leak or a write", () => {
  it(
    "/contact, /associates, /clients, a product page, /admin/auth, /admin/setup, /admin/logout and /standalone, anonymously",
    () =>
      suite.runProperty(
        fc
          .oneof(
            formCase(contactForm, ["name", "email", "message"]).map((form) => ({
              path: "/contact",
              form,
            })),
            fc.record({
              path: fc.constantFrom("/associates", "/clients"),
              form: formCase(invitationForm, ["invitationCode", "name", "kind"]),
            }),
            formCase(waitlistForm, ["productId", "name", "consent"]).map((form) => ({
              path: productPage,
              form,
            })),
            formCase(loginForm, ["username", "password"]).map((form) => ({
              path: "/admin/auth",
              form,
            })),
            formCase(setupForm, ["code", "username", "sampleCatalogue"]).map((form) => ({
              path: "/admin/setup",
              form,
            })),
            formCase(contactForm, ["intent"]).map((form) => ({ path: "/admin/logout", form })),
            formCase(standaloneForm, ["intent", "redirectTo"]).map((form) => ({
              path: "/standalone",
              form,
            })),
          )
          .chain((target) =>
            fc.record({
              target: fc.constant(target),
              method: writeMethod,
              origin: originCase,
              cookie: deadCookie,
            }),
          ),
        async ({ target, method, origin, cookie }) =>
          suite.send({
            method,
            path: target.path,
            body: await encodeForm(target.form),
            origin,
            cookie,
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

describeAfterwards(suite, 1);
