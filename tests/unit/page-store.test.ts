import { describe, expect, it } from "vitest";
import {
  EdgePageStore,
  MemoryPageStore,
  type StoredPage,
} from "../../app/worker/page-cache/page-store.server";

const NOW = 1_700_000_000_000;

function page(body: string, overrides: Partial<StoredPage> = {}): StoredPage {
  return {
    status: 200,
    headers: [["Content-Type", "text/html; charset=utf-8"]],
    body,
    nonce: null,
    storedAt: NOW,
    expiresAt: NOW + 60_000,
    ...overrides,
  };
}

/** Which of `keys` the store still holds, asked in order (asking refreshes them). */
function held(store: MemoryPageStore, keys: string[]): string[] {
  return keys.filter((key) => store.get(key, NOW) !== null);
}

describe("MemoryPageStore", () => {
  it("gives back the very page it was given, and null for an unknown key", () => {
    const store = new MemoryPageStore({ maxEntries: 3, maxChars: 1000 });
    const stored = page("<p>Hola</p>", { nonce: "abc", status: 404 });
    store.set("/about", stored);
    expect(store.get("/about", NOW)).toBe(stored);
    expect(store.get("/contact", NOW)).toBeNull();
  });

  it("evicts the least recently stored page once it holds more than maxEntries", () => {
    const store = new MemoryPageStore({ maxEntries: 3, maxChars: 1000 });
    for (const key of ["a", "b", "c", "d"]) store.set(key, page(key));
    expect(held(store, ["a", "b", "c", "d"])).toEqual(["b", "c", "d"]);
  });

  it("counts a read as a use: the page read survives, the one left alone goes", () => {
    const store = new MemoryPageStore({ maxEntries: 3, maxChars: 1000 });
    for (const key of ["a", "b", "c"]) store.set(key, page(key));
    expect(store.get("a", NOW)?.body).toBe("a");
    store.set("d", page("d"));
    expect(store.get("b", NOW)).toBeNull();
    expect(held(store, ["a", "c", "d"])).toEqual(["a", "c", "d"]);
  });

  it("replaces a key's page without counting it twice, and storing it again makes it recent", () => {
    const store = new MemoryPageStore({ maxEntries: 2, maxChars: 1000 });
    store.set("a", page("viejo"));
    store.set("b", page("b"));
    store.set("a", page("nuevo"));
    store.set("c", page("c"));
    expect(store.get("b", NOW)).toBeNull();
    expect(store.get("a", NOW)?.body).toBe("nuevo");
    expect(store.get("c", NOW)?.body).toBe("c");
  });

  it("bounds the characters kept, dropping the oldest pages until the new one fits", () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxChars: 10 });
    store.set("a", page("aaaa"));
    store.set("b", page("bbbb"));
    expect(held(store, ["a", "b"])).toEqual(["a", "b"]);
    // 4 + 4 + 6 = 14 > 10: "a" (least recent) goes, then 4 + 6 = 10 fits.
    store.set("c", page("cccccc"));
    expect(held(store, ["a", "b", "c"])).toEqual(["b", "c"]);
    // 10 characters alone fill it: both others go.
    store.set("d", page("dddddddddd"));
    expect(held(store, ["b", "c", "d"])).toEqual(["d"]);
  });

  it("frees the characters of a replaced page", () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxChars: 10 });
    store.set("a", page("aaaaaaaa"));
    store.set("a", page("a"));
    store.set("b", page("bbbbbbbbb"));
    expect(held(store, ["a", "b"])).toEqual(["a", "b"]);
  });

  it("frees the characters of an expired page when it is asked for", () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxChars: 10 });
    store.set("old", page("oooooooo", { expiresAt: NOW - 1 }));
    expect(store.get("old", NOW)).toBeNull();
    store.set("a", page("aaaa"));
    store.set("b", page("bbbbbb"));
    expect(held(store, ["a", "b"])).toEqual(["a", "b"]);
  });

  it("never stores a page larger than the whole store, and keeps what it had", () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxChars: 10 });
    store.set("a", page("aaaa"));
    store.set("big", page("x".repeat(11)));
    expect(store.get("big", NOW)).toBeNull();
    expect(store.get("a", NOW)?.body).toBe("aaaa");
  });

  it("answers a page until its expiry and drops it from then on", () => {
    const store = new MemoryPageStore({ maxEntries: 10, maxChars: 1000 });
    store.set("a", page("a", { expiresAt: NOW + 1000 }));
    expect(store.get("a", NOW + 999)?.body).toBe("a");
    expect(store.get("a", NOW + 1000)).toBeNull();
    // Dropped, not just hidden: even an earlier clock no longer finds it.
    expect(store.get("a", NOW)).toBeNull();
  });

  it("keeps an empty page, which has no characters to count", () => {
    const store = new MemoryPageStore({ maxEntries: 1, maxChars: 0 });
    store.set("empty", page("", { status: 204 }));
    expect(store.get("empty", NOW)?.status).toBe(204);
    store.set("other", page(""));
    expect(store.get("empty", NOW)).toBeNull();
    expect(store.get("other", NOW)?.body).toBe("");
  });
});

interface KeptResponse {
  status: number;
  headers: Headers;
  body: string;
}

/** The Workers Cache API as far as the edge store uses it: one response per URL. */
class FakeCache {
  readonly responses = new Map<string, KeptResponse>();
  async match(url: string): Promise<Response | undefined> {
    const kept = this.responses.get(url);
    return kept && new Response(kept.body, { status: kept.status, headers: kept.headers });
  }
  async put(url: string, response: Response): Promise<void> {
    const body = await response.text();
    this.responses.set(url, { status: response.status, headers: response.headers, body });
  }
  async delete(url: string): Promise<boolean> {
    return this.responses.delete(url);
  }
}

describe("EdgePageStore", () => {
  const url = "https://mielpicosa.example/__page-cache/v1/about";

  it("keeps the page with its nonce and times, and gives back only the headers a visitor gets", async () => {
    const cache = new FakeCache();
    const edge = new EdgePageStore(cache as unknown as Cache);
    const stored = page("<p>nonce-xyz</p>", {
      nonce: "xyz",
      headers: [
        ["Content-Type", "text/html; charset=utf-8"],
        ["Cache-Control", "public, s-maxage=60"],
      ],
    });
    await edge.put(url, stored);
    const copy = cache.responses.get(url);
    expect(copy?.headers.get("X-Page-Stored-At")).toBe(String(NOW));
    expect(copy?.headers.get("X-Page-Expires-At")).toBe(String(NOW + 60_000));
    expect(copy?.headers.get("X-Page-Nonce")).toBe("xyz");

    const read = await edge.get(url, NOW + 1);
    expect(read).toEqual({
      status: 200,
      headers: [
        ["cache-control", "public, s-maxage=60"],
        ["content-type", "text/html; charset=utf-8"],
      ],
      body: "<p>nonce-xyz</p>",
      nonce: "xyz",
      storedAt: NOW,
      expiresAt: NOW + 60_000,
    });
  });

  it("drops Cloudflare's own cache status header", async () => {
    const cache = new FakeCache();
    await cache.put(
      url,
      new Response("x", {
        headers: {
          "CF-Cache-Status": "HIT",
          "X-Page-Expires-At": String(NOW + 10),
          "Content-Type": "text/html",
        },
      }),
    );
    const read = await new EdgePageStore(cache as unknown as Cache).get(url, NOW);
    expect(read?.headers).toEqual([["content-type", "text/html"]]);
    expect(read?.nonce).toBeNull();
    // No stored time: taken as stored now.
    expect(read?.storedAt).toBe(NOW);
  });

  it("answers nothing for a missing, expired or undated copy", async () => {
    const cache = new FakeCache();
    const edge = new EdgePageStore(cache as unknown as Cache);
    expect(await edge.get(url, NOW)).toBeNull();
    await edge.put(url, page("x", { expiresAt: NOW }));
    expect(await edge.get(url, NOW)).toBeNull();
    await cache.put(url, new Response("x"));
    expect(await edge.get(url, NOW)).toBeNull();
    await cache.put(url, new Response("x", { headers: { "X-Page-Expires-At": "pronto" } }));
    expect(await edge.get(url, NOW)).toBeNull();
  });
});
