import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formRequest, jsonRequest, postMultipart, signInAs } from "../support/api";
import {
  readError,
  validGuestImport,
  validInvitationBatch,
  validInvitationCode,
  validInvitationRequest,
  validProduct,
  validRecipe,
  validStore,
} from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { staticCatalogue, staticContent } from "../support/static-content";
import { PNG_2X3 } from "../support/test-images";
import { proxiedWorkerSuite } from "../support/worker-suite";
import { shownHtml } from "../support/html";

/**
 * D1 failing outside standalone mode (see
 * docs/decisions/004-static-copy-when-d1-fails.md): public pages and the public
 * JSON answer 200 from the static copy; writes answer 503 with Retry-After and
 * a Spanish message, and nothing is stored. The Worker's D1 binding is wrapped
 * by a proxy that fails on demand; the test reads the real D1 directly.
 */

const { worker, proxy } = proxiedWorkerSuite();
let adminCookie: string;

const NOTICE = "Mostramos una copia guardada de nuestro catálogo";
const UNAVAILABLE =
  "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.";
/** The words of the connection-error screen. */
const SCREEN = {
  title: "Error de conexión",
  message: "No se pudo conectar con la base de datos o el servidor",
  retry: "Intentar de nuevo",
  offline: "Usar modo sin conexión",
};
/** What no visitor may see: the error, its SQL or its stack. */
const LEAK =
  /D1_ERROR|simulated outage|DrizzleQueryError|Failed query|no such table|SQLITE|_fuera|\bselect "|at \S+ \(|server\.js/i;
/** A real code of the seed, and its contact data, which a failed look-up must not show. */
const CODE = { code: "SOCIO-2025", name: "Mariana López Ortega", email: "mariana.lopez" };

beforeAll(async () => {
  adminCookie = await signInAs(worker);
  // The live catalogue differs from the static copy, so the pages show which one they read.
  await worker.d1.exec("UPDATE products SET name = name || ' (en D1)'");
  await worker.d1.exec("UPDATE stores SET name = name || ' (en D1)'");
  await worker.d1.exec("UPDATE recipes SET title = title || ' (en D1)'");
});
beforeEach(() => {
  proxy.mode = "pass";
});

async function page(path: string, init: RequestInit = {}) {
  const response = await worker.fetch(path, { redirect: "manual", ...init });
  return {
    response,
    status: response.status,
    html: (await response.text()).replaceAll("<!-- -->", ""),
  };
}

const formPost = (fields: Record<string, string>, cookie?: string) =>
  formRequest(fields, cookie ? { Cookie: cookie } : {});

const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** Renames a table for the length of `run`, so only the reads of that table fail. */
async function withoutTable<T>(table: string, run: () => Promise<T>): Promise<T> {
  await worker.d1.exec(`ALTER TABLE ${table} RENAME TO ${table}_fuera`);
  try {
    return await run();
  } finally {
    await worker.d1.exec(`ALTER TABLE ${table}_fuera RENAME TO ${table}`);
  }
}

/** Asserts the connection-error screen, without any detail of the error. */
function expectConnectionErrorScreen(html: string, label: string) {
  for (const text of Object.values(SCREEN)) expect(html, label).toContain(text);
  expect(html, label).not.toMatch(LEAK);
}

describe("public pages when D1 fails", () => {
  it("read D1 while it works", async () => {
    const { status, html } = await page("/products");
    expect(status).toBe(200);
    expect(html).toContain("(en D1)");
    expect(html).not.toContain(NOTICE);
  });

  it.each([
    ["/", staticCatalogue.products.filter((_, index) => index === 0).map((p) => p.name)],
    ["/products", staticCatalogue.products.map((product) => product.name)],
    ["/stores", staticCatalogue.stores.map((store) => store.name)],
    ["/recipes", staticCatalogue.recipes.map((recipe) => recipe.title)],
  ])("%s answers 200 from the static copy, with the notice, never cached", async (path, names) => {
    proxy.mode = "fail-all";
    const { status, html, response } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(NOTICE);
    expect(html).not.toContain("(en D1)");
    for (const name of names) expect(decode(html)).toContain(name);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers every product page from the static copy; an unknown slug is still 404", async () => {
    proxy.mode = "fail-all";
    for (const product of staticCatalogue.products) {
      const { status, html } = await page(`/products/${product.slug}`);
      expect(status, product.slug).toBe(200);
      expect(decode(html)).toContain(product.name);
      expect(html).toContain(NOTICE);
    }
    expect((await page("/products/no-existe")).status).toBe(404);
  });

  it.each([
    "/about",
    "/smoked-chili",
    "/sustainability",
    "/contact",
    "/privacidad",
    "/associates",
    "/clients",
    "/admin/auth",
    "/robots.txt",
  ])("%s answers 200", async (path) => {
    proxy.mode = "fail-all";
    expect((await page(path)).status).toBe(200);
  });

  it("lists every product of the static copy in sitemap.xml", async () => {
    proxy.mode = "fail-all";
    const { status, html } = await page("/sitemap.xml");
    expect(status).toBe(200);
    for (const product of staticCatalogue.products)
      expect(html).toContain(`/products/${product.slug}<`);
  });

  it.each(["products", "stores", "recipes"])(
    "GET /api/%s answers 200 with the static JSON",
    async (name) => {
      proxy.mode = "fail-all";
      const response = await worker.fetch(`/api/${name}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(staticContent(name));
    },
  );

  it("answers a public page from the static copy even to an admin whose session cannot be read", async () => {
    proxy.mode = "fail-all";
    const product = staticCatalogue.products[0];
    if (!product) throw new Error("the static copy has no product");
    for (const [path, names] of [
      ["/", [product.name]],
      ["/products", staticCatalogue.products.map((p) => p.name)],
      [`/products/${product.slug}`, [product.name]],
      ["/stores", staticCatalogue.stores.map((store) => store.name)],
      ["/recipes", staticCatalogue.recipes.map((recipe) => recipe.title)],
    ] as const) {
      const { status, html, response } = await page(path, { headers: { Cookie: adminCookie } });
      expect(status, path).toBe(200);
      expect(html, path).toContain(NOTICE);
      expect(html, path).not.toContain("(en D1)");
      for (const name of names) expect(decode(html), path).toContain(name);
      expect(html, path).not.toContain(SCREEN.title);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const api = await worker.fetch("/api/stores", { headers: { Cookie: adminCookie } });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual(staticContent("stores"));
  });

  it("shows the connection-error screen, 503, on an admin page whose session cannot be read", async () => {
    proxy.mode = "fail-all";
    const { status, html, response } = await page("/admin", { headers: { Cookie: adminCookie } });
    expect(status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(html).toContain("Error de conexión");
    expect(html).toContain("No se pudo conectar con la base de datos o el servidor");
    expect(html).toContain("Usar modo sin conexión");
    expect(html).not.toMatch(/D1_ERROR|at .*server\.js|simulated outage/);
  });
});

describe("invitation code look-ups when D1 fails", () => {
  const LOOKUP_UNAVAILABLE =
    "No pudimos validar su código en este momento. Por favor intente de nuevo en unos minutos.";

  it.each(["/associates", "/clients"])(
    "%s?code=<a real code> answers 503 with Retry-After and a Spanish message, showing no contact data",
    async (path) => {
      proxy.mode = "fail-all";
      const { status, html, response } = await page(`${path}?code=${CODE.code}`);
      expect(status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      // The page itself, with the reason in place of the code's data.
      expect(html).toContain("Código de Invitación");
      expect(html).toContain(LOOKUP_UNAVAILABLE);
      expect(html).not.toContain(CODE.name);
      expect(html).not.toContain(CODE.email);
      expect(html).not.toMatch(LEAK);

      // Once D1 answers, the same code is found.
      proxy.mode = "pass";
      const found = await page(`${path}?code=${CODE.code}`);
      expect(found.status).toBe(200);
      expect(found.html).toContain(CODE.name);
    },
  );

  it("GET /api/invitation-codes/<a real code> answers 503 with Retry-After and a Spanish message", async () => {
    proxy.mode = "fail-all";
    const response = await worker.fetch(`/api/invitation-codes/${CODE.code}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    const body = await readError(response);
    expect(body).toEqual({ error: UNAVAILABLE });
  });
});

describe("writes when D1 fails", () => {
  it.each(["fail-all", "fail-writes"] as const)(
    "admin API writes answer 503 with Retry-After and store nothing (%s)",
    async (mode) => {
      const before = await snapshot(worker);
      proxy.mode = mode;
      const cookie = { Cookie: adminCookie };
      const calls: [string, string, unknown][] = [
        ["POST", "/api/admin/products", validProduct()],
        ["PATCH", "/api/admin/products/1", validProduct()],
        ["DELETE", "/api/admin/products/1", undefined],
        ["POST", "/api/admin/products/order", { ids: [2, 1, 3, 4, 5, 6, 7] }],
        ["POST", "/api/admin/stores", validStore()],
        ["POST", "/api/admin/recipes", validRecipe()],
        ["PATCH", "/api/admin/recipes/1", validRecipe()],
        ["DELETE", "/api/admin/recipes/1", undefined],
        ["POST", "/api/admin/invitation-codes", validInvitationCode("CAIDA-01")],
        ["PATCH", "/api/admin/invitation-codes/1", validInvitationCode("CAIDA-02")],
        ["DELETE", "/api/admin/invitation-codes/1", undefined],
        ["POST", "/api/admin/invitation-codes/batch", validInvitationBatch()],
        ["POST", "/api/admin/invitation-codes/import", validGuestImport()],
      ];
      for (const [method, path, body] of calls) {
        const answer = await worker.fetch(path, jsonRequest(method, body, cookie));
        const label = `${method} ${path}`;
        expect(answer.status, label).toBe(503);
        expect(answer.headers.get("Retry-After"), label).toBe("30");
        expect((await readError(answer)).error, label).toBe(UNAVAILABLE);
      }
      proxy.mode = "pass";
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it("an invitation request answers 503 and uses no code (API and page)", async () => {
    const before = await snapshot(worker);
    proxy.mode = "fail-writes";
    const api = await worker.fetch(
      "/api/associates",
      jsonRequest("POST", validInvitationRequest("SOCIO-2025")),
    );
    expect(api.status).toBe(503);
    expect(api.headers.get("Retry-After")).toBe("30");
    const request = validInvitationRequest("SOCIO-2025");
    const form = await page("/associates", formPost(request));
    expect(form.status).toBe(503);
    expect(form.response.headers.get("Retry-After")).toBe("30");
    // What was typed is kept.
    expect(form.html).toContain(request.email);
    proxy.mode = "pass";
    expect(await snapshot(worker)).toEqual(before);
  });

  it("an admin page form answers 503 with Retry-After, keeps the input and stores nothing", async () => {
    const before = await snapshot(worker);
    proxy.mode = "fail-writes";
    const store = validStore();
    const answer = await page(
      "/admin/stores?nuevo=1",
      formPost({ intent: "create", ...store }, adminCookie),
    );
    expect(answer.status).toBe(503);
    expect(answer.response.headers.get("Retry-After")).toBe("30");
    expect(decode(answer.html)).toContain(store.name);
    const product = validProduct();
    const productAnswer = await page(
      "/admin?index",
      formPost(
        {
          intent: "create",
          name: product.name,
          description: product.description,
          category: product.category,
          imageUrls: product.imageUrls[0] ?? "",
          mainImageUrl: product.mainImageUrl,
        },
        adminCookie,
      ),
    );
    expect(productAnswer.status).toBe(503);
    expect(productAnswer.response.headers.get("Retry-After")).toBe("30");
    expect(decode(productAnswer.html)).toContain(UNAVAILABLE);
    proxy.mode = "pass";
    expect(await snapshot(worker)).toEqual(before);
  });

  it.each(["fail-all", "fail-writes"] as const)(
    "the recipes and codes tabs' forms answer 503 with Retry-After and store nothing (%s)",
    async (mode) => {
      const before = await snapshot(worker);
      proxy.mode = mode;
      const recipe = validRecipe();
      const code = validInvitationCode("CAIDA-03");
      const posts: {
        path: string;
        fields: Record<string, string>;
        notice: string;
        kept?: string;
      }[] = [
        {
          path: "/admin/recipes?nuevo=1",
          fields: { intent: "create", ...recipe },
          notice: "Error al crear la receta",
          kept: recipe.title,
        },
        {
          path: "/admin/recipes?editar=1",
          fields: { intent: "update", id: "1", ...recipe },
          notice: "No se pudo actualizar la receta",
          kept: recipe.title,
        },
        {
          path: "/admin/recipes",
          fields: { intent: "delete", id: "1" },
          notice: "No se pudo eliminar la receta",
        },
        {
          path: "/admin/codes?nuevo=1",
          fields: {
            intent: "create",
            code: code.code,
            name: code.name,
            company: code.company,
            email: code.email,
            phone: code.phone,
          },
          notice: "No se pudo crear el código",
          kept: code.code,
        },
        {
          path: "/admin/codes",
          fields: { intent: "delete", id: "1" },
          notice: "No se pudo eliminar el código",
        },
      ];
      for (const { path, fields, notice, kept } of posts) {
        const answer = await page(path, formPost(fields, adminCookie));
        const label = `${fields.intent} ${path}`;
        expect(answer.status, label).toBe(503);
        expect(answer.response.headers.get("Retry-After"), label).toBe("30");
        const html = decode(answer.html);
        if (mode === "fail-all") {
          // The session cannot be read: the connection-error screen.
          expectConnectionErrorScreen(html, label);
        } else {
          // The tab, with the spec's failure text and the reason; what was typed is kept.
          expect(html, label).toContain(notice);
          expect(html, label).toContain(UNAVAILABLE);
          if (kept) expect(html, label).toContain(kept);
          expect(html, label).not.toMatch(LEAK);
        }
      }
      proxy.mode = "pass";
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it("an upload while the session cannot be read answers 503 and stores nothing in R2 or KV", async () => {
    const stored = async () => ({
      r2: (await worker.storage.r2Objects()).map((object) => object.key),
      kv: await worker.storage.kvEntries(),
    });
    const before = await stored();
    proxy.mode = "fail-all";
    const form = () => {
      const data = new FormData();
      data.append("image", new Blob([PNG_2X3], { type: "image/png" }), "frasco.png");
      return data;
    };
    const tab = await postMultipart(worker, "/admin/images", form(), { Cookie: adminCookie });
    expect(tab.status).toBe(503);
    expect(tab.headers.get("Retry-After")).toBe("30");
    expectConnectionErrorScreen(decode(await tab.text()), "/admin/images");
    const api = await postMultipart(worker, "/api/admin/upload", form(), { Cookie: adminCookie });
    expect(api.status).toBe(503);
    expect(api.headers.get("Retry-After")).toBe("30");
    expect((await readError(api)).error).toBe(UNAVAILABLE);
    proxy.mode = "pass";
    expect(await stored()).toEqual(before);
  });

  it.each(["fail-all", "fail-writes"] as const)(
    "a backup restore answers 503 with Retry-After and changes nothing (%s)",
    async (mode) => {
      const download = await worker.fetch("/backup.json", { headers: { Cookie: adminCookie } });
      expect(download.status).toBe(200);
      const backup = (await download.json()) as Record<string, unknown>;
      // Restored for real, it would leave a single store and no recipe.
      const smaller = { ...backup, stores: (backup.stores as unknown[]).slice(0, 1), recipes: [] };
      const before = await snapshot(worker);
      proxy.mode = mode;
      const answer = await page(
        "/backup",
        formPost({ intent: "restore", backup: JSON.stringify(smaller) }, adminCookie),
      );
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get("Retry-After")).toBe("30");
      const html = decode(answer.html);
      if (mode === "fail-all") expectConnectionErrorScreen(html, "/backup");
      else {
        expect(html).toContain(
          `No se pudo restaurar el respaldo; no se cambió nada. ${UNAVAILABLE}`,
        );
        expect(html).not.toMatch(LEAK);
      }
      proxy.mode = "pass";
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it.each(["fail-all", "fail-writes"] as const)(
    "a request sent from /clients answers 503 with Retry-After, keeps the input and uses no code (%s)",
    async (mode) => {
      const before = await snapshot(worker);
      proxy.mode = mode;
      const request = validInvitationRequest("CLIENTE-VIP");
      const answer = await page("/clients", formPost(request));
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get("Retry-After")).toBe("30");
      const html = decode(answer.html);
      expect(html).toContain("Error al enviar la solicitud");
      expect(html).toContain(
        "No pudimos guardar su solicitud en este momento. Por favor intente de nuevo en unos minutos.",
      );
      expect(html).toContain(request.email);
      expect(shownHtml(html)).not.toContain("¡Gracias por su interés!");
      expect(html).not.toMatch(LEAK);
      proxy.mode = "pass";
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it("a failed sign-in for want of D1 warns, answers 503, and counts towards the standalone offer", async () => {
    proxy.mode = "fail-all";
    let cookie = "";
    let last: Awaited<ReturnType<typeof page>> | undefined;
    for (let attempt = 1; attempt <= 3; attempt++) {
      last = await page(
        "/admin/auth",
        formPost({ username: "admin", password: "clave-de-prueba-123" }, cookie || undefined),
      );
      expect(last.status).toBe(503);
      expect(last.html).toContain("Hay problemas para conectar con el servidor");
      const setCookies = last.response.headers.getSetCookie();
      cookie = setCookies.map((value) => value.split(";")[0]).join("; ");
    }
    // The third failure (and on) switches the standalone mode on and offers it.
    if (!last) throw new Error("no attempt was made");
    expect(last.response.headers.getSetCookie().some((c) => c.startsWith("mp_standalone=1"))).toBe(
      true,
    );
    expect(last.html).toContain("Usar modo sin conexión");
  });
});

describe("downloads when D1 fails", () => {
  const DOWNLOADS = ["/backup.json", "/admin/requests.csv"];

  async function expectDownloadErrorPage(response: Response, path: string) {
    expect(response.status, path).toBe(503);
    expect(response.headers.get("Retry-After"), path).toBe("30");
    expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
    // A page to read, not a file to save.
    expect(response.headers.get("Content-Disposition"), path).toBeNull();
    expectConnectionErrorScreen(decode(await response.text()), path);
  }

  it.each(DOWNLOADS)(
    "%s answers the connection-error page (503, Retry-After) when the data cannot be read",
    async (path) => {
      // The session reads fine; the requests, in both downloads, cannot be read.
      const response = await withoutTable("invitation_requests", () =>
        worker.fetch(path, { headers: { Cookie: adminCookie } }),
      );
      await expectDownloadErrorPage(response, path);
      // With the table back, the download works again.
      const again = await worker.fetch(path, { headers: { Cookie: adminCookie } });
      expect(again.status).toBe(200);
      expect(again.headers.get("Content-Disposition")).toMatch(/^attachment/);
    },
  );

  it.each(DOWNLOADS)(
    "%s answers the same page when the session itself cannot be read",
    async (path) => {
      proxy.mode = "fail-all";
      const response = await worker.fetch(path, {
        headers: { Cookie: adminCookie },
        redirect: "manual",
      });
      await expectDownloadErrorPage(response, path);
    },
  );
});

describe("an unexpected error on a page", () => {
  it("shows the connection-error screen with a 5xx status and no detail of the error", async () => {
    // The session reads fine; the recipes tab's own read throws an error no code expects.
    const answer = await withoutTable("recipes", () =>
      page("/admin/recipes", { headers: { Cookie: adminCookie } }),
    );
    // Any 5xx (Remix answers an uncaught loader error with 500).
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.status).toBeLessThan(600);
    const html = decode(answer.html);
    expect(html).toMatch(/<h1[^>]*>Error de conexión<\/h1>/);
    expectConnectionErrorScreen(html, "/admin/recipes");
    expect(html).not.toContain("Agregar Receta");
    // The table is back: the tab works again.
    const again = await page("/admin/recipes", { headers: { Cookie: adminCookie } });
    expect(again.status).toBe(200);
    expect(again.html).toContain("Agregar Receta");
  });
});
