/**
 * The "real photo" scenario, run on the bench's Worker after the
 * seeded catalogue's figures: upload a phone's photo, make it a featured
 * product's only picture, check what is served of it, Lighthouse the pages
 * that show it, then put the product back.
 */
import { signInAs } from "../../tests/support/api";
import type { TestWorker } from "../../tests/support/worker";
import { runLighthouse, type LighthouseReport, type LighthouseResult } from "./lighthouse";
import {
  lcpDetails,
  requestsMatching,
  type LcpDetails,
  type SeenRequest,
} from "./lighthouse-details";
import { setUpRealPhoto } from "./real-photo";
import { inspectOriginal, inspectServedVariants, type InspectedFile } from "./served-variants";
import type { BenchSettings } from "./settings";

/** What Lighthouse saw of the photo on one page, over all its runs. */
export interface PhotoOnPage {
  /** Each URL of the upload the browser fetched, with its largest transfer size. */
  requests: SeenRequest[];
  /** The LCP element of each run. */
  lcp: LcpDetails[];
}

export interface RealPhotoResult {
  original: InspectedFile;
  served: InspectedFile[];
  hash: string;
  product: { slug: string; name: string };
  pages: string[];
  lighthouse: LighthouseResult[] | string;
  seen: Map<string, PhotoOnPage>;
  /** "restored", or why the product could not be put back. */
  restored: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function collector(hash: string) {
  const seen = new Map<string, PhotoOnPage>();
  const inspect = (page: string, report: LighthouseReport) => {
    const entry = seen.get(page) ?? { requests: [], lcp: [] };
    for (const request of requestsMatching(report, hash)) {
      const known = entry.requests.find((item) => item.url === request.url);
      if (!known) entry.requests.push(request);
      else known.transferSize = Math.max(known.transferSize, request.transferSize);
    }
    entry.lcp.push(lcpDetails(report));
    seen.set(page, entry);
  };
  return { seen, inspect };
}

export async function runRealPhotoScenario(
  worker: TestWorker,
  browserUrl: string,
  settings: BenchSettings,
  progress: (message: string) => void,
): Promise<RealPhotoResult> {
  const cookie = await signInAs(worker);
  progress("real photo: generating and uploading a 4032 × 3024 JPEG with GPS EXIF");
  const photo = await setUpRealPhoto(worker, cookie);
  try {
    const original = await inspectOriginal(photo.original);
    const served = await inspectServedVariants(worker, photo.hash);
    const pages = ["/", "/products", `/products/${photo.product.slug}`];
    const { seen, inspect } = collector(photo.hash);
    let lighthouse: LighthouseResult[] | string = "LIGHTHOUSE_RUNS=0";
    if (settings.lighthouseRuns > 0) {
      lighthouse = await runLighthouse(browserUrl, pages, {
        runs: settings.lighthouseRuns,
        chromePath: settings.chromePath,
        onRun: (run) => progress(`real photo: Lighthouse run ${run}/${settings.lighthouseRuns}`),
        inspect,
      }).catch(messageOf);
    }
    const result = { original, served, hash: photo.hash, product: photo.product, pages };
    return { ...result, lighthouse, seen, restored: await restore(photo.restore) };
  } catch (error) {
    await restore(photo.restore);
    throw error;
  }
}

async function restore(put: () => Promise<void>): Promise<string> {
  try {
    await put();
    return "restored";
  } catch (error) {
    return `not restored: ${messageOf(error)}`;
  }
}
