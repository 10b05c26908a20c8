import { describe, expect, it } from "vitest";
import {
  refuseDataRequestMethod,
  withPlainMethodNotAllowed,
} from "../../app/worker/method-not-allowed.server";

const SITE = "https://mielpicosa.example";

describe("withPlainMethodNotAllowed", () => {
  it("replaces Remix's 405 page with a plain Spanish page that leads home", async () => {
    const remix = new Response("<html>Error de conexión routes/about.tsx</html>", {
      status: 405,
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Remix-Response": "yes" },
    });
    const answer = withPlainMethodNotAllowed(remix);
    expect(answer).not.toBe(remix);
    expect(answer.status).toBe(405);
    expect(Object.fromEntries(answer.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      allow: "GET, HEAD",
      "cache-control": "no-store",
    });
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="es-MX">/);
    expect(html).toContain("<title>Método no permitido</title>");
    expect(html).toContain("<h1>Método no permitido</h1>");
    expect(html).toContain("<p>Esta página no acepta ese tipo de solicitud.</p>");
    expect(html).toContain('<a href="/">Volver al inicio</a>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("routes/about.tsx");
  });

  it("recognises an HTML type in any case, with or without parameters", () => {
    for (const type of ["text/html", "TEXT/HTML; charset=UTF-8"]) {
      const answer = withPlainMethodNotAllowed(
        new Response("x", { status: 405, headers: { "Content-Type": type } }),
      );
      expect(answer.headers.get("Allow"), type).toBe("GET, HEAD");
    }
  });

  it("hands on any other answer untouched: another status, or a 405 that is not HTML", () => {
    const answers = [
      new Response("<p>ok</p>", { status: 200, headers: { "Content-Type": "text/html" } }),
      new Response("no", { status: 404, headers: { "Content-Type": "text/html" } }),
      new Response('{"error":"x"}', {
        status: 405,
        headers: { "Content-Type": "application/json" },
      }),
      new Response("x", { status: 405, headers: { "Content-Type": "text/htmlx" } }),
      new Response(null, { status: 405 }),
    ];
    for (const response of answers) {
      expect(withPlainMethodNotAllowed(response)).toBe(response);
    }
  });
});

describe("refuseDataRequestMethod", () => {
  const data = (method: string, path = "/products.data") =>
    new Request(`${SITE}${path}`, { method });

  it("lets GET and POST reach a data address", () => {
    expect(refuseDataRequestMethod(data("GET"))).toBeNull();
    expect(refuseDataRequestMethod(data("POST"))).toBeNull();
    expect(refuseDataRequestMethod(data("post", "/_root.data"))).toBeNull();
  });

  it.each(["HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"])(
    "refuses %s on a data address with a 405 JSON error naming the methods it takes",
    async (method) => {
      const answer = refuseDataRequestMethod(data(method, "/products/miel-picosa.data?x=1"));
      expect(answer?.status).toBe(405);
      expect(answer?.headers.get("Allow")).toBe("GET, POST");
      expect(answer?.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(answer?.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer?.json()).toEqual({ error: "Método no permitido" });
    },
  );

  it("leaves other addresses to the pages, whatever the method", () => {
    for (const path of ["/products", "/products.data/x", "/products.DATA", "/data", "/a?b=.data"]) {
      expect(refuseDataRequestMethod(data("DELETE", path)), path).toBeNull();
    }
  });
});
