import { describe, expect, it } from "vitest";
import { methodNotAllowedPage } from "../../app/http/method-not-allowed-page.server";
import { refuseMethod } from "../../app/worker/method-not-allowed.server";

const SITE = "https://mielpicosa.example";

describe("methodNotAllowedPage", () => {
  it("is a plain Spanish page that leads home, with no script", async () => {
    const answer = methodNotAllowedPage();
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
  });
});

describe("refuseMethod: data addresses", () => {
  const data = (method: string, path = "/products.data") =>
    new Request(`${SITE}${path}`, { method });

  it("lets GET and POST reach a data address", () => {
    expect(refuseMethod(data("GET"))).toBeNull();
    expect(refuseMethod(data("POST"))).toBeNull();
    expect(refuseMethod(data("post", "/_root.data"))).toBeNull();
  });

  it.each(["HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"])(
    "refuses %s on a data address with a 405 JSON error naming the methods it takes",
    async (method) => {
      const answer = refuseMethod(data(method, "/products/miel-picosa.data?x=1"));
      expect(answer?.status).toBe(405);
      expect(answer?.headers.get("Allow")).toBe("GET, POST");
      expect(answer?.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(answer?.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer?.json()).toEqual({ error: "Método no permitido" });
    },
  );

  it("leaves other addresses to the pages, whatever the method", () => {
    for (const path of ["/products", "/products.data/x", "/products.DATA", "/data", "/a?b=.data"]) {
      expect(refuseMethod(data("DELETE", path)), path).toBeNull();
    }
  });
});

describe("refuseMethod: uploaded pictures", () => {
  const upload = (method: string, path = "/images/uploads/abc.webp") =>
    new Request(`${SITE}${path}`, {
      method,
      body: method === "GET" || method === "HEAD" ? null : "{}",
    });

  it("lets GET and HEAD read an uploaded picture", () => {
    expect(refuseMethod(upload("GET"))).toBeNull();
    expect(refuseMethod(upload("HEAD"))).toBeNull();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "answers %s under /images/uploads/ at once with a 405 naming GET and HEAD",
    async (method) => {
      for (const path of [
        "/images/uploads/abc.webp",
        "/images/uploads/a/b/c",
        "/images/uploads/",
      ]) {
        const answer = refuseMethod(upload(method, path));
        expect(answer?.status, path).toBe(405);
        expect(answer?.headers.get("Allow")).toBe("GET, HEAD");
        expect(await answer?.json()).toEqual({ error: "Método no permitido" });
      }
    },
  );

  it("leaves the images tool and other image addresses alone", () => {
    for (const path of ["/images/uploads", "/images/x", "/admin/images"]) {
      expect(refuseMethod(upload("POST", path)), path).toBeNull();
    }
  });
});
