import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../support/api";
import {
  PROPERTY_TIMEOUT,
  deadCookie,
  encodeForm,
  formCase,
  inboxFilterQuery,
  inboxFiltersOf,
  isDotSegment,
  nastyString,
  noBody,
  oddId,
  originCase,
  refusedOrigin,
} from "../support/fuzz";
import {
  contactForm,
  describeAfterwards,
  missingIdOf,
  pageActionFuzzSuite,
} from "../support/page-action-fuzz";
import { CATALOGUE_PAGES } from "../support/site-pages";

/**
 * Generated bad requests to what has no action: wrong methods on pages,
 * documents and files, traversal and injection in paths and queries, junk
 * filters and ids in the request inbox, and odd headers (the rule and the
 * other groups: tests/support/page-action-fuzz.ts).
 */

const suite = pageActionFuzzSuite();

/** Pages, documents and files that have no action. */
const READ_ONLY = [
  ...CATALOGUE_PAGES,
  "/privacidad",
  "/admin/requests",
  "/admin/requests.csv",
  "/backup.json",
  "/backup.json?id=2026-11-28",
  "/sitemap.xml",
  "/robots.txt",
  "/images/image-manifest.json",
  "/downloads/catalogo.pdf",
  "/no-existe",
] as const;

/** Path segments and queries that try to climb out, inject or confuse. */
const HOSTILE_SEGMENTS = [
  "..",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fwrangler.toml",
  "....//....//etc/passwd",
  "..%5C..%5Cwindows%5Cwin.ini",
  "%252e%252e%252f",
  "%c0%ae%c0%ae%c0%af",
  "%00",
  "x%00.png",
  "%",
  "%zz",
  "%E0%A4%A",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%20'1'%3D'1",
  "1%3B%20DROP%20TABLE%20products",
  "%7B%7B7*7%7D%7D",
  "%24%7B7*7%7D",
  "__proto__",
  "constructor",
  ".env",
  ".dev.vars",
  "build%2Fserver%2Findex.js",
  "a".repeat(3000),
  "%F0%9F%8D%AF",
  "%EF%BB%BF",
] as const;

const hostileSegment = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 4 },
  {
    arbitrary: nastyString.filter((text) => !/[\ud800-\udfff]/.test(text)).map(encodeURIComponent),
    weight: 2,
  },
  { arbitrary: oddId, weight: 1 },
);

const PATH_TEMPLATES: ((segment: string) => string)[] = [
  (s) => `/${s}`,
  (s) => `/products/${s}`,
  (s) => `/images/uploads/${s}`,
  (s) => `/images/${s}`,
  (s) => `/downloads/${s}`,
  (s) => `/api/${s}`,
  (s) => `/api/admin/products/${s}`,
  (s) => `/api/invitation-codes/${s}`,
  (s) => `/admin/${s}`,
  (s) => `/assets/${s}`,
  (s) => `/associates?code=${s}`,
  (s) => `/clients?code=${s}`,
  (s) => `/admin?editar=${s}&eliminar=${s}`,
  (s) => `/admin/stores?editar=${s}`,
  (s) => `/admin/requests?status=${s}&kind=${s}`,
  (s) => `/admin/requests/${s}`,
  (s) => `/admin/requests.csv?status=${s}`,
  (s) => `/admin/codes?eliminar=${s}`,
  (s) => `/products?${s}=${s}`,
  (s) => `/?_data=${s}`,
  (s) => `/products/${s}.data`,
  (s) => `/__manifest?p=${s}&version=${s}`,
];

/** An inbox read, and what it must answer the admin. */
interface InboxRead {
  path: string;
  expect: number;
}

/**
 * The list, its CSV and a request's page, with junk filters and ids; the
 * pages also as Remix's data requests (`.data`), which answer the same status.
 */
function inboxRead(): fc.Arbitrary<InboxRead> {
  const filtered = (base: string) =>
    inboxFilterQuery.map((query): InboxRead => {
      const path = `${base}${query}`;
      return { path, expect: inboxFiltersOf(path).success ? 200 : 400 };
    });
  const missingId = fc
    .oneof(
      missingIdOf(() => suite.existing.requests),
      fc
        .integer({ min: 1, max: 999 })
        .filter((id) => !suite.existing.requests.includes(id))
        .map(String),
    )
    // "" is the list itself; the URL drops "." and "..".
    .filter((id) => id !== "" && !isDotSegment(id));
  const page = (id: fc.Arbitrary<string>, expect: number) =>
    fc
      .tuple(id, fc.constantFrom("", ".data"), inboxFilterQuery)
      .map(([id, data, query]): InboxRead => ({
        path: `/admin/requests/${id}${data}${query}`,
        expect,
      }));
  return fc.oneof(
    { arbitrary: filtered("/admin/requests"), weight: 3 },
    { arbitrary: filtered("/admin/requests.data"), weight: 1 },
    { arbitrary: filtered("/admin/requests.csv"), weight: 3 },
    { arbitrary: page(missingId, 404), weight: 3 },
    { arbitrary: page(fc.constantFrom(...suite.existing.requests).map(String), 200), weight: 1 },
  );
}

describe.concurrent("reads and wrong methods never fail, leak or write", () => {
  it(
    "wrong methods on pages without an action",
    () =>
      suite.runProperty(
        fc.record({
          path: fc.constantFrom(...READ_ONLY),
          method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
          form: formCase(contactForm, ["intent", "id"]),
          origin: originCase,
          asAdmin: fc.boolean(),
        }),
        async ({ path, method, form, origin, asAdmin }) => {
          const status = await suite.send({
            method,
            path,
            body: await encodeForm(form),
            origin,
            cookie: asAdmin ? suite.admin : undefined,
          });
          if (!refusedOrigin(origin))
            expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(300);
        },
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "traversal and injection in paths and queries, anonymously",
    () =>
      suite.runProperty(
        fc.record({
          template: fc.constantFrom(...PATH_TEMPLATES),
          segment: hostileSegment,
          method: fc.constantFrom("GET", "GET", "GET", "HEAD", "OPTIONS"),
        }),
        ({ template, segment, method }) =>
          suite.send({ method, path: template(segment), body: noBody, origin: "none" }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "traversal and injection in paths and queries, as the admin",
    () =>
      suite.runProperty(
        fc.record({
          template: fc.constantFrom(...PATH_TEMPLATES),
          segment: hostileSegment,
          accept: fc.constantFrom("text/html", "application/json", "*/*", "text/csv"),
        }),
        ({ template, segment, accept }) =>
          suite.send({
            method: "GET",
            path: template(segment),
            body: noBody,
            origin: "none",
            cookie: suite.admin,
            headers: { Accept: accept },
          }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "the request inbox with junk filters and ids: the admin gets 400 or 404, anyone else the sign-in page",
    () =>
      suite.runProperty(
        fc.record({
          read: inboxRead(),
          method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
          accept: fc.constantFrom("text/html", "application/json", "*/*", "text/csv"),
          cookie: fc.oneof(
            { arbitrary: fc.constant("admin"), weight: 4 },
            { arbitrary: deadCookie, weight: 1 },
          ),
        }),
        async ({ read, method: chosen, accept, cookie }) => {
          const asAdmin = cookie === "admin";
          const isData = new URL(read.path, "http://localhost").pathname.endsWith(".data");
          // Remix's client sends data requests as GETs only (it answers a HEAD 405).
          const method = isData ? "GET" : chosen;
          const status = await suite.send({
            method,
            path: read.path,
            body: noBody,
            origin: "none",
            cookie: asAdmin ? suite.admin : cookie,
            headers: { Accept: accept },
          });
          const what = `${method} ${read.path.slice(0, 200)}`;
          if (asAdmin) expect(status, what).toBe(read.expect);
          // Sent to the sign-in page (a data request is told so in a 202).
          else expect(status, what).toBe(isData ? 202 : 302);
        },
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "odd headers on the pages: forged hosts, huge and broken cookies, strange Accept",
    () =>
      suite.runProperty(
        fc.record({
          path: fc.constantFrom(
            "/",
            "/contact",
            "/admin",
            "/associates?code=SOCIO-2025",
            "/api/user",
          ),
          headers: fc.record(
            {
              Host: fc.constantFrom("evil.example", "localhost:1", "", "[::1]"),
              "X-Forwarded-Host": fc.constantFrom("evil.example", "a, b"),
              "X-Forwarded-For": fc.constantFrom("1.2.3.4, 5.6.7.8", "'; DROP"),
              Cookie: fc.oneof(
                deadCookie.map((value) => value ?? ""),
                fc.constant(`a=${"x".repeat(6000)}`),
              ),
              Accept: fc.constantFrom("*/*", "text/html;q=0", "application/x-remix-data", "tëxt/ñ"),
              "Accept-Language": fc.constantFrom("es-MX", "*", "x".repeat(500)),
              "If-None-Match": fc.constantFrom("*", '"x"', "W/"),
              Range: fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=x"),
            },
            { requiredKeys: [] },
          ),
        }),
        ({ path, headers }) =>
          suite.send({
            method: "GET",
            path,
            body: noBody,
            origin: "none",
            headers: Object.fromEntries(
              Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]),
            ),
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

describe("a method a page does not take", () => {
  it.each([
    ["POST", "/", undefined, "GET, HEAD"],
    ["PUT", "/products", undefined, "GET, HEAD"],
    ["DELETE", "/admin", "admin", "GET, HEAD"],
    ["PATCH", "/admin/requests", "admin", "GET, HEAD"],
    ["OPTIONS", "/contact", undefined, "GET, HEAD, POST"],
    ["OPTIONS", "/..", undefined, "GET, HEAD"],
  ] as const)(
    "%s %s: a plain Spanish 405 with Allow, no route names, no error text, no script",
    async (method, path, who, allow) => {
      const response = await suite.worker.fetch(path, {
        method,
        headers: {
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(who ? { Cookie: suite.admin } : {}),
        },
        body: method === "OPTIONS" ? undefined : "a=b",
        redirect: "manual",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe(allow);
      const html = await response.text();
      expect(html).toContain("Método no permitido");
      expect(html).not.toMatch(/Error:|routes\/|action|Error de conexión|<script/);
      // Answered before Remix, by a page with no script: no nonce, no inline script.
      expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self';/);
    },
  );
});

describeAfterwards(suite, 5);
