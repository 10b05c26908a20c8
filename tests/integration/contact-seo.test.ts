import { describe, expect, it } from "vitest";
import { sampleProducts } from "../../app/db/seed-data";
import { SPAM_ROBOT } from "../support/fixtures";
import { expectAllIn, unescapeHtml } from "../support/html";
import { workerSuite } from "../support/worker-suite";
import { CATALOGUE_PAGES } from "../support/site-pages";

const MESSAGES = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
} as const;

const PUBLIC_PAGES = [
  ...CATALOGUE_PAGES,
  "/contact",
  "/associates",
  "/clients",
  "/privacidad",
  "/lista-de-precios",
];

const worker = workerSuite({ http: true });

/**
 * A form post over real HTTP, as a browser without JavaScript sends it:
 * Remix also checks that `Origin` matches `Host`, and `worker.fetch`
 * (Miniflare's dispatchFetch) sends the loopback Host whatever the URL says.
 */
function postContact(
  body: Record<string, string> | string,
  { origin = worker.url, contentType = "application/x-www-form-urlencoded" } = {},
): Promise<Response> {
  return fetch(`${worker.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": contentType },
    body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
  });
}

/** The page's HTML as a reader sees its text (React's <!-- --> separators removed). */
async function readHtml(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("GET /contact", () => {
  it("shows the heading, the address, the phone, the chat and maps links, and the links to other pages", async () => {
    const response = await worker.fetch("/contact");
    expect(response.status).toBe(200);
    const html = await readHtml(response);
    expect(html).toMatch(/<h1[^>]*>Contáctanos<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("<title>Contáctanos | ");
    expect(html).toContain('rel="canonical" href="https://mielpicosa.example/contact"');
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    expect(main).toContain(
      "Domicilio conocido, Valle de Hidalgo, C.P. 42470, Nopala de Villagrán, Hidalgo, México",
    );
    expect(main).toMatch(/<a[^>]*href="tel:\+527711234567"[^>]*>\+52 771 123 4567<\/a>/);
    expect(main).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+"/,
    );
    expect(main).toMatch(/href="https:\/\/wa\.me\/527711234567\?text=[^"]+"/);
    for (const path of ["/", "/associates", "/clients", "/admin", "/privacidad"]) {
      expect(main, path).toContain(`href="${path}"`);
    }
    expect(main).toContain("Aviso de Privacidad");
  });

  it("has the form's three labelled fields, the honeypot and a post to /contact", async () => {
    const html = await readHtml(await worker.fetch("/contact"));
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/contact"/);
    expect(html).toMatch(/<label[^>]*for="contacto-name"[^>]*>Nombre<\/label>/);
    expect(html).toMatch(/<label[^>]*for="contacto-email"[^>]*>Correo electrónico<\/label>/);
    expect(html).toMatch(/<label[^>]*for="contacto-message"[^>]*>Mensaje<\/label>/);
    expect(html).toMatch(
      /<input[^>]*type="email"[^>]*id="contacto-email"|<input[^>]*id="contacto-email"[^>]*type="email"/,
    );
    expect(html).toMatch(/<textarea[^>]*id="contacto-message"/);
    // The browser stops at the server's limits: a long paste is cut, never refused whole.
    expect(html).toMatch(/<input[^>]*id="contacto-name"[^>]*maxlength="120"/i);
    expect(html).toMatch(/<textarea[^>]*id="contacto-message"[^>]*maxlength="2000"/i);
    const form = html.match(/<form[\s\S]*?<\/form>/)?.[0] ?? "";
    const honeypot = form.match(/<div aria-hidden="true"[^>]*>[\s\S]*?<\/div>/)?.[0] ?? "";
    expect(honeypot).toMatch(/<input[^>]*name="website"/);
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });
});

describe("POST /contact", () => {
  it("answers a valid message with a 303 to the chat, with name, e-mail and message in the text", async () => {
    const fields = {
      name: "Lucía Hernández",
      email: "lucia@example.com",
      message: "Quisiera 3 frascos de miel picosa & una caja de regalo, ¿hacen envíos a Pachuca?",
    };
    const response = await postContact(fields);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    expect(location.startsWith("https://wa.me/527711234567?text=")).toBe(true);
    const text = new URL(location).searchParams.get("text") ?? "";
    expect(text).toContain(fields.name);
    expect(text).toContain(fields.email);
    expect(text).toContain(fields.message);
  });

  it("re-renders the page with status 400, the three messages and what was typed", async () => {
    const typed = { name: "   ", email: "lucia-sin-arroba", message: "Hola <b>!" };
    const response = await postContact(typed);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await readHtml(response);
    for (const message of Object.values(MESSAGES)) expect(html).toContain(message);
    const email = html.match(/<input[^>]*id="contacto-email"[^>]*>/)?.[0] ?? "";
    expect(email).toContain('value="lucia-sin-arroba"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toMatch(/aria-describedby="[^"]*contacto-email-error/);
    const message =
      html.match(/<textarea[^>]*id="contacto-message"[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? "";
    expect(unescapeHtml(message)).toBe("Hola <b>!");
    expect(html).not.toContain("Hola <b>!");
  });

  it("reports only the wrong field when the others are right, keeping all the input", async () => {
    const response = await postContact({
      name: "Lucía",
      email: "lucia@example.com",
      message: "Corto",
    });
    expect(response.status).toBe(400);
    const html = await readHtml(response);
    expect(html).toContain(MESSAGES.message);
    expect(html).not.toContain(MESSAGES.name);
    expect(html).not.toContain(MESSAGES.email);
    expect(html).toMatch(
      /<input[^>]*id="contacto-name"[^>]*value="Lucía"|<input[^>]*value="Lucía"[^>]*id="contacto-name"/,
    );
  });

  it("drops a message whose honeypot is filled without opening the chat", async () => {
    const response = await postContact({
      ...SPAM_ROBOT,
      message: "Compre seguidores baratos en nuestro sitio",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact");
  });

  it("refuses a post from another site", async () => {
    const response = await postContact(
      { name: "Lucía", email: "lucia@example.com", message: "Hola desde otro sitio" },
      { origin: "https://otro-sitio.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("Location")).toBeNull();
  });

  it("refuses a body that is not a form", async () => {
    const response = await postContact(
      JSON.stringify({
        name: "Lucía",
        email: "lucia@example.com",
        message: "Hola, un mensaje largo",
      }),
      { contentType: "application/json" },
    );
    expect(response.status).toBe(415);
    expect(response.headers.get("Location")).toBeNull();
  });
});

describe("sitemap.xml", () => {
  it("lists every public page and every product page with absolute URLs", async () => {
    const response = await worker.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(response.headers.get("cache-control")).toContain("s-maxage=3600");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(
      /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">[\s\S]*<\/urlset>\s*$/,
    );
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    const locs = urls.map((url) => url.match(/^<loc>([^<]+)<\/loc>/)?.[1]);
    expect(
      locs.every((loc) => loc !== undefined && /^https:\/\/mielpicosa\.example\//.test(loc)),
    ).toBe(true);
    expect(locs).toHaveLength(PUBLIC_PAGES.length + sampleProducts.length);
    for (const path of PUBLIC_PAGES)
      expect(locs).toContain(new URL(path, "https://mielpicosa.example").toString());
    for (const { slug } of sampleProducts) {
      const url = urls.find((entry) =>
        entry.includes(`<loc>https://mielpicosa.example/products/${slug}</loc>`),
      );
      expect(url, slug).toBeDefined();
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z<\/lastmod>/);
    }
    // Well-formed: nothing but the declaration and <url> entries inside <urlset>.
    const rest = xml
      .replace(/^<\?xml[^>]*\?>/, "")
      .replace(/<urlset[^>]*>/, "")
      .replace("</urlset>", "")
      .replace(/<url><loc>[^<&]*<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/url>/g, "");
    expect(rest.trim()).toBe("");
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps robots out of the admin, the API and the backup, and names the sitemap", async () => {
    const response = await worker.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expectAllIn(lines, [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /api/",
      "Disallow: /backup",
      "Sitemap: https://mielpicosa.example/sitemap.xml",
    ]);
  });
});
