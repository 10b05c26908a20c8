import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import { createD1Proxy } from "../support/d1-proxy";
import {
  readError,
  snapshot,
  validInvitationRequest,
  validProduct,
  validStore,
} from "../support/fixtures";
import { projectRoot } from "../support/paths";
import { startWorker, type TestWorker } from "../support/worker";

/**
 * D1 failing outside standalone mode (issue 7, DECISIONS.md): public pages
 * and the public JSON answer 200 from the static copy; writes answer 503
 * with Retry-After and a Spanish message, and nothing is stored. The
 * Worker's D1 binding is wrapped by a proxy that fails on demand; the test
 * reads the real D1 directly.
 */

const proxy = createD1Proxy("pass");
let worker: TestWorker;
let adminCookie: string;

const staticJson = (name: string): unknown =>
  JSON.parse(readFileSync(`${projectRoot}public/content/${name}.json`, "utf8"));
const staticProducts = staticJson("products") as { slug: string; name: string }[];
const staticStores = staticJson("stores") as { name: string }[];
const staticRecipes = staticJson("recipes") as { title: string }[];

const NOTICE = "Mostramos una copia guardada de nuestro catálogo";
const UNAVAILABLE =
  "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.";

beforeAll(async () => {
  worker = await startWorker({ d1Proxy: proxy });
  adminCookie = await signInAs(worker);
  // The live catalogue differs from the static copy, so the pages show which one they read.
  await worker.d1.exec("UPDATE products SET name = name || ' (en D1)'");
});
afterAll(() => worker?.dispose());
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

describe("public pages when D1 fails", () => {
  it("read D1 while it works", async () => {
    const { status, html } = await page("/products");
    expect(status).toBe(200);
    expect(html).toContain("(en D1)");
    expect(html).not.toContain(NOTICE);
  });

  it.each([
    ["/", staticProducts.filter((_, index) => index === 0).map((p) => p.name)],
    ["/products", staticProducts.map((product) => product.name)],
    ["/stores", staticStores.map((store) => store.name)],
    ["/recipes", staticRecipes.map((recipe) => recipe.title)],
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
    for (const product of staticProducts) {
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
    for (const product of staticProducts) expect(html).toContain(`/products/${product.slug}<`);
  });

  it.each(["products", "stores", "recipes"])(
    "GET /api/%s answers 200 with the static JSON",
    async (name) => {
      proxy.mode = "fail-all";
      const response = await worker.fetch(`/api/${name}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(staticJson(name));
    },
  );

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

describe("writes when D1 fails", () => {
  it.each(["fail-all", "fail-writes"] as const)(
    "admin API writes answer 503 with Retry-After and store nothing (%s)",
    async (mode) => {
      const before = await snapshot(worker);
      proxy.mode = mode;
      const cookie = { Cookie: adminCookie };
      const answers = [
        await worker.fetch("/api/admin/products", jsonRequest("POST", validProduct(), cookie)),
        await worker.fetch("/api/admin/products/1", jsonRequest("PATCH", validProduct(), cookie)),
        await worker.fetch("/api/admin/products/1", jsonRequest("DELETE", undefined, cookie)),
        await worker.fetch("/api/admin/stores", jsonRequest("POST", validStore(), cookie)),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("Retry-After")).toBe("30");
        expect((await readError(answer)).error).toBe(UNAVAILABLE);
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
    const form = await page(
      "/associates",
      formPost({
        invitationCode: request.invitationCode,
        name: request.name,
        email: request.email,
        phone: request.phone,
        message: request.message,
      }),
    );
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
