/**
 * A wrapper around the Worker's real D1 binding, installed as a workerd
 * "wrapped binding" in place of `DB`: the Worker code is the production
 * bundle, untouched. Before each round trip (one statement run, or one
 * batch) the wrapper asks the test process, which counts it and says whether
 * it fails. The mode can change at any time, so a test can sign in first
 * and then take the database away.
 *
 * - `pass`: everything reaches the real local D1 (counted).
 * - `fail-all`: every round trip rejects, as when D1 is unreachable.
 * - `fail-writes`: reads pass; a round trip that writes rejects (a batch
 *   with any write rejects whole: a D1 batch is one transaction).
 */
export type D1ProxyMode = "pass" | "fail-all" | "fail-writes";

export interface D1Proxy {
  mode: D1ProxyMode;
  /** Round trips that reached D1 since the last reset, by kind (all, run, raw, first, batch…). */
  roundTrips: Map<string, number>;
  /** Round trips that held a write (one batch of many writes counts once). */
  writeRoundTrips: number;
  /** Round trips the proxy refused. */
  refused: number;
  resetCounts(): void;
  totalRoundTrips(): number;
}

export function createD1Proxy(mode: D1ProxyMode = "pass"): D1Proxy {
  return {
    mode,
    roundTrips: new Map(),
    writeRoundTrips: 0,
    refused: 0,
    resetCounts() {
      this.roundTrips.clear();
      this.writeRoundTrips = 0;
      this.refused = 0;
    },
    totalRoundTrips() {
      let total = 0;
      for (const count of this.roundTrips.values()) total += count;
      return total;
    },
  };
}

export const D1_PROXY_WORKER = "d1-proxy";
/** The real D1, as the wrapper sees it. */
const INNER_BINDING = "REAL_DB";

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|pragma)\b/i;

const source = /* js */ `
export default function (env) {
  const real = env.${INNER_BINDING};
  const ask = async (kind, statements) => {
    const answer = await env.CONTROL.fetch("http://d1-proxy/" + kind, {
      method: "POST",
      body: JSON.stringify(statements),
    });
    if (answer.status !== 204) {
      throw new Error("D1_ERROR: the database is unreachable (simulated outage)");
    }
  };

  class Statement {
    constructor(sql, inner) {
      this.sql = sql;
      this.inner = inner;
    }
    bind(...values) {
      return new Statement(this.sql, this.inner.bind(...values));
    }
    async first(column) {
      await ask("first", [this.sql]);
      return this.inner.first(column);
    }
    async all() {
      await ask("all", [this.sql]);
      return this.inner.all();
    }
    async run() {
      await ask("run", [this.sql]);
      return this.inner.run();
    }
    async raw(options) {
      await ask("raw", [this.sql]);
      return this.inner.raw(options);
    }
  }

  const database = {
    prepare(sql) {
      return new Statement(sql, real.prepare(sql));
    },
    async batch(statements) {
      await ask("batch", statements.map((statement) => statement.sql));
      return real.batch(statements.map((statement) => statement.inner));
    },
    async exec(sql) {
      await ask("exec", [sql]);
      return real.exec(sql);
    },
    withSession() {
      return database;
    },
  };
  return database;
}
`;

function refuses(mode: D1ProxyMode, statements: string[]): boolean {
  if (mode === "fail-all") return true;
  return mode === "fail-writes" && statements.some((sql) => WRITE.test(sql));
}

/**
 * The Miniflare options that put `proxy` in front of the D1 database
 * `databaseId`: `main` goes into the Worker's own options, `worker` is the
 * extra Worker that holds the wrapper and the real binding.
 */
export function d1ProxyWorkerOptions(databaseId: string, proxy: D1Proxy) {
  return {
    main: {
      wrappedBindings: { DB: { scriptName: D1_PROXY_WORKER } },
    },
    worker: {
      name: D1_PROXY_WORKER,
      modules: true,
      script: source,
      d1Databases: { [INNER_BINDING]: databaseId },
      serviceBindings: {
        CONTROL: async (request: Request) => {
          const kind = new URL(request.url).pathname.slice(1);
          const statements = (await request.json()) as string[];
          if (refuses(proxy.mode, statements)) {
            proxy.refused += 1;
            return new Response(null, { status: 503 });
          }
          proxy.roundTrips.set(kind, (proxy.roundTrips.get(kind) ?? 0) + 1);
          if (statements.some((sql) => WRITE.test(sql))) proxy.writeRoundTrips += 1;
          return new Response(null, { status: 204 });
        },
      },
    },
  };
}
