import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  scriptlessPagePolicy,
} from "../../app/http/content-security-policy.server";
import {
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  baseSecurityHeaders,
  withSecurityHeaders,
} from "../../app/worker/security-headers.server";

/** A policy as `directive → sources`. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources.join(" ")];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from the site or with the page's nonce, never inline or eval", () => {
    const policy = directives(contentSecurityPolicy("abc123"));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc123'");
    expect(contentSecurityPolicy("abc123")).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("allows no inline script at all without a nonce", () => {
    expect(directives(contentSecurityPolicy()).get("script-src")).toBe("'self'");
    expect(directives(contentSecurityPolicy("")).get("script-src")).toBe("'self'");
  });

  it("is exactly the site's policy", () => {
    expect(contentSecurityPolicy("n")).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-n'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'none'",
        "object-src 'none'",
        "frame-src 'none'",
        "worker-src 'none'",
        "manifest-src 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self' https://wa.me https://api.whatsapp.com",
      ].join("; "),
    );
  });
});

describe("scriptlessPagePolicy", () => {
  it("is the site's policy, except that no script may run at all", () => {
    const scriptless = directives(scriptlessPagePolicy());
    expect(scriptless.get("script-src")).toBe("'none'");
    const every = directives(contentSecurityPolicy("n"));
    every.delete("script-src");
    scriptless.delete("script-src");
    expect(scriptless).toEqual(every);
  });

  it("is kept by withSecurityHeaders when the render set it", () => {
    const page = new Response("<p>hola</p>", {
      headers: { "Content-Type": "text/html", "Content-Security-Policy": scriptlessPagePolicy() },
    });
    const secured = withSecurityHeaders(page, { nonce: "n", environment: "production" });
    expect(secured.headers.get("Content-Security-Policy")).toBe(scriptlessPagePolicy());
  });
});

describe("baseSecurityHeaders", () => {
  it("sends HSTS for a year outside development", () => {
    for (const environment of ["production", "staging", undefined]) {
      expect(baseSecurityHeaders(environment), String(environment)).toEqual({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": PERMISSIONS_POLICY,
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      });
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends no HSTS in development", () => {
    expect(Object.keys(baseSecurityHeaders("development"))).not.toContain(
      "Strict-Transport-Security",
    );
  });

  it("turns off the camera, microphone and location, among others", () => {
    const features = PERMISSIONS_POLICY.split(", ");
    expect(features).toEqual(
      expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()"]),
    );
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
    expect(new Set(features).size).toBe(features.length);
  });
});

describe("withSecurityHeaders", () => {
  it("adds the headers and the nonce's policy to an HTML page, keeping status and body", async () => {
    const page = new Response("<p>Hola</p>", {
      status: 404,
      statusText: "Not Found",
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
    const secured = withSecurityHeaders(page, { nonce: "xyz", environment: "production" });
    expect(secured.status).toBe(404);
    expect(secured.statusText).toBe("Not Found");
    expect(await secured.text()).toBe("<p>Hola</p>");
    expect(secured.headers.get("Cache-Control")).toBe("no-store");
    expect(secured.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("xyz"));
    expect(secured.headers.get("X-Frame-Options")).toBe("DENY");
    expect(secured.headers.get("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it("gives anything that is not HTML the base headers but no policy", () => {
    for (const type of ["application/json", "image/webp", "text/plain", "text/htmlx"]) {
      const secured = withSecurityHeaders(
        new Response("{}", { headers: { "Content-Type": type } }),
        { nonce: "xyz", environment: "development" },
      );
      expect(secured.headers.get("Content-Security-Policy"), type).toBeNull();
      expect(secured.headers.get("X-Content-Type-Options"), type).toBe("nosniff");
      expect(secured.headers.get("Strict-Transport-Security"), type).toBeNull();
    }
  });

  it("keeps the headers a route set itself", () => {
    const upload = new Response("img", {
      headers: {
        "Content-Type": "text/html",
        "Content-Security-Policy": "sandbox; default-src 'none'",
        "Referrer-Policy": "no-referrer",
      },
    });
    const secured = withSecurityHeaders(upload, { environment: "production" });
    expect(secured.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(secured.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(secured.headers.get("Permissions-Policy")).toBe(PERMISSIONS_POLICY);
  });

  it("works on a response whose headers cannot be changed, leaving it as it was", () => {
    const fetched = Response.redirect("https://mielpicosa.example/admin", 302);
    expect(() => fetched.headers.set("X-Test", "1")).toThrow(TypeError);
    const secured = withSecurityHeaders(fetched, { environment: "production" });
    expect(secured.status).toBe(302);
    expect(secured.headers.get("Location")).toBe("https://mielpicosa.example/admin");
    expect(secured.headers.get("X-Frame-Options")).toBe("DENY");
    expect(fetched.headers.get("X-Frame-Options")).toBeNull();
  });
});
