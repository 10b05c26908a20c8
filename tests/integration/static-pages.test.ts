import { describe, expect, it } from "vitest";
import { SAMPLE_SITE_URL, sampleBusiness, sampleStoryFacts } from "../../app/content/business";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { sampleRecipes, sampleStores } from "../../app/db/seed-data";
import { signInAs } from "../support/api";
import { startWorker } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { expectAllIn } from "../support/html";

const STATIC_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
const DATA_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const PRIVATE = "private, no-store";
const REDIRECTING = "Redirigiendo a la página de descargas...";

const PAGES = [
  ["/about", "Nuestra Historia"],
  ["/smoked-chili", "Chile Rayado Ahumado"],
  ["/sustainability", "Calidad y Sustentabilidad"],
  ["/stores", "Puntos de Venta"],
  ["/recipes", "Ideas y Recetas"],
  ["/privacidad", "Aviso de Privacidad"],
] as const;

const worker = workerSuite();

/** The page's HTML as a reader sees its text: no React separators, entities decoded. */
function readable(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

async function page(
  path: string,
  init?: RequestInit,
): Promise<{ response: Response; html: string }> {
  const response = await worker.fetch(path, init);
  return { response, html: readable(await response.text()) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The inside of <main>, so the shell's own links do not count. */
function mainOf(html: string): string {
  return html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
}

function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, ""),
  );
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

describe("the story and information pages", () => {
  it.each(PAGES)("%s answers 200 with one h1 '%s'", async (path, title) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(h1Texts(html)).toEqual([title]);
    expect(html).toContain(`<title>${title} | ${defaultSiteSettings.business.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SAMPLE_SITE_URL}${path}"/>`);
  });

  it("tells the story on /about: 2023, Nopala de Villagrán, the domes, and links to /sustainability", async () => {
    const main = mainOf((await page("/about")).html);
    expect(main).toContain("2023");
    expect(main).toContain("Nopala de Villagrán");
    expect(main).toContain("Valle de Hidalgo");
    expect(main).toContain("domos geodésicos");
    expect(main).toContain("chile rayado");
    expect(main).toMatch(/<a[^>]*href="\/sustainability"/);
    expect(main).toMatch(/<img[^>]*src="\/images\/domos-geodesicos\.webp"/);
  });

  it("shows /smoked-chili's sections, four feature cards, two pictures and the way to /about", async () => {
    const main = mainOf((await page("/smoked-chili")).html);
    expect(main).toMatch(/<h2[^>]*>Un tesoro escondido en las montañas de Hidalgo<\/h2>/);
    const cards = [...main.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(cards).toEqual([
      "Ahumado artesanal",
      "Picor que se desvanece",
      "Cultivo en domos",
      "Sabor profundo",
    ]);
    expect(cards).toEqual(defaultSiteSettings.smokedChili.features.map((feature) => feature.title));
    expect(main).toMatch(/<img[^>]*src="\/images\/sierra-hidalgo\.webp"/);
    expect(main).toMatch(/<img[^>]*src="\/images\/ahumado-artesanal\.webp"/);
    expect(main).toMatch(/<a[^>]*href="\/about"[^>]*>[\s\S]*?Conoce Nuestra Historia/);
  });

  it("covers the four sustainability topics honestly and links to /products", async () => {
    const main = mainOf((await page("/sustainability")).html);
    expectAllIn(main, [
      "domos geodésicos",
      "bio ring",
      "Calidad orgánica",
      "Uso eficiente del agua",
    ]);
    expect(main).toContain("Estamos en proceso de obtener la certificación orgánica");
    expect(main).not.toMatch(/orgánicos? certificados?(?!»)/i);
    expect(main).toMatch(/<a[^>]*href="\/products"/);
  });

  it("gives the privacy notice the responsible party, ARCO rights, cookies and a date", async () => {
    const main = mainOf((await page("/privacidad")).html);
    expect(main).toContain(sampleBusiness.name);
    expect(main).toContain(sampleBusiness.email);
    expect(main).toContain(sampleStoryFacts.town);
    expect(main).toContain(
      "Ley Federal de Protección de Datos Personales en Posesión de los Particulares",
    );
    expect(main).toContain("Tus derechos ARCO");
    expect(main).toContain("Cookies");
    expect(main).toContain("No usamos cookies de publicidad");
    expect(main).toContain("No los guardamos");
    expect(main).toMatch(
      /Última actualización: <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} de [a-z]+ de \d{4}<\/time>/,
    );
    expect(main).toContain("pendiente de revisión por el productor");
  });
});

describe("/stores", () => {
  it("lists every seeded store with its address, phone link and maps link", async () => {
    const main = mainOf((await page("/stores")).html);
    for (const store of sampleStores) {
      expect(main).toContain(`>${store.name}</h3>`);
      expect(main).toContain(store.address);
      expect(main).toContain(`${store.city}, ${store.state}`);
      if (store.description) expect(main).toContain(store.description);
      if (store.phone) expect(main).toContain(`href="tel:${store.phone.replace(/\D/g, "")}"`);
      const query = encodeURIComponent(`${store.address}, ${store.city}, ${store.state}, México`);
      expect(main).toContain(`href="https://www.google.com/maps/search/?api=1&query=${query}"`);
    }
    expect(main.match(/href="tel:/g)).toHaveLength(
      sampleStores.filter((store) => store.phone).length,
    );
  });

  it("announces the expansion under 'Próximamente' with a link to /contact", async () => {
    const main = mainOf((await page("/stores")).html);
    const block =
      main.match(/<section[^>]*aria-labelledby="proximamente-titulo"[\s\S]*?<\/section>/)?.[0] ??
      "";
    expect(block).toMatch(/<h2[^>]*>Próximamente<\/h2>/);
    expectAllIn(block, [
      "Hidalgo",
      "Guanajuato",
      "Ciudad de México",
      "Querétaro",
      "otras ciudades",
    ]);
    expect(block).toMatch(/<a[^>]*href="\/contact"/);
  });
});

describe("/recipes", () => {
  it("shows every seeded recipe with its picture, preparation and Instagram link", async () => {
    const main = mainOf((await page("/recipes")).html);
    for (const recipe of sampleRecipes) {
      expect(main).toMatch(new RegExp(`<h2[^>]*>${recipe.title}</h2>`));
      expect(main).toContain(recipe.description);
      // The line breaks reach the page, shown by whitespace-pre-line.
      const preparation = main.match(
        new RegExp(`<p class="([^"]*)">${escapeRegExp(recipe.instructions)}</p>`),
      );
      expect(preparation?.[1]?.split(" ")).toContain("whitespace-pre-line");
      expect(main).toMatch(new RegExp(`<img[^>]*src="${recipe.imageUrl}"[^>]*srcSet="[^"]+768w`));
      const link = main.match(new RegExp(`<a[^>]*href="${recipe.instagramUrl}"[^>]*>`))?.[0] ?? "";
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    expect(main).toMatch(/<a[^>]*href="\/smoked-chili"/);
  });

  it("describes each recipe as schema.org Recipe data", async () => {
    const { html } = await page("/recipes");
    const recipes = jsonLdBlocks(html).filter((block) => block["@type"] === "Recipe");
    expect(recipes.map((recipe) => recipe.name)).toEqual(
      sampleRecipes.map((recipe) => recipe.title),
    );
    for (const [index, recipe] of recipes.entries()) {
      const seeded = sampleRecipes[index];
      expect(recipe["@context"]).toBe("https://schema.org");
      expect(recipe.description).toBe(seeded?.description);
      expect(recipe.image).toEqual([`${SAMPLE_SITE_URL}${seeded?.imageUrl}`]);
      expect(recipe.author).toEqual({
        "@type": "Organization",
        name: defaultSiteSettings.business.name,
        url: SAMPLE_SITE_URL,
      });
      const numberedSteps = (seeded?.instructions ?? "")
        .split("\n")
        .filter((line) => /^\d+\.\s/.test(line));
      expect(recipe.recipeInstructions).toEqual(
        numberedSteps.map((line) => ({
          "@type": "HowToStep",
          text: line.replace(/^\d+\.\s+/, ""),
        })),
      );
      expect(Array.isArray(recipe.recipeIngredient) && recipe.recipeIngredient.length > 2).toBe(
        true,
      );
    }
  });
});

describe("empty lists", () => {
  it("shows friendly messages when there are no stores and no recipes", async () => {
    const empty = await startWorker({ seed: false });
    try {
      const stores = readable(await (await empty.fetch("/stores")).text());
      expect(stores).toContain("Aún no hay puntos de venta publicados.");
      expect(stores).toMatch(/<h2[^>]*>Próximamente<\/h2>/);
      const recipes = readable(await (await empty.fetch("/recipes")).text());
      expect(recipes).toContain("Todavía no hay recetas publicadas.");
      expect(jsonLdBlocks(recipes).filter((block) => block["@type"] === "Recipe")).toEqual([]);
    } finally {
      await empty.dispose();
    }
  });
});

describe("/downloads", () => {
  it.each(["/downloads", "/downloads/", "/downloads/anything", "/downloads/catalogo/2026.pdf"])(
    "%s redirects to the static index and says so in the body",
    async (path) => {
      const response = await worker.fetch(path, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/downloads/index.html");
      expect(response.headers.get("content-type")).toContain("text/html");
      const body = await response.text();
      expect(body).toContain(REDIRECTING);
      expect(body).toContain('<a href="/downloads/index.html">');
    },
  );

  it("serves /downloads/index.html from the static assets", async () => {
    const response = await worker.fetch("/downloads/index.html", { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain("<h1>Descargas</h1>");
    expect(html).toContain("Ficha de producto");
    expect(html).toContain("Próximamente");
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});

describe("Cache-Control", () => {
  it.each([
    ["/stores", DATA_CACHE],
    ["/recipes", DATA_CACHE],
    ["/about", STATIC_CACHE],
    ["/smoked-chili", STATIC_CACHE],
    ["/sustainability", STATIC_CACHE],
    ["/privacidad", STATIC_CACHE],
  ])("%s may be shared for an anonymous visitor (%s)", async (path, expected) => {
    const response = await worker.fetch(path);
    expect(response.headers.get("cache-control")).toBe(expected);
  });

  it("is never shared for a signed-in admin, whose pages show the admin shortcut", async () => {
    const cookie = await signInAs(worker);
    for (const [path] of PAGES) {
      const response = await worker.fetch(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE);
      expect(await response.text(), path).toContain('href="/admin/auth"');
    }
  });
});
