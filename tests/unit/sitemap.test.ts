import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, escapeXml, sitemapXml } from "../../app/view/sitemap";

describe("escapeXml", () => {
  it("escapes the five XML special characters and nothing else", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXml("miel-picosa ñ á /?=#")).toBe("miel-picosa ñ á /?=#");
  });

  it("escapes an ampersand already escaped once more", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});

describe("sitemapXml", () => {
  it("lists each entry's absolute URL and, when known, its last change in ISO form", () => {
    expect(
      sitemapXml([
        { path: "/" },
        { path: "/products/miel-picosa", lastModified: new Date("2026-03-04T05:06:07.000Z") },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://mielpicosa.example/</loc></url>",
        "  <url><loc>https://mielpicosa.example/products/miel-picosa</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("leaves out an invalid date rather than failing", () => {
    expect(sitemapXml([{ path: "/stores", lastModified: new Date("no es fecha") }])).toContain(
      "  <url><loc>https://mielpicosa.example/stores</loc></url>\n",
    );
  });

  it("escapes the URLs: a query's ampersand, and encodes spaces and accents", () => {
    const xml = sitemapXml([{ path: "/products/a?x=1&y=2" }, { path: "/products/ñandú con miel" }]);
    expect(xml).toContain("<loc>https://mielpicosa.example/products/a?x=1&amp;y=2</loc>");
    expect(xml).toContain(
      "<loc>https://mielpicosa.example/products/%C3%B1and%C3%BA%20con%20miel</loc>",
    );
  });

  it("is an empty urlset for no entries", () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe("PUBLIC_PAGE_PATHS", () => {
  it("lists the home page first and each public page once, never an admin one", () => {
    expect(PUBLIC_PAGE_PATHS[0]).toBe("/");
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(PUBLIC_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        "/products",
        "/recipes",
        "/contact",
        "/privacidad",
        "/lista-de-precios",
      ]),
    );
    expect(PUBLIC_PAGE_PATHS.some((path) => path.startsWith("/admin"))).toBe(false);
  });
});
