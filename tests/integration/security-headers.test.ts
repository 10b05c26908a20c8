import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { ORIGIN, postMultipart, signInAs } from "../support/api";
import { WEBP_1X1 } from "../support/test-images";
import { startWorker } from "../support/worker";
import { HYDRATED_PAGES, SCRIPTLESS_PAGES } from "../support/site-pages";
import { workerSuite } from "../support/worker-suite";

/**
 * SECURITY.md "Headers": the enforcing Content-Security-Policy with a fresh
 * nonce on every HTML response, and the headers every response carries.
 */

const worker = workerSuite();
let admin: string;
let productPath: string;
let uploadPath: string;

beforeAll(async () => {
  admin = await signInAs(worker);
  const [product] = await worker.db.select({ slug: products.slug }).from(products).limit(1);
  productPath = `/products/${product?.slug ?? ""}`;
  const form = new FormData();
  form.append("image", new File([WEBP_1X1], "foto.webp", { type: "image/webp" }));
  const upload = await postMultipart(worker, "/api/admin/upload", form, { Cookie: admin });
  expect(upload.status).toBe(201);
  uploadPath = ((await upload.json()) as { imageUrl: string }).imageUrl;
});

const PUBLIC_PAGES = [...HYDRATED_PAGES, "/associates?code=NO-EXISTE"];
const ADMIN_PAGES = [
  "/admin",
  "/admin/stores",
  "/admin/recipes",
  "/admin/codes",
  "/admin/images",
  "/admin/requests",
  "/admin/account",
  "/admin/users",
  "/admin/papelera",
  "/backup",
];

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/** Checks the page's policy and its scripts; answers the nonce. */
async function expectNoncedPolicy(response: Response, path: string): Promise<string> {
  expect(response.headers.get("Content-Type") ?? "", path).toMatch(/^text\/html/);
  expect(response.headers.get("Content-Security-Policy-Report-Only"), path).toBeNull();
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const parsed = directives(policy);
  const scriptSrc = parsed.get("script-src") ?? [];
  const nonceSource = scriptSrc.find((source) => source.startsWith("'nonce-"));
  expect(nonceSource, `${path}: ${policy}`).toBeDefined();
  const nonce = (nonceSource ?? "").slice("'nonce-".length, -1);
  // 128 random bits, base64.
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"]) {
    expect(scriptSrc, `${path}: script-src ${weak}`).not.toContain(weak);
  }
  expectDirectivesBesideScripts(parsed, path);

  const html = await response.text();
  // JSON-LD data blocks never run, so no policy applies to them.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"'),
  );
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, path).toContain(` nonce="${nonce}"`);
  // No inline handlers or script URLs, which no nonce could cover.
  expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html, path).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
  return nonce;
}

/** The policy's directives other than script-src, the same on every HTML page. */
function expectDirectivesBesideScripts(parsed: Map<string, string[]>, path: string): void {
  expect(parsed.get("default-src"), path).toEqual(["'self'"]);
  expect(parsed.get("object-src"), path).toEqual(["'none'"]);
  expect(parsed.get("base-uri"), path).toEqual(["'none'"]);
  expect(parsed.get("frame-ancestors"), path).toEqual(["'none'"]);
  expect(parsed.get("connect-src"), path).toEqual(["'self'"]);
  expect(parsed.get("form-action"), path).toEqual(
    expect.arrayContaining(["'self'", "https://wa.me"]),
  );
  expect(parsed.get("img-src"), path).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
}

function expectBaseHeaders(response: Response, what: string): void {
  const headers = response.headers;
  expect(headers.get("X-Content-Type-Options"), what).toBe("nosniff");
  expect(headers.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("X-Frame-Options"), what).toBe("DENY");
  const permissions = headers.get("Permissions-Policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial"]) {
    expect(permissions, what).toContain(`${feature}=()`);
  }
  // Chromium warns on every page about a feature it does not know (it never knew bluetooth).
  expect(permissions, what).not.toContain("bluetooth");
  // The image tool copies URLs to the clipboard: that stays allowed.
  expect(permissions, what).not.toContain("clipboard-write=()");
  const hsts = headers.get("Strict-Transport-Security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${what}: ${hsts}`).toBeGreaterThanOrEqual(
    31_536_000,
  );
}

describe("Content-Security-Policy of HTML pages", () => {
  it.each(PUBLIC_PAGES)(
    "%s: an enforcing policy whose nonce every script carries",
    async (path) => {
      const response = await worker.fetch(path);
      expect(response.status).toBeLessThan(500);
      await expectNoncedPolicy(response, path);
    },
  );

  it.each(SCRIPTLESS_PAGES)(
    "%s: the same enforcing policy, except that no script may run, and no script",
    async (path) => {
      const response = await worker.fetch(path);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("Content-Type") ?? "", path).toMatch(/^text\/html/);
      expect(response.headers.get("Content-Security-Policy-Report-Only"), path).toBeNull();
      const parsed = directives(response.headers.get("Content-Security-Policy") ?? "");
      expect(parsed.get("script-src"), path).toEqual(["'none'"]);
      expectDirectivesBesideScripts(parsed, path);
      const html = await response.text();
      expect(html, path).not.toMatch(/<script\b/i);
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
    },
  );

  it("a product page (with its JSON-LD data block) too", async () => {
    const response = await worker.fetch(productPath);
    expect(response.status).toBe(200);
    await expectNoncedPolicy(response, productPath);
  });

  it.each(ADMIN_PAGES)("%s, signed in: the same", async (path) => {
    const response = await worker.fetch(path, { headers: { Cookie: admin } });
    expect(response.status, path).toBe(200);
    await expectNoncedPolicy(response, path);
  });

  it("an action's answer re-rendering a page: the same", async () => {
    const response = await worker.fetch("/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "", email: "x", message: "" }).toString(),
    });
    expect(response.status).toBe(400);
    await expectNoncedPolicy(response, "POST /contact");
  });

  it("gives every response a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) nonces.add(await expectNoncedPolicy(await worker.fetch("/"), "/"));
    expect(nonces.size).toBe(20);
  });

  it("lets the contact form's redirect reach the chat, and nothing else off the site", async () => {
    const response = await worker.fetch("/contact");
    const formAction = directives(response.headers.get("Content-Security-Policy") ?? "").get(
      "form-action",
    );
    for (const source of formAction ?? []) {
      expect(["'self'", "https://wa.me", "https://api.whatsapp.com"]).toContain(source);
    }
  });
});

describe("headers of every response", () => {
  const cases: [string, string, RequestInit?][] = [
    ["an HTML page", "/"],
    ["a JSON API answer", "/api/products"],
    ["an API error", "/api/user"],
    ["the image manifest", "/images/image-manifest.json"],
    ["robots.txt", "/robots.txt"],
    ["the sitemap", "/sitemap.xml"],
    ["a redirect", "/downloads/catalogo.pdf"],
    ["a 404 page", "/no-existe"],
    [
      "a cross-site write refused with 403",
      "/api/admin/stores",
      { method: "POST", headers: { Origin: "https://evil.example" }, body: "{}" },
    ],
    [
      "a page action's redirect",
      "/admin/logout",
      { method: "POST", headers: { Origin: ORIGIN }, redirect: "manual" },
    ],
  ];

  it.each(cases)(
    "%s (%s): nosniff, Referrer-, Permissions-Policy, HSTS",
    async (what, path, init) => {
      const response = await worker.fetch(path, { redirect: "manual", ...init });
      expect(response.status, what).toBeLessThan(500);
      expectBaseHeaders(response, what);
      // Only HTML gets the page policy.
      const isHtml = /^text\/html/.test(response.headers.get("Content-Type") ?? "");
      if (!isHtml) expect(response.headers.get("Content-Security-Policy"), what).toBeNull();
    },
  );

  it("static files from the assets (public/_headers): the same, and no script on the downloads page", async () => {
    const html = await (await worker.fetch("/")).text();
    const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? "";
    for (const path of [stylesheet, "/favicon.svg", "/downloads/index.html"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      expectBaseHeaders(response, path);
      // The two lists are kept alike: public/_headers and the Worker's.
      expect(response.headers.get("Permissions-Policy"), path).toBe(
        (await worker.fetch("/")).headers.get("Permissions-Policy"),
      );
    }
    const downloads = await worker.fetch("/downloads/index.html");
    const policy = directives(downloads.headers.get("Content-Security-Policy") ?? "");
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toBeUndefined();
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("an uploaded file: a sandboxing policy and a safe inline Content-Disposition", async () => {
    const response = await worker.fetch(uploadPath);
    expect(response.status).toBe(200);
    expectBaseHeaders(response, uploadPath);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    const policy = directives(response.headers.get("Content-Security-Policy") ?? "");
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("sandbox")).toBe(true);
    const key = uploadPath.split("/").pop() ?? "";
    expect(key).toMatch(/^[a-f0-9]{64}\.webp$/);
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="${key}"`);
  });
});

describe("Strict-Transport-Security outside local development only", () => {
  it("is left out when ENVIRONMENT is development", async () => {
    const local = await startWorker({ seed: false, vars: { ENVIRONMENT: "development" } });
    try {
      for (const path of ["/", "/api/products", "/robots.txt"]) {
        const response = await local.fetch(path);
        expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
        expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      }
      const page = await local.fetch("/");
      expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    } finally {
      await local.dispose();
    }
  });
});
