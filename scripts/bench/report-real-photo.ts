import { atLeast, atMost, BUDGETS, type Misses, type Verdict } from "./budget";
import type { LighthouseResult } from "./lighthouse";
import { fixed, kb, table } from "./markdown";
import { REAL_PHOTO, REAL_PHOTO_BYTES } from "./real-photo";
import type { PhotoOnPage, RealPhotoResult } from "./real-photo-scenario";
import { UPLOAD_VARIANTS, type InspectedFile } from "./served-variants";
import { median } from "./stats";

const size = (file: InspectedFile) => `${fixed(file.width)} × ${fixed(file.height)}`;
const traces = (file: InspectedFile) => file.metadata.join(", ") || "none";

function originalRow(file: InspectedFile, misses: Misses): string[] {
  const inRange = file.bytes >= REAL_PHOTO_BYTES.min && file.bytes <= REAL_PHOTO_BYTES.max;
  const verdict: Verdict = {
    budget: `${REAL_PHOTO_BYTES.min / 1e6}–${REAL_PHOTO_BYTES.max / 1e6} MB, with EXIF`,
    met: inRange && file.metadata.length > 0,
  };
  const figure = `${kb(file.bytes)} KB, ${traces(file)}`;
  return [
    `${file.name}, EXIF orientation ${REAL_PHOTO.orientation}`,
    "—",
    String(file.bytes),
    size(file),
    traces(file),
    misses.check("real photo: the uploaded JPEG", figure, verdict),
  ];
}

function servedRow(file: InspectedFile, hash: string, misses: Misses): string[] {
  const verdict: Verdict = {
    budget: file.status === 200 ? "no EXIF/GPS" : "no EXIF/GPS (and HTTP 200)",
    met: file.status === 200 && file.metadata.length === 0,
  };
  const figure = file.status === 200 ? traces(file) : `HTTP ${file.status}`;
  return [
    `${file.name}: \`${file.path.replace(hash, "<hash>")}\``,
    String(file.status),
    String(file.bytes),
    size(file),
    traces(file),
    misses.check(`real photo: served ${file.name}`, figure, verdict),
  ];
}

/**
 * What a browser chooses from: any slot wider than the widest variant below
 * the display file (e.g. 100vw on a phone at DPR 3) gets the display file.
 */
function choiceNote(served: readonly InspectedFile[]): string {
  const display = served.find((file) => file.role === "display");
  const widths = served
    .filter((file) => file.role === "srcset" && Number.isFinite(file.width))
    .map((file) => file.width);
  if (!display || widths.length === 0) return "";
  return (
    `The browser picks from \`srcset\` by the slot's width in device pixels: wider than ` +
    `${Math.max(...widths)} px (100vw on a phone at DPR 3, 1170 px; Lighthouse's phone is ` +
    `412 px at DPR 1.75, 721 px) it fetches the display file, ${kb(display.bytes)} KB here. ` +
    "The grain is per pixel, so downscaling averages it out: the smaller files weigh much less " +
    "than a real photo's would."
  );
}

/** "768w 95.1 KB, placeholder 0.4 KB": the photo's files the browser fetched on a page. */
function fetched(seen: PhotoOnPage | undefined): string {
  if (!seen || seen.requests.length === 0) return "none";
  return seen.requests
    .map(({ url, transferSize }) => {
      const variant = [...UPLOAD_VARIANTS]
        .sort((a, b) => b.suffix.length - a.suffix.length)
        .find(({ suffix }) => url.endsWith(suffix));
      return `${variant?.name ?? url} ${kb(transferSize)} KB`;
    })
    .join(", ");
}

function lighthouseRow(result: LighthouseResult, seen: PhotoOnPage | undefined, misses: Misses) {
  const { page, median: m, runs } = result;
  const performance = fixed(m.performance);
  const transferred = `${kb(m.totalBytes)} KB`;
  return [
    page,
    String(runs),
    `${performance} ${misses.tick(
      `real photo: ${page} Lighthouse performance`,
      performance,
      atLeast(m.performance, BUDGETS.lighthousePerformance),
    )}`,
    fixed(m.accessibility),
    fixed(m.bestPractices),
    fixed(m.seo),
    fixed(m.lcpMs),
    kb(m.totalBytes),
    page === "/products"
      ? misses.check(
          "real photo: /products transferred",
          transferred,
          atMost(m.totalBytes / 1000, BUDGETS.productsPageKb, `≤ ${BUDGETS.productsPageKb} KB`),
        )
      : "—",
    fetched(seen),
  ];
}

/** The LCP element of the first run and each phase's median over the runs. */
function lcpNote(page: string, seen: PhotoOnPage | undefined): string {
  const first = seen?.lcp[0];
  if (!first) return `- ${page}: no LCP element reported`;
  const phases = first.phases.map(({ phase }) => {
    const times = (seen?.lcp ?? []).flatMap(
      (lcp) => lcp.phases.find((item) => item.phase === phase)?.ms ?? [],
    );
    return `${phase} ${fixed(median(times))} ms`;
  });
  return `- ${page}: LCP element \`${first.snippet}\`; ${phases.join(", ") || "no phases"}`;
}

function lighthouseTable(result: RealPhotoResult, misses: Misses): string[] {
  if (typeof result.lighthouse === "string")
    return [`Lighthouse did not run: ${result.lighthouse}`];
  const rows = result.lighthouse.map((page) =>
    lighthouseRow(page, result.seen.get(page.page), misses),
  );
  const notes = result.lighthouse.flatMap((page) => [
    lcpNote(page.page, result.seen.get(page.page)),
    ...page.failedAudits.map((audit) => `- ${page.page}: audit below full marks: ${audit}`),
    ...page.warnings.map((warning) => `- ${page.page}: ${warning}`),
  ]);
  return [
    table(
      [
        "Page",
        "runs",
        `performance (≥ ${BUDGETS.lighthousePerformance})`,
        "accessibility",
        "best practices",
        "SEO",
        "LCP ms",
        "transferred KB",
        "budget",
        "the photo's files fetched",
      ],
      rows,
    ),
    "",
    ...notes,
  ];
}

export function realPhotoSection(result: RealPhotoResult | string, misses: Misses): string {
  const title = "## A real photo";
  if (typeof result === "string") {
    const verdict = { budget: "runs to the end", met: false };
    return [
      title,
      "",
      `The scenario failed: ${result} ${misses.tick("real photo", result, verdict)}`,
    ].join("\n");
  }
  return [
    title,
    "",
    `A phone's photo as it comes: a ${REAL_PHOTO.width} × ${REAL_PHOTO.height} JPEG held upright ` +
      `(EXIF orientation ${REAL_PHOTO.orientation}) with camera and GPS EXIF and sensor-like ` +
      `grain (\`scripts/lib/phone-photo.ts\`, grain ${REAL_PHOTO.grain}, quality ` +
      `${REAL_PHOTO.quality}), uploaded through \`POST /api/admin/upload\` and made the only ` +
      `picture of the first featured product, ${result.product.name} ` +
      `(\`PATCH /api/admin/products/{id}\`), then ${result.restored === "restored" ? "put back" : result.restored}. ` +
      "The Worker's D1, R2 and KV are Miniflare's, in memory and fresh for each run. " +
      `Upload hash \`${result.hash}\`; the local Images binding (sharp) ignores the WebP ` +
      "quality the Worker asks for, so Cloudflare's files may be smaller.",
    "",
    "What the Worker serves of it (fetched from the running Worker):",
    "",
    table(
      ["File", "status", "bytes", "px", "camera metadata found", "budget"],
      [
        originalRow(result.original, misses),
        ...result.served.map((file) => servedRow(file, result.hash, misses)),
      ],
    ),
    "",
    choiceNote(result.served),
    "",
    `Lighthouse (mobile, the settings above) on the pages that show it, median of the runs; ` +
      "transferred is `total-byte-weight` (every request's transfer size):",
    "",
    ...lighthouseTable(result, misses),
  ].join("\n");
}
