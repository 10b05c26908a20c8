import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { signInAs } from "../support/api";
import { HYDRATED_PAGES, SCRIPTLESS_PAGES } from "../support/site-pages";
import { workerSuite } from "../support/worker-suite";

/**
 * docs/decisions/024-pages-without-javascript.md: the pages that work entirely
 * without JavaScript ship none (no entry, no module preload, no Remix context,
 * no inline script) and answer with a policy that lets no script run, also
 * when the Worker's page cache answers them; every other page still ships
 * its scripts with the response's nonce.
 */

const worker = workerSuite({ pageCache: true });
let productPath: string;
beforeAll(async () => {
  const [product] = await worker.db.select({ slug: products.slug }).from(products).limit(1);
  productPath = `/products/${product?.slug ?? ""}`;
});

const scriptSources = (response: Response) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

function expectNoScripts(html: string, path: string): void {
  expect(html, path).not.toMatch(/<script\b/i);
  expect(html, path).not.toContain("modulepreload");
  expect(html, path).not.toContain("__remixContext");
  expect(html, path).not.toContain("__remixRouteModules");
  expect(html, path).not.toContain("/assets/entry.client");
  expect(html, path).not.toMatch(/\snonce="/);
  // The root tells the stylesheet that no script will show the pictures.
  expect(html, path).toContain('<html lang="es-MX" data-scripts="none">');
}

describe("pages that need no JavaScript", () => {
  it.each(SCRIPTLESS_PAGES)(
    "%s: no script in the HTML, and a policy that runs none",
    async (path) => {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(path.startsWith("/no-existe") ? 404 : 200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(scriptSources(response), path).toBe("'none'");
      // The rest of the policy is every page's.
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expectNoScripts(await response.text(), path);
    },
  );

  it("keep their policy and stay scriptless when answered from the Worker's cache", async () => {
    for (const path of ["/about", "/stores"]) {
      let cacheStatus: string | null = null;
      for (let attempt = 0; attempt < 20 && cacheStatus !== "miel-picosa; hit"; attempt += 1) {
        const response = await worker.fetch(path);
        cacheStatus = response.headers.get("Cache-Status");
        expect(scriptSources(response), `${path} (${cacheStatus})`).toBe("'none'");
        expectNoScripts(await response.text(), path);
      }
      expect(cacheStatus, path).toBe("miel-picosa; hit");
    }
  });

  it("ship no script to a signed-in admin either, whose pages show the admin shortcut", async () => {
    const cookie = await signInAs(worker);
    const response = await worker.fetch("/about", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(scriptSources(response)).toBe("'none'");
    const html = await response.text();
    expectNoScripts(html, "/about signed in");
    expect(html).toContain('aria-label="Panel de administración"');
  });
});

describe("pages that hydrate", () => {
  it.each(HYDRATED_PAGES)(
    "%s: the entry, its preloads and Remix context, with the nonce",
    async (path) => {
      await expectHydrated(path);
    },
  );

  it("a product page too", async () => {
    await expectHydrated(productPath);
  });
});

async function expectHydrated(path: string): Promise<void> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  const nonce = /^'self' 'nonce-([^']+)'$/.exec(scriptSources(response) ?? "")?.[1];
  expect(nonce, path).toBeTruthy();
  const html = await response.text();
  expect(html, path).toContain('rel="modulepreload"');
  expect(html, path).toContain("window.__remixContext");
  expect(html, path).toMatch(/<script\b[^>]*type="module"/);
  expect(html, path).not.toContain("data-scripts=");
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"'),
  );
  for (const tag of scripts) expect(tag, path).toContain(` nonce="${nonce}"`);
}
