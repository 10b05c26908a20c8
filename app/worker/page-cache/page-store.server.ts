/** A page as the Worker's page cache keeps it. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The CSP nonce the body was rendered with, if it names one. */
  nonce: string | null;
  storedAt: number;
  expiresAt: number;
}

/**
 * Pages kept in the isolate's memory, bounded in count and in characters:
 * when full, the least recently used go first; expired pages are dropped
 * when asked for.
 */
export class MemoryPageStore {
  private readonly pages = new Map<string, StoredPage>();
  private chars = 0;

  constructor(private readonly limits: { maxEntries: number; maxChars: number }) {}

  get(key: string, now = Date.now()): StoredPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    this.remove(key);
    if (page.expiresAt <= now) return null;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.insert(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    if (page.body.length > this.limits.maxChars) return;
    this.remove(key);
    this.insert(key, page);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.remove(oldest);
    }
  }

  private insert(key: string, page: StoredPage): void {
    this.pages.set(key, page);
    this.chars += page.body.length;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.chars -= page.body.length;
  }
}

/** Headers the edge copy carries for the store alone; never sent to a visitor. */
const STORED_AT = "X-Page-Stored-At";
const EXPIRES_AT = "X-Page-Expires-At";
const NONCE = "X-Page-Nonce";
const NOT_SENT = new Set(
  [STORED_AT, EXPIRES_AT, NONCE, "CF-Cache-Status"].map((h) => h.toLowerCase()),
);

/**
 * Pages in Cloudflare's cache of the data centre (the Workers Cache API),
 * shared by every isolate there; it keeps a copy for its `s-maxage`.
 */
export class EdgePageStore {
  constructor(private readonly cache: Cache) {}

  async get(url: string, now = Date.now()): Promise<StoredPage | null> {
    const response = await this.cache.match(url);
    if (!response) return null;
    const expiresAt = Number(response.headers.get(EXPIRES_AT));
    if (!(expiresAt > now)) {
      await response.body?.cancel();
      return null;
    }
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_SENT.has(name.toLowerCase())),
      body: await response.text(),
      nonce: response.headers.get(NONCE),
      storedAt: Number(response.headers.get(STORED_AT)) || now,
      expiresAt,
    };
  }

  put(url: string, page: StoredPage): Promise<void> {
    const headers = new Headers(page.headers);
    headers.set(STORED_AT, String(page.storedAt));
    headers.set(EXPIRES_AT, String(page.expiresAt));
    if (page.nonce) headers.set(NONCE, page.nonce);
    return this.cache.put(url, new Response(page.body, { status: page.status, headers }));
  }
}
