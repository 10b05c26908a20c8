import { existsSync, readFileSync } from "node:fs";
import type { Browser, Protocol } from "puppeteer-core";
import { SourceMapConsumer } from "source-map-js";

/** What one page costs the main thread on load, averaged over the loads profiled. */
export interface PageProfile {
  /** Elements in the document once the page is idle. */
  elements: number;
  /** Of those, the elements React hydrated (they carry its fibre). */
  hydratedElements: number;
  /** JavaScript's own time (the CPU profile's samples, idle and GC left out). */
  scriptMs: number;
  /** `scriptMs` by where the code comes from: a package, an app file, the document's inline scripts. */
  scriptBySource: Map<string, number>;
  garbageCollectionMs: number;
  /** Style recalculation and layout in the trace (`UpdateLayoutTree`, `Layout`). */
  styleLayoutMs: number;
}

/** Lighthouse's phone (its mobile default), unthrottled: the counts compare, not the clock. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NOT_SCRIPT = new Set(["(idle)", "(program)", "(root)"]);
const GC = "(garbage collector)";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Where a sampled function's code comes from, through the client build's
 * source maps (`remix vite:build --sourcemapClient`): `react-dom`, `app/…`,
 * or the chunk's name where there is no map (the floor's).
 */
class SourceNames {
  private readonly maps = new Map<string, SourceMapConsumer | null>();

  constructor(
    private readonly clientDir: string,
    private readonly documentUrl: string,
  ) {}

  of(frame: Protocol.Runtime.CallFrame): string {
    if (!frame.url) return frame.functionName || "(native)";
    if (frame.url === this.documentUrl) return "(the document's inline scripts)";
    const path = new URL(frame.url).pathname;
    const source = this.map(path)?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    }).source;
    if (!source) return path.replace(/.*\//, "");
    const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    return inPackage?.[1] ?? source.replace(/.*\/app\//, "app/");
  }

  private map(path: string): SourceMapConsumer | null {
    if (!this.maps.has(path)) {
      const file = `${this.clientDir}${path}.map`;
      this.maps.set(
        path,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null,
      );
    }
    return this.maps.get(path) ?? null;
  }
}

/** Style and layout on the renderers' main threads, nested events counted once. */
function styleLayoutMs(events: readonly TraceEvent[]): number {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const spans = events
    .filter(
      (event) =>
        event.ph === "X" &&
        (event.name === "UpdateLayoutTree" || event.name === "Layout") &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let coveredUntil = 0;
  for (const span of spans) {
    const end = span.ts + (span.dur ?? 0);
    if (end <= coveredUntil) continue;
    total += end - Math.max(span.ts, coveredUntil);
    coveredUntil = end;
  }
  return total / 1000;
}

async function profileOneLoad(browser: Browser, url: string, clientDir: string) {
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    const cdp = await page.createCDPSession();
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.tracing.start({ categories: ["devtools.timeline"] });
    await page.goto(url, { waitUntil: "networkidle0" });
    const trace = await page.tracing.stop();
    const { profile } = await cdp.send("Profiler.stop");
    const counts = await page.evaluate(() => {
      const elements = [...document.querySelectorAll("*")];
      const hydrated = elements.filter((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
      );
      return { elements: elements.length, hydrated: hydrated.length };
    });
    const names = new SourceNames(clientDir, url);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const bySource = new Map<string, number>();
    let gc = 0;
    for (const [index, id] of (profile.samples ?? []).entries()) {
      const frame = nodes.get(id)?.callFrame;
      const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
      if (!frame || NOT_SCRIPT.has(frame.functionName)) continue;
      if (frame.functionName === GC) {
        gc += ms;
        continue;
      }
      const source = names.of(frame);
      bySource.set(source, (bySource.get(source) ?? 0) + ms);
    }
    const events = trace
      ? (JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] }).traceEvents
      : [];
    return { counts, bySource, gc, styleLayout: styleLayoutMs(events) };
  } finally {
    await page.close();
  }
}

/**
 * `loads` loads of `url` in a fresh tab each, with the V8 CPU profiler (100 µs
 * samples) and a Chrome trace running: the means of what each load cost.
 */
export async function profilePage(
  browser: Browser,
  url: string,
  { loads, clientDir }: { loads: number; clientDir: string },
): Promise<PageProfile> {
  const sum: PageProfile = {
    elements: 0,
    hydratedElements: 0,
    scriptMs: 0,
    scriptBySource: new Map(),
    garbageCollectionMs: 0,
    styleLayoutMs: 0,
  };
  for (let load = 0; load < loads; load += 1) {
    const one = await profileOneLoad(browser, url, clientDir);
    sum.elements += one.counts.elements / loads;
    sum.hydratedElements += one.counts.hydrated / loads;
    sum.garbageCollectionMs += one.gc / loads;
    sum.styleLayoutMs += one.styleLayout / loads;
    for (const [source, ms] of one.bySource) {
      sum.scriptMs += ms / loads;
      sum.scriptBySource.set(source, (sum.scriptBySource.get(source) ?? 0) + ms / loads);
    }
  }
  return sum;
}
