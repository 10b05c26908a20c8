/**
 * What the site settings change on the public pages that this layer draws
 * (docs/decisions/027-site-settings.md): the privacy notice, rendered from
 * its settings, and the Cloudflare Web Analytics beacon with its policy, on
 * every public page (the scriptless ones too, and cached copies) while a
 * token is set, never on an admin page, and nothing at all without one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { jsonRequest, signInAs } from "../support/api";
import { shownPageText } from "../support/html";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite({ pageCache: true });
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const TOKEN = "0123456789abcdef0123456789abcdef";
const BEACON = "https://static.cloudflareinsights.com/beacon.min.js";

const put = async (section: string, body: unknown) => {
  const response = await worker.fetch(
    `/api/admin/site-settings/${section}`,
    jsonRequest("PUT", body, { Cookie: admin }),
  );
  expect(response.status).toBe(200);
};

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

/** The page's policy, its beacon tag (if any) and every script tag. */
async function visit(path: string, cookie = "") {
  const response = await worker.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const beacon = html.match(/<script[^>]*beacon\.min\.js[^>]*><\/script>/)?.[0] ?? null;
  return {
    policy: directives(response.headers.get("Content-Security-Policy")),
    beacon,
    scripts: html.match(/<script\b[^>]*>/g) ?? [],
    cacheStatus: response.headers.get("Cache-Status"),
    html,
  };
}

describe("without a Web Analytics token", () => {
  it("no public page carries the beacon, and the policy names none of its hosts", async () => {
    for (const path of ["/", "/products", "/privacidad", "/about"]) {
      const page = await visit(path);
      expect(page.beacon, path).toBeNull();
      expect(page.policy.get("connect-src"), path).toBe("'self'");
      expect(page.policy.get("script-src"), path).not.toContain("cloudflareinsights");
    }
    expect((await visit("/privacidad")).policy.get("script-src")).toBe("'none'");
  });

  it("/privacidad shows the default notice: the identity's contact, the 2025 law, the template note", async () => {
    const text = await shownPageText(await worker.fetch("/privacidad"));
    expect(text).toContain(defaultSiteSettings.business.name);
    expect(text).toContain(defaultSiteSettings.business.email);
    expect(text).toContain(defaultSiteSettings.business.address);
    expect(text).toContain("Secretaría Anticorrupción y Buen Gobierno");
    expect(text).toContain("21 de marzo de 2025");
    expect(text).toContain("Finalidades necesarias");
    expect(text).toContain("Finalidades voluntarias");
    expect(text).toContain("Derechos ARCO");
    expect(text).toContain("90 días");
    expect(text).not.toContain("INAI");
    expect(text).toContain(
      "Este aviso es una plantilla preparada para el sitio y está pendiente de revisión por el productor.",
    );
    expect(text).not.toContain("Cloudflare Web Analytics");
  });
});

describe("with a Web Analytics token", () => {
  beforeAll(async () => put("analytics", { cloudflareToken: TOKEN }));

  it("a page with scripts carries the beacon with its nonce; the policy allows exactly its hosts", async () => {
    const page = await visit("/");
    expect(page.beacon).not.toBeNull();
    expect(page.beacon).toContain(`src="${BEACON}"`);
    expect(page.beacon).toContain(`data-cf-beacon="{&quot;token&quot;:&quot;${TOKEN}&quot;}"`);
    const nonce = page.beacon?.match(/nonce="([^"]+)"/)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.policy.get("script-src")).toBe(
      `'self' 'nonce-${nonce}' https://static.cloudflareinsights.com`,
    );
    expect(page.policy.get("connect-src")).toBe("'self' https://cloudflareinsights.com");
  });

  it("a cached copy names its own nonce in both the beacon and the policy", async () => {
    await visit("/products");
    const cached = await visit("/products");
    expect(cached.cacheStatus).toContain("hit");
    const nonce = cached.beacon?.match(/nonce="([^"]+)"/)?.[1];
    expect(cached.policy.get("script-src")).toBe(
      `'self' 'nonce-${nonce}' https://static.cloudflareinsights.com`,
    );
  });

  it("a page without scripts carries the beacon alone, its policy allowing only it", async () => {
    const page = await visit("/privacidad");
    expect(page.beacon).not.toBeNull();
    expect(page.scripts).toHaveLength(1);
    expect(page.policy.get("script-src")).toBe("https://static.cloudflareinsights.com");
    expect(page.policy.get("connect-src")).toBe("'self' https://cloudflareinsights.com");
  });

  it("the privacy notice says the statistics are measured, and how", async () => {
    const text = await shownPageText(await worker.fetch("/privacidad"));
    expect(text).toContain("Estadísticas de visitas");
    expect(text).toContain("usamos Cloudflare Web Analytics, que mide las visitas sin cookies");
  });

  it("an admin page carries no beacon, and its policy is unchanged", async () => {
    const page = await visit("/admin/site", admin);
    expect(page.beacon).toBeNull();
    expect(page.policy.get("connect-src")).toBe("'self'");
    expect(page.policy.get("script-src")).not.toContain("cloudflareinsights");
  });

  it("emptying the token takes the beacon away at once", async () => {
    await put("analytics", { cloudflareToken: "" });
    const page = await visit("/");
    expect(page.beacon).toBeNull();
    expect(page.policy.get("connect-src")).toBe("'self'");
  });
});

describe("every mode reads the KV copy", () => {
  it("the standalone site's /privacidad shows the owner's saved notice", async () => {
    await put("privacy", {
      ...defaultSiteSettings.privacy,
      responsible: "Apiario Los Domos S. de R.L.",
      contactEmail: "privacidad@losdomos.mx",
    });
    const response = await worker.fetch("/privacidad", {
      headers: { Cookie: "mp_standalone=1" },
    });
    expect(response.status).toBe(200);
    const text = await shownPageText(response);
    expect(text).toContain("Apiario Los Domos S. de R.L.");
    expect(text).toContain("privacidad@losdomos.mx");
  });
});
