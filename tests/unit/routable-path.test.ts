import { describe, expect, it } from "vitest";
import { withRoutablePath } from "../../app/worker/routable-path.server";

const SITE = "https://mielpicosa.example";

const routed = (path: string) => withRoutablePath(new Request(`${SITE}${path}`)).url;

describe("withRoutablePath", () => {
  it("hands an ordinary request on as the same object", () => {
    for (const path of [
      "/",
      "/about",
      "/products/miel-picosa?x=1",
      "/a/%2F%2Fb",
      "/cl%C3%ADnica",
    ]) {
      const request = new Request(`${SITE}${path}`);
      expect(withRoutablePath(request), path).toBe(request);
    }
  });

  it.each([
    ["/%2F%2Fmalo.example", "/%252F%252Fmalo.example"],
    ["/%5C", "/%255C"],
    ["/%5c%5cmalo.example", "/%255c%255cmalo.example"],
    ["/%2F%5C", "/%252F%255C"],
    ["/%5C/admin", "/%255C%2Fadmin"],
  ])("escapes %s once more, as %s, so that it names no page", (path, escaped) => {
    expect(routed(path)).toBe(`${SITE}${escaped}`);
    expect(decodeURIComponent(new URL(routed(path)).pathname)).not.toMatch(/^[/\\]{2}/);
  });

  it("keeps the query of an escaped path", () => {
    expect(routed("/%2F%2Fmalo.example?q=1")).toBe(`${SITE}/%252F%252Fmalo.example?q=1`);
  });

  it("drops the old data protocol's _data parameter, and only it", () => {
    expect(routed("/products?_data=routes%2Fproducts")).toBe(`${SITE}/products`);
    expect(routed("/products?a=1&_data=x&b=2")).toBe(`${SITE}/products?a=1&b=2`);
    expect(routed("/products?_data&_data=y")).toBe(`${SITE}/products`);
    expect(routed("/%5C?_data=x")).toBe(`${SITE}/%255C`);
  });

  it("keeps the method, headers and body of a request it rewrites", async () => {
    const rewritten = withRoutablePath(
      new Request(`${SITE}/contact?_data=routes%2Fcontact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: "a=b" },
        body: "nombre=Ana",
      }),
    );
    expect(rewritten.url).toBe(`${SITE}/contact`);
    expect(rewritten.method).toBe("POST");
    expect(rewritten.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(rewritten.headers.get("Cookie")).toBe("a=b");
    expect(await rewritten.text()).toBe("nombre=Ana");
  });

  it("leaves a malformed escape for Remix to answer", () => {
    const request = new Request(`${SITE}/%E0%A4%A`);
    expect(withRoutablePath(request)).toBe(request);
  });
});
