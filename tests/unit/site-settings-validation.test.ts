import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_SECTIONS, defaultSiteSettings } from "../../app/validation/site-settings";
import {
  siteSettingsSchemas,
  splitLines,
  splitParagraphs,
} from "../../app/validation/site-settings";

const business = (change: Record<string, unknown>) =>
  siteSettingsSchemas.business.safeParse({ ...defaultSiteSettings.business, ...change });

describe("the site settings' schemas", () => {
  it.each(SITE_SETTINGS_SECTIONS)("accept the default %s", (section) => {
    expect(siteSettingsSchemas[section].safeParse(defaultSiteSettings[section]).success).toBe(true);
  });

  it.each(["Miel & chile <sin> conservadores", "3 < 5 y 7 > 2", "Precios <de temporada>"])(
    "keep angle brackets that are not HTML as text: %j",
    (tagline) => {
      expect(business({ tagline }).success).toBe(true);
    },
  );

  it.each([
    "<b>Miel</b>",
    "</p>",
    '<a href="https://spam.example">oferta</a>',
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<x onclick=1>",
    "<br/>",
    "<!-- comentario -->",
    "línea\u0000oculta",
  ])("refuse HTML and control characters: %j", (tagline) => {
    const result = business({ tagline });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "El lema debe ser texto simple, sin etiquetas HTML ni caracteres de control",
    );
  });

  it.each(["527711234567"])("take a WhatsApp number of 52 and 10 digits", (whatsappNumber) => {
    expect(business({ whatsappNumber }).success).toBe(true);
  });

  it.each(["7711234567", "5277112345678", "+527711234567", "52 771 123 4567", "537711234567"])(
    "refuse any other WhatsApp number: %j",
    (whatsappNumber) => {
      expect(business({ whatsappNumber }).error?.issues[0]?.message).toBe(
        "El número de WhatsApp debe tener 12 dígitos: 52 y los 10 dígitos del número, sin espacios",
      );
    },
  );

  it("turn a blank notice recipient into null, lower-case an address and refuse one that is not", () => {
    expect(siteSettingsSchemas.notices.parse({ recipient: "  " })).toEqual({ recipient: null });
    expect(siteSettingsSchemas.notices.parse({ recipient: " Pedidos@Miel.MX " })).toEqual({
      recipient: "pedidos@miel.mx",
    });
    expect(siteSettingsSchemas.notices.safeParse({ recipient: "pedidos" }).success).toBe(false);
  });

  it("turn a blank analytics token into null and refuse one that is not 32 hexadecimal characters", () => {
    expect(siteSettingsSchemas.analytics.parse({ cloudflareToken: " " })).toEqual({
      cloudflareToken: null,
    });
    expect(
      siteSettingsSchemas.analytics.parse({ cloudflareToken: "ABCDEF0123456789abcdef0123456789" }),
    ).toEqual({ cloudflareToken: "abcdef0123456789abcdef0123456789" });
    expect(siteSettingsSchemas.analytics.safeParse({ cloudflareToken: "xyz" }).success).toBe(false);
  });

  it("refuse a privacy date that does not exist", () => {
    const privacy = (lastUpdated: string) =>
      siteSettingsSchemas.privacy.safeParse({ ...defaultSiteSettings.privacy, lastUpdated })
        .success;
    expect(privacy("2026-02-28")).toBe(true);
    expect(privacy("2026-02-30")).toBe(false);
    expect(privacy("28/02/2026")).toBe(false);
  });

  it("take a textarea's text for a list: paragraphs at blank lines, points one a line", () => {
    expect(splitParagraphs("Uno\ncontinúa\n\n  Dos  \r\n\r\n\n")).toEqual(["Uno continúa", "Dos"]);
    expect(splitLines("Pachuca\n\n Puebla \r\nQuerétaro")).toEqual([
      "Pachuca",
      "Puebla",
      "Querétaro",
    ]);
    const stores = siteSettingsSchemas.stores.parse({
      ...defaultSiteSettings.stores,
      places: "Pachuca\nPuebla",
    });
    expect(stores.places).toEqual(["Pachuca", "Puebla"]);
  });
});
