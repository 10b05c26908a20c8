import { readdirSync } from "node:fs";
import { isNotNull } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PROPERTY_TIMEOUT,
  assertProperty,
  bytesOf,
  checkEvery,
  expectStoresUntouched,
  fuzzSuite,
  looksLikeLeak,
  nastyString,
  noBody,
  objectText,
  oddId,
  originCase,
  type EncodedBody,
  type GeneratedRequest,
} from "../support/fuzz";
import { passkeyChallenges } from "../../app/db/schema";
import { projectRoot } from "../support/paths";
import { routeIds } from "../../scripts/bench/remix-manifest";
import { SVG, TEXT } from "../support/test-images";

/**
 * Every route of app/routes gets generated bad requests (see
 * docs/decisions/008-same-origin-writes-and-methods.md): each page action and
 * each /api/* route at least ROUTE_RUNS (1,000), every other route READ_RUNS.
 * Unlike the schema-aware suites (api-fuzz, page-action-fuzz), the requests
 * here know only the route's address: any method, odd ids and queries, forms,
 * multipart, JSON and bytes that are broken, mislabelled or oversized, foreign
 * Origins, dead and live admin cookies. No answer may be a 5xx, show internals
 * or redirect off the site, and D1, R2 and KV must stay exactly as they were. A
 * route file missing from ROUTES fails the suite.
 */

const ROUTE_RUNS = Number(process.env.FUZZ_ROUTE_RUNS ?? 1000);
const READ_RUNS = Math.max(1, Math.round(ROUTE_RUNS / 10));
/** Requests of one generated case, sent together. */
const BATCH = 4;
const CHECK_EVERY = checkEvery(50);

type Kind = "action" | "read";
interface Route {
  kind: Kind;
  /** The address, given an odd path segment for its parameter, if it has one. */
  path(segment: string): string;
  /** Signing out with the live session would end it: such routes never get it. */
  endsSession?: boolean;
}

const fixed = (path: string) => () => path;

/**
 * A route's own server code beside it (`<route>.server.ts`) is a module, not
 * a route: vite.config.ts gives Remix `ignoredRouteFiles`.
 */
const isRouteFile = (name: string) => !/\.server\.tsx?$/.test(name);

/** Every route file of app/routes, by file name. */
const ROUTES: Record<string, Route> = {
  "$.tsx": { kind: "read", path: (s) => `/${s}` },
  "_index.tsx": { kind: "read", path: fixed("/") },
  "about.tsx": { kind: "read", path: fixed("/about") },
  "admin._index.tsx": { kind: "action", path: fixed("/admin?index") },
  "admin.account.tsx": { kind: "action", path: fixed("/admin/account") },
  "admin.codes.tsx": { kind: "action", path: fixed("/admin/codes") },
  "admin.codes_.generate.tsx": { kind: "action", path: fixed("/admin/codes/generate") },
  "admin.codes_.import.tsx": { kind: "action", path: fixed("/admin/codes/import") },
  "admin.codes_.retire.tsx": { kind: "action", path: fixed("/admin/codes/retire") },
  "admin_.codes.cards.tsx": { kind: "read", path: fixed("/admin/codes/cards") },
  "admin.images.tsx": { kind: "action", path: fixed("/admin/images") },
  "admin.orders.$id.comprobantes.$name.ts": {
    kind: "read",
    path: (s) => `/admin/orders/1/comprobantes/${s}`,
  },
  "admin.orders.$id.tsx": { kind: "action", path: (s) => `/admin/orders/${s}` },
  "admin.orders._index.tsx": { kind: "read", path: fixed("/admin/orders") },
  "admin.orders[.]csv.ts": { kind: "read", path: fixed("/admin/orders.csv") },
  "admin.papelera.tsx": { kind: "action", path: fixed("/admin/papelera") },
  "admin.recipes.tsx": { kind: "action", path: fixed("/admin/recipes") },
  "admin.requests.$id.tsx": { kind: "action", path: (s) => `/admin/requests/${s}` },
  "admin.requests.avisos.$id.ts": {
    kind: "action",
    path: (s) => `/admin/requests/avisos/${s}`,
  },
  "admin.requests.lista-de-espera.$id.tsx": {
    kind: "action",
    path: (s) => `/admin/requests/lista-de-espera/${s}`,
  },
  "admin.requests._index.tsx": { kind: "read", path: fixed("/admin/requests") },
  "admin.requests[.]csv.ts": { kind: "read", path: fixed("/admin/requests.csv") },
  "admin.site.tsx": { kind: "action", path: fixed("/admin/site") },
  "admin.stores.tsx": { kind: "action", path: fixed("/admin/stores") },
  "admin.tsx": { kind: "read", path: fixed("/admin") },
  "admin.users.tsx": { kind: "action", path: fixed("/admin/users") },
  "admin_.auth.tsx": { kind: "action", path: fixed("/admin/auth") },
  "admin_.invitation.$token.tsx": { kind: "action", path: (s) => `/admin/invitation/${s}` },
  "admin_.setup.tsx": { kind: "action", path: fixed("/admin/setup") },
  "admin_.logout.tsx": { kind: "action", path: fixed("/admin/logout"), endsSession: true },
  "api.$.ts": { kind: "action", path: (s) => `/api/${s}` },
  "api.admin.account.activity.ts": { kind: "action", path: fixed("/api/admin/account/activity") },
  "api.admin.account.passkeys.$id.ts": {
    kind: "action",
    path: (s) => `/api/admin/account/passkeys/${s}`,
  },
  "api.admin.account.passkeys.options.ts": {
    kind: "action",
    path: fixed("/api/admin/account/passkeys/options"),
  },
  "api.admin.account.passkeys.ts": { kind: "action", path: fixed("/api/admin/account/passkeys") },
  "api.admin.account.password.ts": { kind: "action", path: fixed("/api/admin/account/password") },
  "api.admin.account.sessions.$id.ts": {
    kind: "action",
    path: (s) => `/api/admin/account/sessions/${s}`,
  },
  "api.admin.account.sessions.ts": { kind: "action", path: fixed("/api/admin/account/sessions") },
  "api.admin.backups.ts": { kind: "action", path: fixed("/api/admin/backups") },
  "api.admin.invitation-codes.$id.ts": {
    kind: "action",
    path: (s) => `/api/admin/invitation-codes/${s}`,
  },
  "api.admin.invitation-codes.batch.ts": {
    kind: "action",
    path: fixed("/api/admin/invitation-codes/batch"),
  },
  "api.admin.invitation-codes.campaigns.retire.ts": {
    kind: "action",
    path: fixed("/api/admin/invitation-codes/campaigns/retire"),
  },
  "api.admin.invitation-codes.campaigns.ts": {
    kind: "action",
    path: fixed("/api/admin/invitation-codes/campaigns"),
  },
  "api.admin.invitation-codes.import.ts": {
    kind: "action",
    path: fixed("/api/admin/invitation-codes/import"),
  },
  "api.admin.invitation-codes.ts": { kind: "action", path: fixed("/api/admin/invitation-codes") },
  "api.admin.orders.$id.ts": { kind: "action", path: (s) => `/api/admin/orders/${s}` },
  "api.admin.orders.ts": { kind: "action", path: fixed("/api/admin/orders") },
  "api.admin.products.$id.ts": { kind: "action", path: (s) => `/api/admin/products/${s}` },
  "api.admin.products.order.ts": { kind: "action", path: fixed("/api/admin/products/order") },
  "api.admin.products.ts": { kind: "action", path: fixed("/api/admin/products") },
  "api.admin.recipes.$id.ts": { kind: "action", path: (s) => `/api/admin/recipes/${s}` },
  "api.admin.recipes.ts": { kind: "action", path: fixed("/api/admin/recipes") },
  "api.admin.requests.$id.notify.ts": {
    kind: "action",
    path: (s) => `/api/admin/requests/${s}/notify`,
  },
  "api.admin.requests.$id.ts": { kind: "action", path: (s) => `/api/admin/requests/${s}` },
  "api.admin.requests.ts": { kind: "action", path: fixed("/api/admin/requests") },
  "api.admin.site-settings.$section.ts": {
    kind: "action",
    path: (s) => `/api/admin/site-settings/${s}`,
  },
  "api.admin.site-settings.ts": { kind: "action", path: fixed("/api/admin/site-settings") },
  "api.admin.stores.$id.ts": { kind: "action", path: (s) => `/api/admin/stores/${s}` },
  "api.admin.stores.ts": { kind: "action", path: fixed("/api/admin/stores") },
  "api.admin.trash.$id.restore.ts": {
    kind: "action",
    path: (s) => `/api/admin/trash/${s}/restore`,
  },
  "api.admin.trash.$id.ts": { kind: "action", path: (s) => `/api/admin/trash/${s}` },
  "api.admin.trash.ts": { kind: "action", path: fixed("/api/admin/trash") },
  "api.admin.upload.ts": { kind: "action", path: fixed("/api/admin/upload") },
  "api.admin.users.$id.ts": { kind: "action", path: (s) => `/api/admin/users/${s}` },
  "api.admin.users.$id.sessions.ts": {
    kind: "action",
    path: (s) => `/api/admin/users/${s}/sessions`,
  },
  "api.admin.users.invitations.$id.ts": {
    kind: "action",
    path: (s) => `/api/admin/users/invitations/${s}`,
  },
  "api.admin.users.invitations.ts": {
    kind: "action",
    path: fixed("/api/admin/users/invitations"),
  },
  "api.admin.users.ts": { kind: "action", path: fixed("/api/admin/users") },
  "api.associates.ts": { kind: "action", path: fixed("/api/associates") },
  "api.invitation-codes.$code.ts": { kind: "action", path: (s) => `/api/invitation-codes/${s}` },
  "api.login.ts": { kind: "action", path: fixed("/api/login") },
  "api.logout.ts": { kind: "action", path: fixed("/api/logout"), endsSession: true },
  "api.orders.options.ts": { kind: "action", path: fixed("/api/orders/options") },
  "api.orders.ts": { kind: "action", path: fixed("/api/orders") },
  "api.passkeys.sign-in.options.ts": {
    kind: "action",
    path: fixed("/api/passkeys/sign-in/options"),
  },
  "api.passkeys.sign-in.ts": { kind: "action", path: fixed("/api/passkeys/sign-in") },
  "api.products.ts": { kind: "action", path: fixed("/api/products") },
  "api.recipes.ts": { kind: "action", path: fixed("/api/recipes") },
  "api.stores.ts": { kind: "action", path: fixed("/api/stores") },
  "api.user.ts": { kind: "action", path: fixed("/api/user") },
  "api.waitlist.ts": { kind: "action", path: fixed("/api/waitlist") },
  "associates.tsx": { kind: "action", path: fixed("/associates") },
  "backup.tsx": { kind: "action", path: fixed("/backup") },
  "bolsa.tsx": { kind: "action", path: fixed("/bolsa") },
  "backup[.]json.ts": { kind: "read", path: fixed("/backup.json") },
  "clients.tsx": { kind: "action", path: fixed("/clients") },
  "contact.tsx": { kind: "action", path: fixed("/contact") },
  "downloads.$.tsx": { kind: "read", path: (s) => `/downloads/${s}` },
  "images.image-manifest[.]json.ts": { kind: "read", path: fixed("/images/image-manifest.json") },
  "images.uploads.$key.ts": { kind: "read", path: (s) => `/images/uploads/${s}` },
  "lista-de-precios.tsx": { kind: "read", path: fixed("/lista-de-precios") },
  "pedido.$token.tsx": { kind: "action", path: (s) => `/pedido/${s}` },
  "pedido._index.tsx": { kind: "action", path: fixed("/pedido") },
  "privacidad.tsx": { kind: "read", path: fixed("/privacidad") },
  "products.$slug.tsx": { kind: "action", path: (s) => `/products/${s}` },
  "products._index.tsx": { kind: "read", path: fixed("/products") },
  "recipes.tsx": { kind: "read", path: fixed("/recipes") },
  "robots[.]txt.ts": { kind: "read", path: fixed("/robots.txt") },
  "sitemap[.]xml.ts": { kind: "read", path: fixed("/sitemap.xml") },
  "smoked-chili.tsx": { kind: "read", path: fixed("/smoked-chili") },
  "standalone.ts": { kind: "action", path: fixed("/standalone") },
  "stores.tsx": { kind: "read", path: fixed("/stores") },
  "sustainability.tsx": { kind: "read", path: fixed("/sustainability") },
};

const suite = fuzzSuite({
  checkEvery: CHECK_EVERY,
  cookieLabel: (cookie, admin) =>
    cookie === admin ? "admin cookie" : `cookie ${cookie.slice(0, 30)}`,
});
const sentTo = new Map<string, number>();

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

type Body = EncodedBody;

/**
 * Every field a form or JSON body of the site requires, blank. Sent first in
 * a form (the pages read the first value of a name) and last in JSON (the
 * last key wins), they make sure no generated body can be a valid create or
 * update, so a live admin session cannot write anything; `id` first, odd,
 * does the same for deletes and moves.
 */
const REQUIRED_FIELDS = [
  "name",
  "description",
  "title",
  "instructions",
  "imageUrl",
  "instagramUrl",
  "address",
  "city",
  "state",
  "code",
  "company",
  "campaign",
  "count",
  "guests",
  "category",
  "mainImageUrl",
  "username",
  "password",
  "invitationCode",
  "phone",
  "email",
  "message",
] as const;
const FIELD_NAMES = [
  ...REQUIRED_FIELDS,
  "intent",
  "id",
  "ids",
  "imageUrls",
  "isFeatured",
  "isSpecialty",
  "redirectTo",
  "confirm",
  "backup",
  "website",
  "price",
  "__proto__",
  "constructor",
  "a[b]",
  "",
];
const INTENTS = ["create", "update", "delete", "move", "restore", "preview", "enable", "disable"];

const fieldValue = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.constantFrom(...INTENTS), weight: 2 },
  { arbitrary: oddId, weight: 1 },
);
const randomEntries = fc.array(
  fc
    .tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), fieldValue)
    // A form echoes what was sent; that must not pass for a leak.
    .filter(([name, value]) => !looksLikeLeak(name) && !looksLikeLeak(value)),
  { maxLength: 6 },
);

/** An odd id, the blank required fields, and anything else. */
const guarded = fc.record({ id: oddId, extra: randomEntries });
const blanks = REQUIRED_FIELDS.map((name): [string, string] => [name, ""]);

const RAW_FORM_TAILS = ["", "&%ZZ=1", "&a=%", "&%C0%AF=%FF", "&&&==", "&x=%00", "&a=b&a=c"];
const ODD_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/json; charset=latin1",
  "application/octet-stream",
  "image/png",
  "ñ/ñ",
  "",
];

const urlencodedBody = fc
  .tuple(guarded, fc.constantFrom(...RAW_FORM_TAILS))
  .map(([{ id, extra }, tail]): Body => {
    const text = new URLSearchParams([["id", id], ...blanks, ...extra]).toString() + tail;
    return {
      label: "urlencoded",
      contentType: "application/x-www-form-urlencoded",
      bytes: bytesOf(text),
    };
  });

const FILES = [
  { bytes: TEXT, name: "foto.png", type: "image/png" },
  { bytes: SVG, name: "dibujo.svg", type: "image/svg+xml" },
  { bytes: bytesOf("<script>alert(1)</script>"), name: "../../etc/passwd", type: "text/html" },
];

const multipartBody = fc
  .tuple(
    guarded.map(({ id, extra }): [string, string][] => [["id", id], ...blanks, ...extra]),
    fc.option(fc.constantFrom(...FILES)),
    fc.constantFrom("file", "image", "images", "backup", "photo"),
    fc.constantFrom("whole", "wrong-boundary", "truncated"),
  )
  .map(([entries, file, fileField, shape]): Body => {
    const boundary = "----fuzz" + entries.length;
    let text = "";
    for (const [name, value] of entries) {
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`;
    }
    const head = bytesOf(text);
    const fileHead = file
      ? bytesOf(
          `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        )
      : new Uint8Array(0);
    const tail = bytesOf(file ? `\r\n--${boundary}--\r\n` : `--${boundary}--\r\n`);
    const parts = [head, fileHead, file ? file.bytes : new Uint8Array(0), tail];
    const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.length;
    }
    const bytes = shape === "truncated" ? whole.slice(0, Math.floor(whole.length / 2)) : whole;
    const declared = shape === "wrong-boundary" ? "----otra" : boundary;
    return {
      label: `multipart-${shape}`,
      contentType: `multipart/form-data; boundary=${declared}`,
      bytes,
    };
  });

const jsonBody = fc
  .oneof(
    // The last of a key wins in JSON: anything first, then the id and the blanks.
    guarded.map(({ id, extra }) => objectText([...extra, ["id", id], ...blanks])),
    fc.json({ maxDepth: 3 }).filter((text) => !looksLikeLeak(text)),
    nastyString.filter((value) => !looksLikeLeak(value)),
    fc.constantFrom("{", "[", '{"a":', "null", "", "{}", "[]", '"x"', "1e999"),
  )
  .map((text): Body => ({ label: "json", contentType: "application/json", bytes: bytesOf(text) }));

const bytesBody = fc
  .tuple(fc.uint8Array({ maxLength: 256 }), fc.constantFrom(...ODD_TYPES))
  .map(([bytes, contentType]): Body => ({
    label: "bytes",
    contentType,
    bytes: Uint8Array.from(bytes),
  }));

const oversizedBody = fc
  .tuple(
    fc.integer({ min: 70_000, max: 200_000 }),
    fc.constantFrom("application/x-www-form-urlencoded", "application/json", "text/plain"),
  )
  .map(([size, contentType]): Body => ({
    label: "oversized",
    contentType,
    bytes: bytesOf(`name=${"🍯".repeat(Math.ceil(size / 4))}`),
  }));

/** A form body labelled as another type, or with none. */
const mislabelled = fc
  .tuple(fc.oneof(urlencodedBody, jsonBody), fc.option(fc.constantFrom(...ODD_TYPES)))
  .map(([body, contentType]): Body => ({ ...body, label: `${body.label}-as-other`, contentType }));

const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: urlencodedBody, weight: 6 },
  { arbitrary: multipartBody, weight: 4 },
  { arbitrary: jsonBody, weight: 6 },
  { arbitrary: bytesBody, weight: 2 },
  { arbitrary: mislabelled, weight: 2 },
  { arbitrary: fc.constant(noBody), weight: 2 },
  { arbitrary: oversizedBody, weight: 1 },
);

const method = fc.oneof(
  { arbitrary: fc.constant("POST"), weight: 8 },
  { arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE"), weight: 6 },
  { arbitrary: fc.constantFrom("GET", "HEAD", "OPTIONS"), weight: 3 },
);

const query = fc.oneof(
  { arbitrary: fc.constant(""), weight: 6 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom("index", "_data", "code", "redirectTo", "intent", "q"),
        nastyString.filter((value) => !looksLikeLeak(value)),
      )
      .map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ""))}`),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom("redirectTo=//evil.example", "_data=root", "index&index"),
    weight: 1,
  },
);

const cookie = (route: Route) =>
  fc.oneof(
    { arbitrary: fc.constant<string | undefined>(undefined), weight: 4 },
    {
      arbitrary: fc.constant<string | undefined>(route.endsSession ? undefined : suite.admin),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom<string | undefined>(
        "__Host-mp_session=x",
        `__Host-mp_session=${"a".repeat(4000)}`,
        "__Host-mp_session=eyJ1c2VySWQiOjF9.firma-falsa",
        "__Host-mp_toast=%%%",
        "mp_login_failures=99",
      ),
      weight: 2,
    },
  );

interface Sent extends GeneratedRequest {
  route: string;
}

function request(file: string, route: Route): fc.Arbitrary<Sent> {
  return fc
    .record({
      method:
        route.kind === "action" ? method : fc.constantFrom("GET", "GET", "HEAD", "POST", "DELETE"),
      segment: oddId,
      query,
      dataSuffix: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      body,
      origin: originCase,
      cookie: cookie(route),
    })
    .map(
      ({
        method: chosen,
        segment,
        query: search,
        dataSuffix,
        body: sentBody,
        origin,
        cookie: sentCookie,
      }) => {
        const base = route.path(segment);
        const [pathname, existing] = base.split("?");
        const withData =
          dataSuffix && !pathname?.startsWith("/api/") ? `${pathname}.data` : pathname;
        const params = [existing, search].filter(Boolean).join("&");
        const bodyless = chosen === "GET" || chosen === "HEAD";
        return {
          route: file,
          method: chosen,
          path: params ? `${withData}?${params}` : (withData ?? "/"),
          body: bodyless ? noBody : sentBody,
          origin,
          cookie: sentCookie,
        };
      },
    );
}

async function send(sent: Sent): Promise<void> {
  await suite.fuzzer.send(sent);
  sentTo.set(sent.route, (sentTo.get(sent.route) ?? 0) + 1);
}

async function fuzzRoute(file: string, route: Route): Promise<void> {
  const runs = route.kind === "action" ? ROUTE_RUNS : READ_RUNS;
  await assertProperty(
    fc.array(request(file, route), { minLength: BATCH, maxLength: BATCH }),
    (batch) => Promise.all(batch.map(send)),
    Math.ceil(runs / BATCH),
  );
  await suite.fuzzer.check();
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

describe("the route list", () => {
  it("names every file of app/routes, so a new route is fuzzed too", () => {
    const files = readdirSync(`${projectRoot}app/routes`).filter(isRouteFile).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(files);
  });

  it("names exactly the build's routes: a route's *.server.ts is not one", () => {
    const built = routeIds(`${projectRoot}build/client/assets`)
      .filter((id) => id !== "root")
      .sort();
    const named = Object.keys(ROUTES)
      .map((file) => `routes/${file.replace(/\.tsx?$/, "")}`)
      .sort();
    expect(built).toEqual(named);
  });
});

describe.concurrent(
  "every route refuses generated bad requests without a 5xx, a leak or a write",
  () => {
    for (const [file, route] of Object.entries(ROUTES)) {
      it(
        `${file} (${route.kind === "action" ? ROUTE_RUNS : READ_RUNS} requests)`,
        () => fuzzRoute(file, route),
        PROPERTY_TIMEOUT,
      );
    }
  },
);

describe("afterwards", () => {
  it(`every page action and /api route got at least ${ROUTE_RUNS} requests, the others ${READ_RUNS}; D1, R2 and KV are as they were`, async () => {
    for (const [file, route] of Object.entries(ROUTES)) {
      const expected = route.kind === "action" ? ROUTE_RUNS : READ_RUNS;
      expect(sentTo.get(file) ?? 0, file).toBeGreaterThanOrEqual(expected);
    }
    if (process.env.FUZZ_ROUTE_RUNS === undefined) expect(ROUTE_RUNS).toBeGreaterThanOrEqual(1000);
    await expectStoresUntouched(suite);
  });

  it("no generated request started registering a passkey: none carried the admin's current password", async () => {
    // Passkey challenges are not among the watched tables (anyone may start a
    // sign-in); a registration's belongs to its user and needs the password.
    const started = await suite.worker.db
      .select({ id: passkeyChallenges.id })
      .from(passkeyChallenges)
      .where(isNotNull(passkeyChallenges.userId));
    expect(sentTo.get("api.admin.account.passkeys.options.ts") ?? 0).toBeGreaterThan(0);
    expect(started).toEqual([]);
  });
});
