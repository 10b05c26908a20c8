import { describe, expect, it } from "vitest";
import { workerSuite } from "../support/worker-suite";

/**
 * public/_headers: the build's files, whose names carry a hash of their
 * content, are kept by the browser for a year; files whose names stay the
 * same from one deploy to the next are asked for again on each page load.
 */

const worker = workerSuite();
const FOR_A_YEAR = "public, max-age=31536000, immutable";

describe("static files' caching", () => {
  it("the stylesheet and the scripts a page names are kept for a year", async () => {
    const html = await (await worker.fetch("/")).text();
    const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    const script = html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    for (const path of [stylesheet, script]) {
      expect(path, html.slice(0, 300)).toMatch(/^\/assets\/.+-[\w-]{8}\.(css|js)$/);
      const response = await worker.fetch(path ?? "");
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(FOR_A_YEAR);
    }
  });

  it("the favicon and the sample pictures, whose names do not change, are asked for again", async () => {
    for (const path of ["/favicon.svg", "/images/hero-miel-picosa-768w.webp"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(
        "public, max-age=0, must-revalidate",
      );
    }
  });
});
