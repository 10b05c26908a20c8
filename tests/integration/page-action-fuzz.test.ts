import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, products, recipes, stores } from "../../app/db/schema";
import { parseBackupText } from "../../app/services/backup.server";
import { normalizeInvitationCode } from "../../app/validation/invitation-code";
import { ORIGIN, postMultipart } from "../support/api";
import {
  type Snapshot,
  nastyString,
  oddId,
  originCase,
  refusedOrigin,
  snapshotTables,
  WriteWatch,
} from "../support/fuzz";
import {
  RequestFuzzer,
  storageState,
  type EncodedBody,
  type GeneratedRequest,
} from "../support/fuzz-answers";
import { adminCookie } from "../support/session";
import { GIF_1X1, PNG_2X3, PNG_8001X1, SVG, TEXT, WAVE } from "../support/test-images";
import { TEST_ADMIN, startWorker, type TestWorker } from "../support/worker";

/**
 * Property-based robustness of the pages (the JSON API has its own suite,
 * api-fuzz.test.ts): generated bad requests to every page action, anonymous
 * and as the admin (wrong methods, malformed, mis-encoded and oversized
 * forms, broken multipart, hostile text, files that are not pictures,
 * foreign Origins), to the pages without an action, and GETs with traversal
 * and injection in paths and queries. None may get a 5xx or show a stack
 * trace or internals, and D1, R2 and KV must stay exactly as they were: every
 * generated request is one the route must refuse or that writes nothing by
 * design (a look-up, an unknown code, a wrong password, a preview).
 */

/** FUZZ_RUNS (default 500) scales every property; nine properties of RUNS each. */
const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 500) / 4));
const CHECK_EVERY = Number(process.env.FUZZ_CHECK_EVERY ?? 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PROPERTY_TIMEOUT = 600_000;

let worker: TestWorker;
let admin: string;
let baseline: Snapshot;
let watch: WriteWatch;
let fuzzer: RequestFuzzer;
let backupText: string;
const existing = { products: [] as number[], stores: [] as number[], recipes: [] as number[] };
let codes: { id: number; code: string }[] = [];
let sent = 0;

beforeAll(async () => {
  worker = await startWorker();
  admin = await adminCookie(worker);
  // One upload, so R2 and KV hold something that must stay as it is.
  const form = new FormData();
  form.append("image", new File([PNG_2X3], "foto.png", { type: "image/png" }));
  const upload = await postMultipart(worker, "/api/admin/upload", form, { Cookie: admin });
  expect(upload.status).toBe(201);
  existing.products = (await worker.db.select({ id: products.id }).from(products)).map((r) => r.id);
  existing.stores = (await worker.db.select({ id: stores.id }).from(stores)).map((r) => r.id);
  existing.recipes = (await worker.db.select({ id: recipes.id }).from(recipes)).map((r) => r.id);
  codes = await worker.db
    .select({ id: invitationCodes.id, code: invitationCodes.code })
    .from(invitationCodes);
  for (const ids of Object.values(existing)) expect(ids.length).toBeGreaterThan(0);
  expect(codes.length).toBeGreaterThanOrEqual(2);
  const exported = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
  expect(exported.status).toBe(200);
  backupText = await exported.text();
  baseline = await snapshotTables(worker.d1);
  watch = new WriteWatch(worker, baseline, CHECK_EVERY);
  fuzzer = new RequestFuzzer(worker, watch, await storageState(worker), CHECK_EVERY);
});
afterAll(() => worker?.dispose());

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

/** Sends one request, checks its answer; D1, R2 and KV are checked every CHECK_EVERY. */
async function send(request: GeneratedRequest): Promise<number> {
  const status = await fuzzer.send(request);
  sent += 1;
  return status;
}

async function runProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<unknown>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await check(value);
    }),
    { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
  await fuzzer.check();
}

// ---------------------------------------------------------------------------
// Form bodies
// ---------------------------------------------------------------------------

interface UploadedFile {
  file: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}
type FormValue = string | UploadedFile;
type FormEntries = [string, FormValue][];

/** Files that are not pictures the site takes: each is refused before it is stored. */
const BAD_FILES: UploadedFile[] = [
  { file: TEXT, name: "foto.png", type: "image/png" },
  { file: SVG, name: "dibujo.svg", type: "image/svg+xml" },
  { file: GIF_1X1, name: "anim.gif", type: "image/gif" },
  { file: WAVE, name: "foto.webp", type: "image/webp" },
  { file: PNG_8001X1, name: "ancha.png", type: "image/png" },
  { file: PNG_8001X1.slice(0, 24), name: "cortada.png", type: "image/png" },
  {
    file: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]),
    name: "rota.jpg",
    type: "image/jpeg",
  },
  {
    file: new TextEncoder().encode("<script>alert(1)</script>"),
    name: "../../etc/passwd",
    type: "text/html",
  },
];
const badFile = fc.constantFrom(...BAD_FILES);

const BAD_URLS = [
  "javascript:alert(1)",
  " JAVASCRIPT:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x.png",
  "file:///etc/passwd",
  "ftp://example.com/x.png",
  "/images/a b.png",
  "images/../../x.png",
] as const;
const badUrl = fc.constantFrom(...BAD_URLS);
const blank = fc.constantFrom("", " ", "\t\n", "\u00A0");
/** Over `max` characters; zod counts code points, so 🍯 counts once. */
const overLong = (max: number) =>
  fc.constantFrom("x", "ñ", "🍯").map((unit) => unit.repeat(max + 1));
/** Text that is missing or blank once trimmed, or over `max`. */
const brokenText = (max: number) => fc.oneof(blank, overLong(max));

/** What an `intent` field may ask for; extra fields never carry these. */
const INTENTS = ["create", "update", "delete", "move", "restore", "preview"];

/**
 * Random extra fields after the real ones: unknown names, prototype keys,
 * duplicates of real ones (the pages read the first of a name).
 */
const extraEntries = (names: readonly string[]): fc.Arbitrary<FormEntries> =>
  fc.array(
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(
            "__proto__",
            "constructor",
            "id",
            "isAdmin",
            "userId",
            "",
            "a[b]",
            ...names,
          ),
          fc.string({ maxLength: 10 }),
        ),
        nastyString,
      )
      .filter(([, value]) => !INTENTS.includes(value.trim().toLowerCase())),
    { maxLength: 3 },
  );

/** `fields` with one field replaced by a broken value (the form is then refused). */
function withBroken(
  fields: Record<string, string | string[]>,
  broken: Record<string, fc.Arbitrary<string | string[] | null>>,
): fc.Arbitrary<FormEntries> {
  return fc
    .tuple(
      fc.constantFrom(...Object.keys(broken)),
      fc.record(broken),
      fc.option(fc.constantFrom(...Object.keys(fields)), { freq: 3 }),
      nastyString,
    )
    .map(([name, values, hostile, text]) => {
      const result: Record<string, string | string[]> = { ...fields };
      // Another field may carry hostile text; the broken one is still broken.
      if (hostile && hostile !== name && !Array.isArray(result[hostile])) result[hostile] = text;
      const value = values[name];
      if (value === null || value === undefined) delete result[name];
      else result[name] = value;
      return toEntries(result);
    });
}

function toEntries(fields: Record<string, string | string[]>): FormEntries {
  const entries: FormEntries = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item]);
  }
  return entries;
}

type Encoding =
  | "urlencoded"
  | "multipart"
  | "multipart-wrong-boundary"
  | "multipart-truncated"
  | "json"
  | "bad-percent"
  | "bad-utf8"
  | "charset"
  | "wrong-type"
  | "no-type"
  | "empty"
  | "oversized";

const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant<Encoding>("urlencoded"), weight: 8 },
  { arbitrary: fc.constant<Encoding>("multipart"), weight: 8 },
  { arbitrary: fc.constant<Encoding>("multipart-wrong-boundary"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("multipart-truncated"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("json"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("bad-percent"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("bad-utf8"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("charset"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("wrong-type"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("no-type"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("empty"), weight: 1 },
  { arbitrary: fc.constant<Encoding>("oversized"), weight: 1 },
);

const WRONG_TYPES = [
  "text/plain",
  "application/json",
  "application/xml",
  "image/png",
  "multipart/form-data",
  "multipart/mixed; boundary=x",
  "application/x-www-form-urlencoded; charset=utf-16",
  "*/*",
] as const;

interface FormCase {
  entries: FormEntries;
  encoding: Encoding;
  wrongType: string;
  extras: FormEntries;
}

const bytesOf = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

async function encodeForm(form: FormCase): Promise<EncodedBody> {
  const entries = [...form.entries, ...form.extras];
  const label = `form/${form.encoding}`;
  const asText = (value: FormValue) => (typeof value === "string" ? value : value.name);
  const urlencoded = () => {
    const params = new URLSearchParams();
    for (const [name, value] of entries) params.append(name, asText(value));
    return params.toString();
  };
  const multipart = async () => {
    const data = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === "string") data.append(name, value);
      else data.append(name, new File([value.file], value.name, { type: value.type }));
    }
    const request = new Request("http://localhost/", { method: "POST", body: data });
    return {
      type: request.headers.get("Content-Type") ?? "",
      bytes: new Uint8Array(await request.arrayBuffer()),
    };
  };
  const urlType = "application/x-www-form-urlencoded";
  switch (form.encoding) {
    case "urlencoded":
      return { label, contentType: urlType, bytes: bytesOf(urlencoded()) };
    case "multipart": {
      const { type, bytes } = await multipart();
      return { label, contentType: type, bytes };
    }
    case "multipart-wrong-boundary": {
      const { bytes } = await multipart();
      return { label, contentType: "multipart/form-data; boundary=otra-frontera", bytes };
    }
    case "multipart-truncated": {
      const { type, bytes } = await multipart();
      return { label, contentType: type, bytes: bytes.slice(0, Math.floor(bytes.length / 2)) };
    }
    case "json":
      return {
        label,
        contentType: "application/json",
        bytes: bytesOf(JSON.stringify(Object.fromEntries(entries.map(([k, v]) => [k, asText(v)])))),
      };
    case "bad-percent":
      return {
        label,
        contentType: urlType,
        bytes: bytesOf(`${urlencoded()}&%zz=%&name=%C0%AF%FF%E0%80&%00=%%`),
      };
    case "bad-utf8": {
      const head = bytesOf(`${urlencoded()}&name=`);
      return {
        label,
        contentType: urlType,
        bytes: Uint8Array.from([...head, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
      };
    }
    case "charset":
      return {
        label,
        contentType: `${urlType}; charset=ISO-8859-1`,
        bytes: Uint8Array.from([...bytesOf(urlencoded()), ...bytesOf("&name=\u00f1")]),
      };
    case "wrong-type":
      return { label, contentType: form.wrongType, bytes: bytesOf(urlencoded()) };
    case "no-type":
      return { label, contentType: null, bytes: bytesOf(urlencoded()) };
    case "empty":
      return { label, contentType: urlType, bytes: new Uint8Array() };
    case "oversized":
      // Over every small form's limit (64 KB at most), under the upload forms'.
      return {
        label,
        contentType: urlType,
        bytes: bytesOf(`${urlencoded()}&message=${"x".repeat(70 * 1024)}`),
      };
  }
}

const formCase = (entries: fc.Arbitrary<FormEntries>, names: readonly string[]) =>
  fc.record({
    entries,
    encoding,
    wrongType: fc.constantFrom(...WRONG_TYPES),
    extras: extraEntries(names),
  });

/** Mostly POST, as forms send; PUT, PATCH and DELETE reach the same actions. */
const writeMethod = fc.oneof(
  { arbitrary: fc.constant("POST"), weight: 6 },
  { arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE"), weight: 1 },
);

/** Cookie headers that name no live session. */
const deadCookie = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    "__Host-mp_session=",
    "__Host-mp_session=%",
    "__Host-mp_session=abc.def",
    "__Host-mp_session=eyJ9.",
    "mp_session=anything",
    "__Host-mp_toast=%E0%A4%A",
    "__Host-mp_session=x; __Host-mp_session=y",
    ";;;;",
  ),
  fc
    .string({ unit: "binary-ascii", maxLength: 60 })
    .filter((value) => /^[\x20-\x7e]*$/.test(value) && !value.includes(";"))
    .map((value) => `__Host-mp_session=${value}`),
);

// ---------------------------------------------------------------------------
// The forms of each page
// ---------------------------------------------------------------------------

const person = {
  name: "Lucía Hernández",
  email: "lucia@example.com",
  phone: "7715550177",
  message: "Nos interesa la caja de maridaje.",
};

/** Anything: the contact form never stores what it gets. */
const contactForm = fc.oneof(
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

const isExistingCode = (value: string) =>
  codes.some((row) => row.code === normalizeInvitationCode(value));

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

/**
 * A form `id` that names none of `ids`, however loosely a page reads it
 * ("01" is product 1), or no id at all.
 */
const missingIdOf = (ids: () => number[]) =>
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

const productFields = {
  name: "Miel de prueba",
  description: "Una miel para probar.",
  category: "Mieles",
  imageUrls: ["/images/miel-cruda-1.webp"],
  mainImageUrl: "/images/miel-cruda-1.webp",
  price: "$150 MXN",
  isFeatured: "on",
};

/** Productos: create or update refused by the schema, or an id no product has. */
const productForm = () =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom("create", "update").chain((intent) =>
          fc
            .tuple(
              withBroken(productFields, {
                name: brokenText(120),
                description: brokenText(4000),
                category: fc.constantFrom("Chiles", "mieles", "", "Mieles "),
                imageUrls: badUrl.map((url) => ["/images/miel-cruda-1.webp", url]),
                mainImageUrl: fc.constant(null),
              }).map((entries) =>
                // Without imageUrls and mainImageUrl the form has no picture at all.
                entries.some(([name]) => name === "mainImageUrl")
                  ? entries
                  : entries.filter(([name]) => name !== "imageUrls"),
              ),
              fc.oneof(
                fc.constantFrom(...existing.products).map(String),
                missingIdOf(() => existing.products),
              ),
            )
            .map(([entries, id]): FormEntries => [["intent", intent], ["id", id], ...entries]),
        ),
        // Valid fields, but an id no product has.
        missingIdOf(() => existing.products).map((id): FormEntries => [
          ["intent", "update"],
          ["id", id],
          ...toEntries(productFields),
        ]),
        // Delete or move a product that is not there.
        fc
          .tuple(
            fc.constantFrom("delete", "move"),
            missingIdOf(() => existing.products),
            fc.constantFrom("up", "down", "x"),
          )
          .map(([intent, id, direction]): FormEntries => [
            ["intent", intent],
            ["id", id],
            ["direction", direction],
          ]),
        // No intent, or one the page does not know.
        fc
          .option(fc.constantFrom("borrar", "CREATE", "", "restore", "__proto__"), {
            nil: undefined,
          })
          .map((intent): FormEntries => [
            ...(intent === undefined ? [] : ([["intent", intent]] as FormEntries)),
            ...toEntries(productFields),
          ]),
      ),
      fc.array(badFile, { maxLength: 3 }),
    )
    .map(([entries, files]): FormEntries => [
      ...entries,
      ...files.map((file): [string, FormValue] => ["newImages", file]),
    ]);

interface CrudTab {
  path: string;
  fields: Record<string, string>;
  broken: Record<string, fc.Arbitrary<string | string[] | null>>;
  ids: () => number[];
  /** A file field the tab reads (only bad files are sent). */
  fileField?: string;
  /** More bodies the tab must refuse. */
  more?: () => fc.Arbitrary<FormEntries>;
}

const CRUD_TABS: CrudTab[] = [
  {
    path: "/admin/stores",
    fields: {
      name: "Tienda de prueba",
      address: "Av. Revolución 12",
      city: "Pachuca",
      state: "Hidalgo",
      phone: "771 555 0199",
    },
    broken: {
      name: brokenText(120),
      address: brokenText(300),
      city: brokenText(120),
      state: brokenText(120),
      phone: overLong(40),
      description: overLong(1000),
    },
    ids: () => existing.stores,
  },
  {
    path: "/admin/recipes",
    fields: {
      title: "Queso fundido",
      description: "Con miel picosa.",
      instructions: "Fundir y servir.",
      imageUrl: "/images/receta-tabla-de-quesos.webp",
      instagramUrl: "https://www.instagram.com/p/prueba/",
    },
    broken: {
      title: brokenText(160),
      description: brokenText(2000),
      instructions: blank,
      imageUrl: fc.oneof(badUrl, blank),
      instagramUrl: fc.oneof(badUrl, blank, fc.constant("/images/receta.webp")),
    },
    ids: () => existing.recipes,
    fileField: "image",
  },
  {
    path: "/admin/codes",
    fields: {
      code: "NUEVO-CODIGO",
      name: "Rosa Castillo",
      company: "Cocina de Prueba",
      email: "rosa@example.com",
    },
    broken: {
      code: fc.constantFrom(
        "-ABC",
        "A B",
        "CÓDIGO",
        "'; DROP TABLE invitation_codes; --",
        "A/B",
        "",
        "x".repeat(65),
      ),
      name: brokenText(120),
      company: brokenText(160),
      email: fc.constantFrom("no-es-correo", "a@", "<script>@x"),
    },
    ids: () => codes.map((row) => row.id),
    // A valid code whose value another code already has: 409.
    more: () =>
      fc
        .tuple(
          fc.constantFrom(...codes),
          fc.constantFrom(...codes),
          fc.constantFrom("create", "update"),
          fc.constantFrom(
            (c: string) => c,
            (c: string) => c.toLowerCase(),
            (c: string) => ` ${c} `,
          ),
        )
        .filter(([taken, edited, intent]) => intent === "create" || taken.id !== edited.id)
        .map(([taken, edited, intent, variant]): FormEntries => [
          ["intent", intent],
          ["id", String(edited.id)],
          ...toEntries({
            code: variant(taken.code),
            name: "Rosa Castillo",
            company: "Cocina de Prueba",
          }),
        ]),
  },
];

function crudForm(tab: CrudTab): fc.Arbitrary<FormEntries> {
  const cases: fc.Arbitrary<FormEntries>[] = [
    fc
      .tuple(
        fc.constantFrom("create", "update"),
        fc.oneof(fc.constantFrom(...tab.ids()).map(String), missingIdOf(tab.ids)),
        withBroken(tab.fields, tab.broken),
      )
      .map(([intent, id, entries]): FormEntries => [["intent", intent], ["id", id], ...entries]),
    fc
      .tuple(fc.constantFrom("update", "delete"), missingIdOf(tab.ids))
      .map(([intent, id]): FormEntries => [
        ["intent", intent],
        ["id", id],
        ...toEntries(tab.fields),
      ]),
    fc
      .option(fc.constantFrom("borrar", "DELETE", "", "move", "__proto__"), { nil: undefined })
      .map((intent): FormEntries => [
        ...(intent === undefined ? [] : ([["intent", intent]] as FormEntries)),
        ["id", String(tab.ids()[0])],
        ...toEntries(tab.fields),
      ]),
  ];
  if (tab.more) cases.push(tab.more());
  const form = fc.oneof(...cases);
  if (!tab.fileField) return form;
  const field = tab.fileField;
  return fc
    .tuple(form, fc.option(badFile, { freq: 2 }))
    .map(([entries, file]) =>
      file ? [...entries, [field, file] as [string, FormValue]] : entries,
    );
}

/** Imágenes: anything but a picture the site takes. */
const imagesForm = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom("image", "file", "foto", ""), badFile), { maxLength: 3 }),
    fc.array(fc.tuple(fc.constantFrom("image", "file"), nastyString), { maxLength: 2 }),
  )
  .map(([files, texts]): FormEntries => [...files, ...texts]);

/** Mutations that leave an exported backup invalid (checked with the server's own parser). */
function brokenBackups(): fc.Arbitrary<string> {
  const parsed = JSON.parse(backupText) as Record<string, unknown>;
  const mutate = (change: (copy: Record<string, unknown>) => void) => {
    const copy = structuredClone(parsed);
    change(copy);
    return JSON.stringify(copy);
  };
  const firstOf = (copy: Record<string, unknown>, section: string) =>
    (copy[section] as Record<string, unknown>[])[0] ?? {};
  return fc
    .oneof(
      fc.constantFrom(
        mutate((copy) => (copy.version = 99)),
        mutate((copy) => delete copy.products),
        mutate((copy) => (copy.stores = "todas")),
        mutate((copy) => (firstOf(copy, "products").name = "")),
        mutate((copy) => (firstOf(copy, "products").imageUrls = ["javascript:alert(1)"])),
        mutate((copy) => (firstOf(copy, "products").id = -1)),
        mutate((copy) => (firstOf(copy, "recipes").instagramUrl = "javascript:alert(1)")),
        mutate((copy) => (firstOf(copy, "invitationCodes").code = "'; DROP TABLE users; --")),
        mutate((copy) => (firstOf(copy, "stores").createdAt = "ayer")),
        mutate((copy) => {
          const list = copy.products as unknown[];
          list.push(list[0]);
        }),
        "[]",
        "null",
        "{",
        "",
      ),
      fc
        .double({ min: 0.01, max: 0.99, noNaN: true })
        .map((at) => backupText.slice(0, Math.floor(at * backupText.length))),
      nastyString,
    )
    .filter((text) => {
      try {
        parseBackupText(text);
        return false;
      } catch {
        return true;
      }
    });
}

function backupForm(): fc.Arbitrary<FormEntries> {
  return fc.oneof(
    // A restore of a broken file, as the hidden field or as a file.
    fc
      .tuple(brokenBackups(), fc.boolean())
      .map(([text, asFile]): FormEntries => [
        ["intent", "restore"],
        asFile
          ? ["backup", { file: bytesOf(text), name: "respaldo.json", type: "application/json" }]
          : ["backup", text],
      ]),
    // A preview writes nothing, whatever the file.
    fc.oneof(brokenBackups(), fc.constant(backupText)).map((text): FormEntries => [
      ["intent", "preview"],
      ["file", { file: bytesOf(text), name: "respaldo.json", type: "application/json" }],
    ]),
    fc
      .tuple(fc.constantFrom("restore", "preview", "", "borrar"), badFile)
      .map(([intent, file]): FormEntries => [
        ["intent", intent],
        ["file", file],
        ["backup", file],
      ]),
  );
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

describe.concurrent("page actions refuse bad requests without a 5xx, a leak or a write", () => {
  it(
    "/contact, /associates, /clients, /admin/auth, /admin/logout and /standalone, anonymously",
    () =>
      runProperty(
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
            formCase(loginForm, ["username", "password"]).map((form) => ({
              path: "/admin/auth",
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
          send({ method, path: target.path, body: await encodeForm(target.form), origin, cookie }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "every admin page action, without a live session",
    () =>
      runProperty(
        fc.record({
          path: fc.constantFrom(
            "/admin?index",
            "/admin",
            "/admin/stores",
            "/admin/recipes",
            "/admin/codes",
            "/admin/images",
            "/backup",
          ),
          // Valid forms included: without a session nothing may run.
          form: formCase(
            fc.oneof(
              fc.constant(toEntries({ intent: "delete", id: "1" })),
              fc.constant(toEntries({ intent: "create", ...productFields })),
              productForm(),
            ),
            ["intent", "id"],
          ),
          method: writeMethod,
          origin: originCase,
          cookie: deadCookie,
        }),
        async ({ path, form, method, origin, cookie }) => {
          const status = await send({ method, path, body: await encodeForm(form), origin, cookie });
          if (!refusedOrigin(origin)) expect([302, 303, 401, 403, 405]).toContain(status);
        },
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Productos (/admin?index) as the admin",
    () =>
      runProperty(
        fc.record({
          form: formCase(productForm(), ["intent", "id", "imageUrls", "name"]),
          method: writeMethod,
          origin: originCase,
        }),
        async ({ form, method, origin }) =>
          send({
            method,
            path: "/admin?index",
            body: await encodeForm(form),
            origin,
            cookie: admin,
          }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Puntos de Venta, Recetas and Códigos as the admin",
    () =>
      runProperty(
        fc.constantFrom(...CRUD_TABS).chain((tab) =>
          fc.record({
            path: fc.constant(tab.path),
            form: formCase(crudForm(tab), Object.keys(tab.fields)),
            method: writeMethod,
            origin: originCase,
          }),
        ),
        async ({ path, form, method, origin }) =>
          send({ method, path, body: await encodeForm(form), origin, cookie: admin }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Imágenes and the backup as the admin",
    () =>
      runProperty(
        fc
          .oneof(
            fc.record({
              path: fc.constant("/admin/images"),
              form: formCase(imagesForm, ["image"]),
            }),
            fc.record({ path: fc.constant("/backup"), form: formCase(backupForm(), ["intent"]) }),
          )
          .chain((target) =>
            fc.record({ target: fc.constant(target), method: writeMethod, origin: originCase }),
          ),
        async ({ target, method, origin }) =>
          send({
            method,
            path: target.path,
            body: await encodeForm(target.form),
            origin,
            cookie: admin,
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

/** Pages, documents and files that have no action. */
const READ_ONLY = [
  "/",
  "/products",
  "/smoked-chili",
  "/stores",
  "/recipes",
  "/sustainability",
  "/about",
  "/privacidad",
  "/admin/requests",
  "/admin/requests.csv",
  "/backup.json",
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
  (s) => `/admin/codes?eliminar=${s}`,
  (s) => `/products?${s}=${s}`,
  (s) => `/?_data=${s}`,
  (s) => `/products/${s}.data`,
  (s) => `/__manifest?p=${s}&version=${s}`,
];

const noBody: EncodedBody = { label: "none", contentType: null, bytes: null };

describe.concurrent("reads and wrong methods never fail, leak or write", () => {
  it(
    "wrong methods on pages without an action",
    () =>
      runProperty(
        fc.record({
          path: fc.constantFrom(...READ_ONLY),
          method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
          form: formCase(contactForm, ["intent", "id"]),
          origin: originCase,
          asAdmin: fc.boolean(),
        }),
        async ({ path, method, form, origin, asAdmin }) => {
          const status = await send({
            method,
            path,
            body: await encodeForm(form),
            origin,
            cookie: asAdmin ? admin : undefined,
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
      runProperty(
        fc.record({
          template: fc.constantFrom(...PATH_TEMPLATES),
          segment: hostileSegment,
          method: fc.constantFrom("GET", "GET", "GET", "HEAD", "OPTIONS"),
        }),
        ({ template, segment, method }) =>
          send({ method, path: template(segment), body: noBody, origin: "none" }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "traversal and injection in paths and queries, as the admin",
    () =>
      runProperty(
        fc.record({
          template: fc.constantFrom(...PATH_TEMPLATES),
          segment: hostileSegment,
          accept: fc.constantFrom("text/html", "application/json", "*/*", "text/csv"),
        }),
        ({ template, segment, accept }) =>
          send({
            method: "GET",
            path: template(segment),
            body: noBody,
            origin: "none",
            cookie: admin,
            headers: { Accept: accept },
          }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "odd headers on the pages: forged hosts, huge and broken cookies, strange Accept",
    () =>
      runProperty(
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
          send({
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
    ["POST", "/", undefined],
    ["PUT", "/products", undefined],
    ["DELETE", "/admin", "admin"],
    ["PATCH", "/admin/requests", "admin"],
    ["OPTIONS", "/contact", undefined],
    ["OPTIONS", "/..", undefined],
  ] as const)(
    "%s %s: a plain Spanish 405 with Allow, no route names, no error text",
    async (method, path, who) => {
      const response = await worker.fetch(path, {
        method,
        headers: {
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(who ? { Cookie: admin } : {}),
        },
        body: method === "OPTIONS" ? undefined : "a=b",
        redirect: "manual",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      const html = await response.text();
      expect(html).toContain("Método no permitido");
      expect(html).not.toMatch(/Error:|routes\/|action|Error de conexión/);
      expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    },
  );
});

describe("afterwards", () => {
  it(`sent at least ${8 * RUNS} generated requests, and D1, R2 and KV are as they were`, async () => {
    expect(sent).toBeGreaterThanOrEqual(8 * RUNS);
    if (process.env.FUZZ_RUNS === undefined) expect(sent).toBeGreaterThanOrEqual(1000);
    await fuzzer.check();
    const response = await worker.fetch("/admin", {
      headers: { Cookie: admin },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
  });
});
