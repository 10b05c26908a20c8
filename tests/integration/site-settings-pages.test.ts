import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl } from "../../app/view/seo";
import { formRequest } from "../support/api";
import { freshAddresses } from "../support/addresses";
import { storeCode } from "../support/codes";
import { emailsAfter } from "../support/emails";
import { validInvitationRequest } from "../support/fixtures";
import { shownPageText } from "../support/html";
import { STANDALONE_COOKIES } from "../support/requests";
import { adminCookie } from "../support/session";
import { HYDRATED_PAGES, SCRIPTLESS_PAGES } from "../support/site-pages";
import {
  ownerSiteSettings as owner,
  putSiteSettings,
  SAMPLE_PHONE,
  SAMPLE_WHATSAPP,
} from "../support/site-settings";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * Once the owner's site settings are saved, every page a visitor sees (and
 * the owner's e-mail, the printed cards) shows them: the identity, the
 * WhatsApp links, the structured data and meta tags, the pictures and the
 * page texts; the samples' phone and WhatsApp number show nowhere. The same
 * when D1 fails and in standalone mode: the settings' copy is in KV.
 */

const NOTIFY = { to: "dueno@nogales-prueba.example", from: "avisos@nogales-prueba.example" };
const { worker, proxy } = proxiedWorkerSuite({ notify: NOTIFY });
const { business } = owner;
const freshAddress = freshAddresses("10.252");

/** An upload's manifest entry: its variants, as the upload pipeline lists them. */
const UPLOADED_HERO = {
  src: "/images/uploads/colmenas-amanecer.webp",
  placeholder: "/images/uploads/colmenas-amanecer-placeholder.webp",
  width: 1600,
  height: 900,
  variants: [
    { src: "/images/uploads/colmenas-amanecer-640w.webp", width: 640, height: 360 },
    { src: "/images/uploads/colmenas-amanecer.webp", width: 1600, height: 900 },
  ],
};

beforeAll(async () => {
  await worker.storage.kvPut(
    "image-manifest",
    JSON.stringify({ "colmenas-amanecer": UPLOADED_HERO }),
  );
  // The owner names who receives the notices ('Avisos por correo').
  await putSiteSettings(worker, { ...owner, notices: { recipient: NOTIFY.to } });
});

afterAll(() => {
  proxy.mode = "pass";
});

/** The page's HTML without React's text separators. */
async function page(path: string, init?: RequestInit): Promise<string> {
  const response = await worker.fetch(path, init);
  expect(response.status, path).toBeLessThan(500);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The page as a reader sees it: no scripts, entities undone. */
async function shown(path: string, init?: RequestInit): Promise<string> {
  return shownPageText(await worker.fetch(path, init));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

/** The `text` prefilled in every `https://wa.me/…` link of the page, by number. */
function whatsappLinks(html: string): { number: string; text: string | null }[] {
  return [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map((match) => {
    const url = new URL((match[1] ?? "").replaceAll("&amp;", "&"));
    return { number: url.pathname.slice(1), text: url.searchParams.get("text") };
  });
}

function metaContent(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
}

/** The inside of the page's `<main>`. */
function mainOf(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** The `<img>` with this alternative text. */
function imageWithAlt(html: string, alt: string): string {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .find((img) => img.includes(`alt="${alt}"`));
  if (!tag) throw new Error(`no <img alt="${alt}">`);
  return tag;
}

const PUBLIC_PAGES = [
  ...new Set<string>([
    ...HYDRATED_PAGES.filter((path) => path !== "/admin/auth"),
    ...SCRIPTLESS_PAGES,
  ]),
  "/products/miel-picosa-chile-rayado-ahumado",
];

describe("the owner's identity", () => {
  it("is the header's and footer's on every public page", async () => {
    for (const path of PUBLIC_PAGES) {
      const html = await shown(path);
      const footer = html.slice(html.indexOf("<footer"));
      expect(html, path).toContain(`<span>${business.name}</span>`);
      expect(footer, path).toContain(business.footerDescription);
      expect(footer, path).toContain(`href="mailto:${business.email}"`);
      expect(footer, path).toContain(`href="tel:+524429876543"`);
      expect(footer, path).toContain(business.phone);
      expect(footer, path).toContain(business.address);
      expect(footer, path).toContain(`href="${business.mapsUrl}"`);
      expect(footer, path).toContain(`href="${business.facebookUrl}"`);
      expect(footer, path).toContain(`href="${business.instagramUrl}"`);
      expect(footer, path).toContain(`aria-label="Instagram de ${business.name}"`);
      expect(footer, path).toMatch(new RegExp(`© \\d{4} ${business.name}\\. Todos`));
    }
  });

  it("is the one every page's meta tags name, with the owner's default shared picture", async () => {
    // The not-found page has no sharing tags.
    const shared = PUBLIC_PAGES.filter((path) => path !== "/no-existe-esta-pagina");
    for (const path of shared) {
      const html = await page(path);
      expect(metaContent(html, "og:site_name"), path).toBe(business.name);
    }
    const products = await page("/products");
    expect(products).toContain(`<title>Nuestros Productos | ${business.name}</title>`);
    expect(metaContent(products, "og:image")).toBe(absoluteUrl(owner.pictures.shareImage.imageUrl));
    expect(await page("/no-existe-esta-pagina")).toContain(
      `<title>Página no encontrada | ${business.name}</title>`,
    );
  });

  it("is on /contact: address, maps link, phone, e-mail and the chat with the owner's number", async () => {
    const main = mainOf(await shown("/contact"));
    expect(main).toContain(`<address class="not-italic">${business.address}</address>`);
    expect(main).toContain(`href="${business.mapsUrl}"`);
    expect(main).toContain(`href="tel:+524429876543"`);
    expect(main).toContain(`href="mailto:${business.email}"`);
    expect(whatsappLinks(main)).toEqual([
      { number: business.whatsappNumber, text: expect.stringContaining("¡Hola!") as string },
    ]);
  });

  it("takes the contact form's message to the owner's WhatsApp without JavaScript", async () => {
    const response = await worker.fetch(
      "/contact",
      formRequest({ name: "Ana López", email: "ana@correo.example", message: "¿Hacen envíos?" }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.origin + location.pathname).toBe(`https://wa.me/${business.whatsappNumber}`);
    expect(location.searchParams.get("text")).toContain("Mensaje:\n¿Hacen envíos?");
  });

  it("gives every WhatsApp link the owner's number, with its prefilled text", async () => {
    const home = whatsappLinks(await page("/"));
    expect(home).toEqual([
      {
        number: business.whatsappNumber,
        text: "¡Hola! Me gustaría conocer más sobre sus productos de miel picosa y chile rayado ahumado.",
      },
      {
        number: business.whatsappNumber,
        text: "Hola, quiero pedir Miel Picosa con Chile Rayado Ahumado (250 g, $220 MXN). https://mielpicosa.example/products/miel-picosa-chile-rayado-ahumado",
      },
    ]);
    const product = whatsappLinks(await page("/products/miel-picosa-chile-rayado-ahumado"));
    expect(product.length).toBeGreaterThan(0);
    for (const link of product) {
      expect(link.number).toBe(business.whatsappNumber);
      expect(link.text).toContain("Miel Picosa con Chile Rayado Ahumado");
    }
  });

  it("is the invitation pages' WhatsApp button, with the code in its text", async () => {
    await storeCode(worker, "NOGALES-WA-1", {
      name: "Marta Ruiz",
      company: "Café La Sierra",
      email: "marta@cafesierra.example",
      phone: "442 555 0101",
    });
    for (const path of ["/associates", "/clients"]) {
      const links = whatsappLinks(await page(`${path}?code=NOGALES-WA-1`));
      expect(links, path).toHaveLength(1);
      expect(links[0]?.number, path).toBe(business.whatsappNumber);
      expect(links[0]?.text, path).toContain("NOGALES-WA-1");
    }
  });

  it("is the LocalBusiness data of the home page: one-line address in Mexico, phone, e-mail, profiles", async () => {
    const [data] = jsonLd(await page("/"));
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      name: business.name,
      description: business.tagline,
      telephone: business.phone,
      email: business.email,
      image: absoluteUrl("/images/uploads/colmenas-amanecer.webp"),
      address: { "@type": "PostalAddress", streetAddress: business.address, addressCountry: "MX" },
      sameAs: [business.facebookUrl, business.instagramUrl],
    });
  });

  it("is the brand of the product and recipe markup", async () => {
    const product = jsonLd(await page("/products/miel-picosa-chile-rayado-ahumado")).find(
      (data) => data["@type"] === "Product",
    );
    expect(product?.brand).toMatchObject({ "@type": "Organization", name: business.name });
    const recipes = jsonLd(await page("/recipes")).filter((data) => data["@type"] === "Recipe");
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) {
      expect(recipe.author).toMatchObject({ "@type": "Organization", name: business.name });
    }
  });

  it("closes the price list", async () => {
    const main = mainOf(await shown("/lista-de-precios"));
    expect(main).toContain(`<p class="font-semibold text-smoke-900">${business.name}</p>`);
    expect(main).toContain(`${business.email} · ${business.phone}`);
    expect(main).toContain(`<p>${business.address}</p>`);
    expect(await page("/lista-de-precios")).toContain(
      `<title>Lista de Precios | ${business.name}</title>`,
    );
  });

  it("heads every printed invitation card", async () => {
    const id = await storeCode(worker, "NOGALES-TARJETA-1", {
      name: "Pedro Gil",
      company: "Tienda El Nogal",
      email: "pedro@elnogal.example",
      phone: "442 555 0102",
    });
    const html = await shown(`/admin/codes/cards?id=${id}`, {
      headers: { Cookie: await adminCookie(worker) },
    });
    const card = html.slice(html.indexOf('data-card-code="NOGALES-TARJETA-1"'));
    expect(card).toContain(`<span>${business.name}</span>`);
    expect(html).toContain(
      `<title>Tarjetas de invitación · Panel de Administración | ${business.name}</title>`,
    );
  });

  it("signs the owner's e-mail notice of a request", async () => {
    await storeCode(worker, "NOGALES-AVISO-1", {
      name: "Rosa Díaz",
      company: "Casa Díaz",
      email: "rosa@correo.example",
      phone: "442 555 0103",
    });
    const before = worker.sentEmails().length;
    const response = await worker.fetch(
      "/clients",
      formRequest(validInvitationRequest("NOGALES-AVISO-1"), {
        "CF-Connecting-IP": freshAddress(),
      }),
    );
    expect(response.status).toBe(200);
    const [email] = await emailsAfter(worker, before);
    const parsed = await PostalMime.parse(email?.raw ?? "");
    expect(parsed.from).toEqual({ name: business.name, address: NOTIFY.from });
  });

  it("leaves the sample phone and WhatsApp number off every public page", async () => {
    for (const path of [...PUBLIC_PAGES, "/downloads/index.html"]) {
      const html = await page(path);
      expect(html, path).not.toMatch(SAMPLE_PHONE);
      expect(html, path).not.toContain(SAMPLE_WHATSAPP);
    }
  });
});

describe("the owner's pictures and texts", () => {
  it("are the home page's hero slides, subtitle and philosophy, as text", async () => {
    const html = await page("/");
    const hero = imageWithAlt(html, "Colmenas al amanecer en la sierra");
    expect(hero).toContain('src="/images/uploads/colmenas-amanecer.webp"');
    expect(hero).toMatch(/srcSet="\/images\/uploads\/colmenas-amanecer-640w\.webp 640w, /i);
    expect(imageWithAlt(html, "Nuestros domos vistos desde el cerro")).toContain(
      'src="/images/domos-geodesicos.webp"',
    );
    expect(html).not.toContain("Frascos de Miel Picosa con chiles rayados ahumados");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${business.name}</h1>`));
    expect(html).toContain(owner.home.subtitle);
    expect(metaContent(html, "description")).toBe(owner.home.subtitle);
    expect(html).toMatch(/<h2 id="filosofia"[^>]*>Lo que nos mueve<\/h2>/);
    expect(html).toContain("Cuidamos a las abejas antes que a la cosecha.");
    expect(html).toContain("Miel &amp; chile &lt;sin&gt; conservadores, como en casa.");
    expect(html).not.toContain("<sin>");
    expect(metaContent(html, "og:image")).toBe(absoluteUrl(UPLOADED_HERO.src));
  });

  it("are /about's intro, sections and pictures; the link to /sustainability stays on the second section", async () => {
    const html = await page("/about");
    const main = mainOf(html);
    expect(metaContent(html, "description")).toBe(owner.story.description);
    expect(main).toContain("Empezamos con tres colmenas en el patio de la abuela.");
    const headings = [...main.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(owner.story.sections.map((section) => section.heading));
    const second = main.slice(
      main.indexOf("Por qué en la sierra"),
      main.indexOf("La miel con chile"),
    );
    expect(second).toMatch(/href="\/sustainability"/);
    expect(main).toContain("<span>Chile secado al sol</span>");
    expect(imageWithAlt(main, "El patio de la abuela con las primeras colmenas")).toContain(
      'src="/images/uploads/apiario-patio.webp"',
    );
    expect(main).toContain("Donde empezó todo.");
    expect(imageWithAlt(main, "El ahumador de leña de encino")).toContain(
      'src="/images/uploads/ahumador-encino.webp"',
    );
    expect(main).toMatch(/href="\/smoked-chili"/);
    expect(metaContent(html, "og:image")).toBe(absoluteUrl("/images/uploads/apiario-patio.webp"));
  });

  it("are /smoked-chili's texts, its features with the code's icons by position, and its pictures", async () => {
    const main = mainOf(await page("/smoked-chili"));
    expect(main).toContain(owner.smokedChili.intro);
    expect(main).toMatch(/<h2[^>]*>El chile del huerto<\/h2>/);
    const cards = [...main.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(cards).toEqual(owner.smokedChili.features.map((feature) => feature.title));
    const icons = [...main.matchAll(/<use href="#icono-([\w-]+)"/g)].map((match) => match[1]);
    for (const icon of ["flame", "timer", "hexagon", "sparkles"]) expect(icons).toContain(icon);
    expect(imageWithAlt(main, "La Sierra Gorda entre la neblina")).toContain(
      'src="/images/uploads/sierra-gorda.webp"',
    );
    expect(imageWithAlt(main, "Chiles secándose al sol sobre petates")).toContain(
      'src="/images/uploads/chiles-al-sol.webp"',
    );
    expect(main).toMatch(/<h2[^>]*>Pruébalo con miel<\/h2>/);
    expect(main).toMatch(/href="\/about"/);
  });

  it("are /sustainability's topics, with the code's icons, and its picture", async () => {
    const main = mainOf(await page("/sustainability"));
    expect(main).toContain(owner.sustainability.intro);
    for (const topic of owner.sustainability.topics) expect(main).toContain(topic.heading);
    expect(main).not.toContain("bio ring");
    expect(imageWithAlt(main, "El huerto después de la lluvia")).toContain(
      'src="/images/uploads/huerto-lluvia.webp"',
    );
    expect(main).toMatch(/href="\/products"/);
  });

  it("are /stores' 'Próximamente' block: its heading, text, cities and invitation", async () => {
    const main = mainOf(await page("/stores"));
    expect(main).toMatch(/<h2[^>]*>Muy pronto<\/h2>/);
    expect(main).toContain(owner.stores.comingSoonText);
    const places = [...main.matchAll(/<li class="rounded-full[^"]*">([^<]+)<\/li>/g)].map(
      (match) => match[1],
    );
    expect(places).toEqual(owner.stores.places);
    expect(main).toContain(owner.stores.invitation);
    expect(main).toMatch(/href="\/contact"/);
  });
});

describe("every mode", () => {
  it("shows the owner's identity and pictures when D1 fails", async () => {
    proxy.mode = "fail-all";
    try {
      for (const path of ["/", "/products", "/contact", "/about", "/stores"]) {
        const html = await page(path);
        expect(html, path).toContain(business.name);
        expect(html, path).toContain(business.phone);
        expect(html, path).not.toMatch(SAMPLE_PHONE);
        expect(html, path).not.toContain(SAMPLE_WHATSAPP);
      }
      expect(await page("/")).toContain('src="/images/uploads/colmenas-amanecer.webp"');
      expect(await page("/about")).toContain('src="/images/uploads/apiario-patio.webp"');
    } finally {
      proxy.mode = "pass";
    }
  });

  it("shows the owner's identity and pictures in standalone mode", async () => {
    const headers = { Cookie: STANDALONE_COOKIES };
    for (const path of ["/", "/products", "/contact", "/about", "/stores"]) {
      const html = await page(path, { headers });
      expect(html, path).toContain(business.name);
      expect(html, path).toContain(business.phone);
      expect(html, path).not.toMatch(SAMPLE_PHONE);
      expect(html, path).not.toContain(SAMPLE_WHATSAPP);
    }
    expect(await page("/", { headers })).toContain('src="/images/uploads/colmenas-amanecer.webp"');
    expect(whatsappLinks(await page("/contact", { headers }))[0]?.number).toBe(
      business.whatsappNumber,
    );
  });
});
