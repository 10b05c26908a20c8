import fc from "fast-check";
import { describe, expect, it } from "vitest";
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

/**
 * Generated bad requests to the admin's page actions: every one of them
 * (a request's page of Solicitudes included) without a live session, and the
 * products page (Productos) as the admin
 * (the rule and the other groups: tests/support/page-action-fuzz.ts).
 */

const suite = pageActionFuzzSuite();

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
});

describeAfterwards(suite, 2);
