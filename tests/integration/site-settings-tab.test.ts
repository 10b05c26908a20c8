/**
 * The admin's 'Sitio' tab without JavaScript (docs/decisions/027-site-settings.md):
 * each section is a plain form whose action checks it, saves it (D1, the KV
 * copy, a new content version) and redirects with a toast; a refusal answers
 * 400 with the Spanish message on the field and everything typed kept, and
 * stores nothing. Versions, their restore and the defaults; a stored section
 * that no longer passes; the KV copy written again after it fell behind; the
 * sample-data notice on every tab; the standalone mode's simulated saves.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  SITE_SETTINGS_SECTIONS,
  defaultSiteSettings,
  type SiteSettings,
} from "../../app/validation/site-settings";
import { siteSettingVersions, siteSettings } from "../../app/db/schema";
import { ORIGIN, signInAs } from "../support/api";
import { shownPageText, unescapeHtml } from "../support/html";
import { ownerOrders } from "../support/order-settings";
import { sectionForm, sectionPath } from "../support/site-settings-forms";
import { PNG_2X3 } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let cookie: string;
beforeAll(async () => (cookie = await signInAs(worker)));

const OFFLINE = "mp_standalone=1; mp_mock_session=1";

async function post(
  path: string,
  fields: URLSearchParams | FormData,
  asCookie = cookie,
): Promise<Response> {
  const encoded = new Request("http://localhost/", { method: "POST", body: fields });
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Cookie: asCookie,
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
    redirect: "manual",
  });
}

async function pageText(path: string, asCookie = cookie): Promise<string> {
  const response = await worker.fetch(path, { headers: { Cookie: asCookie } });
  expect(response.status).toBe(200);
  return shownPageText(response);
}

/** The page after a redirect, with the flash toast's cookie: its text shows the toast. */
async function afterRedirect(response: Response): Promise<string> {
  const toastCookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const next = await worker.fetch(response.headers.get("Location") ?? "/", {
    headers: { Cookie: `${cookie}; ${toastCookie}` },
  });
  return unescapeHtml((await next.text()).replaceAll("<!-- -->", ""));
}

async function stored(section: string): Promise<unknown> {
  const [row] = await worker.db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.section, section));
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

const ownerBusiness: SiteSettings["business"] = {
  ...defaultSiteSettings.business,
  name: "Apiario Los Domos",
  phone: "+52 771 555 0199",
  whatsappNumber: "527715550199",
  email: "hola@losdomos.mx",
};

/** A change to each section that its form can send. */
const changed: { [S in keyof SiteSettings]: SiteSettings[S] } = {
  business: ownerBusiness,
  home: {
    ...defaultSiteSettings.home,
    subtitle: "Miel de nuestros domos, picante de la sierra.",
    philosophyParagraphs: ["Primer párrafo propio.", "Segundo párrafo propio."],
  },
  pictures: {
    ...defaultSiteSettings.pictures,
    sustainability: { imageUrl: "/images/domos-geodesicos.webp", alt: "Los domos al amanecer" },
  },
  story: { ...defaultSiteSettings.story, description: "Nuestra historia, contada por nosotros." },
  smokedChili: { ...defaultSiteSettings.smokedChili, featuresHeading: "Lo que lo hace único" },
  sustainability: { ...defaultSiteSettings.sustainability, intro: "Cuidamos el agua y el suelo." },
  stores: { ...defaultSiteSettings.stores, places: ["Pachuca", "Querétaro", "Puebla"] },
  privacy: {
    ...defaultSiteSettings.privacy,
    responsible: "Apiario Los Domos S. de R.L.",
    contactEmail: "privacidad@losdomos.mx",
    reviewed: true,
    lastUpdated: "2026-12-01",
  },
  notices: { recipient: "pedidos@losdomos.mx" },
  orders: ownerOrders,
  analytics: { cloudflareToken: "0123456789abcdef0123456789abcdef" },
};

describe("the tab", () => {
  it("is listed among the admin tabs, and sends an anonymous visitor to sign in", async () => {
    expect(await pageText("/admin")).toContain("Sitio");
    const anonymous = await worker.fetch("/admin/site", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(
      `/admin/auth?redirectTo=${encodeURIComponent("/admin/site")}`,
    );
  });

  it("shows each section's form with its current values", async () => {
    const text = await pageText(sectionPath("business"));
    expect(text).toContain("Identidad");
    expect(text).toContain(defaultSiteSettings.business.phone);
    expect(text).toContain("Esta sección muestra los valores predeterminados.");
    const home = await pageText(sectionPath("home"));
    for (const slide of defaultSiteSettings.home.heroSlides) expect(home).toContain(slide.alt);
  });
});

describe("the sample-data notice", () => {
  it("shows on every tab while the identity holds the samples, with a link to Sitio", async () => {
    for (const path of ["/admin", "/admin/stores", "/admin/codes", "/admin/site"]) {
      const response = await worker.fetch(path, { headers: { Cookie: cookie } });
      const html = unescapeHtml((await response.text()).replaceAll("<!-- -->", ""));
      expect(html, path).toContain(
        "Estos son datos de ejemplo: el nombre, el teléfono, el correo y el número de WhatsApp que ven los visitantes aún son los de muestra.",
      );
      expect(html, path).toMatch(/<a[^>]*href="\/admin\/site"[^>]*>Sitio<\/a>/);
    }
  });
});

describe("saving each section through its form, without JavaScript", () => {
  it.each(SITE_SETTINGS_SECTIONS)(
    "%s: stored, copied to KV, redirected with its toast",
    async (section) => {
      const response = await post(sectionPath(section), sectionForm(section, changed[section]));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(sectionPath(section));
      expect(await afterRedirect(response)).toContain("cambios guardados");
      expect(await stored(section)).toEqual(changed[section]);
      const copy = JSON.parse(
        (await worker.storage.contentKvGet("site-settings")) ?? "{}",
      ) as Record<string, unknown>;
      expect(copy[section]).toEqual(changed[section]);
    },
  );

  it("the sample-data notice is gone once the identity is the owner's", async () => {
    const text = await pageText("/admin/stores");
    expect(text).not.toContain("Estos son datos de ejemplo");
  });

  it("/privacidad shows the saved notice: its responsible, contact, date, no 'plantilla' note, the statistics", async () => {
    const text = await pageText("/privacidad", "");
    expect(text).toContain("Apiario Los Domos S. de R.L.");
    expect(text).toContain("privacidad@losdomos.mx");
    expect(text).toContain("1 de diciembre de 2026");
    expect(text).not.toContain("pendiente de revisión por el productor");
    expect(text).toContain("Cloudflare Web Analytics");
    // The address is the identity's: the notice names none of its own.
    expect(text).toContain(ownerBusiness.address);
  });
});

describe("bad input, through the form", () => {
  const cases: [string, Partial<SiteSettings["business"]>, string][] = [
    [
      "a WhatsApp number that is not 52 and 10 digits",
      { whatsappNumber: "7715550199" },
      "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
    ],
    [
      "a URL that is not https",
      { instagramUrl: "http://instagram.com/losdomos" },
      "El enlace de Instagram debe ser una dirección que empiece con https://",
    ],
    [
      "a text over its bound",
      { tagline: "m".repeat(201) },
      "El lema debe tener como máximo 200 caracteres",
    ],
    [
      "markup",
      { footerDescription: '<a href="https://spam.example">oferta</a>' },
      "La descripción del pie de página debe ser texto simple, sin etiquetas HTML ni caracteres de control",
    ],
  ];
  it.each(cases)(
    "%s: 400, the message on the field, everything typed kept, nothing stored",
    async (_what, change, message) => {
      const before = await stored("business");
      const typed = { ...ownerBusiness, name: "Nombre a medio escribir", ...change };
      const response = await post(sectionPath("business"), sectionForm("business", typed));
      expect(response.status).toBe(400);
      const html = unescapeHtml((await response.text()).replaceAll("<!-- -->", ""));
      expect(html).toContain(message);
      expect(html).toContain('value="Nombre a medio escribir"');
      expect(await stored("business")).toEqual(before);
    },
  );

  it("a hero slide without its alternative text", async () => {
    const before = await stored("home");
    const home = {
      ...changed.home,
      heroSlides: [{ imageUrl: "/images/hero-miel-picosa.webp", alt: "" }],
    };
    const response = await post(sectionPath("home"), sectionForm("home", home));
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(
      "El texto alternativo de la foto de portada es obligatorio",
    );
    expect(await stored("home")).toEqual(before);
  });

  it("an unknown section", async () => {
    const fields = sectionForm("business", ownerBusiness);
    fields.set("section", "footer");
    const response = await post("/admin/site", fields);
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain("Sección desconocida");
  });
});

describe("pictures without JavaScript", () => {
  it("a hero slide's file is uploaded through the photos' pipeline and saved in its place", async () => {
    const form = new FormData();
    for (const [name, value] of sectionForm("home", changed.home)) form.append(name, value);
    form.set("heroSlides[1].alt", "Nuestros domos desde el cerro");
    form.append(
      "upload:heroSlides[1].imageUrl",
      new Blob([PNG_2X3], { type: "image/png" }),
      "domos.png",
    );
    const response = await post(sectionPath("home"), form);
    expect(response.status).toBe(302);
    const saved = (await stored("home")) as SiteSettings["home"];
    expect(saved.heroSlides[1]?.alt).toBe("Nuestros domos desde el cerro");
    expect(saved.heroSlides[1]?.imageUrl).toMatch(/^\/images\/uploads\/[0-9a-f]+\.webp$/);
    expect(saved.heroSlides[0]).toEqual(changed.home.heroSlides[0]);
  });

  it("'Agregar foto' without JavaScript answers the form with one more slide, saving nothing", async () => {
    const before = await stored("home");
    const page = await worker.fetch(sectionPath("home"), { headers: { Cookie: cookie } });
    const html = await page.text();
    const button = html.match(
      /<button[^>]*name="__intent__"[^>]*value="([^"]*)"[^>]*>Agregar foto/,
    );
    expect(button).not.toBeNull();
    const fields = sectionForm("home", before as SiteSettings["home"]);
    fields.set("__intent__", unescapeHtml(button?.[1] ?? ""));
    const response = await post(sectionPath("home"), fields);
    expect(response.status).toBe(200);
    expect(await shownPageText(response)).toContain("Foto 3");
    expect(await stored("home")).toEqual(before);
  });
});

describe("versions, restore and defaults", () => {
  it("lists the previous value, restores it, and restores the defaults", async () => {
    const first = { ...changed.stores, comingSoonHeading: "Muy pronto" };
    expect((await post(sectionPath("stores"), sectionForm("stores", first))).status).toBe(302);
    const text = await pageText(sectionPath("stores"));
    expect(text).toContain("Versiones anteriores");
    // The value saved before 'Muy pronto', to look at and restore.
    expect(text).toContain(changed.stores.comingSoonHeading);
    const versions = await worker.db
      .select()
      .from(siteSettingVersions)
      .where(eq(siteSettingVersions.section, "stores"));
    const previous = versions.find((row) =>
      (JSON.parse(row.value) as { places: string[] }).places.includes("Puebla"),
    );
    expect(previous).toBeDefined();
    const restore = await post(
      sectionPath("stores"),
      new URLSearchParams({
        section: "stores",
        intent: "restore-version",
        versionId: String(previous?.id),
      }),
    );
    expect(restore.status).toBe(302);
    expect(await afterRedirect(restore)).toContain("versión restaurada");
    expect(await stored("stores")).toEqual(changed.stores);

    const defaults = await post(
      sectionPath("stores"),
      new URLSearchParams({ section: "stores", intent: "restore-defaults" }),
    );
    expect(defaults.status).toBe(302);
    expect(await afterRedirect(defaults)).toContain("valores predeterminados restaurados");
    expect(await stored("stores")).toBeUndefined();
    const copy = JSON.parse((await worker.storage.contentKvGet("site-settings")) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(copy.stores).toBeUndefined();
    expect(await pageText("/stores", "")).toContain(defaultSiteSettings.stores.comingSoonHeading);
  });

  it("a version that does not exist is refused, nothing changed", async () => {
    const before = await stored("business");
    const response = await post(
      sectionPath("business"),
      new URLSearchParams({ section: "business", intent: "restore-version", versionId: "99999" }),
    );
    expect(response.status).toBe(404);
    expect(await shownPageText(response)).toContain("Esa versión ya no existe");
    expect(await stored("business")).toEqual(before);
  });
});

describe("a stored field that no longer passes its check", () => {
  it("shows that field's default on the site, and the tab names the field", async () => {
    await worker.db
      .insert(siteSettings)
      .values({ section: "smokedChili", value: JSON.stringify({ intro: 42 }) })
      .onConflictDoUpdate({
        target: siteSettings.section,
        set: { value: JSON.stringify({ intro: 42 }) },
      });
    const text = await pageText(sectionPath("smokedChili"));
    expect(text).toContain(
      "Lo guardado en «Chile Ahumado» no es válido en «Introducción»: el sitio muestra su valor predeterminado hasta que guarde la sección de nuevo; el resto de la sección se muestra como se guardó.",
    );
    expect(text).toContain(defaultSiteSettings.smokedChili.featuresHeading);
    expect(text).toContain(defaultSiteSettings.smokedChili.intro);
  });
});

describe("the KV copy fell behind D1", () => {
  it("is written again when the tab loads", async () => {
    await worker.storage.contentKvPut("site-settings", JSON.stringify({}));
    const text = await pageText(sectionPath("business"));
    expect(text).toContain("La copia de los ajustes que leen las páginas públicas se actualizó.");
    const copy = JSON.parse((await worker.storage.contentKvGet("site-settings")) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(copy.business).toEqual(ownerBusiness);
  });
});

describe("standalone mode", () => {
  it("simulates a save: the toast says so, nothing stored", async () => {
    const before = await stored("business");
    const response = await post(
      sectionPath("business"),
      sectionForm("business", { ...ownerBusiness, name: "Prueba sin conexión" }),
      OFFLINE,
    );
    expect(response.status).toBe(302);
    const toastCookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const next = await worker.fetch(sectionPath("business"), {
      headers: { Cookie: `${OFFLINE}; ${toastCookie}` },
    });
    expect(await shownPageText(next)).toContain("Operación completada en modo offline");
    expect(await stored("business")).toEqual(before);
  });

  it("reads the KV copy", async () => {
    expect(await pageText(sectionPath("business"), OFFLINE)).toContain(ownerBusiness.phone);
  });
});

describe("backups", () => {
  async function download(): Promise<Record<string, unknown>> {
    const response = await worker.fetch("/backup.json", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }
  const restore = (backup: unknown) =>
    post("/backup", new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }));
  const kvCopy = async () =>
    JSON.parse((await worker.storage.contentKvGet("site-settings")) ?? "{}") as Record<
      string,
      unknown
    >;

  it("carry the settings and their history; a restore puts them back, KV copy and content version too", async () => {
    const business = await stored("business");
    const backup = await download();
    const inFile = backup.siteSettings as {
      current: { section: string; value: unknown }[];
      versions: { section: string }[];
    };
    expect(inFile.current.find((row) => row.section === "business")?.value).toEqual(business);
    const versionCount = (await worker.db.select().from(siteSettingVersions)).length;
    // The saved /smoked-chili whose intro no longer passes is carried as the site shows it
    // (that field at its default, here every field), so the file restores.
    expect(inFile.current.find((row) => row.section === "smokedChili")?.value).toEqual(
      defaultSiteSettings.smokedChili,
    );
    expect(inFile.versions).toHaveLength(versionCount);
    expect(inFile.versions.map((row) => row.section)).not.toContain("smokedChili");

    // Everything changes after the download…
    await post(
      sectionPath("business"),
      new URLSearchParams({ section: "business", intent: "restore-defaults" }),
    );
    expect(await stored("business")).toBeUndefined();
    const versionBefore = await worker.storage.contentKvGet("content-version");

    // …and the restore puts it back.
    const response = await restore(backup);
    expect(response.status).toBe(302);
    expect(await stored("business")).toEqual(business);
    expect((await worker.db.select().from(siteSettingVersions)).length).toBe(
      inFile.versions.length,
    );
    expect((await kvCopy()).business).toEqual(business);
    expect(await worker.storage.contentKvGet("content-version")).not.toBe(versionBefore);
  });

  it("an older file, without settings, still restores and leaves the settings as they are", async () => {
    const business = await stored("business");
    const { siteSettings: _settings, ...older } = await download();
    const response = await restore(older);
    expect(response.status).toBe(302);
    expect(await stored("business")).toEqual(business);
    expect((await kvCopy()).business).toEqual(business);
  });

  it("refuses a file whose settings do not pass their checks, changing nothing", async () => {
    const backup = await download();
    const business = await stored("business");
    const bad = {
      ...backup,
      siteSettings: {
        current: [
          {
            section: "business",
            value: { ...ownerBusiness, whatsappNumber: "123" },
            savedAt: new Date().toISOString(),
          },
        ],
        versions: [],
      },
    };
    const response = await restore(bad);
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(
      "Ajustes del sitio: «Identidad»: El número de WhatsApp debe tener 12 dígitos",
    );
    expect(await stored("business")).toEqual(business);
  });
});
