import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formRequest, jsonRequest, signInAs } from "../support/api";
import { validProduct, validStore } from "../support/fixtures";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * The Worker's cache of public pages and JSON for anonymous visitors
 * (app/worker/page-cache/page-cache.server.ts;
 * docs/decisions/007-page-cache-and-content-version.md): a second visit is
 * answered without D1 and without rendering; an admin's change is seen at once;
 * nothing personalised is kept or shared; each HTML copy names a fresh CSP
 * nonce. The D1 proxy counts the Worker's round trips.
 */

const { worker, proxy } = proxiedWorkerSuite({ pageCache: true });
let adminCookie: string;

beforeAll(async () => {
  adminCookie = await signInAs(worker);
});
beforeEach(() => {
  proxy.mode = "pass";
  proxy.resetCounts();
});

const HIT = "miel-picosa; hit";
const STORED = "miel-picosa; fwd=uri-miss; stored";

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(path, { headers, redirect: "manual" });
  const body = await response.text();
  return { response, body, cacheStatus: response.headers.get("Cache-Status") };
}

/** Visits `path` until the Worker answers it from its cache (the copy is kept once the answer is sent). */
async function visitUntilCached(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = await visit(path, headers);
    if (result.cacheStatus === HIT) return result;
  }
  throw new Error(`${path} was never answered from the cache`);
}

const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const bodyNonces = (html: string) => [
  ...new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1])),
];

describe("anonymous visitors", () => {
  it.each(["/", "/products", "/products/miel-picosa-chile-rayado-ahumado", "/stores", "/recipes"])(
    "get %s from the cache on a second visit, without reaching D1",
    async (path) => {
      const first = await visit(path);
      expect(first.response.status).toBe(200);
      expect(first.cacheStatus).toBe(STORED);
      expect(first.response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);

      const cached = await visitUntilCached(path);
      proxy.resetCounts();
      const again = await visit(path);
      expect(again.cacheStatus).toBe(HIT);
      expect(proxy.totalRoundTrips()).toBe(0);
      expect(again.response.headers.get("Age")).toMatch(/^\d+$/);
      expect(again.response.headers.get("Content-Type")).toBe(
        first.response.headers.get("Content-Type"),
      );
      // The same page, apart from the nonce.
      const withoutNonces = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
      expect(withoutNonces(again.body)).toBe(withoutNonces(first.body));
      expect(withoutNonces(cached.body)).toBe(withoutNonces(first.body));
    },
  );

  it("get a fresh CSP nonce in every cached copy, written over the one it was rendered with", async () => {
    // /recipes ships scripts; /about ships none (docs/decisions/024), below.
    const first = await visit("/recipes");
    const second = await visitUntilCached("/recipes");
    const third = await visitUntilCached("/recipes");
    const nonces = [first, second, third].map(({ response, body }) => {
      const nonce = policyNonce(response);
      expect(nonce).toBeTruthy();
      expect(bodyNonces(body)).toEqual([nonce]);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
    const scriptSources = /script-src [^;]*/.exec(
      third.response.headers.get("Content-Security-Policy") ?? "",
    )?.[0];
    expect(scriptSources).toBe(`script-src 'self' 'nonce-${nonces[2]}'`);
  });

  it("get a page that ships no script from the cache with its policy that lets none run", async () => {
    const first = await visit("/about");
    expect(first.cacheStatus).toBe(STORED);
    const cached = await visitUntilCached("/about");
    for (const { response, body } of [first, cached]) {
      expect(
        /script-src [^;]*/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[0],
      ).toBe("script-src 'none'");
      expect(bodyNonces(body)).toEqual([]);
      expect(body).not.toMatch(/<script\b/);
    }
    expect(cached.body).toBe(first.body);
  });

  it("get the public JSON from the cache too", async () => {
    const first = await visit("/api/products");
    expect(first.response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    const cached = await visitUntilCached("/api/products");
    expect(JSON.parse(cached.body)).toEqual(JSON.parse(first.body));
    expect(cached.response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  });

  it("are answered afresh at an address with a query string, which is never kept", async () => {
    await visitUntilCached("/products");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const other = await visit("/products?utm_source=boletin");
      expect(other.response.status).toBe(200);
      expect(other.cacheStatus).toBeNull();
    }
  });
});

describe("an admin's change", () => {
  it("is seen by the next anonymous visitor, on pages and in the JSON", async () => {
    await visitUntilCached("/products");
    await visitUntilCached("/api/products");
    const product = { ...validProduct(), name: "Miel Recién Cambiada por el Admin" };
    const created = await worker.fetch(
      "/api/admin/products",
      jsonRequest("POST", product, { Cookie: adminCookie }),
    );
    expect(created.status).toBe(201);

    const page = await visit("/products");
    expect(page.cacheStatus).toBe(STORED);
    expect(page.body).toContain("Miel Recién Cambiada por el Admin");
    const json = await visit("/api/products");
    expect(json.body).toContain("Miel Recién Cambiada por el Admin");
  });

  it("through a page form without JavaScript is seen too", async () => {
    await visitUntilCached("/stores");
    const response = await worker.fetch(
      "/admin/stores",
      formRequest(
        { intent: "create", ...validStore(), name: "Tienda Nueva del Formulario" },
        { Cookie: adminCookie },
      ),
    );
    expect(response.status).toBe(302);
    const page = await visit("/stores");
    expect(page.cacheStatus).toBe(STORED);
    expect(page.body).toContain("Tienda Nueva del Formulario");
  });

  it("a post to an admin page by someone signed out changes nothing and keeps the cache", async () => {
    await visitUntilCached("/recipes");
    const response = await worker.fetch(
      "/admin/stores",
      formRequest({ intent: "create", ...validStore() }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    expect((await visit("/recipes")).cacheStatus).toBe(HIT);
  });

  it("that fails leaves the cached pages in place", async () => {
    await visitUntilCached("/recipes");
    const refused = await worker.fetch(
      "/api/admin/stores",
      jsonRequest("POST", { name: "" }, { Cookie: adminCookie }),
    );
    expect(refused.status).toBe(400);
    expect((await visit("/recipes")).cacheStatus).toBe(HIT);
  });
});

describe("nothing personalised is kept or shared", () => {
  it("a signed-in admin always gets a page of their own, never stored for others", async () => {
    await visitUntilCached("/");
    const asAdmin = await visit("/", { Cookie: adminCookie });
    expect(asAdmin.cacheStatus).toBeNull();
    expect(asAdmin.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(asAdmin.body).toContain('href="/admin/auth"');

    const anonymous = await visit("/");
    expect(anonymous.cacheStatus).toBe(HIT);
    expect(anonymous.body).not.toContain('href="/admin/auth"');
  });

  it("a visitor in standalone mode, or with a toast to show, is never answered from the cache", async () => {
    await visitUntilCached("/stores");
    for (const cookie of ["mp_standalone=1", "__Host-mp_toast=x", "mp_login_failures=2"]) {
      const response = await visit("/stores", { Cookie: cookie });
      expect(response.cacheStatus, cookie).toBeNull();
    }
  });

  it("other cookies (analytics, the edge's own) do not stop the cache", async () => {
    await visitUntilCached("/sustainability");
    const response = await visit("/sustainability", { Cookie: "__cf_bm=abc; _ga=GA1.1" });
    expect(response.cacheStatus).toBe(HIT);
  });

  it("pages that are never shared (forms, the admin, the static copy) are not kept", async () => {
    for (const path of ["/contact", "/associates", "/admin/auth"]) {
      await visit(path);
      const again = await visit(path);
      expect(again.cacheStatus, path).toBeNull();
    }
    // An admin's change first, so nothing is cached for /products.
    const changed = await worker.fetch(
      "/api/admin/stores",
      jsonRequest("POST", { ...validStore(), name: "Tienda del Apagón" }, { Cookie: adminCookie }),
    );
    expect(changed.status).toBe(201);
    proxy.mode = "fail-all";
    const fallback = await visit("/products");
    expect(fallback.body).toContain("Mostramos una copia guardada de nuestro catálogo");
    expect(fallback.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(fallback.cacheStatus).toBeNull();
    proxy.mode = "pass";
    const afterwards = await visit("/products");
    expect(afterwards.cacheStatus).toBe(STORED);
    expect(afterwards.body).not.toContain("Mostramos una copia guardada de nuestro catálogo");
  });

  it("a page cached before D1 failed is still served while it is down", async () => {
    await visitUntilCached("/recipes");
    proxy.mode = "fail-all";
    const response = await visit("/recipes");
    expect(response.response.status).toBe(200);
    expect(response.cacheStatus).toBe(HIT);
    expect(response.body).not.toContain("Mostramos una copia guardada de nuestro catálogo");
  });
});

describe("the data centre's copy", () => {
  it("answers a new isolate, whose memory is empty, without rendering or D1", async () => {
    const first = await visitUntilCached("/products/miel-picosa-chile-rayado-ahumado");
    await worker.restart();
    proxy.resetCounts();
    const fromEdge = await visit("/products/miel-picosa-chile-rayado-ahumado");
    expect(fromEdge.cacheStatus).toBe(HIT);
    expect(proxy.totalRoundTrips()).toBe(0);
    expect(bodyNonces(fromEdge.body)).toEqual([policyNonce(fromEdge.response)]);
    expect(policyNonce(fromEdge.response)).not.toBe(policyNonce(first.response));
    // Headers meant for the store alone are not sent.
    expect([...fromEdge.response.headers.keys()].filter((name) => /^x-page-/i.test(name))).toEqual(
      [],
    );
  });
});
