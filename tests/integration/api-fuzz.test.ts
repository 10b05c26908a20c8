import { isNotNull } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
} from "../../app/shared/enums";
import {
  adminInvitations,
  invitationCodes,
  passkeyChallenges,
  products,
  recipes,
  sessions,
  stores,
} from "../../app/db/schema";
import { loginSchema, normalizeUsername } from "../../app/validation/auth";
import { passwordChangeSchema, passwordConfirmationSchema } from "../../app/validation/account";
import { passkeyRegistrationSchema, passkeySignInSchema } from "../../app/validation/passkey";
import { parseGuestList } from "../../app/services/guest-list.server";
import { patchedInput } from "../../app/controllers/partial-patch.server";
import {
  MAX_CODES_PER_BATCH,
  guestImportSchema,
  invitationBatchSchema,
} from "../../app/validation/invitation-campaign";
import {
  CAMPAIGN_MAX_LENGTH,
  invitationCodeSchema,
  normalizeInvitationCode,
} from "../../app/validation/invitation-code";
import { invitationRequestSchema } from "../../app/validation/invitation-request";
import { productOrderSchema, productSchema } from "../../app/validation/product";
import { recipeSchema } from "../../app/validation/recipe";
import {
  NOTE_MAX_LENGTH,
  requestChangeSchema,
  requestFiltersInput,
  requestFiltersSchema,
} from "../../app/validation/request-follow-up";
import { storeSchema } from "../../app/validation/store";
import { trashRestoreSchema } from "../../app/validation/trash";
import { waitlistSchema } from "../../app/validation/waitlist";
import { orderRequestSchema } from "../../app/validation/order";
import {
  ORDER_NOTE_MAX_LENGTH,
  orderChangeSchema,
  orderFiltersSchema,
} from "../../app/validation/order-change";
import { ORDER_STATUSES } from "../../app/content/order-statuses";
import {
  siteSections,
  siteSettingsSchemas,
  type OrderSettings,
} from "../../app/validation/site-settings";
import { jsonRequest, signInAs } from "../support/api";
import { validStore } from "../support/fixtures";
import { mexicoCityDay, storeCode } from "../support/codes";
import { seedInboxRequests } from "../support/inbox";
import {
  type BodyCase,
  type FieldSpec,
  type OriginCase,
  PROPERTY_TIMEOUT,
  assertProperty,
  checkAnswer,
  checkEvery,
  codeFilterQuery,
  codeFiltersOf,
  describeCase,
  fetchAnswer,
  freshClientAddress,
  fuzzInit,
  inboxFilterQuery,
  inboxFiltersOf,
  isDotSegment,
  jsonType,
  malformedBody,
  nastyString,
  oddId,
  originCase,
  refusedFilterMessage,
  refusedOrigin,
  schemaAccepts,
  validPayload,
  WriteWatch,
  type CheckedAnswer,
} from "../support/fuzz";
import { ownerOrders } from "../support/order-settings";
import { declaredMax, identityFields } from "../support/site-settings";
import { expectUnchanged, snapshotTables, storageState, type Snapshot } from "../support/snapshots";
import { TEST_ADMIN, alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/**
 * Property-based robustness of every JSON write route: 250 generated requests
 * per route and caller (wrong types, hostile text, unknown and prototype keys,
 * broken UTF-8, truncated JSON, wrong Content-Type, foreign Origins, odd path
 * ids, oversized and deeply nested bodies). Each must get a 4xx JSON answer
 * (logout: 200) without stack traces or internals, and D1 must stay exactly
 * as seeded: nothing written, not even in part. Every generated body is
 * refused by the route's own zod schema, or carries credentials, a code, an
 * id or an order that the route must refuse, so a valid write can never pass
 * for a malformed one. The request inbox gets the same, and its reads junk
 * filters and ids; without a session every inbox route refuses even valid
 * bodies.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
/** D1 is compared with the seeded baseline after every CHECK_EVERY requests. */
const CHECK_EVERY = checkEvery(10);

const worker = workerSuite();
let adminCookie: string;
let baseline: Snapshot;
let watch: WriteWatch;
const existing = {
  products: [] as number[],
  stores: [] as number[],
  recipes: [] as number[],
  codes: [] as number[],
  requests: [] as number[],
  /** One entry: a store deleted before the baseline. */
  trash: [] as number[],
};
let existingCodes: { id: number; code: string }[] = [];
/** Each admin collection's rows as its GET shows them, by id: what a PATCH merges over. */
const shownRows = new Map<string, Map<number, object>>();
let adminSession: Record<string, unknown>;
let baselineSessions: number;
let storageBaseline: string;

/** Puts the admin's session row back exactly as it was, if logout removed it. */
async function restoreAdminSession(): Promise<void> {
  const columns = Object.keys(adminSession);
  await worker.d1
    .prepare(
      `INSERT OR IGNORE INTO sessions (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    )
    .bind(...Object.values(adminSession))
    .run();
}

const sessionCount = async () =>
  (await worker.db.select({ id: sessions.id }).from(sessions)).length;

/** A store made and deleted through the API; resolves to its trash entry. */
async function trashedStore(): Promise<number> {
  const headers = { Cookie: adminCookie };
  const made = await worker.fetch("/api/admin/stores", jsonRequest("POST", validStore(), headers));
  const { id } = (await made.json()) as { id: number };
  const deleted = await worker.fetch(
    `/api/admin/stores/${id}`,
    jsonRequest("DELETE", undefined, headers),
  );
  return ((await deleted.json()) as { trashId: number }).trashId;
}

beforeAll(async () => {
  adminCookie = await signInAs(worker);
  // The seed has no requests: two, one with a note and a history, so PATCH finds some.
  existing.requests = await seedInboxRequests(worker, adminCookie);
  existing.trash = [await trashedStore()];
  existing.products = (await worker.db.select({ id: products.id }).from(products)).map(
    (row) => row.id,
  );
  existing.stores = (await worker.db.select({ id: stores.id }).from(stores)).map((row) => row.id);
  existing.recipes = (await worker.db.select({ id: recipes.id }).from(recipes)).map(
    (row) => row.id,
  );
  // Codes of a campaign, one of them expired, so the list's filters have something to find.
  const holder = { name: "Invitada", company: "Cata de Prueba", campaign: "Cata de otoño" };
  await storeCode(worker, "OTONO-VIGENTE", { ...holder, expiresAt: mexicoCityDay(30) });
  await storeCode(worker, "OTONO-VENCIDO", { ...holder, expiresAt: "2001-01-01" });
  existingCodes = await worker.db
    .select({ id: invitationCodes.id, code: invitationCodes.code })
    .from(invitationCodes);
  existing.codes = existingCodes.map((row) => row.id);
  for (const ids of Object.values(existing)) expect(ids.length).toBeGreaterThan(0);
  for (const entity of ENTITIES) {
    const response = await worker.fetch(entity.listPath, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { id: number }[];
    shownRows.set(entity.name, new Map(rows.map((row) => [row.id, row])));
  }
  expect(existingCodes.length).toBeGreaterThanOrEqual(2);
  // The only session: the one signInAs opened.
  const { results } = await worker.d1
    .prepare("SELECT * FROM sessions")
    .all<Record<string, unknown>>();
  expect(results.length).toBe(1);
  adminSession = results[0] ?? {};
  baselineSessions = results.length;
  baseline = await snapshotTables(worker.d1);
  storageBaseline = await storageState(worker);
  watch = new WriteWatch(worker, baseline, CHECK_EVERY);
});

interface Sent {
  method: string;
  path: string;
  body: BodyCase;
  origin: OriginCase;
  cookie?: string;
  clientAddress?: string;
  /** The status (or statuses) expected; otherwise any 4xx. A refused Origin always gets 403. */
  expect?: number | readonly number[];
}

/** Sends one request and checks its answer; the watch checks D1. */
function sendMalformed(request: Sent): Promise<CheckedAnswer> {
  const what = describeCase(request.method, request.path, request.body, request.origin);
  return watch.run(what, async () => {
    const response = await fetchAnswer(
      worker,
      request.path,
      fuzzInit(request.method, request.body, {
        origin: request.origin,
        cookie: request.cookie,
        clientAddress: request.clientAddress,
      }),
    );
    const { status, text } = await checkAnswer(response, what);
    const context = `${what} → ${status} ${text.slice(0, 300)}`;
    if (refusedOrigin(request.origin)) expect(status, context).toBe(403);
    else if (typeof request.expect === "number") expect(status, context).toBe(request.expect);
    else if (request.expect) expect(request.expect, context).toContain(status);
    else {
      expect(status, context).toBeGreaterThanOrEqual(400);
      expect(status, context).toBeLessThan(500);
    }
    return { status, text };
  });
}

/** `numRuns` generated cases, then one last look at D1. */
async function runProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<unknown>,
): Promise<void> {
  await assertProperty(arbitrary, check, RUNS);
  await watch.check();
}

/** A valid payload sent as proper JSON. */
const asJson = (
  label: string,
  payload: fc.Arbitrary<unknown>,
  expectStatus?: number,
): fc.Arbitrary<BodyCase> =>
  fc.tuple(payload, jsonType).map(([value, contentType]) => ({
    label,
    contentType,
    body: JSON.stringify(value),
    expect: expectStatus,
  }));

// ---------------------------------------------------------------------------
// Bodies of each route
// ---------------------------------------------------------------------------

const productSpec: FieldSpec = {
  name: { type: "text", max: 120, required: true },
  description: { type: "text", max: 4000, required: true },
  imageUrls: { type: "imageUrls", max: 12 },
  mainImageUrl: { type: "mainImageUrl" },
  category: { type: "enum", values: PRODUCT_CATEGORIES, required: true },
  isLimitedEdition: { type: "flag" },
  isSpecialty: { type: "flag" },
  isFeatured: { type: "flag" },
  price: { type: "text", max: 60, required: false },
  weight: { type: "text", max: 60, required: false },
  ingredients: { type: "text", max: 2000, required: false },
  nutritionalInfo: { type: "text", max: 2000, required: false },
  availability: { type: "enum", values: PRODUCT_AVAILABILITIES, required: false },
  availabilityNote: { type: "text", max: 80, required: false },
  priceCents: { type: "amount", max: 10_000_000 },
  stock: { type: "amount", max: 100_000 },
};
const validProduct = () =>
  validPayload(productSpec, (payload) => {
    const images = payload.imageUrls;
    return { ...payload, mainImageUrl: Array.isArray(images) ? (images[0] ?? null) : null };
  });

const storeSpec: FieldSpec = {
  name: { type: "text", max: 120, required: true },
  address: { type: "text", max: 300, required: true },
  city: { type: "text", max: 120, required: true },
  state: { type: "text", max: 120, required: true },
  phone: { type: "text", max: 40, required: false },
  description: { type: "text", max: 1000, required: false },
};

const recipeSpec: FieldSpec = {
  title: { type: "text", max: 160, required: true },
  description: { type: "text", max: 2000, required: true },
  instructions: { type: "text", max: 8000, required: true },
  imageUrl: { type: "imageUrl" },
  instagramUrl: { type: "httpUrl" },
};

const codeSpec: FieldSpec = {
  code: { type: "code" },
  name: { type: "text", max: 120, required: true },
  company: { type: "text", max: 160, required: true },
  email: { type: "email", required: false },
  phone: { type: "text", max: 40, required: false },
  isUsed: { type: "flag" },
  campaign: { type: "text", max: CAMPAIGN_MAX_LENGTH, required: false },
  kind: { type: "enum", values: REQUEST_KINDS, required: false },
  expiresAt: { type: "isoDate" },
};

/** What every code of a campaign shares (batch and import). */
const campaignSettingsSpec: FieldSpec = {
  campaign: { type: "text", max: CAMPAIGN_MAX_LENGTH, required: true },
  kind: { type: "enum", values: REQUEST_KINDS, required: true },
  expiresAt: { type: "isoDate" },
};

const batchSpec: FieldSpec = {
  count: { type: "count", min: 1, max: MAX_CODES_PER_BATCH },
  ...campaignSettingsSpec,
  name: { type: "text", max: 120, required: true },
  company: { type: "text", max: 160, required: true },
};

const importSpec: FieldSpec = {
  ...campaignSettingsSpec,
  // No limit of its own: its rows are checked one by one.
  guests: { type: "text", max: 4000, required: true },
};

const loginSpec: FieldSpec = {
  username: { type: "text", max: 120, required: true },
  password: { type: "password", max: 200 },
};

const associateSpec: FieldSpec = {
  invitationCode: { type: "text", max: 64, required: true },
  name: { type: "text", max: 120, required: true },
  email: { type: "email", required: true },
  phone: { type: "phone", min: 10, max: 30 },
  message: { type: "text", max: 2000, required: false },
  kind: { type: "enum", values: REQUEST_KINDS, required: false },
};

const waitlistSpec: FieldSpec = {
  productId: { type: "count", min: 1, max: 1_000_000_000 },
  name: { type: "text", max: 120, required: true },
  email: { type: "email", required: false },
  phone: { type: "phone", min: 10, max: 15 },
  consent: { type: "flag" },
};
/** What the schema accepts: the consent given. */
const validWaitlistEntry = () =>
  validPayload(waitlistSpec, (payload) => ({ ...payload, consent: true }));

/**
 * Entries the schema accepts that the route still refuses, storing nothing:
 * every seeded product is available (409), and other ids are no product (404).
 */
const refusedWaitlistEntry = () =>
  fc.oneof(
    asJson(
      "available-product",
      fc
        .tuple(validWaitlistEntry(), fc.constantFrom(...existing.products))
        .map(([entry, productId]) => ({ ...entry, productId })),
      409,
    ),
    asJson(
      "unknown-product",
      fc
        .tuple(validWaitlistEntry(), fc.integer({ min: 1_000_000, max: 1_000_000_000 }))
        .map(([entry, productId]) => ({ ...entry, productId })),
      404,
    ),
  );

/** A visitor's order (POST /api/orders): its flat fields; the lines and delivery are fixed. */
const orderRequestSpec: FieldSpec = {
  name: { type: "text", max: 120, required: true },
  phone: { type: "phone", min: 10, max: 10 },
  email: { type: "email", required: false },
  payment: { type: "enum", values: ["transfer", "cash"], required: true },
  consent: { type: "flag" },
};
const validOrderRequest = () =>
  validPayload(orderRequestSpec, (payload) => ({
    ...payload,
    items: [{ productId: existing.products[0] ?? 1, quantity: 1 }],
    delivery: { option: "pickup-1" },
    phone: "7711234567",
    consent: true,
  }));

/** Orders the schema accepts, while 'Pedidos' is off (the seed's default): 404, nothing stored. */
const orderWhileOff = () =>
  asJson(
    "orders-off",
    validOrderRequest().filter((body) => orderRequestSchema.strict().safeParse(body).success),
    404,
  );

const orderSpec: FieldSpec = { ids: { type: "ids" } };

/** Every product once, in any order: the one valid order body. */
const validOrder = () =>
  fc
    .shuffledSubarray(existing.products, { minLength: existing.products.length })
    .map((ids) => ({ ids }));

/** Positive integer ids that are not each product exactly once: 400. */
const badOrder = () =>
  asJson(
    "order-semantic",
    fc
      .oneof(
        fc.shuffledSubarray(existing.products, {
          minLength: 1,
          maxLength: Math.max(1, existing.products.length - 1),
        }),
        fc
          .tuple(
            fc.shuffledSubarray(existing.products, { minLength: existing.products.length }),
            fc.constantFrom(...existing.products),
          )
          .map(([ids, again]) => [...ids, again]),
        fc
          .tuple(
            fc.shuffledSubarray(existing.products, { minLength: existing.products.length }),
            fc.integer({ min: 1_000, max: 2_147_483_647 }),
          )
          .map(([ids, unknown]) => [...ids.slice(1), unknown]),
        fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1, maxLength: 30 }),
      )
      .filter((ids) => {
        const unique = new Set(ids);
        const isPermutation =
          unique.size === ids.length &&
          ids.length === existing.products.length &&
          ids.every((id) => existing.products.includes(id));
        return !isPermutation;
      })
      .map((ids) => ({ ids })),
    400,
  );

/**
 * Whether two passwords derive the same scrypt key: equal once NFKC-normalised
 * (password.server.ts normalises), and equal up to trailing NUL characters,
 * because scrypt's HMAC-SHA256 pads keys shorter than its 64-byte block with
 * zero bytes (`"x"` and `"x\u0000"` are the same key). Such a "wrong"
 * password signs in, so it is not generated as one.
 */
function sameScryptKey(a: string, b: string): boolean {
  const key = (password: string) => {
    let normalized = password.normalize("NFKC");
    while (normalized.endsWith("\u0000")) normalized = normalized.slice(0, -1);
    return normalized;
  };
  return key(a) === key(b);
}

/** Well-formed credentials that are not the admin's: 401 (429 past the limit). */
const wrongCredentials = () =>
  asJson(
    "wrong-credentials",
    fc
      .record({
        username: fc.oneof(
          fc.constantFrom("admin", " ADMIN ", "Admin\u0000", "admin'--", "admin' OR '1'='1"),
          nastyString,
        ),
        password: fc.oneof(
          fc.constantFrom(
            TEST_ADMIN.password.toUpperCase(),
            ` ${TEST_ADMIN.password}`,
            `${TEST_ADMIN.password}\u0000x`,
            `\u0000${TEST_ADMIN.password}`,
            "' OR '1'='1",
          ),
          nastyString,
          fc.string({ minLength: 190, maxLength: 200 }),
        ),
      })
      .filter(
        (credentials) =>
          loginSchema.safeParse(credentials).success &&
          !(
            normalizeUsername(credentials.username) === TEST_ADMIN.username &&
            sameScryptKey(credentials.password, TEST_ADMIN.password)
          ),
      ),
  );

const isExistingCode = (code: string) =>
  existingCodes.some((row) => row.code === normalizeInvitationCode(code));

/** A well-formed application for a code that does not exist: 404. */
const unknownCodeApplication = () =>
  asJson(
    "unknown-code",
    fc
      .tuple(
        validPayload(associateSpec),
        fc.oneof(
          fc.constantFrom(
            "SOCIO_2025",
            "SOCIO-2025\u0000",
            "S0CIO-2025",
            "SOCIO-2025'--",
            "SOCIO-2025' OR '1'='1",
            "' OR 1=1 --",
            "%",
            "_",
            "*",
            "CLIENTE-VIP; DROP TABLE invitation_codes",
            "CLIENTE\u200BVIP",
          ),
          nastyString,
        ),
      )
      .map(([payload, invitationCode]) => ({ ...payload, invitationCode }))
      .filter(
        (payload) =>
          invitationRequestSchema.strict().safeParse(payload).success &&
          !isExistingCode(String(payload.invitationCode)),
      ),
    404,
  );

/** A well-formed code whose value another code already has: 409. */
const duplicateCode = (otherThan?: number) =>
  fc
    .tuple(
      validPayload(codeSpec),
      fc.constantFrom(...existingCodes.filter((row) => row.id !== otherThan)),
      fc.constantFrom(
        (c: string) => c,
        (c: string) => c.toLowerCase(),
        (c: string) => `  ${c}\t`,
      ),
    )
    .map(([payload, taken, variant]) => ({ ...payload, code: variant(taken.code) }));

// ---------------------------------------------------------------------------
// Admin routes
// ---------------------------------------------------------------------------

interface AdminEntity {
  name: string;
  collection: string;
  /** Where GET lists the rows, as a client reads them back. */
  listPath: string;
  spec: FieldSpec;
  schema: z.ZodObject;
  valid: () => fc.Arbitrary<Record<string, fc.JsonValue>>;
  ids: () => number[];
  /** Accepted by the schema, refused by the route (POST). */
  semanticCreate?: () => fc.Arbitrary<BodyCase>;
  /** Accepted by the schema, refused by the route (PATCH of `id`). */
  semanticUpdate?: () => fc.Arbitrary<{ id: number; body: BodyCase }>;
}

const ENTITIES: AdminEntity[] = [
  {
    name: "products",
    collection: "/api/admin/products",
    listPath: "/api/products",
    spec: productSpec,
    schema: productSchema.strict(),
    valid: validProduct,
    ids: () => existing.products,
  },
  {
    name: "stores",
    collection: "/api/admin/stores",
    listPath: "/api/stores",
    spec: storeSpec,
    schema: storeSchema.strict(),
    valid: () => validPayload(storeSpec),
    ids: () => existing.stores,
  },
  {
    name: "recipes",
    collection: "/api/admin/recipes",
    listPath: "/api/recipes",
    spec: recipeSpec,
    schema: recipeSchema.strict(),
    valid: () => validPayload(recipeSpec),
    ids: () => existing.recipes,
  },
  {
    name: "invitation-codes",
    collection: "/api/admin/invitation-codes",
    listPath: "/api/admin/invitation-codes",
    spec: codeSpec,
    schema: invitationCodeSchema.strict(),
    valid: () => validPayload(codeSpec),
    ids: () => existing.codes,
    semanticCreate: () => asJson("duplicate-code", duplicateCode(), 409),
    semanticUpdate: () =>
      fc
        .constantFrom(...existing.codes)
        .chain((id) =>
          asJson("duplicate-code", duplicateCode(id), 409).map((body) => ({ id, body })),
        ),
  },
];

const adminBody = (entity: AdminEntity, semantic?: fc.Arbitrary<BodyCase>) =>
  malformedBody({ spec: entity.spec, schema: entity.schema, valid: entity.valid(), semantic });

/**
 * Bodies a PATCH of the row `id` refuses: PATCH is partial (a field left out
 * keeps its value) and takes back the row's read-only fields unchanged, so
 * "refused" is the route's own merge over the row as GET shows it.
 */
function patchBody(entity: AdminEntity, id: number): fc.Arbitrary<BodyCase> {
  const row = shownRows.get(entity.name)?.get(id);
  if (!row) throw new Error(`${entity.listPath} does not list ${id}`);
  const accepted = z.unknown().refine((body) => {
    try {
      patchedInput(entity.schema, row, body);
      return true;
    } catch {
      return false;
    }
  });
  return malformedBody({ spec: entity.spec, schema: accepted, valid: entity.valid() });
}

describe.concurrent("admin write routes refuse malformed requests without a 5xx or a write", () => {
  for (const entity of ENTITIES) {
    it(
      `POST ${entity.collection}`,
      () =>
        runProperty(
          fc.record({ body: adminBody(entity, entity.semanticCreate?.()), origin: originCase }),
          ({ body, origin }) =>
            sendMalformed({
              method: "POST",
              path: entity.collection,
              body,
              origin,
              cookie: adminCookie,
              expect: body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      `PATCH ${entity.collection}/{id}`,
      () => {
        const target = fc.oneof(
          // An existing row, a body its PATCH refuses.
          {
            arbitrary: fc
              .constantFrom(...entity.ids())
              .chain((id) =>
                patchBody(entity, id).map((body) => ({ id: String(id), body, known: true })),
              ),
            weight: 6,
          },
          // An odd id, any body (valid ones included).
          {
            arbitrary: fc.record({
              id: oddId,
              body: fc.oneof(asJson("valid", entity.valid()), adminBody(entity)),
              known: fc.constant(false),
            }),
            weight: 3,
          },
          ...(entity.semanticUpdate
            ? [
                {
                  arbitrary: entity
                    .semanticUpdate()
                    .map(({ id, body }) => ({ id: String(id), body, known: true })),
                  weight: 2,
                },
              ]
            : []),
        );
        return runProperty(fc.record({ target, origin: originCase }), ({ target, origin }) =>
          sendMalformed({
            method: "PATCH",
            path: `${entity.collection}/${target.id}`,
            body: target.body,
            origin,
            cookie: adminCookie,
            expect: target.known ? target.body.expect : undefined,
          }),
        );
      },
      PROPERTY_TIMEOUT,
    );

    it(
      `DELETE ${entity.collection}/{id}`,
      () =>
        runProperty(
          fc.record({
            id: oddId,
            body: fc.oneof(
              fc.constant<BodyCase>({ label: "none", contentType: null, body: null }),
              asJson("valid", entity.valid()),
              adminBody(entity),
            ),
            origin: originCase,
          }),
          ({ id, body, origin }) =>
            sendMalformed({
              method: "DELETE",
              path: `${entity.collection}/${id}`,
              body,
              origin,
              cookie: adminCookie,
            }),
        ),
      PROPERTY_TIMEOUT,
    );
  }

  it(
    "POST /api/admin/products/order",
    () =>
      runProperty(
        fc.record({
          body: malformedBody({
            spec: orderSpec,
            schema: productOrderSchema.strict(),
            valid: validOrder(),
            semantic: badOrder(),
          }),
          origin: originCase,
        }),
        ({ body, origin }) =>
          sendMalformed({
            method: "POST",
            path: "/api/admin/products/order",
            body,
            origin,
            cookie: adminCookie,
            expect: body.expect,
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------
// Invitation campaigns
// ---------------------------------------------------------------------------

const CODES_API = "/api/admin/invitation-codes";
const BATCH_API = `${CODES_API}/batch`;
const IMPORT_API = `${CODES_API}/import`;
const CAMPAIGNS_API = `${CODES_API}/campaigns`;

/** Whether the import refuses a guest list the schema accepts. */
function guestListRefused(text: string): boolean {
  try {
    parseGuestList(text);
    return false;
  } catch {
    return true;
  }
}

/** Lists the import's schema takes and its parser refuses: no guest, a bad row, too many. */
const refusedGuestList = fc
  .oneof(
    fc.constantFrom(
      "\n",
      "\n\n  \n",
      "Nombre;Empresa;Correo;Teléfono",
      "name,company\r\n\r\n",
      ",Empresa sin nombre",
      "Sin empresa",
      "Ana,Fonda Ana,no-es-correo",
      "Ana;Fonda Ana;ana@;771 555 0101",
      'Ana,"Fonda, Ana",correo@,\nBeto,Bar Beto',
      '"sin cerrar,Empresa',
      "Nombre\tEmpresa\n\tSin nombre",
    ),
    fc.array(nastyString, { minLength: 1, maxLength: 5 }).map((lines) => lines.join("\n")),
    fc
      .integer({ min: MAX_CODES_PER_BATCH + 1, max: MAX_CODES_PER_BATCH + 40 })
      .map((rows) =>
        Array.from({ length: rows }, (_, i) => `Invitado ${i + 1},Empresa ${i + 1}`).join("\n"),
      ),
  )
  .filter(guestListRefused);

/** A well-formed import whose list the route refuses: 400, nothing stored. */
const refusedImport = () =>
  asJson(
    "refused-guest-list",
    fc
      .tuple(validPayload(campaignSettingsSpec), refusedGuestList)
      .map(([settings, guests]) => ({ ...settings, guests }))
      .filter((payload) => guestImportSchema.strict().safeParse(payload).success),
    400,
  );

/** A guest list the import takes: the valid bodies that are only ever sent broken. */
const validImport = () =>
  validPayload(campaignSettingsSpec).map((settings) => ({
    ...settings,
    guests: "Nombre,Empresa\nAna Torres,Fonda Ana",
  }));

/** A code's state as the admin's filter names it: used, else expired once its day is past. */
const TODAY = mexicoCityDay(0);
const stateOf = (code: { isUsed: boolean; expiresAt: string | null }) =>
  code.isUsed
    ? "usado"
    : code.expiresAt !== null && code.expiresAt < TODAY
      ? "vencido"
      : "sin-usar";

/** The admin's GET of the codes list with any filters. */
async function readCodesAsAdmin(path: string, origin: OriginCase): Promise<void> {
  const filters = codeFiltersOf(path);
  const { status, text } = await sendMalformed({
    method: "GET",
    path,
    body: NO_BODY,
    origin,
    cookie: adminCookie,
    expect: filters.success ? 200 : 400,
  });
  const context = `GET ${path.slice(0, 200)} → ${status} ${text.slice(0, 300)}`;
  const body = JSON.parse(text) as unknown;
  if (filters.success) {
    // Every code listed matches the filters.
    expect(Array.isArray(body), context).toBe(true);
    for (const code of body as {
      campaign: string | null;
      isUsed: boolean;
      expiresAt: string | null;
    }[]) {
      if (filters.data.campaign !== undefined)
        expect(code.campaign, context).toBe(filters.data.campaign);
      if (filters.data.state) expect(stateOf(code), context).toBe(filters.data.state);
    }
  } else {
    expect((body as { error: string }).error, context).toBe(filters.error.issues[0]?.message);
  }
}

// ---------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------

const SITE_SETTINGS_API = "/api/admin/site-settings";

/** The identity's fields, their bounds read from their declarations. */
const requiredText = (field: { max?: number; label: string }) =>
  ({ type: "text", max: declaredMax(field), required: true }) as const;
const businessSpec: FieldSpec = {
  name: requiredText(identityFields.name),
  tagline: requiredText(identityFields.tagline),
  email: { type: "email", required: true },
  phone: requiredText(identityFields.phone),
  whatsappNumber: requiredText(identityFields.whatsappNumber),
  address: requiredText(identityFields.address),
  mapsUrl: { type: "httpUrl" },
  facebookUrl: { type: "httpUrl" },
  instagramUrl: { type: "httpUrl" },
  footerDescription: requiredText(identityFields.footerDescription),
};
const analyticsSpec: FieldSpec = {
  cloudflareToken: {
    type: "text",
    max: declaredMax(siteSections.analytics.fields.cloudflareToken),
    required: false,
  },
};
const noticesSpec: FieldSpec = { recipient: { type: "email", required: false } };

/** 'Pedidos': its flat fields drawn, its lists and methods the owner's (nested values below). */
const ordersFields = siteSections.orders.fields;
const ordersSpec: FieldSpec = {
  enabled: { type: "flag" },
  minimumCents: { type: "count", min: 0, max: 100_000_000 },
  confirmationText: requiredText(ordersFields.confirmationText),
};
const ordersNested = () => {
  const { enabled: _e, minimumCents: _m, confirmationText: _c, ...nested } = ownerOrders;
  return nested as unknown as Record<string, fc.JsonValue>;
};
const validOrders = () =>
  validPayload(ordersSpec, (payload) => ({ ...payload, ...ordersNested() }));
/** Well-formed 'Pedidos' its rules refuse: a bad CLABE, an unknown method, bad costs, too many rows. */
const refusedOrders = () => {
  const { payment } = ownerOrders;
  const changes: Partial<Record<keyof OrderSettings, unknown>>[] = [
    { payment: { ...payment, transfer: { ...payment.transfer, clabe: "032180000118359718" } } },
    { payment: { ...payment, transfer: { ...payment.transfer, clabe: "0321800001183597" } } },
    { payment: { ...payment, bitcoin: { enabled: true } } },
    { payment: { ...payment, cash: { enabled: true, details: null } } },
    { localDelivery: [{ town: "Pachuca", costCents: -1 }] },
    { localDelivery: [{ town: "Pachuca", costCents: 0.5 }] },
    { localDelivery: [{ town: "Pachuca", costCents: "50" }] },
    { localDelivery: [{ town: "", costCents: 100 }] },
    { localDelivery: Array.from({ length: 31 }, (_, i) => ({ town: `P${i}`, costCents: 1 })) },
    { pickupPoints: Array.from({ length: 11 }, (_, i) => ({ label: `P${i}`, address: null })) },
    { shipping: { enabled: true, costCents: 100, freeFromCents: -5 } },
    { shipping: { enabled: "sí", costCents: 100, freeFromCents: null } },
  ];
  return fc
    .tuple(validOrders(), fc.constantFrom(...changes))
    .map(([valid, change]) => ({ ...valid, ...change }));
};

describe.concurrent(
  "the site settings' routes refuse malformed requests without a 5xx or a write",
  () => {
    const cases = [
      ["business", businessSpec, validPayload(businessSpec), undefined],
      ["notices", noticesSpec, validPayload(noticesSpec), undefined],
      ["orders", ordersSpec, validOrders(), asJson("refused-orders", refusedOrders(), 400)],
      ["analytics", analyticsSpec, validPayload(analyticsSpec), undefined],
    ] as const;
    for (const [section, spec, valid, semantic] of cases) {
      it(
        `PUT ${SITE_SETTINGS_API}/${section}`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec,
                schema: siteSettingsSchemas[section],
                valid,
                semantic,
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "PUT",
                path: `${SITE_SETTINGS_API}/${section}`,
                body,
                origin,
                cookie: adminCookie,
                // A section may be longer than other bodies: 256 KB is read, and refused.
                expect: body.label === "large" ? 400 : body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );
    }

    it(
      `PATCH ${SITE_SETTINGS_API}/orders with a change its rules refuse`,
      () =>
        runProperty(
          fc.record({
            body: asJson("refused-orders", refusedOrders(), 400),
            origin: originCase,
          }),
          ({ body, origin }) =>
            sendMalformed({
              method: "PATCH",
              path: `${SITE_SETTINGS_API}/orders`,
              body,
              origin,
              cookie: adminCookie,
              expect: body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      `PUT ${SITE_SETTINGS_API}/{unknown section}, any body: 404`,
      () =>
        runProperty(
          fc.record({
            section: oddId.filter((id) => !isDotSegment(id)),
            body: fc.oneof(
              asJson("valid", validPayload(businessSpec)),
              malformedBody({
                spec: businessSpec,
                schema: siteSettingsSchemas.business,
                valid: validPayload(businessSpec),
              }),
            ),
            origin: originCase,
          }),
          ({ section, body, origin }) =>
            sendMalformed({
              method: "PUT",
              path: `${SITE_SETTINGS_API}/${section}`,
              body,
              origin,
              cookie: adminCookie,
              expect: 404,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      `the methods ${SITE_SETTINGS_API} does not take, as the admin`,
      () =>
        runProperty(
          fc.record({
            method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
            body: asJson("valid", validPayload(businessSpec)),
            origin: originCase,
          }),
          ({ method, body, origin }) =>
            sendMalformed({
              method,
              path: SITE_SETTINGS_API,
              body,
              origin,
              cookie: adminCookie,
              expect: 405,
            }),
        ),
      PROPERTY_TIMEOUT,
    );
  },
);

describe.concurrent(
  "the campaign routes refuse malformed requests without a 5xx or a write",
  () => {
    it(
      `POST ${BATCH_API}`,
      () =>
        runProperty(
          fc.record({
            body: malformedBody({
              spec: batchSpec,
              schema: invitationBatchSchema.strict(),
              valid: validPayload(batchSpec),
            }),
            origin: originCase,
          }),
          ({ body, origin }) =>
            sendMalformed({
              method: "POST",
              path: BATCH_API,
              body,
              origin,
              cookie: adminCookie,
              expect: body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      `POST ${IMPORT_API}`,
      () =>
        runProperty(
          fc.record({
            body: malformedBody({
              spec: importSpec,
              schema: guestImportSchema.strict(),
              valid: validImport(),
              semantic: refusedImport(),
            }),
            origin: originCase,
          }),
          ({ body, origin }) =>
            sendMalformed({
              method: "POST",
              path: IMPORT_API,
              body,
              origin,
              cookie: adminCookie,
              // A guest list may be longer than other bodies: 100 KB is read, and refused.
              expect: body.label === "large" ? 400 : body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      `GET ${CODES_API} with junk filters, as the admin`,
      () =>
        runProperty(
          fc.record({ query: codeFilterQuery, origin: readOrigin }),
          ({ query, origin }) => readCodesAsAdmin(`${CODES_API}${query}`, origin),
        ),
      PROPERTY_TIMEOUT,
    );

    it(
      "the methods the campaign routes do not take, as the admin",
      () => {
        const target = fc.oneof(
          fc.record({
            method: fc.constantFrom("GET", "PUT", "PATCH", "DELETE"),
            path: fc.constantFrom(BATCH_API, IMPORT_API),
          }),
          fc.record({
            method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
            path: fc.constant(CAMPAIGNS_API),
          }),
        );
        return runProperty(
          fc.record({ target, body: anyBody(), origin: originCase }),
          ({ target, body, origin }) => {
            const safe = target.method === "GET";
            return sendMalformed({
              method: target.method,
              path: target.path,
              body: safe ? NO_BODY : body,
              origin: safe && refusedOrigin(origin) ? "same" : origin,
              cookie: adminCookie,
              expect: 405,
            });
          },
        );
      },
      PROPERTY_TIMEOUT,
    );

    it(
      "every campaign route without a live session, valid bodies included",
      () => {
        const target = fc.oneof(
          fc.record({
            method: fc.constant("POST"),
            path: fc.constant(BATCH_API),
            body: asJson("valid", validPayload(batchSpec)),
          }),
          fc.record({
            method: fc.constant("POST"),
            path: fc.constant(IMPORT_API),
            body: asJson("valid", validImport()),
          }),
          fc.record({
            method: fc.constant("GET"),
            path: fc.oneof(
              fc.constant(CAMPAIGNS_API),
              codeFilterQuery.map((query) => `${CODES_API}${query}`),
            ),
            body: fc.constant(NO_BODY),
          }),
        );
        return runProperty(
          fc.record({ target, origin: originCase, cookie: deadCookie() }),
          ({ target, origin, cookie }) =>
            sendMalformed({
              method: target.method,
              path: target.path,
              body: target.body,
              origin: target.method === "GET" && refusedOrigin(origin) ? "same" : origin,
              cookie,
              expect: 401,
            }),
        );
      },
      PROPERTY_TIMEOUT,
    );
  },
);

/**
 * `target`'s method to its path as the admin, with `body` (a GET carries
 * none, and is never refused for its Origin); a 404 must say `notFound`.
 */
async function sendAsAdmin(
  target: { method: string; path: string; expect: number },
  body: BodyCase,
  origin: OriginCase,
  notFound: string,
): Promise<void> {
  const safe = target.method === "GET";
  const { status, text } = await sendMalformed({
    method: target.method,
    path: target.path,
    body: safe ? NO_BODY : body,
    origin: safe && refusedOrigin(origin) ? "same" : origin,
    cookie: adminCookie,
    expect: target.expect,
  });
  if (status === 404) expect(JSON.parse(text), target.path).toEqual({ error: notFound });
}

/**
 * Writes to one item of a collection, as the admin: to an item there, a body
 * its route refuses (nothing written); to an id none has, any body, valid
 * ones included (a valid one is a 404).
 */
function writesToItems(options: {
  method: string;
  path: (id: string) => string;
  existingId: fc.Arbitrary<string>;
  missingId: fc.Arbitrary<string>;
  valid: fc.Arbitrary<Record<string, fc.JsonValue>>;
  refused: fc.Arbitrary<BodyCase>;
}): Promise<void> {
  const target = fc.oneof(
    {
      arbitrary: fc.record({
        id: options.existingId,
        body: options.refused,
        known: fc.constant(true),
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        id: options.missingId,
        body: fc.oneof(asJson("valid", options.valid), options.refused),
        known: fc.constant(false),
      }),
      weight: 3,
    },
  );
  return runProperty(fc.record({ target, origin: originCase }), ({ target, origin }) =>
    sendMalformed({
      method: options.method,
      path: options.path(target.id),
      body: target.body,
      origin,
      cookie: adminCookie,
      expect: target.known ? target.body.expect : target.body.label === "valid" ? 404 : undefined,
    }),
  );
}

// ---------------------------------------------------------------------------
// Request inbox
// ---------------------------------------------------------------------------

const REQUESTS_API = "/api/admin/requests";
const REQUEST_NOT_FOUND = "Solicitud no encontrada";

const requestChangeSpec: FieldSpec = {
  status: { type: "enum", values: REQUEST_STATUSES, required: false },
  note: { type: "text", max: NOTE_MAX_LENGTH, required: false },
};

/** A change the schema accepts: both fields, or either alone. */
const validRequestChange = (): fc.Arbitrary<Record<string, fc.JsonValue>> =>
  validPayload(requestChangeSpec).chain((change) =>
    fc.constantFrom<Record<string, fc.JsonValue>>(
      change,
      { status: change.status ?? null },
      { note: change.note ?? null },
    ),
  );

/** Bodies written by hand that the change's schema refuses: 400. */
const REFUSED_CHANGES = [
  "{}",
  '{"status":null}',
  '{"status":""}',
  '{"status":"Nueva"}',
  '{"status":"NUEVA"}',
  '{"status":" nueva"}',
  '{"status":"nueva\\u0000"}',
  '{"status":"pendiente"}',
  '{"status":"associate"}',
  '{"status":["nueva"]}',
  '{"status":{"$ne":"nueva"}}',
  '{"status":1}',
  '{"status":"nueva","status":"todas"}',
  '{"note":1}',
  '{"note":false}',
  '{"note":["nota"]}',
  '{"note":{"text":"nota"}}',
  '{"note":"nota","note":2}',
  `{"note":"${"x".repeat(NOTE_MAX_LENGTH + 1)}"}`,
  `{"note":"  ${"ñ".repeat(NOTE_MAX_LENGTH + 1)}  "}`,
  `{"status":"enviada","note":"${"\\u0000".repeat(NOTE_MAX_LENGTH + 1)}"}`,
  '{"status":"nueva","id":1}',
  '{"status":"enviada","statusChangedAt":0}',
  '{"note":"nota","noticeState":"sent"}',
  '{"note":"nota","history":[]}',
  '{"status":"descartada","__proto__":{"status":"nueva"}}',
  '{"note":null,"constructor":{"prototype":{"isAdmin":true}}}',
  '[{"status":"nueva"}]',
  '"nueva"',
  "null",
  "status=nueva",
  "{status:'nueva'}",
] as const;

const handWrittenChange = fc
  .tuple(fc.constantFrom(...REFUSED_CHANGES), jsonType)
  .map(([body, contentType]): BodyCase => ({
    label: "hand-written",
    contentType,
    body,
    expect: 400,
  }))
  .filter((c) => typeof c.body === "string" && !schemaAccepts(requestChangeSchema, c.body));

/** Every kind of body the change's schema refuses (no valid change: none may be written). */
const refusedChange = () =>
  fc.oneof(
    {
      arbitrary: malformedBody({
        spec: requestChangeSpec,
        schema: requestChangeSchema,
        valid: validRequestChange(),
      }),
      weight: 5,
    },
    { arbitrary: handWrittenChange, weight: 1 },
  );

/**
 * An id no request has: odd, or a plain integer the inbox does not hold
 * (not "." or "..": the URL drops those, and the request goes elsewhere).
 */
const missingRequestId = () =>
  fc.oneof(
    { arbitrary: oddId.filter((id) => !isDotSegment(id)), weight: 3 },
    {
      arbitrary: fc
        .integer({ min: 1, max: 999_999 })
        .filter((id) => !existing.requests.includes(id))
        .map(String),
      weight: 1,
    },
  );

const existingRequestId = () => fc.constantFrom(...existing.requests).map(String);

const NO_BODY: BodyCase = { label: "none", contentType: null, body: null };

/** Anything at all as a body: the routes that read none must not care. */
const anyBody = () =>
  fc.oneof(fc.constant(NO_BODY), asJson("valid", validRequestChange()), refusedChange());

/** What GETs send: no foreign Origin (a read is not refused for one). */
const readOrigin = fc.constantFrom<OriginCase>("same", "same", "none");

/** The admin's GETs: the list with any filters, one request by any id. */
async function readInboxAsAdmin(path: string, origin: OriginCase, known?: number): Promise<void> {
  const isList = path.startsWith(`${REQUESTS_API}?`) || path === REQUESTS_API;
  const filters = isList ? inboxFiltersOf(path) : undefined;
  const expected = isList ? (filters?.success ? 200 : 400) : known ? 200 : 404;
  const { status, text } = await sendMalformed({
    method: "GET",
    path,
    body: NO_BODY,
    origin,
    cookie: adminCookie,
    expect: expected,
  });
  const context = `GET ${path.slice(0, 200)} → ${status} ${text.slice(0, 300)}`;
  const body = JSON.parse(text) as unknown;
  if (status === 200 && filters?.success) {
    // Every request listed matches the filters.
    expect(Array.isArray(body), context).toBe(true);
    for (const row of body as { status: string; kind: string }[]) {
      if (filters.data.status) expect(row.status, context).toBe(filters.data.status);
      if (filters.data.kind) expect(row.kind, context).toBe(filters.data.kind);
    }
  } else if (status === 200) {
    expect((body as { id?: unknown }).id, context).toBe(known);
  } else if (filters) {
    expect((body as { error: string }).error, context).toBe(refusedFilterMessage(filters));
  } else {
    expect((body as { error: string }).error, context).toBe(REQUEST_NOT_FOUND);
  }
}

// ---------------------------------------------------------------------------
// The admin's orders (the seed has none)
// ---------------------------------------------------------------------------

const ORDERS_API = "/api/admin/orders";

/** Text a URL's query can carry (a lone surrogate cannot be percent-encoded). */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const orderChangeSpec: FieldSpec = {
  status: { type: "enum", values: ORDER_STATUSES, required: false },
  note: { type: "text", max: ORDER_NOTE_MAX_LENGTH, required: false },
};

describe.concurrent("the admin's orders refuse malformed requests without a 5xx or a write", () => {
  it(
    `PATCH ${ORDERS_API}/{id} as the admin: 400 for a refused body, 404 for a valid one`,
    () =>
      runProperty(
        fc.record({
          id: fc.oneof(
            oddId.filter((id) => !isDotSegment(id)),
            fc.integer({ min: 1, max: 999_999 }).map(String),
          ),
          body: fc.oneof(
            malformedBody({
              spec: orderChangeSpec,
              schema: orderChangeSchema,
              valid: validPayload(orderChangeSpec),
            }),
            asJson(
              "valid",
              validPayload(orderChangeSpec).filter(
                (change) => orderChangeSchema.safeParse(change).success,
              ),
            ),
          ),
          origin: originCase,
        }),
        ({ id, body, origin }) =>
          sendMalformed({
            method: "PATCH",
            path: `${ORDERS_API}/${id}`,
            body,
            origin,
            cookie: adminCookie,
            expect: body.label === "valid" ? 404 : undefined,
          }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    `GET ${ORDERS_API}?status= as the admin: 200 for a status, 400 'Estado no válido' otherwise`,
    () =>
      runProperty(
        fc.record({
          status: fc.oneof(fc.constantFrom(...ORDER_STATUSES, ""), nastyString.filter(encodable)),
          origin: fc.constantFrom<OriginCase>("same", "none"),
        }),
        ({ status, origin }) =>
          sendMalformed({
            method: "GET",
            path: `${ORDERS_API}?status=${encodeURIComponent(status)}`,
            body: { label: "none", contentType: null, body: null },
            origin,
            cookie: adminCookie,
            expect: orderFiltersSchema.safeParse({ status }).success ? 200 : 400,
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});
/** Whether DELETE of an inbox item takes `?kind=` of `query` (none, a request's kind, the waiting list). */
const kindAccepted = (query: string) =>
  requestFiltersSchema
    .pick({ kind: true })
    .safeParse({ kind: requestFiltersInput(new URLSearchParams(query)).kind }).success;

/** `?kind=` of a DELETE: none, one it takes, or junk (graphemes only: the URL must be well-formed). */
const deleteKindQuery = () =>
  fc.oneof(
    fc.constant(""),
    fc.constantFrom("associate", "client", "waitlist", "aviso").map((kind) => `?kind=${kind}`),
    fc
      .oneof(
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.constantFrom("Waitlist", " request", "%00", "kind"),
      )
      .map((kind) => `?kind=${encodeURIComponent(kind)}`),
  );

const refusedKindQuery = () => deleteKindQuery().filter((query) => !kindAccepted(query));

describe.concurrent("the request inbox refuses malformed requests without a 5xx or a write", () => {
  it(
    `DELETE ${REQUESTS_API}/{id} as the admin: a kind it does not know, or an item that is not there`,
    () => {
      const target = fc.oneof(
        // An existing item, a kind refused: 400, nothing moved to the trash.
        fc.record({
          path: fc
            .tuple(existingRequestId(), refusedKindQuery())
            .map(([id, query]) => `${REQUESTS_API}/${id}${query}`),
          expect: fc.constant<number | undefined>(400),
        }),
        // No such request or entry: 404, or 400 for a refused kind.
        fc.record({
          path: fc
            .tuple(missingRequestId(), deleteKindQuery())
            .map(([id, query]) => `${REQUESTS_API}/${id}${query}`),
          expect: fc.constant<number | undefined>(undefined),
        }),
      );
      return runProperty(
        fc.record({ target, body: anyBody(), origin: originCase }),
        ({ target, body, origin }) =>
          sendMalformed({
            method: "DELETE",
            path: target.path,
            body,
            origin,
            cookie: adminCookie,
            expect: target.expect ?? (kindAccepted(target.path.split("?")[1] ?? "") ? 404 : 400),
          }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `PATCH ${REQUESTS_API}/{id} as the admin`,
    () =>
      writesToItems({
        method: "PATCH",
        path: (id) => `${REQUESTS_API}/${id}`,
        existingId: existingRequestId(),
        missingId: missingRequestId(),
        valid: validRequestChange(),
        refused: refusedChange(),
      }),
    PROPERTY_TIMEOUT,
  );

  it(
    `POST ${REQUESTS_API}/{id}/notify and the methods the inbox does not take, as the admin`,
    () => {
      const target = fc.oneof(
        // Notices are off in this Worker: 409 for a request, 404 for an id no request has.
        fc.record({
          method: fc.constant("POST"),
          path: existingRequestId().map((id) => `${REQUESTS_API}/${id}/notify`),
          expect: fc.constant(409),
        }),
        fc.record({
          method: fc.constant("POST"),
          path: missingRequestId().map((id) => `${REQUESTS_API}/${id}/notify`),
          expect: fc.constant(404),
        }),
        // Any other method, any id, any body: 405, nothing read.
        fc.record({
          method: fc.constantFrom("GET", "PUT", "PATCH", "DELETE"),
          path: fc
            .oneof(existingRequestId(), missingRequestId())
            .map((id) => `${REQUESTS_API}/${id}/notify`),
          expect: fc.constant(405),
        }),
        fc.record({
          method: fc.constantFrom("POST", "PUT"),
          path: fc
            .oneof(existingRequestId(), missingRequestId())
            .map((id) => `${REQUESTS_API}/${id}`),
          expect: fc.constant(405),
        }),
        fc.record({
          method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
          path: fc.constant(REQUESTS_API),
          expect: fc.constant(405),
        }),
      );
      return runProperty(
        fc.record({ target, body: anyBody(), origin: originCase }),
        ({ target, body, origin }) => sendAsAdmin(target, body, origin, REQUEST_NOT_FOUND),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET ${REQUESTS_API} with junk filters and GET ${REQUESTS_API}/{id} with odd ids, as the admin`,
    () =>
      runProperty(
        fc.oneof(
          fc.record({
            path: inboxFilterQuery.map((query) => `${REQUESTS_API}${query}`),
            known: fc.constant(undefined),
            origin: readOrigin,
          }),
          fc.record({
            path: missingRequestId().map((id) => `${REQUESTS_API}/${id}`),
            known: fc.constant(undefined),
            origin: readOrigin,
          }),
          existingRequestId().chain((id) =>
            fc.record({
              path: inboxFilterQuery.map((query) => `${REQUESTS_API}/${id}${query}`),
              known: fc.constant(Number(id)),
              origin: readOrigin,
            }),
          ),
        ),
        ({ path, known, origin }) => readInboxAsAdmin(path, origin, known),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "every inbox route without a live session, valid bodies included",
    () => {
      const target = fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          path: fc.oneof(
            inboxFilterQuery.map((query) => `${REQUESTS_API}${query}`),
            fc.oneof(existingRequestId(), missingRequestId()).map((id) => `${REQUESTS_API}/${id}`),
          ),
          expect: fc.constant([401]),
        }),
        fc.record({
          method: fc.constant("PATCH"),
          path: fc
            .oneof(existingRequestId(), missingRequestId())
            .map((id) => `${REQUESTS_API}/${id}`),
          expect: fc.constant([401]),
        }),
        fc.record({
          method: fc.constant("POST"),
          path: fc
            .oneof(existingRequestId(), missingRequestId())
            .map((id) => `${REQUESTS_API}/${id}/notify`),
          expect: fc.constant([401]),
        }),
        fc.record({
          method: fc.constant("DELETE"),
          path: fc
            .tuple(fc.oneof(existingRequestId(), missingRequestId()), deleteKindQuery())
            .map(([id, query]) => `${REQUESTS_API}/${id}${query}`),
          expect: fc.constant([401]),
        }),
        // A method a route does not take is refused before the session is read.
        fc.record({
          method: fc.constantFrom("POST", "PUT"),
          path: existingRequestId().map((id) => `${REQUESTS_API}/${id}`),
          expect: fc.constant([405]),
        }),
      );
      return runProperty(
        fc.record({ target, body: anyBody(), origin: originCase, cookie: deadCookie() }),
        ({ target, body, origin, cookie }) => {
          const safe = target.method === "GET";
          return sendMalformed({
            method: target.method,
            path: target.path,
            body: safe ? NO_BODY : body,
            origin: safe && refusedOrigin(origin) ? "same" : origin,
            cookie,
            expect: target.expect,
          });
        },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------
// The trash
// ---------------------------------------------------------------------------

const TRASH_API = "/api/admin/trash";
const TRASH_NOT_FOUND = "Elemento no encontrado en la papelera";

const restoreSpec: FieldSpec = { slug: { type: "text", max: 160, required: false } };

/** A restore's body the schema accepts: nothing, or a well-formed slug. */
const validRestore = (): fc.Arbitrary<Record<string, fc.JsonValue>> =>
  fc.oneof(
    fc.constant({}),
    fc
      .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
      .map((parts) => ({ slug: parts.join("-") })),
  );

/** A body the restore refuses; no body at all (no type, no bytes) is `{}`, and would restore. */
const refusedRestore = () =>
  malformedBody({
    spec: restoreSpec,
    schema: trashRestoreSchema,
    valid: validRestore(),
  }).filter((c) => !(c.contentType === null && (c.body === null || c.body.length === 0)));

/** An id no entry has (not "." or "..": the URL drops those). */
const missingTrashId = () =>
  fc.oneof(
    oddId.filter((id) => !isDotSegment(id)),
    fc
      .integer({ min: 1, max: 999_999 })
      .filter((id) => !existing.trash.includes(id))
      .map(String),
  );

describe.concurrent("the trash's routes refuse malformed requests without a 5xx or a write", () => {
  it(
    `POST ${TRASH_API}/{id}/restore as the admin`,
    () =>
      writesToItems({
        method: "POST",
        path: (id) => `${TRASH_API}/${id}/restore`,
        existingId: fc.constantFrom(...existing.trash).map(String),
        missingId: missingTrashId(),
        valid: validRestore(),
        refused: refusedRestore(),
      }),
    PROPERTY_TIMEOUT,
  );

  it(
    `DELETE ${TRASH_API}/{id} of an entry that is not there, and the methods the trash does not take, as the admin`,
    () => {
      const anyTrashId = () =>
        fc.oneof(fc.constantFrom(...existing.trash).map(String), missingTrashId());
      const target = fc.oneof(
        fc.record({
          method: fc.constant("DELETE"),
          path: missingTrashId().map((id) => `${TRASH_API}/${id}`),
          expect: fc.constant(404),
        }),
        fc.record({
          method: fc.constantFrom("GET", "POST", "PUT", "PATCH"),
          path: anyTrashId().map((id) => `${TRASH_API}/${id}`),
          expect: fc.constant(405),
        }),
        fc.record({
          method: fc.constantFrom("GET", "PUT", "PATCH", "DELETE"),
          path: anyTrashId().map((id) => `${TRASH_API}/${id}/restore`),
          expect: fc.constant(405),
        }),
        fc.record({
          method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
          path: fc.constant(TRASH_API),
          expect: fc.constant(405),
        }),
      );
      return runProperty(
        fc.record({
          target,
          body: fc.oneof(fc.constant(NO_BODY), refusedRestore()),
          origin: originCase,
        }),
        ({ target, body, origin }) => sendAsAdmin(target, body, origin, TRASH_NOT_FOUND),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET ${TRASH_API} as the admin lists the entry; every trash route refuses a dead session`,
    () => {
      const target = fc.oneof(
        fc.record({
          method: fc.constant("GET"),
          path: fc.constant(TRASH_API),
          cookie: fc.constant<string | undefined>(adminCookie),
          expect: fc.constant(200),
        }),
        fc.record({
          method: fc.constant("GET"),
          path: fc.constant(TRASH_API),
          cookie: deadCookie(),
          expect: fc.constant(401),
        }),
        fc.record({
          method: fc.constant("POST"),
          path: fc
            .oneof(fc.constantFrom(...existing.trash).map(String), missingTrashId())
            .map((id) => `${TRASH_API}/${id}/restore`),
          cookie: deadCookie(),
          expect: fc.constant(401),
        }),
        fc.record({
          method: fc.constant("DELETE"),
          path: fc
            .oneof(fc.constantFrom(...existing.trash).map(String), missingTrashId())
            .map((id) => `${TRASH_API}/${id}`),
          cookie: deadCookie(),
          expect: fc.constant(401),
        }),
      );
      return runProperty(
        fc.record({
          target,
          body: fc.oneof(fc.constant(NO_BODY), asJson("valid", validRestore())),
          origin: readOrigin,
        }),
        async ({ target, body, origin }) => {
          const safe = target.method === "GET";
          const { status, text } = await sendMalformed({
            method: target.method,
            path: target.path,
            body: safe ? NO_BODY : body,
            origin,
            cookie: target.cookie,
            expect: target.expect,
          });
          if (status === 200) {
            expect((JSON.parse(text) as { id: number }[]).map((entry) => entry.id)).toEqual(
              existing.trash,
            );
          }
        },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------
// Public routes
// ---------------------------------------------------------------------------

const AS_ADMIN = "as the signed-in admin";
const ANONYMOUS = "anonymously";

describe.concurrent(
  "public write routes refuse malformed requests without a 5xx or a write",
  () => {
    for (const who of [ANONYMOUS, AS_ADMIN]) {
      const cookie = () => (who === AS_ADMIN ? adminCookie : undefined);

      it(
        `POST /api/login ${who}, each from its own address`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: loginSpec,
                schema: loginSchema.strict(),
                valid: validPayload(loginSpec),
                // Each runs scrypt (tens of ms): fewer of them.
                semantic: wrongCredentials(),
                semanticWeight: 3,
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "POST",
                path: "/api/login",
                body,
                origin,
                cookie: cookie(),
                clientAddress: freshClientAddress(),
                expect: body.label === "wrong-credentials" ? [401, 429] : body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );

      it(
        `POST /api/associates ${who}, each from its own address`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: associateSpec,
                schema: invitationRequestSchema.strict(),
                valid: validPayload(associateSpec),
                semantic: unknownCodeApplication(),
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "POST",
                path: "/api/associates",
                body,
                origin,
                cookie: cookie(),
                clientAddress: freshClientAddress(),
                expect: body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );

      it(
        `POST /api/orders ${who}, each from its own address`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: orderRequestSpec,
                schema: orderRequestSchema.strict(),
                valid: validOrderRequest(),
                semantic: orderWhileOff(),
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "POST",
                path: "/api/orders",
                body,
                origin,
                cookie: cookie(),
                clientAddress: freshClientAddress(),
                expect: body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );

      it(
        `POST /api/waitlist ${who}, each from its own address`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: waitlistSpec,
                schema: waitlistSchema.strict(),
                valid: validWaitlistEntry(),
                semantic: refusedWaitlistEntry(),
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "POST",
                path: "/api/waitlist",
                body,
                origin,
                cookie: cookie(),
                clientAddress: freshClientAddress(),
                expect: body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );
    }
  },
);

// ---------------------------------------------------------------------------
// The account: password change and the passkey ceremonies
// ---------------------------------------------------------------------------

const passwordChangeSpec: FieldSpec = {
  currentPassword: { type: "password", max: 200 },
  newPassword: { type: "password", max: 200 },
};

/** Anything typed as a current password that is not the admin's (the schemas may refuse some). */
const notTheAdminsPassword = fc.oneof(
  fc.constantFrom(
    TEST_ADMIN.password.toUpperCase(),
    ` ${TEST_ADMIN.password}`,
    `${TEST_ADMIN.password}\u0000x`,
    "miel-picosa-2023",
  ),
  nastyString,
);

/** Well-formed changes whose current password is not the admin's: 400 (429 past the limit). */
const wrongCurrentPassword = () =>
  asJson(
    "wrong-current-password",
    fc
      .record({
        currentPassword: notTheAdminsPassword,
        newPassword: fc.string({ minLength: 8, maxLength: 40 }),
      })
      .filter(
        (change) =>
          passwordChangeSchema.safeParse(change).success &&
          !sameScryptKey(change.currentPassword, TEST_ADMIN.password),
      ),
  );

const passwordConfirmationSpec: FieldSpec = {
  currentPassword: { type: "password", max: 200 },
};

const WRONG_CURRENT_PASSWORD = "La contraseña actual no es correcta";

/**
 * A passkey's options or an invitation link asked with a current password that is not the admin's
 * (the schema takes it; the service refuses it), or without one at all:
 * 400 'La contraseña actual no es correcta' (429 past the sign-in limit).
 */
const notThePassword = () =>
  fc.oneof(
    asJson(
      "wrong-current-password",
      fc
        .record({ currentPassword: notTheAdminsPassword })
        .filter(
          (body) =>
            passwordConfirmationSchema.safeParse(body).success &&
            !sameScryptKey(body.currentPassword, TEST_ADMIN.password),
        ),
    ),
    asJson(
      "missing-current-password",
      fc.constantFrom<Record<string, unknown>>(
        {},
        { currentPassword: "" },
        { currentPassword: null },
        { currentPassword: 0 },
        { currentPassword: false },
        { currentPassword: [TEST_ADMIN.password] },
        { currentPassword: { value: TEST_ADMIN.password } },
      ),
    ),
  );

/** The registration ceremonies stored (a sign-in's has no user): none may be, ever. */
const registrationChallenges = async () =>
  (
    await worker.db
      .select({ id: passkeyChallenges.id })
      .from(passkeyChallenges)
      .where(isNotNull(passkeyChallenges.userId))
  ).length;

const invitationLinks = async () =>
  (await worker.db.select({ id: adminInvitations.id }).from(adminInvitations)).length;

/** The ways in that need the current password, and what each would store. */
const WAYS_IN = [
  { path: "/api/admin/account/passkeys/options", stored: registrationChallenges },
  { path: "/api/admin/users/invitations", stored: invitationLinks },
];

const ceremonySpec: FieldSpec = {
  ceremonyId: { type: "text", max: 64, required: true },
  name: { type: "text", max: 60, required: true },
};

const base64UrlText = fc.stringMatching(/^[A-Za-z0-9_-]{0,64}$/);

/** A passkey's answer of the right shape for a ceremony that does not exist: refused. */
const forgedCredential = (response: Record<string, fc.Arbitrary<string>>) =>
  fc.record({
    id: base64UrlText,
    rawId: base64UrlText,
    type: fc.constant("public-key"),
    response: fc.record(response),
    clientExtensionResults: fc.constant({}),
  });

const forgedSignIn = () =>
  asJson(
    "forged-passkey",
    fc.record({
      ceremonyId: fc.oneof(
        base64UrlText,
        nastyString.map((text) => text.slice(0, 64)),
      ),
      response: forgedCredential({
        clientDataJSON: base64UrlText,
        authenticatorData: base64UrlText,
        signature: base64UrlText,
      }),
    }),
  );

const forgedRegistration = () =>
  asJson(
    "forged-passkey",
    fc.record({
      ceremonyId: fc.oneof(
        base64UrlText,
        nastyString.map((text) => text.slice(0, 64)),
      ),
      name: fc.constantFrom("iPhone de Ana", "Llave USB"),
      response: forgedCredential({
        clientDataJSON: base64UrlText,
        attestationObject: base64UrlText,
      }),
    }),
  );

describe.concurrent(
  "the account's JSON write routes refuse malformed requests without a 5xx or a write",
  () => {
    it(
      "POST /api/admin/account/password as admin, each from its own address",
      () =>
        runProperty(
          fc.record({
            body: malformedBody({
              spec: passwordChangeSpec,
              schema: passwordChangeSchema.strict(),
              valid: validPayload(passwordChangeSpec),
              // Each runs scrypt: fewer of them.
              semantic: wrongCurrentPassword(),
              semanticWeight: 3,
            }),
            origin: originCase,
          }),
          ({ body, origin }) =>
            sendMalformed({
              method: "POST",
              path: "/api/admin/account/password",
              body,
              origin,
              cookie: adminCookie,
              clientAddress: freshClientAddress(),
              expect: body.label === "wrong-current-password" ? [400, 429] : body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    for (const { path, stored } of WAYS_IN) {
      it(
        `POST ${path} as admin, with and without currentPassword, each from its own address: nothing stored`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: passwordConfirmationSpec,
                schema: passwordConfirmationSchema.strict(),
                valid: validPayload(passwordConfirmationSpec),
                // Each wrong password runs scrypt: fewer of them.
                semantic: notThePassword(),
                semanticWeight: 3,
              }),
              origin: originCase,
            }),
            async ({ body, origin }) => {
              const passwordCase =
                body.label === "wrong-current-password" ||
                body.label === "missing-current-password";
              const { status, text } = await sendMalformed({
                method: "POST",
                path,
                body,
                origin,
                cookie: adminCookie,
                clientAddress: freshClientAddress(),
                expect: passwordCase ? [400, 429] : body.expect,
              });
              if (passwordCase && status === 400 && !refusedOrigin(origin)) {
                expect(JSON.parse(text), text).toEqual({
                  error: WRONG_CURRENT_PASSWORD,
                  fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
                });
              }
              expect(await stored(), describeCase("POST", path, body, origin)).toBe(0);
            },
          ),
        PROPERTY_TIMEOUT,
      );
    }

    it(
      "POST /api/admin/account/passkeys as admin, each from its own address: no ceremony, no passkey",
      () =>
        runProperty(
          fc.record({
            body: malformedBody({
              spec: ceremonySpec,
              schema: passkeyRegistrationSchema.strict(),
              valid: validPayload(ceremonySpec),
              semantic: forgedRegistration(),
            }),
            origin: originCase,
          }),
          ({ body, origin }) =>
            sendMalformed({
              method: "POST",
              path: "/api/admin/account/passkeys",
              body,
              origin,
              cookie: adminCookie,
              clientAddress: freshClientAddress(),
              expect: body.label === "forged-passkey" ? 400 : body.expect,
            }),
        ),
      PROPERTY_TIMEOUT,
    );

    for (const who of [ANONYMOUS, AS_ADMIN]) {
      it(
        `POST /api/passkeys/sign-in ${who}, each from its own address`,
        () =>
          runProperty(
            fc.record({
              body: malformedBody({
                spec: { ceremonyId: ceremonySpec.ceremonyId! },
                schema: passkeySignInSchema.strict(),
                valid: validPayload({ ceremonyId: ceremonySpec.ceremonyId! }),
                semantic: forgedSignIn(),
              }),
              origin: originCase,
            }),
            ({ body, origin }) =>
              sendMalformed({
                method: "POST",
                path: "/api/passkeys/sign-in",
                body,
                origin,
                cookie: who === AS_ADMIN ? adminCookie : undefined,
                clientAddress: freshClientAddress(),
                expect: body.label === "forged-passkey" ? [401, 429] : body.expect,
              }),
          ),
        PROPERTY_TIMEOUT,
      );
    }
  },
);

// ---------------------------------------------------------------------------
// Logout
// ---------------------------------------------------------------------------

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Another last character for a signed cookie. The signature's last base64
 * character carries four bits of it and two bits of padding, which atob
 * drops: "…A" and "…B" (or "…C", "…D") are the same signature, still valid.
 * The character put in its place differs in the four bits that count.
 */
function lastCharacterChanged(character: string): string {
  return BASE64.indexOf(character) >> 2 === 0 ? "Q" : "A";
}

/** Cookie headers that name no live session. */
const deadCookie = (): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      "",
      "__Host-mp_session=",
      "__Host-mp_session=%",
      "__Host-mp_session=%E0%A4%A",
      "__Host-mp_session=eyJ9.",
      "__Host-mp_session=abc.def",
      '__Host-mp_session="quoted"',
      "__Host-mp_session=null",
      "__Host-mp_session=x; __Host-mp_session=y",
      "mp_session=anything",
      "a=b; c",
      ";;;;",
      "=",
    ),
    // Random printable text as the cookie's value.
    fc
      .string({ unit: "binary-ascii", maxLength: 80 })
      .filter((value) => /^[\x20-\x7e]*$/.test(value))
      .map((value) => `__Host-mp_session=${value}`),
    // The admin's own cookie, one character changed: the signature fails.
    fc.nat().map((seed) => {
      const at =
        adminCookie.indexOf("=") + 1 + (seed % (adminCookie.length - adminCookie.indexOf("=") - 1));
      const replaced =
        at === adminCookie.length - 1
          ? lastCharacterChanged(adminCookie[at] ?? "")
          : adminCookie[at] === "A"
            ? "B"
            : "A";
      return adminCookie.slice(0, at) + replaced + adminCookie.slice(at + 1);
    }),
  );

/** Any body at all: logout reads none. */
const anyLogoutBody = (): fc.Arbitrary<BodyCase> =>
  fc.oneof(
    fc.constant<BodyCase>({ label: "none", contentType: null, body: null }),
    malformedBody({
      spec: loginSpec,
      schema: loginSchema.strict(),
      valid: validPayload(loginSpec),
    }),
  );

describe.concurrent("POST /api/logout without a live session", () => {
  it(
    "any cookie that names no live session, any body: 200, nothing changes",
    () =>
      runProperty(
        fc.record({ cookie: deadCookie(), body: anyLogoutBody(), origin: originCase }),
        ({ cookie, body, origin }) =>
          sendMalformed({
            method: "POST",
            path: "/api/logout",
            body,
            origin,
            cookie,
            expect: [200],
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

// Alone: it ends (and restores) the session every other property uses.
describe("POST /api/logout with the admin's live session", () => {
  it(
    "with the admin's live session and any body: that session ends, nothing else changes",
    () =>
      runProperty(fc.record({ body: anyLogoutBody(), origin: originCase }), ({ body, origin }) => {
        const path = "/api/logout";
        const what = describeCase("POST", path, body, origin);
        return watch.run(what, async () => {
          try {
            const response = await fetchAnswer(
              worker,
              path,
              fuzzInit("POST", body, { origin, cookie: adminCookie }),
            );
            const { status } = await checkAnswer(response, what);
            if (refusedOrigin(origin)) {
              // Refused before anything ran.
              expect(status, what).toBe(403);
            } else {
              expect(status, what).toBe(200);
              expect(response.headers.get("Set-Cookie") ?? "", what).toMatch(
                /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
              );
              // That session, and nothing else, is gone.
              await expectUnchanged(worker, { ...baseline, sessions: "[]" }, what);
            }
          } finally {
            // The same session back, so the admin's cookie works for the next run.
            await restoreAdminSession();
          }
        });
      }),
    PROPERTY_TIMEOUT,
  );
});

// The admin's own session survived all of the above.
describe("afterwards", () => {
  it("the admin is still signed in, every table is as seeded, R2 and KV as they were, and nothing alarming was logged", async () => {
    const response = await worker.fetch("/api/user", { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(await sessionCount()).toBe(baselineSessions);
    await watch.check();
    expect(await storageState(worker)).toBe(storageBaseline);
    expect(alarmingLogs(worker)).toEqual([]);
  });
});
