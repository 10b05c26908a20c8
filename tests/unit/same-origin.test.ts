import { describe, expect, it } from "vitest";
import {
  crossSiteRefusal,
  isCrossSiteWrite,
  withCheckedHost,
} from "../../app/worker/same-origin.server";

const SITE = "https://mielpicosa.example";

function request(method: string, headers: Record<string, string> = {}, path = "/contact") {
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    ...(["GET", "HEAD"].includes(method.toUpperCase()) ? {} : { body: "a=1" }),
  });
}

describe("isCrossSiteWrite", () => {
  it("never refuses a read, whatever its origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      const headers = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
      expect(isCrossSiteWrite(request(method, headers)), method).toBe(false);
    }
  });

  it("lets a write from the site's own pages through", () => {
    expect(isCrossSiteWrite(request("POST", { Origin: SITE }))).toBe(false);
    expect(
      isCrossSiteWrite(request("POST", { Origin: SITE, "Sec-Fetch-Site": "same-origin" })),
    ).toBe(false);
  });

  it("lets a write with neither header through (curl, server to server)", () => {
    expect(isCrossSiteWrite(request("POST"))).toBe(false);
    expect(isCrossSiteWrite(request("DELETE"))).toBe(false);
  });

  it("refuses a write from another origin, whatever its method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(isCrossSiteWrite(request(method, { Origin: "https://evil.example" })), method).toBe(
        true,
      );
    }
  });

  it("compares the whole origin: scheme, host and port", () => {
    for (const origin of [
      "http://mielpicosa.example",
      "https://mielpicosa.example:8443",
      "https://www.mielpicosa.example",
      "https://mielpicosa.example.evil.example",
      "null",
      "",
    ]) {
      expect(isCrossSiteWrite(request("POST", { Origin: origin })), origin).toBe(true);
    }
  });

  it("refuses a cross-site write even without an Origin, and trusts Sec-Fetch-Site first", () => {
    expect(isCrossSiteWrite(request("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(
      isCrossSiteWrite(request("POST", { Origin: SITE, "Sec-Fetch-Site": "cross-site" })),
    ).toBe(true);
    // same-site (a sibling subdomain) is left to the Origin check.
    expect(isCrossSiteWrite(request("POST", { "Sec-Fetch-Site": "same-site" }))).toBe(false);
  });
});

describe("crossSiteRefusal", () => {
  it("answers an API request with a 403 JSON error in Spanish, never cached", async () => {
    const response = crossSiteRefusal(request("POST", {}, "/api/products"));
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Solicitud rechazada: origen no permitido" });
  });

  it("answers a page with the same message as plain text", async () => {
    for (const path of ["/contact", "/api", "/apiary"]) {
      const response = crossSiteRefusal(request("POST", {}, path));
      expect(response.status).toBe(403);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe("Solicitud rechazada: origen no permitido");
    }
  });
});

describe("withCheckedHost", () => {
  it("hands a read on unchanged", () => {
    const get = request("GET", { "X-Forwarded-Host": "evil.example" });
    expect(withCheckedHost(get)).toBe(get);
  });

  it("names the URL's host on a write and drops X-Forwarded-Host, keeping the rest", async () => {
    const post = new Request("https://mielpicosa.example:8787/contact?x=1", {
      method: "POST",
      body: "nombre=Ana",
      headers: {
        Host: "localhost",
        "X-Forwarded-Host": "evil.example",
        Origin: "https://mielpicosa.example:8787",
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    const checked = withCheckedHost(post);
    expect(checked.method).toBe("POST");
    expect(checked.url).toBe("https://mielpicosa.example:8787/contact?x=1");
    expect(checked.headers.get("Host")).toBe("mielpicosa.example:8787");
    expect(checked.headers.get("X-Forwarded-Host")).toBeNull();
    expect(checked.headers.get("Origin")).toBe("https://mielpicosa.example:8787");
    expect(checked.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await checked.text()).toBe("nombre=Ana");
  });
});
