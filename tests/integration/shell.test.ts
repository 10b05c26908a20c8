import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/api";
import { projectRoot } from "../support/paths";
import { workerSuite } from "../support/worker-suite";

const NAVIGATION = [
  ["Inicio", "/"],
  ["Productos", "/products"],
  ["Chile Rayado Ahumado", "/smoked-chili"],
  ["Puntos de Venta", "/stores"],
  ["Ideas y Recetas", "/recipes"],
  ["Calidad y Sustentabilidad", "/sustainability"],
  ["Nosotros", "/about"],
  ["Contáctanos", "/contact"],
] as const;

const worker = workerSuite();

describe("the app shell, served by the production Worker", () => {
  it("renders the Spanish document with the eight navigation links and the footer", async () => {
    const response = await worker.fetch("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    // React separates adjacent text with <!-- -->; a reader does not see it.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<html lang="es-MX"/);
    const nav = html.match(/<nav[^>]*aria-label="Principal"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    for (const [label, href] of NAVIGATION) {
      expect(nav).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>[\\s\\S]*?${label}`));
    }
    expect(nav).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/,
    );
    expect(html).toContain(`© ${new Date().getFullYear()}`);
    expect(html).toContain("Nopala de Villagrán");
  });

  const symbolNames = [
    ...readFileSync(`${projectRoot}app/assets/icons.svg`, "utf8").matchAll(/<symbol id="([^"]+)"/g),
  ].map((match) => match[1]);

  it.each(["/", "/about", "/admin/auth", "/no-existe"])(
    "writes the icons' symbols into %s once, and each icon it shows names one of them",
    async (path) => {
      const html = await (await worker.fetch(path)).text();
      const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
      expect(symbols, path).toEqual(symbolNames.map((name) => `icono-${name}`));
      expect(html, path).toMatch(/<svg id="iconos" class="hidden"><symbol /);
      const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1] ?? "");
      expect(used.length, path).toBeGreaterThan(0);
      for (const id of used) expect(symbols, `${path}: #${id}`).toContain(id);
      expect(html, path).not.toMatch(/\/assets\/[^"]*\.svg/);
    },
  );

  it("has no admin shortcut for an anonymous visitor", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(html).not.toContain('href="/admin/auth"');
  });

  it("shows the admin shortcut to a signed-in admin", async () => {
    const cookie = await signInAs(worker);
    const html = await (await worker.fetch("/", { headers: { Cookie: cookie } })).text();
    expect(html).toMatch(
      /<a[^>]*href="\/admin\/auth"[^>]*aria-label="Panel de administración"|<a[^>]*aria-label="Panel de administración"[^>]*href="\/admin\/auth"/,
    );
  });

  it("answers an unknown route with the 404 page and status 404", async () => {
    const response = await worker.fetch("/esta-pagina-no-existe");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toMatch(/<nav[^>]*aria-label="Principal"/);
  });

  it("serves built assets from the assets binding with a long cache", async () => {
    const html = await (await worker.fetch("/")).text();
    const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const response = await worker.fetch(stylesheet ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/css");
  });
});
