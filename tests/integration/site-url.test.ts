import { describe, expect, it } from "vitest";
import { workerSuite } from "../support/worker-suite";

/**
 * The canonical address follows the domain the site is served on (a
 * workers.dev address, then the producer's own domain), unless SITE_URL
 * names one (docs/decisions/028-launch-day.md).
 */

const canonicalOf = async (response: Response) =>
  /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];

describe("without SITE_URL", () => {
  const worker = workerSuite({ vars: { SITE_URL: "" } });

  it("canonical links, the sitemap and robots.txt name the domain each request came to", async () => {
    for (const origin of ["https://miel-picosa.cuenta.workers.dev", "https://www.mielpicosa.mx"]) {
      expect(await canonicalOf(await worker.fetch(`${origin}/products`))).toBe(
        `${origin}/products`,
      );
      const robots = await (await worker.fetch(`${origin}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const sitemap = await (await worker.fetch(`${origin}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
      expect(sitemap).not.toContain("mielpicosa.example");
    }
  });
});

describe("with SITE_URL", () => {
  const worker = workerSuite({ vars: { SITE_URL: "https://www.mielpicosa.mx/" } });

  it("names that address whatever domain served the page", async () => {
    const response = await worker.fetch("https://miel-picosa.cuenta.workers.dev/about");
    expect(await canonicalOf(response)).toBe("https://www.mielpicosa.mx/about");
  });
});
