import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBackupText } from "../../app/services/backup-file.server";
import { defaultSiteSettings, siteSections } from "../../app/validation/site-settings";
import { REQUEST_STATUSES } from "../../app/shared/enums";
import { NOTE_MAX_LENGTH, requestFollowUpSchema } from "../../app/validation/request-follow-up";
import {
  PROPERTY_TIMEOUT,
  badFile,
  badUrl,
  blank,
  brokenText,
  bytesOf,
  encodeForm,
  formCase,
  isDotSegment,
  nastyString,
  originCase,
  overLong,
  refusedOrigin,
  toEntries,
  withBroken,
  writeMethod,
  type FormCase,
  type FormEntries,
  type FormValue,
} from "../support/fuzz";
import { describeAfterwards, missingIdOf, pageActionFuzzSuite } from "../support/page-action-fuzz";
import { ownerOrders } from "../support/order-settings";
import { declaredMax, identityFields } from "../support/site-settings";
import { sectionForm } from "../support/site-settings-forms";

/**
 * Generated bad requests to the admin's other tabs, as the admin: Puntos de
 * Venta, Recetas, Códigos, Imágenes, the backup and a request's page of
 * Solicitudes (the rule and the other groups: tests/support/page-action-fuzz.ts).
 */

const suite = pageActionFuzzSuite();

/** A programme or a last day the codes' forms refuse. */
const brokenKind = fc.constantFrom("", "ASSOCIATE", "cliente", "associate ", "clients", "'; --");
const brokenDate = fc.constantFrom("2026-02-30", "30/11/2026", "mañana", "2026-1-1", "1999-12-31");

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
    ids: () => suite.existing.stores,
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
    ids: () => suite.existing.recipes,
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
      kind: brokenKind.filter((kind) => kind !== ""),
      expiresAt: brokenDate,
      campaign: overLong(80),
    },
    ids: () => suite.codes.map((row) => row.id),
    // A valid code whose value another code already has: 409.
    more: () =>
      fc
        .tuple(
          fc.constantFrom(...suite.codes),
          fc.constantFrom(...suite.codes),
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
  const parsed = JSON.parse(suite.backupText) as Record<string, unknown>;
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
        .map((at) => suite.backupText.slice(0, Math.floor(at * suite.backupText.length))),
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
    fc.oneof(brokenBackups(), fc.constant(suite.backupText)).map((text): FormEntries => [
      ["intent", "preview"],
      ["file", { file: bytesOf(text), name: "respaldo.json", type: "application/json" }],
    ]),
    // An automatic backup named by a made-up date or path: none is stored, nothing is read or written.
    fc
      .tuple(
        fc.constantFrom("preview", "restore", ""),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom("2026-11-28", "../respaldo-2026-11-28", "respaldo-2026-11-28.json"),
        ),
      )
      .map(([intent, stored]): FormEntries => [
        ["intent", intent],
        ["stored", stored],
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
// Solicitudes: one request's page
// ---------------------------------------------------------------------------

/** Where a form may ask to be sent back to: off the site, disguised, or the site's own. */
const RETURN_TO = [
  "//evil.example",
  "//evil.example/admin/requests",
  "///evil.example",
  "https://evil.example",
  "http://evil.example/admin/requests",
  "https:evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%2F/evil.example",
  "%2F%2Fevil.example",
  "evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "",
  "/",
  "/admin/requests",
  "/admin/requests?status=nueva",
  `/${"x".repeat(2001)}`,
] as const;
const returnTo = fc.oneof(
  { arbitrary: fc.constantFrom(...RETURN_TO), weight: 4 },
  { arbitrary: nastyString, weight: 1 },
);

/** How the action is asked for: `notify`, else a follow-up (whatever else it says). */
const INTENT_VARIANTS = [
  "follow-up",
  "follow-up",
  "notify",
  "NOTIFY",
  " notify",
  "Follow-up",
  "",
  "update",
  "delete",
  "__proto__",
] as const;

const followUpFields = {
  intent: "follow-up",
  status: "contactada",
  note: "Se acordó enviar la caja el viernes.",
  returnTo: "/admin/requests",
};

/** A follow-up whose status or note the page refuses (unless the intent makes it a notice). */
const brokenFollowUp = fc
  .tuple(
    withBroken(followUpFields, {
      status: fc.oneof(
        fc.constantFrom(
          "",
          " ",
          "Nueva",
          "NUEVA",
          " nueva",
          "nueva ",
          "nueva\u0000",
          "pendiente",
          "todas",
          "associate",
          "'; DROP TABLE invitation_requests; --",
          "1",
        ),
        fc.constantFrom<string[]>(["nueva", "contactada"], ["nueva", "nueva"]),
        nastyString,
        fc.constant(null),
      ),
      note: fc.oneof(
        overLong(NOTE_MAX_LENGTH),
        overLong(NOTE_MAX_LENGTH).map((note) => ` \n${note}\t `),
        fc.constant<string[]>(["Primera nota", "Segunda nota"]),
      ),
    }),
    fc.option(fc.constantFrom(...INTENT_VARIANTS), { freq: 5 }),
    fc.option(returnTo, { freq: 5 }),
  )
  .map(([entries, intent, back]): FormEntries => {
    // The intent and returnTo of the case, in place of the form's own (or none).
    const rest = entries.filter(([name]) => name !== "intent" && name !== "returnTo");
    return [
      ...(intent === null ? [] : ([["intent", intent]] as FormEntries)),
      ...rest,
      ...(back === null ? [] : ([["returnTo", back]] as FormEntries)),
    ];
  });

/** Valid fields and a notice asked for: notices are off in this Worker, 409. */
const noticeForm = fc
  .tuple(fc.option(returnTo, { freq: 5 }), fc.boolean())
  .map(([back, withFollowUp]): FormEntries => [
    ["intent", "notify"],
    ...(withFollowUp ? toEntries({ status: "entregada", note: "Entregada en mano." }) : []),
    ...(back === null ? [] : ([["returnTo", back]] as FormEntries)),
  ]);

/** A valid follow-up, for an id no request has. */
const validFollowUp = fc
  .tuple(fc.constantFrom(...REQUEST_STATUSES), fc.oneof(nastyString, blank), returnTo)
  .map(([status, note, back]): FormEntries =>
    toEntries({ intent: "follow-up", status, note, returnTo: back }),
  );

/**
 * Whether the page would save the form (a follow-up its own schema accepts,
 * as conform reads the fields; checked with the server's parser, as a file
 * or as its name). Never sent to an existing request.
 */
function savesFollowUp(entries: FormEntries): boolean {
  const readAs = (asFile: boolean) => {
    const form = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === "string") form.append(name, value);
      else if (asFile) form.append(name, new File([value.file], value.name, { type: value.type }));
      else form.append(name, value.name);
    }
    return form;
  };
  return [false, true].some((asFile) => {
    const form = readAs(asFile);
    if (form.get("intent") === "notify") return false;
    return parseWithZod(form, { schema: requestFollowUpSchema }).status === "success";
  });
}

/** Moving the request to the trash (docs/decisions/034-trash.md): sent only to an id no request has. */
const deleteForm = fc.constant<FormEntries>([["intent", "delete"]]);

/** Whether the page would write: save the follow-up, or move the request to the trash. */
function writesRequest(entries: FormEntries): boolean {
  const deletes = entries.some(
    ([name, value]) =>
      name === "intent" && (typeof value === "string" ? value : value.name) === "delete",
  );
  return deletes || savesFollowUp(entries);
}

const REQUEST_FIELDS = ["intent", "status", "note", "returnTo"];

/**
 * An id no request has, as a path segment: odd, or a plain integer the inbox
 * does not hold (not "." or "..": the URL drops those, and the post goes to
 * another page).
 */
const missingRequestId = () =>
  fc.oneof(
    missingIdOf(() => suite.existing.requests).filter((id) => !isDotSegment(id)),
    fc
      .integer({ min: 1, max: 999 })
      .filter((id) => !suite.existing.requests.includes(id))
      .map(String),
  );

function requestTarget() {
  return fc.oneof(
    // An existing request: a refused follow-up, or a notice.
    {
      arbitrary: fc.record({
        id: fc.constantFrom(...suite.existing.requests).map(String),
        form: formCase(
          fc.oneof({ arbitrary: brokenFollowUp, weight: 3 }, { arbitrary: noticeForm, weight: 1 }),
          REQUEST_FIELDS,
        ).filter((form) => !writesRequest([...form.entries, ...form.extras])),
      }),
      weight: 4,
    },
    // An id no request has: anything, valid follow-ups included.
    {
      arbitrary: fc.record({
        id: missingRequestId(),
        form: formCase(
          fc.oneof(validFollowUp, brokenFollowUp, noticeForm, deleteForm),
          REQUEST_FIELDS,
        ),
      }),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------
// Códigos: 'Generar códigos' and 'Importar invitados'
// ---------------------------------------------------------------------------

const batchFields = {
  count: "3",
  campaign: "Campaña de prueba",
  name: "Invitado",
  company: "Cocina de Prueba",
  kind: "associate",
  expiresAt: "",
};

/** 'Generar códigos' with at least one field it refuses. */
const brokenBatch = withBroken(batchFields, {
  count: fc.constantFrom("0", "201", "-1", "1.5", "abc", "", "1e3", "\u0969", "NaN", "Infinity"),
  campaign: brokenText(80),
  name: brokenText(120),
  company: brokenText(160),
  kind: brokenKind,
  expiresAt: brokenDate,
});

/** Guest lists with at least one bad row, or none at all, or too many. */
const BAD_LISTS = [
  ",Sol",
  "Ana,",
  "Ana,Sol,correo-malo",
  "Nombre,Empresa\n",
  "Nombre;Empresa\nAna;Sol\n;Luna",
  '"Ana,Sol',
  "\u0000,\u0000",
  Array.from({ length: 201 }, (_, index) => `Invitado ${index},Empresa`).join("\n"),
] as const;

const importFields = {
  campaign: "Lista de prueba",
  kind: "client",
  expiresAt: "",
  guestText: "Ana,Sol",
};

const brokenImport = fc.oneof(
  withBroken(importFields, {
    campaign: brokenText(80),
    kind: brokenKind,
    expiresAt: brokenDate,
    guestText: fc.constantFrom(...BAD_LISTS, "", " "),
  }),
  // A file that is not a list, or a list with a bad row, beside blank pasted
  // text: sent first, so an extra `guestText` (read second) cannot make it valid.
  fc
    .tuple(
      fc.oneof(
        badFile,
        fc.constantFrom(...BAD_LISTS).map((text) => ({
          file: bytesOf(text),
          name: "invitados.csv",
          type: "text/csv",
        })),
      ),
    )
    .map(([file]): FormEntries => [
      ...toEntries({ campaign: "Lista de prueba", kind: "client", guestText: "" }),
      ["guestFile", file],
    ]),
);

// ---------------------------------------------------------------------------
// Sitio: a section's form, a version to restore
// ---------------------------------------------------------------------------

const siteBusinessFields: Record<string, string> = {
  section: "business",
  intent: "save",
  ...defaultSiteSettings.business,
};

/** The identity's form with at least one field it refuses. */
const brokenSiteBusiness = withBroken(siteBusinessFields, {
  section: fc.constantFrom("", "footer", "Business", "__proto__", "business "),
  intent: fc.constantFrom("", "borrar", "SAVE", "restore"),
  name: brokenText(declaredMax(identityFields.name)),
  tagline: fc.constantFrom("<b>Miel</b>", "<script>alert(1)</script>", "a\u0000b"),
  email: fc.constantFrom("", "no-es-correo", "a@", "@b.mx"),
  whatsappNumber: fc.constantFrom(
    "",
    "7711234567",
    "5277112345",
    // (Spaces around a number are trimmed, as in every field: not a refusal.)
    "+527711234567",
    "52771123456a",
  ),
  facebookUrl: fc.oneof(badUrl, fc.constant("http://www.facebook.com/x")),
  instagramUrl: fc.oneof(badUrl, blank),
  footerDescription: overLong(declaredMax(identityFields.footerDescription)),
});

/** 'Pedidos' as its form posts the owner's orders (amounts in pesos, blank rows). */
const siteOrdersFields: Record<string, string> = Object.fromEntries(
  sectionForm("orders", ownerOrders),
);

/** 'Pedidos' with at least one field it refuses. */
const brokenSiteOrders = withBroken(siteOrdersFields, {
  "payment.transfer.clabe": fc.constantFrom(
    "032180000118359718",
    "03218000011835971",
    "0321800001183597190",
    "03218000011835971a",
  ),
  "payment.cash.details": blank,
  // (Never a row left blank: another field's hostile text could make it a blank row, left out.)
  "localDelivery[0].costCents": fc.constantFrom("-50", "cincuenta", "49.999", "1e3", "50,5"),
  "localDelivery[1].town": fc.constantFrom("<b>Pachuca</b>", "</p>"),
  "shipping.freeFromCents": fc.constantFrom("-1", "gratis", "1000000.01"),
  minimumCents: fc.oneof(blank, fc.constantFrom("-300", "300.001", "1,0000")),
  "pickupPoints[0].label": overLong(120),
  confirmationText: brokenText(declaredMax(siteSections.orders.fields.confirmationText)),
});

/** A version that does not exist (none is stored), or no id at all. */
const missingVersion = fc
  .tuple(
    fc.constantFrom("business", "home", "privacy"),
    fc.oneof(fc.constantFrom("", "0", "-1", "1.5", "abc", "99999"), nastyString),
  )
  .map(([section, versionId]): FormEntries =>
    toEntries({ section, intent: "restore-version", versionId }),
  );

/** A picture that is not one, in a slide's file field, beside a valid form. */
const badSlidePicture = badFile.map((file): FormEntries => [
  ...toEntries({ section: "pictures", intent: "save" }),
  ["upload:shareImage.imageUrl", file],
]);

/** Sends each generated form to its page, as the admin, by any write method and Origin. */
/**
 * Papelera: a restore or purge of an entry there is none of (nothing is
 * deleted here, so the trash is empty), with broken slugs and pages to go
 * back to, and intents it does not know.
 */
const trashForm = withBroken(
  { intent: "restore", id: "1", slug: "miel-nueva", returnTo: "/admin/stores" },
  {
    intent: fc.constantFrom("purge", "restore", "", "vaciar", "RESTORE"),
    id: fc.oneof(fc.constantFrom("0", "-1", "1.5", "999999", "9".repeat(40)), nastyString),
    slug: fc.oneof(fc.constantFrom("", "Con Mayúsculas", "-a", "a--b", "x".repeat(200)), blank),
    returnTo: fc.oneof(badUrl, nastyString, fc.constant(null)),
  },
);

function formsToPages(targets: fc.Arbitrary<{ path: string; form: FormCase }>) {
  return suite.runProperty(
    fc.record({ target: targets, method: writeMethod, origin: originCase }),
    async ({ target, method, origin }) =>
      suite.send({
        method,
        path: target.path,
        body: await encodeForm(target.form),
        origin,
        cookie: suite.admin,
      }),
  );
}

describe.concurrent("page actions refuse bad requests without a 5xx, a leak or a write", () => {
  it(
    "Puntos de Venta, Recetas and Códigos as the admin",
    () =>
      suite.runProperty(
        fc.constantFrom(...CRUD_TABS).chain((tab) =>
          fc.record({
            path: fc.constant(tab.path),
            form: formCase(crudForm(tab), Object.keys(tab.fields)),
            method: writeMethod,
            origin: originCase,
          }),
        ),
        async ({ path, form, method, origin }) =>
          suite.send({ method, path, body: await encodeForm(form), origin, cookie: suite.admin }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Imágenes and the backup as the admin",
    () =>
      formsToPages(
        fc.oneof(
          fc.record({
            path: fc.constant("/admin/images"),
            form: formCase(imagesForm, ["image"]),
          }),
          fc.record({ path: fc.constant("/backup"), form: formCase(backupForm(), ["intent"]) }),
        ),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Papelera as the admin",
    () =>
      formsToPages(
        fc.record({
          path: fc.constantFrom("/admin/papelera", "/admin/papelera?eliminar=1"),
          form: formCase(trashForm, ["intent", "id", "slug", "returnTo"]),
        }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Generar códigos and Importar invitados as the admin",
    () =>
      formsToPages(
        fc.oneof(
          fc.record({
            path: fc.constant("/admin/codes/generate"),
            form: formCase(brokenBatch, Object.keys(batchFields)),
          }),
          fc.record({
            path: fc.constant("/admin/codes/import"),
            form: formCase(brokenImport, Object.keys(importFields)),
          }),
        ),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Sitio as the admin",
    () =>
      formsToPages(
        fc.record({
          path: fc.constantFrom(
            "/admin/site",
            "/admin/site?seccion=business",
            "/admin/site?seccion=orders",
          ),
          form: formCase(
            fc.oneof(
              { arbitrary: brokenSiteBusiness, weight: 4 },
              { arbitrary: brokenSiteOrders, weight: 3 },
              { arbitrary: missingVersion, weight: 1 },
              { arbitrary: badSlidePicture, weight: 1 },
            ),
            [...Object.keys(siteBusinessFields), ...Object.keys(siteOrdersFields)],
          ),
        }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "a request's page of Solicitudes (/admin/requests/{id}) as the admin",
    () =>
      suite.runProperty(
        fc.record({ target: requestTarget(), method: writeMethod, origin: originCase }),
        async ({ target, method, origin }) => {
          const path = `/admin/requests/${target.id}`;
          const status = await suite.send({
            method,
            path,
            body: await encodeForm(target.form),
            origin,
            cookie: suite.admin,
          });
          // Refused in place: never sent on (returnTo or not), let alone off the site.
          if (!refusedOrigin(origin))
            expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        },
      ),
    PROPERTY_TIMEOUT,
  );
});

describeAfterwards(suite, 5);
