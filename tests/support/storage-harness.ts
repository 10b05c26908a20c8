/**
 * How the tests reach the Worker's D1, R2 and KV without Miniflare's binding
 * proxies. Those proxies answer many calls (every `prepare`, `bind`, the
 * first call of each method) through a blocking `Atomics.wait` round trip
 * that, on a loaded machine, now and then reads another call's answer and
 * fails an assertion inside Miniflare. Here a small extra Worker, bound to
 * the same database, bucket and namespace, does the work and every call is
 * an ordinary asynchronous `dispatchFetch` routed to it.
 */
import type { Miniflare } from "miniflare";

export const STORAGE_HARNESS_WORKER = "storage-harness";
const HARNESS_ORIGIN = "http://storage-harness.test";

/** A D1 statement as it crosses to the harness Worker. */
interface StatementCall {
  sql: string;
  params: unknown[];
}

/** Bytes do not survive JSON; they travel tagged, as base64. */
const BYTES_TAG = "$bytes";

const source = /* js */ `
const BYTES_TAG = ${JSON.stringify(BYTES_TAG)};
const toBase64 = (bytes) => {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const encode = (value) =>
  JSON.stringify(value, (_key, item) =>
    item instanceof ArrayBuffer || ArrayBuffer.isView(item)
      ? { [BYTES_TAG]: toBase64(new Uint8Array(item instanceof ArrayBuffer ? item : item.buffer)) }
      : item,
  );
const decodeParam = (value) =>
  value && typeof value === "object" && BYTES_TAG in value ? fromBase64(value[BYTES_TAG]) : value;
const statement = (env, call) => env.DB.prepare(call.sql).bind(...call.params.map(decodeParam));

const operations = {
  async d1(env, { method, statements, column, options }) {
    if (method === "batch") return env.DB.batch(statements.map((call) => statement(env, call)));
    if (method === "exec") return env.DB.exec(statements[0].sql);
    const prepared = statement(env, statements[0]);
    if (method === "first") return column === undefined ? prepared.first() : prepared.first(column);
    if (method === "raw") return prepared.raw(options);
    return prepared[method]();
  },
  async r2List(env) {
    const objects = [];
    let cursor;
    do {
      const page = await env.UPLOADS.list({ cursor, include: ["httpMetadata", "customMetadata"] });
      for (const object of page.objects) {
        objects.push({
          key: object.key,
          etag: object.etag,
          size: object.size,
          contentType: object.httpMetadata?.contentType ?? null,
          customMetadata: object.customMetadata ?? {},
        });
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return objects;
  },
  async r2Get(env, { key }) {
    const object = await env.UPLOADS.get(key);
    if (!object) return null;
    return {
      key: object.key,
      etag: object.etag,
      size: object.size,
      contentType: object.httpMetadata?.contentType ?? null,
      customMetadata: object.customMetadata ?? {},
      bytes: new Uint8Array(await object.arrayBuffer()),
    };
  },
  async r2Put(env, { key, bytes, contentType, customMetadata }) {
    await env.UPLOADS.put(key, decodeParam(bytes), {
      httpMetadata: { contentType },
      customMetadata,
    });
    return null;
  },
  async kvEntries(env) {
    const { keys } = await env.IMAGE_MANIFEST.list();
    return Promise.all(keys.map(async ({ name }) => [name, await env.IMAGE_MANIFEST.get(name)]));
  },
  async kvGet(env, { key }) {
    return env.IMAGE_MANIFEST.get(key);
  },
  async kvPut(env, { key, value }) {
    await env.IMAGE_MANIFEST.put(key, value);
    return null;
  },
  async kvDelete(env, { key }) {
    await env.IMAGE_MANIFEST.delete(key);
    return null;
  },
  async contentKvGet(env, { key }) {
    return env.CONTENT_VERSION.get(key);
  },
  async contentKvPut(env, { key, value }) {
    await env.CONTENT_VERSION.put(key, value);
    return null;
  },
};

export default {
  async fetch(request, env) {
    const operation = operations[new URL(request.url).pathname.slice(1)];
    if (!operation) return new Response("unknown operation", { status: 404 });
    try {
      const result = await operation(env, await request.json());
      return new Response(encode({ result }), { headers: { "Content-Type": "application/json" } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return new Response(JSON.stringify({ error: message }), { status: 500 });
    }
  },
};
`;

/** Bindings the harness Worker shares with the Worker under test. */
export interface HarnessBindings {
  d1DatabaseId: string;
  r2BucketName: string;
  kvNamespaceId: string;
  /** The `CONTENT_VERSION` namespace (the content version, the site settings' copy), when used. */
  contentKvNamespaceId?: string;
}

/** The Miniflare options of the harness Worker. */
export function storageHarnessWorkerOptions(bindings: HarnessBindings) {
  return {
    name: STORAGE_HARNESS_WORKER,
    modules: true,
    script: source,
    compatibilityDate: "2025-01-01",
    routes: [`${new URL(HARNESS_ORIGIN).host}/*`],
    d1Databases: { DB: bindings.d1DatabaseId },
    r2Buckets: { UPLOADS: bindings.r2BucketName },
    kvNamespaces: {
      IMAGE_MANIFEST: bindings.kvNamespaceId,
      ...(bindings.contentKvNamespaceId ? { CONTENT_VERSION: bindings.contentKvNamespaceId } : {}),
    },
  };
}

const reviveBytes = (_key: string, value: unknown) =>
  value && typeof value === "object" && BYTES_TAG in value
    ? Uint8Array.from(Buffer.from(String((value as Record<string, unknown>)[BYTES_TAG]), "base64"))
    : value;

const encodeParam = (value: unknown) =>
  value instanceof ArrayBuffer || ArrayBuffer.isView(value)
    ? {
        [BYTES_TAG]: Buffer.from(
          value instanceof ArrayBuffer ? value : value.buffer,
          value instanceof ArrayBuffer ? 0 : value.byteOffset,
          value.byteLength,
        ).toString("base64"),
      }
    : value;

type Call = (operation: string, payload?: unknown) => Promise<unknown>;

function harnessCall(mf: Miniflare): Call {
  return async (operation, payload = {}) => {
    const response = await mf.dispatchFetch(`${HARNESS_ORIGIN}/${operation}`, {
      method: "POST",
      body: JSON.stringify(payload),
    });
    const text = await response.text();
    if (response.status !== 200) {
      const { error } = JSON.parse(text) as { error?: string };
      throw new Error(error ?? `storage harness ${operation}: ${response.status}`);
    }
    return (JSON.parse(text, reviveBytes) as { result: unknown }).result;
  };
}

class HarnessStatement {
  constructor(
    private readonly call: Call,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...params: unknown[]): HarnessStatement {
    return new HarnessStatement(this.call, this.sql, params.map(encodeParam));
  }

  toCall(): StatementCall {
    return { sql: this.sql, params: this.params };
  }

  private run_(method: string, extra: Record<string, unknown> = {}) {
    return this.call("d1", { method, statements: [this.toCall()], ...extra });
  }

  all() {
    return this.run_("all");
  }
  run() {
    return this.run_("run");
  }
  raw(options?: { columnNames?: boolean }) {
    return this.run_("raw", { options });
  }
  first(column?: string) {
    return this.run_("first", { column });
  }
}

/** A `D1Database` for the tests, over the harness Worker. */
function harnessD1(call: Call): D1Database {
  const database = {
    prepare: (sql: string) => new HarnessStatement(call, sql),
    batch: (statements: HarnessStatement[]) =>
      call("d1", { method: "batch", statements: statements.map((s) => s.toCall()) }),
    exec: (sql: string) => call("d1", { method: "exec", statements: [{ sql, params: [] }] }),
    withSession: () => database,
  };
  return database as unknown as D1Database;
}

export interface StoredObject {
  key: string;
  etag: string;
  size: number;
  contentType: string | null;
  customMetadata: Record<string, string>;
}

/** What the tests read and change in R2 and KV. */
export interface HarnessStorage {
  r2Objects(): Promise<StoredObject[]>;
  r2Object(key: string): Promise<(StoredObject & { bytes: Uint8Array }) | null>;
  r2Put(
    key: string,
    bytes: Uint8Array,
    options: { contentType: string; customMetadata?: Record<string, string> },
  ): Promise<void>;
  kvEntries(): Promise<[string, string | null][]>;
  kvGet(key: string): Promise<string | null>;
  kvPut(key: string, value: string): Promise<void>;
  kvDelete(key: string): Promise<void>;
  /** A key of the `CONTENT_VERSION` namespace (the content version, the site settings' copy). */
  contentKvGet(key: string): Promise<string | null>;
  contentKvPut(key: string, value: string): Promise<void>;
}

export function storageHarness(mf: Miniflare): { d1: D1Database; storage: HarnessStorage } {
  const call = harnessCall(mf);
  return {
    d1: harnessD1(call),
    storage: {
      r2Objects: () => call("r2List") as Promise<StoredObject[]>,
      r2Object: (key) =>
        call("r2Get", { key }) as Promise<(StoredObject & { bytes: Uint8Array }) | null>,
      r2Put: async (key, bytes, { contentType, customMetadata = {} }) =>
        void (await call("r2Put", { key, bytes: encodeParam(bytes), contentType, customMetadata })),
      kvEntries: () => call("kvEntries") as Promise<[string, string | null][]>,
      kvGet: (key) => call("kvGet", { key }) as Promise<string | null>,
      kvPut: async (key, value) => void (await call("kvPut", { key, value })),
      kvDelete: async (key) => void (await call("kvDelete", { key })),
      contentKvGet: (key) => call("contentKvGet", { key }) as Promise<string | null>,
      contentKvPut: async (key, value) => void (await call("contentKvPut", { key, value })),
    },
  };
}
