/**
 * The site settings' JSON API (docs/decisions/027-site-settings.md):
 * `GET /api/admin/site-settings` answers every section, `PUT
 * /api/admin/site-settings/{section}` replaces one, checked by its schema;
 * each save keeps the one it replaced (the last 10), writes the KV copy the
 * public pages read, and a stored section that no longer passes its check
 * shows its default.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTINGS_SECTIONS, defaultSiteSettings } from "../../app/validation/site-settings";
import { siteSettingVersions, siteSettings } from "../../app/db/schema";
import { jsonRequest, signInAs } from "../support/api";
import { readJson } from "../support/fixtures";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const OFFLINE = "mp_standalone=1; mp_mock_session=1";
const put = (section: string, body: unknown, cookie = admin) =>
  worker.fetch(`/api/admin/site-settings/${section}`, jsonRequest("PUT", body, { Cookie: cookie }));
const getAll = (cookie = admin) =>
  worker.fetch("/api/admin/site-settings", jsonRequest("GET", undefined, { Cookie: cookie }));

const ownerBusiness = {
  ...defaultSiteSettings.business,
  name: "Apiario Los Domos",
  phone: "+52 771 987 6543",
  whatsappNumber: "527719876543",
  email: "contacto@losdomos.mx",
};

async function storedRow(section: string) {
  const [row] = await worker.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.section, section));
  return row;
}
async function kvCopy(): Promise<Record<string, unknown>> {
  return JSON.parse((await worker.storage.contentKvGet("site-settings")) ?? "{}") as Record<
    string,
    unknown
  >;
}

describe("GET /api/admin/site-settings", () => {
  it("answers every section, the defaults until the owner saves", async () => {
    const response = await getAll();
    expect(response.status).toBe(200);
    const body = await readJson<Record<string, unknown>>(response);
    expect(Object.keys(body).sort()).toEqual([...SITE_SETTINGS_SECTIONS].sort());
    expect(body.business).toEqual(defaultSiteSettings.business);
  });

  it("is for admins only: 401 without a session", async () => {
    const response = await worker.fetch("/api/admin/site-settings");
    expect(response.status).toBe(401);
  });
});

describe("PUT /api/admin/site-settings/{section}", () => {
  it("replaces the section: answered, stored in D1, copied to KV, read back", async () => {
    const response = await put("business", ownerBusiness);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual(ownerBusiness);
    expect(JSON.parse((await storedRow("business"))?.value ?? "null")).toEqual(ownerBusiness);
    expect((await kvCopy()).business).toEqual(ownerBusiness);
    const all = await readJson<Record<string, unknown>>(await getAll());
    expect(all.business).toEqual(ownerBusiness);
  });

  it("saves every section as sent (the defaults are valid)", async () => {
    for (const section of SITE_SETTINGS_SECTIONS) {
      if (section === "business") continue;
      const response = await put(section, defaultSiteSettings[section]);
      expect(response.status, section).toBe(200);
    }
    const token = "0123456789abcdef0123456789abcdef";
    const analytics = await put("analytics", { cloudflareToken: token });
    expect(await readJson(analytics)).toEqual({ cloudflareToken: token });
    const blank = await put("analytics", { cloudflareToken: "" });
    expect(await readJson(blank)).toEqual({ cloudflareToken: null });
  });

  it.each([
    [
      "whatsappNumber",
      "7711234567",
      "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
    ],
    [
      "whatsappNumber",
      "537711234567",
      "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
    ],
    [
      "facebookUrl",
      "http://www.facebook.com/losdomos",
      "El enlace de Facebook debe ser una dirección que empiece con https://",
    ],
    [
      "instagramUrl",
      "javascript:alert(1)",
      "El enlace de Instagram debe ser una dirección que empiece con https://",
    ],
    ["name", "x".repeat(81), "El nombre de la marca debe tener como máximo 80 caracteres"],
    [
      "tagline",
      "<b>Miel</b>",
      "El lema debe ser texto simple, sin etiquetas HTML ni caracteres de control",
    ],
    ["email", "no-es-correo", "El correo electrónico no es válido"],
  ])(
    "refuses business.%s = %j: 400, the Spanish message on the field, nothing stored",
    async (field, value, message) => {
      const before = await storedRow("business");
      const response = await put("business", { ...ownerBusiness, [field]: value });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        error: message,
        fieldErrors: { [field]: [message] },
      });
      expect(await storedRow("business")).toEqual(before);
    },
  );

  it("refuses a hero slide without its alternative text, and more than 5 or none", async () => {
    const slide = defaultSiteSettings.home.heroSlides[0];
    const missingAlt = await put("home", {
      ...defaultSiteSettings.home,
      heroSlides: [{ imageUrl: slide?.imageUrl, alt: "" }],
    });
    expect(missingAlt.status).toBe(400);
    expect(await readJson(missingAlt)).toEqual({
      error: "El texto alternativo de la foto de portada es obligatorio",
      fieldErrors: {
        "heroSlides.0.alt": ["El texto alternativo de la foto de portada es obligatorio"],
      },
    });
    const six = await put("home", {
      ...defaultSiteSettings.home,
      heroSlides: Array.from({ length: 6 }, () => slide),
    });
    expect(six.status).toBe(400);
    expect((await readJson<{ error: string }>(six)).error).toBe(
      "La portada admite como máximo 5 fotos",
    );
    const none = await put("home", { ...defaultSiteSettings.home, heroSlides: [] });
    expect((await readJson<{ error: string }>(none)).error).toBe(
      "La portada necesita al menos una foto",
    );
  });

  it("refuses unknown fields, a bad date and a bad analytics token", async () => {
    const unknown = await put("business", { ...ownerBusiness, fax: "123" });
    expect(unknown.status).toBe(400);
    const date = await put("privacy", {
      ...defaultSiteSettings.privacy,
      lastUpdated: "2025-02-30",
    });
    expect(await readJson(date)).toEqual({
      error: "La fecha de actualización debe ser una fecha válida (AAAA-MM-DD)",
      fieldErrors: {
        lastUpdated: ["La fecha de actualización debe ser una fecha válida (AAAA-MM-DD)"],
      },
    });
    const token = await put("analytics", { cloudflareToken: "abc" });
    expect(token.status).toBe(400);
  });

  it("answers 404 for an unknown section, and 405 for another method", async () => {
    const response = await put("footer", {});
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ error: "Sección desconocida" });
    const post = await worker.fetch(
      "/api/admin/site-settings/business",
      jsonRequest("POST", ownerBusiness, { Cookie: admin }),
    );
    expect(post.status).toBe(405);
  });

  it("is for admins only, and same-origin only", async () => {
    const anonymous = await worker.fetch(
      "/api/admin/site-settings/business",
      jsonRequest("PUT", ownerBusiness),
    );
    expect(anonymous.status).toBe(401);
    const crossSite = await worker.fetch(
      "/api/admin/site-settings/business",
      jsonRequest("PUT", ownerBusiness, { Cookie: admin, Origin: "https://evil.example" }),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("versions", () => {
  it("keeps the last 10 previous values of a section", async () => {
    for (let index = 0; index < 12; index += 1) {
      const response = await put("stores", {
        ...defaultSiteSettings.stores,
        comingSoonHeading: `Próximamente ${index}`,
      });
      expect(response.status).toBe(200);
    }
    const versions = await worker.db
      .select()
      .from(siteSettingVersions)
      .where(eq(siteSettingVersions.section, "stores"));
    expect(versions).toHaveLength(10);
    const headings = versions.map(
      (row) => (JSON.parse(row.value) as { comingSoonHeading: string }).comingSoonHeading,
    );
    expect(headings).toContain("Próximamente 10");
    expect(headings).not.toContain("Próximamente 11");
  });
});

describe("a stored section that no longer passes its check", () => {
  it("shows its default", async () => {
    await worker.db
      .insert(siteSettings)
      .values({ section: "smokedChili", value: JSON.stringify({ intro: 42 }) })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value: '{"intro":42}' } });
    const all = await readJson<Record<string, unknown>>(await getAll());
    expect(all.smokedChili).toEqual(defaultSiteSettings.smokedChili);
  });
});

describe("standalone mode", () => {
  it("simulates a save: answered, nothing stored", async () => {
    const before = await storedRow("business");
    const response = await put("business", { ...ownerBusiness, name: "Solo una prueba" }, OFFLINE);
    expect(response.status).toBe(200);
    const body = await readJson<{ success: boolean; data: { name: string } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.name).toBe("Solo una prueba");
    expect(await storedRow("business")).toEqual(before);
    expect((await kvCopy()).business).toEqual(ownerBusiness);
  });

  it("reads the KV copy", async () => {
    const all = await readJson<Record<string, unknown>>(await getAll(OFFLINE));
    expect(all.business).toEqual(ownerBusiness);
  });
});
