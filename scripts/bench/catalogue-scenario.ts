/**
 * The "real catalogue" scenario (docs/decisions/024-pages-without-javascript.md):
 * `/products` with 30 products, half of them with two or three photos
 * uploaded from a phone (12 megapixels, about 3.3 MB each), as an owner
 * would fill the site, then Lighthouse on it. Run last on the bench's
 * Worker: the products it adds stay until the Worker is disposed.
 */
import { z } from "zod";
import { productSchema, type ProductInput } from "../../app/validation/product";
import { jsonRequest, postMultipart, signInAs } from "../../tests/support/api";
import type { TestWorker } from "../../tests/support/worker";
import { phonePhoto } from "../lib/phone-photo";
import { runLighthouse, type LighthouseResult } from "./lighthouse";
import { REAL_PHOTO } from "./real-photo";
import type { BenchSettings } from "./settings";

export const CATALOGUE = {
  products: 30,
  /** Products (the first in the list) whose pictures are uploaded phone photos. */
  withPhotos: 15,
  /** Photos each of those gets, in turn. */
  photosEach: [2, 3],
} as const;

export interface CatalogueResult {
  products: number;
  withPhotos: number;
  uploads: number;
  lighthouse: LighthouseResult[] | string;
}

const listed = z.object({ id: z.number() });
const uploadAnswer = z.object({ imageUrl: z.string() });

async function expectStatus(response: Response, statuses: number[], what: string) {
  if (!statuses.includes(response.status)) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  }
}

async function listProducts(worker: TestWorker) {
  const response = await worker.fetch("/api/products");
  await expectStatus(response, [200], "GET /api/products");
  return z
    .array(z.unknown())
    .parse(await response.json())
    .map((item) => ({ id: listed.parse(item).id, input: productSchema.parse(item) }));
}

/** A new phone photo (its grain is random, so each is a file of its own), uploaded. */
async function uploadPhonePhoto(worker: TestWorker, cookie: string, index: number) {
  const photo = await phonePhoto(REAL_PHOTO);
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
    `IMG_${3000 + index}.jpg`,
  );
  const response = await postMultipart(worker, "/api/admin/upload", form, { Cookie: cookie });
  await expectStatus(response, [200, 201], "POST /api/admin/upload");
  return uploadAnswer.parse(await response.json()).imageUrl;
}

export async function runCatalogueScenario(
  worker: TestWorker,
  browserUrl: string,
  settings: BenchSettings,
  progress: (message: string) => void,
): Promise<CatalogueResult | string> {
  // Its figures are Lighthouse's: without it, the uploads would be for nothing.
  if (settings.lighthouseRuns === 0) return "LIGHTHOUSE_RUNS=0";
  const cookie = await signInAs(worker);
  const seeded = await listProducts(worker);
  const template = seeded[0]?.input;
  if (!template) throw new Error("GET /api/products lists no product");
  progress(`catalogue: adding ${CATALOGUE.products - seeded.length} products`);
  for (let index = seeded.length; index < CATALOGUE.products; index += 1) {
    const input: ProductInput = {
      ...template,
      name: `${template.name} · lote ${index + 1}`,
      isFeatured: false,
    };
    const response = await worker.fetch(
      "/api/admin/products",
      jsonRequest("POST", input, { Cookie: cookie }),
    );
    await expectStatus(response, [200, 201], "POST /api/admin/products");
  }

  const catalogue = await listProducts(worker);
  let uploads = 0;
  for (const [index, product] of catalogue.slice(0, CATALOGUE.withPhotos).entries()) {
    progress(`catalogue: phone photos for product ${index + 1}/${CATALOGUE.withPhotos}`);
    const count = CATALOGUE.photosEach[index % CATALOGUE.photosEach.length] ?? 2;
    const imageUrls: string[] = [];
    for (let photo = 0; photo < count; photo += 1) {
      imageUrls.push(await uploadPhonePhoto(worker, cookie, uploads));
      uploads += 1;
    }
    const response = await worker.fetch(
      `/api/admin/products/${product.id}`,
      jsonRequest(
        "PATCH",
        { ...product.input, imageUrls, mainImageUrl: imageUrls[0] ?? "" },
        { Cookie: cookie },
      ),
    );
    await expectStatus(response, [200], `PATCH /api/admin/products/${product.id}`);
  }

  const lighthouse = await runLighthouse(browserUrl, ["/products"], {
    runs: settings.lighthouseRuns,
    chromePath: settings.chromePath,
    onRun: (run) => progress(`catalogue: Lighthouse run ${run}/${settings.lighthouseRuns}`),
  }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  return { products: catalogue.length, withPhotos: CATALOGUE.withPhotos, uploads, lighthouse };
}
