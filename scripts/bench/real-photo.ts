/**
 * The "real photo" scenario's set-up: a phone's 12-megapixel JPEG
 * with camera and GPS EXIF, uploaded through `POST /api/admin/upload` and
 * made the only picture of the first featured product, through the admin
 * API as the admin's forms would do it; `restore` puts the product back.
 */
import { z } from "zod";
import { productSchema, type ProductInput } from "../../app/validation/product";
import { jsonRequest, postMultipart } from "../../tests/support/api";
import type { TestWorker } from "../../tests/support/worker";
import { phonePhoto } from "../lib/phone-photo";

/**
 * 4032 × 3024 as the sensor writes it, held upright (EXIF orientation 6);
 * grain 13.5 at quality 90 weighs about 3.3 MB, as a phone's photo does.
 */
export const REAL_PHOTO = {
  width: 4032,
  height: 3024,
  orientation: 6,
  grain: 13.5,
  quality: 90,
} as const;

/** What a phone's photo weighs; outside it the scenario is not the one asked for. */
export const REAL_PHOTO_BYTES = { min: 2_500_000, max: 4_500_000 } as const;

export interface RealPhoto {
  /** The JPEG as the phone wrote it. */
  original: Buffer;
  /** The upload's key: its stored files are `<hash>.webp`, `<hash>-384w.webp`, … */
  hash: string;
  imageUrl: string;
  product: { id: number; slug: string; name: string };
  /** PATCHes the product back to its pictures before the scenario. */
  restore(): Promise<void>;
}

const listedProduct = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  isFeatured: z.boolean(),
});

const uploadAnswer = z.object({
  success: z.literal(true),
  imageUrl: z.string().regex(/^\/images\/uploads\/[0-9a-f]{64}\.webp$/),
});

async function expectStatus(response: Response, statuses: number[], what: string) {
  if (!statuses.includes(response.status)) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  }
}

/** The first featured product of `GET /api/products` and its fields as a PATCH takes them. */
async function firstFeatured(worker: TestWorker) {
  const response = await worker.fetch("/api/products");
  await expectStatus(response, [200], "GET /api/products");
  const items = z.array(z.unknown()).parse(await response.json());
  for (const item of items) {
    const listed = listedProduct.parse(item);
    if (listed.isFeatured) return { listed, input: productSchema.parse(item) };
  }
  throw new Error("GET /api/products lists no featured product");
}

async function patchProduct(worker: TestWorker, cookie: string, id: number, input: ProductInput) {
  const response = await worker.fetch(
    `/api/admin/products/${id}`,
    jsonRequest("PATCH", input, { Cookie: cookie }),
  );
  await expectStatus(response, [200], `PATCH /api/admin/products/${id}`);
}

export async function setUpRealPhoto(worker: TestWorker, cookie: string): Promise<RealPhoto> {
  const original = await phonePhoto(REAL_PHOTO);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "IMG_2041.jpg");
  const response = await postMultipart(worker, "/api/admin/upload", form, { Cookie: cookie });
  await expectStatus(response, [200, 201], "POST /api/admin/upload");
  const { imageUrl } = uploadAnswer.parse(await response.json());
  const hash = imageUrl.replace(/^.*\//, "").replace(/\.webp$/, "");

  const { listed, input } = await firstFeatured(worker);
  await patchProduct(worker, cookie, listed.id, {
    ...input,
    imageUrls: [imageUrl],
    mainImageUrl: imageUrl,
  });
  return {
    original,
    hash,
    imageUrl,
    product: { id: listed.id, slug: listed.slug, name: listed.name },
    restore: () => patchProduct(worker, cookie, listed.id, input),
  };
}
