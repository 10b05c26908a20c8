import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../app/db/schema";
import {
  PROPERTY_TIMEOUT,
  badFile,
  badUrl,
  brokenText,
  deadCookie,
  encodeForm,
  formCase,
  originCase,
  refusedOrigin,
  toEntries,
  withBroken,
  writeMethod,
  type FormEntries,
  type FormValue,
} from "../support/fuzz";
import { describeAfterwards, missingIdOf, pageActionFuzzSuite } from "../support/page-action-fuzz";
import { TEST_ADMIN } from "../support/worker";

/**
 * Generated bad requests to the admin's page actions: every one of them
 * (a request's page of Solicitudes included) without a live session, and the
 * products page (Productos), Cuenta and Usuarios as the admin
 * (the rule and the other groups: tests/support/page-action-fuzz.ts).
 */

const suite = pageActionFuzzSuite();
/** The test admin's own id: removing oneself is refused, so it is generated too. */
let adminId = 0;
beforeAll(async () => {
  const [admin] = await suite.worker.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, TEST_ADMIN.username));
  adminId = admin?.id ?? 0;
});

const productFields = {
  name: "Miel de prueba",
  description: "Una miel para probar.",
  category: "Mieles",
  imageUrls: ["/images/miel-cruda-1.webp"],
  mainImageUrl: "/images/miel-cruda-1.webp",
  pricePesos: "150.50",
  stock: "12",
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
                pricePesos: fc.constantFrom("-1", "1.5.0", "abc", "220.505", "200000", "1,23"),
                stock: fc.constantFrom("-1", "1.5", "abc", "100001", "3 piezas", "1e3"),
              }).map((entries) =>
                // Without imageUrls and mainImageUrl the form has no picture at all.
                entries.some(([name]) => name === "mainImageUrl")
                  ? entries
                  : entries.filter(([name]) => name !== "imageUrls"),
              ),
              fc.oneof(
                fc.constantFrom(...suite.existing.products).map(String),
                missingIdOf(() => suite.existing.products),
              ),
            )
            .map(([entries, id]): FormEntries => [["intent", intent], ["id", id], ...entries]),
        ),
        // Valid fields, but an id no product has.
        missingIdOf(() => suite.existing.products).map((id): FormEntries => [
          ["intent", "update"],
          ["id", id],
          ...toEntries(productFields),
        ]),
        // Delete or move a product that is not there.
        fc
          .tuple(
            fc.constantFrom("delete", "move"),
            missingIdOf(() => suite.existing.products),
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

/**
 * Cuenta and Usuarios as the admin: a password change with a wrong current
 * password or broken fields, a session, passkey or admin that is not there,
 * removing oneself, an invitation link asked for without the right
 * password or revoked when it is not there, unknown intents. Never 'Cerrar
 * las demás sesiones', which needs nothing but the session and writes.
 */
const accountForm = (selfId: () => number) =>
  fc.oneof(
    withBroken(
      {
        currentPassword: "no-es-la-clave",
        newPassword: "nueva-clave-larga-1",
        confirmation: "nueva-clave-larga-1",
      },
      {
        currentPassword: brokenText(200),
        newPassword: fc.constantFrom("corta", "password123", "x".repeat(201), ""),
        confirmation: fc.constantFrom("otra-cosa-distinta", ""),
      },
    ).map((entries): FormEntries => [["intent", "change-password"], ...entries]),
    fc.oneof(brokenText(200), fc.string({ maxLength: 64 })).map((sessionId): FormEntries => [
      ["intent", "end-session"],
      ["sessionId", sessionId],
    ]),
    missingIdOf(() => [1]).map((id): FormEntries => [
      ["intent", "remove-passkey"],
      ["passkeyId", id],
    ]),
    fc
      .option(fc.oneof(brokenText(200), fc.constantFrom("no-es-la-clave", "")), { nil: undefined })
      .map((currentPassword): FormEntries => [
        ["intent", "invite"],
        ...(currentPassword === undefined
          ? []
          : ([["currentPassword", currentPassword]] as FormEntries)),
      ]),
    missingIdOf(() => []).map((id): FormEntries => [
      ["intent", "revoke-invitation"],
      ["id", id],
    ]),
    fc
      .oneof(
        missingIdOf(() => [selfId()]),
        fc.constant(null).map(() => String(selfId())),
      )
      .map((id): FormEntries => [
        ["intent", "delete"],
        ["id", id],
      ]),
    fc
      .option(fc.constantFrom("borrar", "INVITE", "", "__proto__", "update"), { nil: undefined })
      .map((intent): FormEntries => (intent === undefined ? [] : [["intent", intent]])),
  );

describe.concurrent("page actions refuse bad requests without a 5xx, a leak or a write", () => {
  it(
    "every admin page action, without a live session",
    () =>
      suite.runProperty(
        fc.record({
          path: fc.constantFrom(
            "/admin?index",
            "/admin",
            "/admin/stores",
            "/admin/recipes",
            "/admin/codes",
            "/admin/images",
            "/admin/account",
            "/admin/users",
            "/admin/papelera",
            "/backup",
            ...suite.existing.requests.map((id) => `/admin/requests/${id}`),
          ),
          // Valid forms included: without a session nothing may run.
          form: formCase(
            fc.oneof(
              fc.constant(toEntries({ intent: "delete", id: "1" })),
              fc.constant(toEntries({ intent: "create", ...productFields })),
              productForm(),
              // A request's page: a valid follow-up, a notice, sent back off the site.
              fc.constant(
                toEntries({
                  intent: "follow-up",
                  status: "descartada",
                  note: "Sin sesión.",
                  returnTo: "//evil.example",
                }),
              ),
              fc.constant(toEntries({ intent: "notify", returnTo: "https://evil.example" })),
              // Papelera: a restore and a purge, which need a session.
              fc.constant(toEntries({ intent: "restore", id: "1", returnTo: "/admin" })),
              fc.constant(toEntries({ intent: "purge", id: "1" })),
              // Cuenta and Usuarios: valid forms, which need a session.
              fc.constant(toEntries({ intent: "end-other-sessions" })),
              fc.constant(toEntries({ intent: "invite" })),
              fc.constant(
                toEntries({
                  intent: "change-password",
                  currentPassword: "clave-de-prueba-123",
                  newPassword: "nueva-clave-larga-1",
                  confirmation: "nueva-clave-larga-1",
                }),
              ),
            ),
            ["intent", "id"],
          ),
          method: writeMethod,
          origin: originCase,
          cookie: deadCookie,
        }),
        async ({ path, form, method, origin, cookie }) => {
          const status = await suite.send({
            method,
            path,
            body: await encodeForm(form),
            origin,
            cookie,
          });
          if (!refusedOrigin(origin)) expect([302, 303, 401, 403, 405]).toContain(status);
        },
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Productos (/admin?index) as the admin",
    () =>
      suite.runProperty(
        fc.record({
          form: formCase(productForm(), ["intent", "id", "imageUrls", "name"]),
          method: writeMethod,
          origin: originCase,
        }),
        async ({ form, method, origin }) =>
          suite.send({
            method,
            path: "/admin?index",
            body: await encodeForm(form),
            origin,
            cookie: suite.admin,
          }),
      ),
    PROPERTY_TIMEOUT,
  );

  it(
    "Cuenta (/admin/account) and Usuarios (/admin/users) as the admin",
    () =>
      suite.runProperty(
        fc.record({
          path: fc.constantFrom("/admin/account", "/admin/users"),
          form: formCase(
            accountForm(() => adminId),
            ["intent", "id", "sessionId", "passkeyId"],
          ),
          method: writeMethod,
          origin: originCase,
        }),
        async ({ path, form, method, origin }) =>
          suite.send({
            method,
            path,
            body: await encodeForm(form),
            origin,
            cookie: suite.admin,
          }),
      ),
    PROPERTY_TIMEOUT,
  );
});

describeAfterwards(suite, 3);
