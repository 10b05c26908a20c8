import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdMeta, pageMeta } from "../../app/view/seo";
import { defaultSiteMeta as site } from "../../app/view/site-meta";

describe("absoluteUrl", () => {
  it("puts a path on the site's address and keeps an absolute URL", () => {
    expect(absoluteUrl("/")).toBe("https://mielpicosa.example/");
    expect(absoluteUrl("/products/miel-picosa?x=1#usos")).toBe(
      "https://mielpicosa.example/products/miel-picosa?x=1#usos",
    );
    expect(absoluteUrl("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(absoluteUrl("/recetas con espacio")).toBe(
      "https://mielpicosa.example/recetas%20con%20espacio",
    );
  });
});

describe("pageMeta", () => {
  it("gives a page its branded title, canonical URL and sharing tags in Mexican Spanish", () => {
    expect(
      pageMeta({ site, title: "Productos", description: "Nuestros productos.", path: "/products" }),
    ).toEqual([
      { title: "Productos | Miel Picosa de Hidalgo" },
      { name: "description", content: "Nuestros productos." },
      { tagName: "link", rel: "canonical", href: "https://mielpicosa.example/products" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Miel Picosa de Hidalgo" },
      { property: "og:locale", content: "es_MX" },
      { property: "og:title", content: "Productos | Miel Picosa de Hidalgo" },
      { property: "og:description", content: "Nuestros productos." },
      { property: "og:url", content: "https://mielpicosa.example/products" },
      {
        property: "og:image",
        content: "https://mielpicosa.example/images/miel-picosa-1.webp",
      },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("does not append the brand to the home page's title", () => {
    const meta = pageMeta({
      site,
      title: "Miel Picosa de Hidalgo",
      description: "Inicio",
      path: "/",
    });
    expect(meta[0]).toEqual({ title: "Miel Picosa de Hidalgo" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://mielpicosa.example/",
    });
  });

  it("shares the page's own picture and type, and keeps admin pages out of search engines", () => {
    const meta = pageMeta({
      site,
      title: "Miel Picosa",
      description: "d",
      path: "/products/miel-picosa",
      image: "/images/miel-picosa-2.webp",
      type: "product",
      noIndex: true,
    });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://mielpicosa.example/images/miel-picosa-2.webp",
    });
    expect(meta.at(-1)).toEqual({ name: "robots", content: "noindex" });
  });

  it("falls back to the default picture for a null image, keeps an absolute one", () => {
    const withNull = pageMeta({ site, title: "t", description: "d", path: "/a", image: null });
    expect(withNull).toContainEqual({
      property: "og:image",
      content: "https://mielpicosa.example/images/miel-picosa-1.webp",
    });
    const absolute = pageMeta({
      site,
      title: "t",
      description: "d",
      path: "/a",
      image: "https://cdn.example/foto.jpg",
      type: "article",
    });
    expect(absolute).toContainEqual({
      property: "og:image",
      content: "https://cdn.example/foto.jpg",
    });
    expect(absolute).toContainEqual({ property: "og:type", content: "article" });
    expect(absolute).not.toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("jsonLdMeta", () => {
  it("wraps the data in an ld+json script with the schema.org context", () => {
    expect(jsonLdMeta({ "@type": "Thing", name: "x" })).toEqual({
      "script:ld+json": { "@context": "https://schema.org", "@type": "Thing", name: "x" },
    });
  });
});
