import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { products } from "../../app/db/schema";
import { listProducts, type PublicProduct } from "../../app/services/catalog.server";
import { signInAs } from "../support/api";
import { startWorker, type TestWorker } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { shownHtml } from "../support/html";

const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const SPICY_HONEY = "miel-picosa-chile-rayado-ahumado";
const { business } = defaultSiteSettings;

const worker = workerSuite();
let catalogue: PublicProduct[];
beforeAll(async () => {
  catalogue = await listProducts(worker.db);
});

/** The page's HTML without React's text separators. */
async function page(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await worker.fetch(path, init);
  return {
    status: response.status,
    headers: response.headers,
    html: (await response.text()).replaceAll("<!-- -->", ""),
  };
}

/** The inside of the first `<tag …attribute…>` element; `tag` must not nest inside itself there. */
function element(html: string, tag: string, attribute: string): string {
  const start = html.search(new RegExp(`<${tag}[^>]*${attribute}[^>]*>`));
  if (start < 0) throw new Error(`no <${tag} ${attribute}>`);
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end);
}

/** Slugs of the product cards (their linked headings) in `html`, in order. */
function cardSlugs(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*><a[^>]*href="\/products\/([^"#]+)"/g)].map(
    (match) => match[1] ?? "",
  );
}

/** The classes of the first `<tag …attribute…>` element's opening tag. */
function classesOf(html: string, tag: string, attribute = ""): string[] {
  const open = html.match(new RegExp(`<${tag}[^>]*${attribute}[^>]*>`))?.[0] ?? "";
  return (open.match(/class="([^"]*)"/)?.[1] ?? "").split(/\s+/);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

function decode(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}

describe("the home page", () => {
  it("shows the hero with the brand name, the two slides and the three buttons", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${business.name}</h1>`));
    expect(html).toContain("Descubre nuestra exclusiva línea gourmet con chile rayado ahumado");
    const hero = element(html, "section", 'aria-label="Presentación"');
    expect(classesOf(hero, "section")).toEqual(
      expect.arrayContaining(["h-[400px]", "sm:h-[500px]", "md:h-[600px]", "lg:h-[700px]"]),
    );
    const images = [
      ...html.matchAll(/<img[^>]*src="\/images\/(hero-miel-picosa|domos-geodesicos)\.webp"[^>]*>/g),
    ];
    expect(images.map((match) => match[1])).toEqual(["hero-miel-picosa", "domos-geodesicos"]);
    // The first slide is the page's main picture: eager and high priority.
    expect(images[0]?.[0]).toContain('loading="eager"');
    expect(images[0]?.[0]).toContain('fetchpriority="high"');
    expect(images[0]?.[0]).toMatch(/alt="[^"]+"/);
    expect(images[1]?.[0]).toContain('loading="lazy"');
    // The dots pick a slide only with JavaScript, so the server draws none
    // (tests/e2e/products-home.test.ts clicks them once the page hydrates).
    expect(html).not.toContain('aria-label="Ir a la imagen');

    expect(html).toMatch(/<a[^>]*href="\/smoked-chili"[^>]*>Conoce el Chile Rayado<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Nuestra Historia<\/a>/);
    const chat = html.match(/<a[^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*>/);
    expect(chat?.[0]).toContain('target="_blank"');
    expect(chat?.[0]).toMatch(/rel="[^"]*noopener/);
    const chatUrl = new URL(decode(chat?.[1] ?? ""));
    expect(chatUrl.pathname).toBe(`/${business.whatsappNumber}`);
    expect(chatUrl.searchParams.get("text")).toMatch(/^¡Hola!/);
  });

  it("lists exactly the featured products, with serving ideas for the spicy honey", async () => {
    const { html } = await page("/");
    const section = element(html, "section", 'aria-labelledby="destacado"');
    expect(section).toMatch(/<h2[^>]*>Producto Destacado<\/h2>/);
    const featured = catalogue
      .filter((product) => product.isFeatured)
      .map((product) => product.slug);
    expect(featured.length).toBeGreaterThan(0);
    expect(cardSlugs(section)).toEqual(featured);
    // Without JavaScript the button is a link to the product page's ideas.
    expect(section).toMatch(
      new RegExp(
        `<a[^>]*href="/products/${SPICY_HONEY}#usos"[^>]*>[\\s\\S]*?Ver Usos Gastronómicos</a>`,
      ),
    );
    expect(shownHtml(html)).not.toContain("No hay productos disponibles en este momento...");
  });

  it("shows the philosophy section with its links to products and stores", async () => {
    const { html } = await page("/");
    const section = element(html, "section", 'aria-labelledby="filosofia"');
    expect(section).toMatch(/<h2[^>]*>Nuestra Filosofía<\/h2>/);
    expect(section).toMatch(/href="\/products"/);
    expect(section).toMatch(/href="\/stores"/);
  });

  it("describes the business as schema.org LocalBusiness data", async () => {
    const { html } = await page("/");
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: business.name,
      telephone: business.phone,
      email: business.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: business.address,
        addressCountry: "MX",
      },
      sameAs: [business.facebookUrl, business.instagramUrl],
    });
    expect(String(data?.logo)).toMatch(/^https:\/\/.+\/images\/logo\.webp$/);
  });

  it("says so when no product is featured", async () => {
    await worker.db.update(products).set({ isFeatured: false });
    try {
      const { status, html } = await page("/");
      expect(status).toBe(200);
      expect(shownHtml(html)).toContain("No hay productos disponibles en este momento...");
      expect(cardSlugs(element(html, "section", 'aria-labelledby="destacado"'))).toEqual([]);
    } finally {
      for (const product of catalogue.filter((item) => item.isFeatured)) {
        await worker.db
          .update(products)
          .set({ isFeatured: true })
          .where(eq(products.id, product.id));
      }
    }
  });
});

describe("the products page", () => {
  it("groups the specialties and the other products in a 1/2/3-column grid", async () => {
    const { status, html } = await page("/products");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Nuestros Productos<\/h1>/);
    const specialties = element(html, "section", 'aria-labelledby="especialidades"');
    const others = element(html, "section", 'aria-labelledby="productos"');
    expect(specialties).toMatch(/<h2[^>]*>Especialidades<\/h2>/);
    expect(others).toMatch(/<h2[^>]*>Productos<\/h2>/);
    const expectedSpecialties = catalogue
      .filter((product) => product.isSpecialty)
      .map((product) => product.slug);
    const expectedOthers = catalogue
      .filter((product) => !product.isSpecialty)
      .map((product) => product.slug);
    expect(expectedSpecialties.length).toBeGreaterThan(0);
    expect(expectedOthers.length).toBeGreaterThan(0);
    expect(cardSlugs(specialties)).toEqual(expectedSpecialties);
    expect(cardSlugs(others)).toEqual(expectedOthers);
    expect(classesOf(specialties, "ul")).toEqual(
      expect.arrayContaining(["grid", "grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3"]),
    );
    expect(html).toMatch(/<a[^>]*href="\/stores"/);
    expect(html).toMatch(/<a[^>]*href="\/recipes"/);
  });

  it("shows each card's badges, category, price and weight, and limited editions at 85% scale", async () => {
    const { html } = await page("/products");
    for (const product of catalogue) {
      const card = element(html, "article", `data-product="${product.slug}"`);
      expect(card).toContain(`>${product.name}</a>`);
      expect(card).toContain(product.category);
      if (product.price) expect(card).toContain(product.price);
      if (product.weight) expect(card).toContain(product.weight);
      expect(card.includes(">Lote Limitado<"), product.slug).toBe(product.isLimitedEdition);
      expect(card.includes(">Especialidad<"), product.slug).toBe(product.isSpecialty);
      expect(card.slice(0, card.indexOf(">")).includes("scale-[0.85]"), product.slug).toBe(
        product.isLimitedEdition,
      );
      // The main picture is the one shown without JavaScript.
      const main = product.mainImageUrl.replace(/\.webp$/, "");
      expect(card).toMatch(new RegExp(`<img[^>]*src="${main}\\.webp"[^>]*alt="[^"]+"`));
    }
    expect(catalogue.some((product) => product.isLimitedEdition)).toBe(true);
  });

  it("shows the edit link to admins only", async () => {
    expect((await page("/products")).html).not.toContain("Editar Producto");
    const cookie = await signInAs(worker);
    const { html } = await page("/products", { headers: { Cookie: cookie } });
    for (const product of catalogue) {
      const card = element(html, "article", `data-product="${product.slug}"`);
      expect(card).toMatch(
        new RegExp(
          `<a[^>]*href="/admin\\?edit=${product.id}&amp;returnTo=%2Fproducts"[^>]*>[\\s\\S]*?Editar Producto</a>`,
        ),
      );
    }
  });
});

describe("a product page", () => {
  it("shows every field, every picture, the chat link and the serving ideas", async () => {
    const product = catalogue.find((item) => item.slug === SPICY_HONEY);
    if (!product) throw new Error("the seed has no spicy honey");
    const { status, html } = await page(`/products/${SPICY_HONEY}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    for (const text of [
      product.description,
      product.category,
      product.price,
      product.weight,
      product.ingredients,
    ]) {
      expect(html).toContain(text ?? "missing field");
    }
    expect(html).toContain((product.nutritionalInfo ?? "missing").slice(0, 60));
    expect(html).toContain(">Especialidad<");
    const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(product.imageUrls);
    expect(sources[0]).toBe(product.mainImageUrl);
    const mainImage = html.match(/<img[^>]*src="\/images\/miel-picosa-1\.webp"[^>]*>/)?.[0];
    expect(mainImage).toContain('fetchpriority="high"');
    expect(mainImage).toContain('loading="eager"');

    // The question's chat (the order's link, 'Pedir por WhatsApp', comes first).
    const chat =
      html.match(
        /href="(https:\/\/wa\.me\/[^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Preguntar por WhatsApp/,
      )?.[1] ?? "";
    expect(new URL(decode(chat)).searchParams.get("text")).toContain(
      `Hola, me interesa el producto ${product.name}`,
    );
    const ideas = element(html, "section", 'id="usos"');
    expect(ideas).toMatch(/<h2[^>]*>Usos Gastronómicos<\/h2>/);
    for (const group of [
      "Quesos y Charcutería",
      "Carnes y Mariscos",
      "Aderezos y Vinagretas",
      "Postres y Repostería",
      "Bebidas y Mixología",
    ]) {
      expect(html).toContain(`>${group}</h3>`);
    }
    expect(html).toMatch(/<a[^>]*href="\/products"[^>]*>[\s\S]*?Volver a productos<\/a>/);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/[^"]+\/images\/miel-picosa-1\.webp"\/>/,
    );
    expect(html).toMatch(new RegExp(`<title>${product.name} \\| ${business.name}</title>`));
  });

  it("has no serving ideas for a product that is not spicy honey", async () => {
    const { status, html } = await page("/products/chile-rayado-ahumado-molido");
    expect(status).toBe(200);
    expect(html).not.toContain('id="usos"');
  });

  it("describes the product as schema.org Product data with its price", async () => {
    const { html } = await page(`/products/${SPICY_HONEY}`);
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Miel Picosa con Chile Rayado Ahumado",
      sku: SPICY_HONEY,
      category: "Especialidades",
      brand: { "@type": "Organization", name: business.name },
      offers: {
        "@type": "Offer",
        price: 220,
        priceCurrency: "MXN",
        availability: "https://schema.org/InStock",
      },
    });
    expect(data?.image).toEqual([
      expect.stringMatching(/^https:\/\/.+\/images\/miel-picosa-1\.webp$/),
      expect.stringMatching(/\/images\/miel-picosa-2\.webp$/),
      expect.stringMatching(/\/images\/miel-picosa-3\.webp$/),
    ]);
  });

  it("states no offer when the price is not a number", async () => {
    const product = catalogue.find((item) => item.slug === "caja-de-maridaje");
    if (!product) throw new Error("the seed has no pairing box");
    // A text that holds no amount, as the prices migration leaves it: no amount.
    await worker.db
      .update(products)
      .set({ price: "Consultar precio", priceCents: null })
      .where(eq(products.id, product.id));
    try {
      const { html } = await page("/products/caja-de-maridaje");
      const [data] = jsonLd(html);
      expect(data?.["@type"]).toBe("Product");
      expect(data).not.toHaveProperty("offers");
      expect(html).toContain("Consultar precio");
    } finally {
      await worker.db
        .update(products)
        .set({ price: product.price, priceCents: product.priceCents })
        .where(eq(products.id, product.id));
    }
  });

  it("answers an unknown slug with the 404 page", async () => {
    const { status, html } = await page("/products/no-existe-este-producto");
    expect(status).toBe(404);
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("<title>Página no encontrada");
  });
});

describe("cache headers", () => {
  it("let shared caches keep the pages of anonymous visitors for a minute", async () => {
    for (const path of ["/", "/products", `/products/${SPICY_HONEY}`]) {
      expect((await page(path)).headers.get("Cache-Control"), path).toBe(PUBLIC_CACHE);
    }
  });

  it("keep a signed-in visitor's pages private", async () => {
    const cookie = await signInAs(worker);
    for (const path of ["/", "/products", `/products/${SPICY_HONEY}`]) {
      const { headers, html } = await page(path, { headers: { Cookie: cookie } });
      expect(headers.get("Cache-Control"), path).toBe("private, no-store");
      if (path !== "/") expect(html).toContain("Editar Producto");
    }
  });
});

describe("without products, and when they cannot be read", () => {
  let empty: TestWorker;
  beforeAll(async () => {
    empty = await startWorker({ seed: false });
  });
  afterAll(() => empty?.dispose());

  const read = async (path: string) => {
    const response = await empty.fetch(path);
    return {
      status: response.status,
      html: (await response.text()).replaceAll("<!-- -->", ""),
      headers: response.headers,
    };
  };

  it("shows the empty states", async () => {
    const home = await read("/");
    expect(home.status).toBe(200);
    expect(shownHtml(home.html)).toContain("No hay productos disponibles en este momento...");
    const list = await read("/products");
    expect(list.status).toBe(200);
    expect(list.html).toContain("No hay productos disponibles");
    expect(list.html).toContain("Vuelve a intentarlo más tarde.");
    expect(list.html).not.toMatch(/<h2[^>]*>Especialidades<\/h2>/);
  });

  it("answers from the static copy, with a notice, when the products cannot be read", async () => {
    await empty.d1.exec("ALTER TABLE products RENAME TO products_fuera");
    try {
      const notice = "Mostramos una copia guardada de nuestro catálogo";
      const list = await read("/products");
      expect(list.status).toBe(200);
      expect(list.html).toMatch(/<h1[^>]*>Nuestros Productos<\/h1>/);
      expect(list.html).toContain(notice);
      expect(list.html).toContain("Miel Picosa con Chile Rayado Ahumado");
      expect(list.headers.get("Cache-Control")).toBe("private, no-store");
      const home = await read("/");
      expect(home.status).toBe(200);
      expect(home.html).toContain(notice);
      expect(home.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      await empty.d1.exec("ALTER TABLE products_fuera RENAME TO products");
    }
  });
});
