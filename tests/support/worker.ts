import { existsSync } from "node:fs";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { createDatabase, type Database } from "../../app/db/client.server";
import { seedDatabase } from "../../app/services/seed.server";
import { d1ProxyWorkerOptions, type D1Proxy } from "./d1-proxy";
import { imagesProxyWorkerOptions, type ImagesProxy } from "./images-proxy";
import { applyMigration, migrationFiles } from "./migrations";
import { projectRoot, workerBundleDir } from "./paths";
import {
  storageHarness,
  storageHarnessWorkerOptions,
  type HarnessStorage,
} from "./storage-harness";

export const TEST_ADMIN = { username: "admin", password: "clave-de-prueba-123" } as const;

export interface TestWorker {
  /** Base URL of the Worker when started with `http: true`. */
  url: string;
  /** A request to the Worker; `path` is relative to its origin. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The Worker's D1, through the storage harness (see storage-harness.ts). */
  db: Database;
  d1: D1Database;
  /** The Worker's R2 bucket and KV namespace, through the same harness. */
  storage: HarnessStorage;
  mf: Miniflare;
  /** Starts the Worker afresh, as a new isolate would: its memory is gone, its stores stay. */
  restart(): Promise<void>;
  /**
   * The `.eml` files the `send_email` binding wrote, oldest first: Miniflare
   * writes each message to a file and logs its path.
   */
  sentEmails(): string[];
  /** What the Worker logged (console.*), oldest first; `clearLogs` starts afresh. */
  logs(): WorkerLog[];
  clearLogs(): void;
  /**
   * Who the e-mail binding may send to (`undefined`: anyone), as wrangler's
   * `allowed_destination_addresses` says. Restarts the Worker; the stores stay.
   */
  allowEmailTo(addresses: string[] | undefined): Promise<void>;
  /**
   * Runs the Worker's `scheduled` handler as the daily Cron Trigger would at
   * `at` (its `scheduledTime`), and answers workerd's outcome ("ok" unless it threw).
   */
  scheduled(at: Date): Promise<{ outcome: string }>;
  dispose(): Promise<void>;
}

/** The daily Cron Trigger of wrangler.toml. */
export const DAILY_CRON = "0 9 * * *";

/** One line of the Worker's console: `level` is "log", "info", "warn", "error"… */
export interface WorkerLog {
  level: string;
  message: string;
}

export interface StartWorkerOptions {
  /** Seed the sample catalogue and the test admin (default true). */
  seed?: boolean;
  /** Listen on a free loopback port, for the browser tests. */
  http?: boolean;
  /**
   * With `http`, answer there over HTTPS, with Miniflare's self-signed
   * certificate for localhost: for a browser that keeps Secure (__Host-)
   * cookies only from an https address, as WebKit does.
   */
  https?: boolean;
  /** Extra or replaced environment variables. */
  vars?: Record<string, string>;
  /**
   * The Worker's cache of public pages (page-cache.server.ts), off unless
   * asked for: most tests change D1 behind the Worker's back, which no
   * admin write would announce, and then read the pages.
   */
  pageCache?: boolean;
  /**
   * Puts a wrapper in front of the Worker's D1 binding (see d1-proxy.ts):
   * to make it fail, or to count its round trips. `d1` and `db` stay direct.
   */
  d1Proxy?: D1Proxy;
  /** Puts a wrapper in front of the Images binding (see images-proxy.ts), to make it fail. */
  imagesProxy?: ImagesProxy;
  /** Turns the owner's e-mail notices on: NOTIFY_TO and NOTIFY_FROM. */
  notify?: { to: string; from: string };
  /** R2 bindings of wrangler.toml the Worker is started without, to make what uses them fail. */
  withoutR2?: string[];
}

/** Miniflare's log, silent as its default, keeping the paths of the e-mails it wrote. */
class EmailCapturingLog extends Log {
  readonly emails: string[] = [];
  constructor() {
    super(LogLevel.NONE);
  }
  override logWithLevel(_level: LogLevel, message: string): void {
    const path = /\S+\.eml\b/.exec(message)?.[0];
    if (path) this.emails.push(path);
  }
}

/**
 * What the Worker logged that would page a person: errors, and any line with
 * a stack trace. Bad input may log a short warning at most.
 */
export function alarmingLogs(worker: TestWorker): WorkerLog[] {
  return worker.logs().filter((line) => line.level === "error" || /\n\s+at /.test(line.message));
}

/** Applies every migration in migrations/, in order, as wrangler does. */
export async function applyMigrations(d1: D1Database): Promise<void> {
  for (const file of migrationFiles()) await applyMigration(d1, file);
}

/**
 * The production Worker bundle in workerd (Miniflare), with its own fresh,
 * in-memory D1 (migrations applied), R2 and KV, and the static assets.
 */
export async function startWorker(options: StartWorkerOptions = {}): Promise<TestWorker> {
  const {
    seed = true,
    http = false,
    https = false,
    vars = {},
    d1Proxy,
    imagesProxy,
    pageCache = false,
    notify,
    withoutR2 = [],
  } = options;
  if (!existsSync(`${workerBundleDir}/server.js`)) {
    throw new Error("No hay Worker compilado: ejecuta `npm run build` antes de estas pruebas.");
  }
  const { workerOptions } = unstable_getMiniflareWorkerOptions(`${projectRoot}wrangler.toml`);
  const worker = {
    ...workerOptions,
    name: "miel-picosa-test",
    r2Buckets: Object.fromEntries(
      Object.entries(workerOptions.r2Buckets ?? {}).filter(([name]) => !withoutR2.includes(name)),
    ),
    // Listed explicitly: the bundle has dynamic imports Miniflare cannot follow.
    modules: [{ type: "ESModule" as const, path: `${workerBundleDir}/server.js` }],
    // Exactly the production variables, whatever a developer's .dev.vars says.
    bindings: {
      ENVIRONMENT: "production",
      SESSION_SECRET: "secreto-de-pruebas",
      // The sample address the pages' absolute links are checked against;
      // tests/integration/site-url.test.ts unsets it to follow the domain.
      SITE_URL: "https://mielpicosa.example",
      ...(pageCache ? {} : { PAGE_CACHE: "off" }),
      ...(notify ? { NOTIFY_TO: notify.to, NOTIFY_FROM: notify.from } : {}),
      ...vars,
    },
  };
  const shared = http ? { host: "127.0.0.1", port: 0, https } : {};
  const d1DatabaseId = bindingId(workerOptions.d1Databases, "DB");
  const harness = storageHarnessWorkerOptions({
    d1DatabaseId,
    r2BucketName: bindingId(workerOptions.r2Buckets, "UPLOADS"),
    kvNamespaceId: bindingId(workerOptions.kvNamespaces, "IMAGE_MANIFEST"),
    contentKvNamespaceId: bindingId(workerOptions.kvNamespaces, "CONTENT_VERSION"),
  });
  // A wrapper takes the place of the Worker's own binding.
  const d1Wrapper = d1Proxy && d1ProxyWorkerOptions(d1DatabaseId, d1Proxy);
  const imagesWrapper = imagesProxy && imagesProxyWorkerOptions(imagesProxy);
  const main = {
    ...worker,
    ...(d1Wrapper ? { d1Databases: {} } : {}),
    ...(imagesWrapper ? { images: imagesWrapper.main.images } : {}),
    wrappedBindings: {
      ...d1Wrapper?.main.wrappedBindings,
      ...imagesWrapper?.main.wrappedBindings,
    },
  };
  const workers = [
    main,
    ...(d1Wrapper ? [d1Wrapper.worker] : []),
    ...(imagesWrapper ? [imagesWrapper.worker] : []),
    harness,
  ];
  const log = new EmailCapturingLog();
  const logs: WorkerLog[] = [];
  const miniflareOptions = {
    ...shared,
    log,
    workers,
    // Kept for the tests, and still printed, as Miniflare does without this.
    handleStructuredLogs: ({ level, message }: WorkerLog) => {
      logs.push({ level, message });
      process.stderr.write(`[worker ${level}] ${message}\n`);
    },
  };
  const mf = new Miniflare(miniflareOptions);
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const { d1, storage } = storageHarness(mf);
  await applyMigrations(d1);
  const db = createDatabase(d1);
  if (seed) await seedDatabase(db, { admin: TEST_ADMIN });

  return {
    url,
    d1,
    db,
    storage,
    mf,
    fetch: async (path, init) => {
      const response = await mf.dispatchFetch(
        new URL(path, "http://localhost").toString(),
        init as never,
      );
      return withBodyRead(response as unknown as Response);
    },
    restart: () => mf.setOptions(miniflareOptions),
    sentEmails: () => [...log.emails],
    logs: () => [...logs],
    clearLogs: () => {
      logs.length = 0;
    },
    allowEmailTo: (addresses) => {
      const email = {
        send_email: [
          {
            name: "NOTIFY",
            ...(addresses ? { allowed_destination_addresses: addresses } : {}),
          },
        ],
      };
      miniflareOptions.workers = [Object.assign({}, main, { email }), ...workers.slice(1)];
      return mf.setOptions(miniflareOptions);
    },
    scheduled: async (at) => {
      const worker = await mf.getWorker();
      const { outcome } = await worker.scheduled({ cron: DAILY_CRON, scheduledTime: at });
      return { outcome };
    },
    dispose: () => mf.dispose(),
  };
}

/** The id (or bucket name) of a binding, as Miniflare's options give it. */
function bindingId(bindings: unknown, name: string): string {
  const entry =
    bindings && typeof bindings === "object"
      ? (bindings as Record<string, unknown>)[name]
      : undefined;
  if (typeof entry === "string") return entry;
  if (entry && typeof entry === "object" && "id" in entry && typeof entry.id === "string") {
    return entry.id;
  }
  throw new Error(`wrangler.toml declares no binding named ${name}`);
}

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The answer with its body already read. Miniflare hands on the body of a
 * response it then drops, and when the garbage collector takes that one,
 * undici cancels the body; a test that reads an answer after sending more
 * requests then meets 'Body is unusable' (seen on Node 24, whose collector
 * runs sooner). Reading the body at once, before any collection can run,
 * keeps every answer whole.
 */
async function withBodyRead(response: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
