/**
 * What a Lighthouse report says beyond its scores: the requests it saw
 * (e.g. which variant of a picture the browser chose) and its LCP element.
 */
import type { LighthouseReport } from "./lighthouse";

export interface SeenRequest {
  url: string;
  /** Bytes over the wire (headers included), as Lighthouse counts them. */
  transferSize: number;
}

export interface LcpDetails {
  /** The element's tag with its `src` and `sizes`, e.g. `<img src="/images/…" sizes="100vw">`. */
  snippet: string;
  /** TTFB, load delay, load time, render delay, ms. */
  phases: { phase: string; ms: number }[];
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every table row under `details`, at any depth (tables may sit in a list). */
function rows(details: unknown): Item[] {
  if (!isItem(details)) return [];
  const items = Array.isArray(details.items) ? details.items.filter(isItem) : [];
  return items.flatMap((item) => (item.type === "table" ? rows(item) : [item]));
}

/** The requests (from the `network-requests` audit) whose URL contains `part`. */
export function requestsMatching(report: LighthouseReport, part: string): SeenRequest[] {
  return rows(report.audits["network-requests"]?.details).flatMap((row) =>
    typeof row.url === "string" && row.url.includes(part)
      ? [
          {
            url: row.url,
            transferSize: typeof row.transferSize === "number" ? row.transferSize : 0,
          },
        ]
      : [],
  );
}

/**
 * `<img src="…" sizes="…">` from Lighthouse's snippet, without the local
 * origin (its port changes) and with an upload's hash as `<hash>`.
 */
function shortSnippet(snippet: string): string {
  const local = snippet
    .replace(/https?:\/\/(localhost|127\.0\.0\.1):\d+/g, "")
    .replace(/[0-9a-f]{16,}/g, "<hash>");
  const tag = /^<([\w-]+)/.exec(local)?.[1] ?? "?";
  const attributes = ["src", "sizes"].flatMap((name) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(local)?.[1];
    return value === undefined ? [] : [`${name}="${value}"`];
  });
  return `<${[tag, ...attributes].join(" ")}>`;
}

export function lcpDetails(report: LighthouseReport): LcpDetails {
  const found = rows(report.audits["largest-contentful-paint-element"]?.details);
  const node = found.map((row) => row.node).find(isItem);
  return {
    snippet: typeof node?.snippet === "string" ? shortSnippet(node.snippet) : "n/a",
    phases: found.flatMap((row) =>
      typeof row.phase === "string" && typeof row.timing === "number"
        ? [{ phase: row.phase, ms: row.timing }]
        : [],
    ),
  };
}
