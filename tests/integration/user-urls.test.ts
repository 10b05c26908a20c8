import { beforeAll, describe, expect, it } from "vitest";
import { formRequest } from "../support/api";
import { adminCookie } from "../support/session";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

/**
 * SECURITY.md "User-provided URLs", through the admin forms a browser without
 * JavaScript posts (the JSON API's refusals are in api-stores-recipes): a
 * `javascript:` or other non-http(s) address is refused with the Spanish
 * message and nothing is stored; a return address never leaves the site.
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

function post(path: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return worker.fetch(path, formRequest(form, { Cookie: admin }));
}

const DANGEROUS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(document.cookie)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
];

const recipe = {
  intent: "create",
  title: "Queso fundido con miel",
  description: "Un queso fundido con un hilo de miel.",
  instructions: "Fundir el queso y servir.",
  imageUrl: "/images/receta-tabla-de-quesos.webp",
  instagramUrl: "https://www.instagram.com/p/prueba/",
};

const unescape = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** Each form, the field a dangerous URL goes in, and the message that refuses it. */
const FORMS = [
  {
    form: "Recetas",
    field: "the Instagram URL",
    path: "/admin/recipes",
    fields: (url: string) => ({ ...recipe, instagramUrl: url }),
    message: "La URL de Instagram no es válida",
  },
  {
    form: "Recetas",
    field: "the picture",
    path: "/admin/recipes",
    fields: (url: string) => ({ ...recipe, imageUrl: url }),
    message: "La URL de la imagen no es válida",
  },
  {
    form: "Productos",
    field: "among the pictures",
    path: "/admin?index",
    fields: (url: string) => ({
      intent: "create",
      name: "Miel de prueba",
      description: "Una miel para probar.",
      category: "Mieles",
      imageUrls: ["/images/miel-cruda-1.webp", url],
      mainImageUrl: "/images/miel-cruda-1.webp",
    }),
    message: "La URL de la imagen no es válida",
  },
];

for (const { form, field, path, fields, message } of FORMS) {
  describe(`the ${form} form`, () => {
    it.each(DANGEROUS)(
      `refuses %j as ${field}: 400, Spanish message, nothing stored`,
      async (url) => {
        const before = await snapshot(worker);
        const response = await post(path, fields(url));
        expect(response.status).toBe(400);
        expect(unescape(await response.text())).toContain(message);
        expect(await snapshot(worker)).toEqual(before);
      },
    );
  });
}

describe("the return address of the standalone switch", () => {
  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    "javascript:alert(1)",
  ])("never leaves the site for %j, and never fails", async (redirectTo) => {
    const response = await post("/standalone", { intent: "disable", redirectTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("keeps a path of this site", async () => {
    const response = await post("/standalone", { intent: "disable", redirectTo: "/products?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products?x=1");
  });
});
