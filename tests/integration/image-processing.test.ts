/**
 * Uploads are processed by the real Images binding (Miniflare's local
 * service, sharp) into WebP variants, upright and without metadata; stored
 * all or nothing; and raw uploads from before are reprocessed in place.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ImageManifest, ImageManifestEntry } from "../../app/content/image-manifest";
import { products } from "../../app/db/schema";
import { PHONE_EXIF_MARKERS, phonePhoto } from "../../scripts/lib/phone-photo";
import { siteImage } from "../support/image-manifest";
import { createImagesProxy } from "../support/images-proxy";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

const UNAVAILABLE =
  "El servicio de imágenes no respondió y la imagen no se guardó. Inténtelo de nuevo en unos minutos.";
const QUOTA =
  "Se agotó la cuota mensual del servicio de imágenes y la imagen no se guardó. Inténtelo más tarde o amplíe el plan de Cloudflare Images.";
const UNREADABLE = "No se pudo leer la imagen: el archivo parece estar dañado";

const images = createImagesProxy();
const worker = workerSuite({ imagesProxy: images });
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));
beforeEach(() => {
  images.mode = "pass";
  images.resetCounts();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function upload(bytes: Uint8Array, field = "file"): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "foto.jpg");
  // Sent as bytes with their own Content-Type, as a browser sends the form.
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return worker.fetch("/api/admin/upload", {
    method: "POST",
    headers: { Cookie: admin, "Content-Type": request.headers.get("Content-Type") ?? "" },
    body: new Uint8Array(await request.arrayBuffer()),
  });
}

async function manifestEntry(hash: string): Promise<ImageManifestEntry | undefined> {
  const text = await worker.storage.kvGet("image-manifest");
  return text ? (JSON.parse(text) as ImageManifest)[hash] : undefined;
}

const r2Keys = async () => (await worker.storage.r2Objects()).map((object) => object.key).sort();

/** What a visitor's browser gets for `url`, and what is inside it. */
async function served(url: string) {
  const response = await worker.fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  return { response, bytes, metadata };
}

/** No EXIF or XMP chunk, and none of the camera's strings, anywhere in the file. */
function expectNoMetadata(bytes: Buffer, metadata: sharp.Metadata) {
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  for (const chunk of ["EXIF", "Exif", "XMP "]) expect(bytes.includes(chunk)).toBe(false);
  for (const marker of Object.values(PHONE_EXIF_MARKERS))
    expect(bytes.includes(marker)).toBe(false);
}

describe("a phone photo (4032 × 3024, EXIF orientation 6, GPS)", () => {
  let photo: Buffer;
  let hash: string;
  let body: { success: boolean; imageUrl: string; image: Record<string, unknown> };

  beforeAll(async () => {
    photo = await phonePhoto({ width: 4032, height: 3024, orientation: 6 });
    expect(photo.includes(PHONE_EXIF_MARKERS.make)).toBe(true);
    hash = sha256(photo);
    const response = await upload(photo);
    expect(response.status).toBe(201);
    body = (await response.json()) as typeof body;
  });

  it("answers the displayed picture's URL and how pages draw it", () => {
    const base = `/images/uploads/${hash}`;
    expect(body).toEqual({
      success: true,
      imageUrl: `${base}.webp`,
      image: {
        src: `${base}.webp`,
        placeholder: `${base}-placeholder.webp`,
        width: 3024,
        height: 4032,
        srcSet: `${base}-384w.webp 384w, ${base}-768w.webp 768w, ${base}.webp 1920w`,
      },
    });
  });

  it("records the upright size, the variants and a real placeholder in the manifest", async () => {
    const base = `/images/uploads/${hash}`;
    expect(await manifestEntry(hash)).toEqual({
      ...siteImage(`uploads/${hash}`, 3024, 4032),
      variants: [
        { src: `${base}-384w.webp`, width: 384, height: 512 },
        { src: `${base}-768w.webp`, width: 768, height: 1024 },
        { src: `${base}.webp`, width: 1920, height: 2560 },
      ],
    });
  });

  it("stores only the processed files, never the original", async () => {
    expect(await r2Keys()).toEqual(
      [`${hash}-384w.webp`, `${hash}-768w.webp`, `${hash}-placeholder.webp`, `${hash}.webp`].sort(),
    );
  });

  it.each([
    ["384w", 384, 512],
    ["768w", 768, 1024],
    ["display", 1920, 2560],
  ])("serves the %s variant as an upright WebP without metadata", async (name, width, height) => {
    const key = name === "display" ? `${hash}.webp` : `${hash}-${name}.webp`;
    const { response, bytes, metadata } = await served(`/images/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(metadata).toMatchObject({ format: "webp", width, height });
    expect(metadata.orientation ?? 1).toBe(1);
    expectNoMetadata(bytes, metadata);
  });

  it("serves a placeholder of a few hundred bytes, without metadata", async () => {
    const { response, bytes, metadata } = await served(`/images/uploads/${hash}-placeholder.webp`);
    expect(response.status).toBe(200);
    expect(bytes.length).toBeLessThan(2048);
    expect(metadata).toMatchObject({ format: "webp", width: 24, height: 32 });
    expectNoMetadata(bytes, metadata);
  });

  it("turns the content upright: the stored top-left corner is shown top right", async () => {
    // phonePhoto's gradient: red grows to the stored right, green downwards.
    // Orientation 6 shows the stored picture turned 90° clockwise: its top
    // left goes to the top right, its top right to the bottom right, its
    // bottom left to the top left.
    const { bytes } = await served(`/images/uploads/${hash}-384w.webp`);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return { red: data[offset] ?? 0, green: data[offset + 1] ?? 0 };
    };
    const topRight = at(info.width - 2, 1);
    expect(topRight.red).toBeLessThan(at(info.width - 2, info.height - 2).red - 60);
    expect(topRight.green).toBeLessThan(at(1, 1).green - 60);
  });

  it("answers the same photo again with 200 and the same URL, without processing it again", async () => {
    const before = await r2Keys();
    const response = await upload(photo, "image");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { imageUrl: string }).imageUrl).toBe(
      `/images/uploads/${hash}.webp`,
    );
    expect(images.calls.get("output") ?? 0).toBe(0);
    expect(await r2Keys()).toEqual(before);
  });
});

describe("other formats", () => {
  it("makes a PNG with transparency into WebP variants that keep it", async () => {
    const png = await sharp({
      create: {
        width: 1000,
        height: 600,
        channels: 4,
        background: { r: 200, g: 90, b: 20, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.status).toBe(201);
    const hash = sha256(png);
    const entry = await manifestEntry(hash);
    expect(entry).toMatchObject({ width: 1000, height: 600 });
    expect(entry?.variants?.map(({ width, height }) => [width, height])).toEqual([
      [384, 230],
      [768, 461],
      [1000, 600],
    ]);
    const { metadata } = await served(`/images/uploads/${hash}.webp`);
    expect(metadata).toMatchObject({ format: "webp", width: 1000, hasAlpha: true });
  });

  it("makes a WebP smaller than 384 pixels into one variant at its own width", async () => {
    const webp = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#c0392b" },
    })
      .webp()
      .withExif({ IFD0: { Make: PHONE_EXIF_MARKERS.make } })
      .toBuffer();
    const response = await upload(webp);
    expect(response.status).toBe(201);
    const hash = sha256(webp);
    expect((await manifestEntry(hash))?.variants).toEqual([
      { src: `/images/uploads/${hash}.webp`, width: 300, height: 200 },
    ]);
    const { bytes, metadata } = await served(`/images/uploads/${hash}.webp`);
    expect(metadata).toMatchObject({ format: "webp", width: 300, height: 200 });
    expectNoMetadata(bytes, metadata);
  });

  it("refuses a JPEG whose picture data is cut off (400), storing nothing", async () => {
    const whole = await phonePhoto({ width: 800, height: 600 });
    const before = await r2Keys();
    const response = await upload(whole.subarray(0, 700));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNREADABLE });
    expect(await r2Keys()).toEqual(before);
  });
});

describe("when the image service fails", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto({ width: 2000, height: 1500, orientation: 6 });
  });

  it.each([
    ["is unreachable", "outage", UNAVAILABLE, "60"],
    ["has used up its quota", "quota", QUOTA, "3600"],
    ["fails after two of the variants", "fail-after", UNAVAILABLE, "60"],
  ] as const)(
    "%s: 503 with a clear message, nothing stored",
    async (_name, mode, message, retry) => {
      images.mode = mode;
      images.passCount = 2;
      const r2Before = await r2Keys();
      const kvBefore = await worker.storage.kvGet("image-manifest");
      const response = await upload(photo);
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe(retry);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: message });
      expect(text).not.toMatch(/at |Error:|IMAGES_|9422/);
      expect(await r2Keys()).toEqual(r2Before);
      expect(await worker.storage.kvGet("image-manifest")).toBe(kvBefore);
      expect(await manifestEntry(sha256(photo))).toBeUndefined();
    },
  );

  it("stores the photo once the service is back", async () => {
    images.mode = "pass";
    const response = await upload(photo);
    expect(response.status).toBe(201);
    expect((await manifestEntry(sha256(photo)))?.variants).toHaveLength(3);
  });
});

describe("raw uploads from before processing", () => {
  let raw: Buffer;
  let hash: string;
  let rawUrl: string;
  let productSlug: string;

  beforeAll(async () => {
    raw = await phonePhoto({ width: 1600, height: 1200, orientation: 6 });
    hash = sha256(raw);
    rawUrl = `/images/uploads/${hash}.jpg`;
    // As the previous code stored it: the file itself, its size as metadata,
    // and a manifest entry that is its own placeholder.
    await worker.storage.r2Put(`${hash}.jpg`, raw, {
      contentType: "image/jpeg",
      customMetadata: { width: "1200", height: "1600" },
    });
    const manifest = JSON.parse(
      (await worker.storage.kvGet("image-manifest")) ?? "{}",
    ) as ImageManifest;
    manifest[hash] = { src: rawUrl, placeholder: rawUrl, width: 1200, height: 1600 };
    await worker.storage.kvPut("image-manifest", JSON.stringify(manifest));
    productSlug = `producto-foto-antigua-${hash.slice(0, 6)}`;
    await worker.db.insert(products).values({
      slug: productSlug,
      name: "Producto con foto antigua",
      description: "Una foto subida antes de que se procesaran.",
      imageUrls: [rawUrl],
      mainImageUrl: rawUrl,
      category: "Especialidades",
      displayOrder: 99,
    });
  });

  function reprocess(after = "") {
    const form = new URLSearchParams({ intent: "reprocess", after });
    return worker.fetch("/admin/images", {
      method: "POST",
      headers: {
        Cookie: admin,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
      },
      body: form,
    });
  }

  it("are counted on the Imágenes tab, with the button that optimises them", async () => {
    const page = await (await worker.fetch("/admin/images", { headers: { Cookie: admin } })).text();
    expect(page).toContain("Imágenes anteriores sin optimizar");
    expect(page).toContain("Hay 1 imagen subida antes de que el sitio optimizara las fotos");
    expect(page).toContain("Optimizar imágenes anteriores");
  });

  it("are made into the same variants, and the old URL keeps answering, now without metadata", async () => {
    const before = await served(rawUrl);
    expect(before.bytes.includes(PHONE_EXIF_MARKERS.make)).toBe(true);

    const response = await reprocess();
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Se optimizaron 1 imagen.");
    expect(page).not.toContain("Hay 1 imagen subida");

    expect((await r2Keys()).filter((key) => key.startsWith(hash))).toEqual(
      [`${hash}-384w.webp`, `${hash}-768w.webp`, `${hash}-placeholder.webp`, `${hash}.webp`].sort(),
    );
    const entry = await manifestEntry(hash);
    expect(entry).toMatchObject({
      src: `/images/uploads/${hash}.webp`,
      placeholder: `/images/uploads/${hash}-placeholder.webp`,
      width: 1200,
      height: 1600,
    });

    const after = await served(rawUrl);
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("Content-Type")).toBe("image/webp");
    expect(after.metadata).toMatchObject({ format: "webp", width: 1200, height: 1600 });
    expectNoMetadata(after.bytes, after.metadata);
  });

  it("the product that points at the old URL now shows the variants", async () => {
    const page = await (await worker.fetch(`/products/${productSlug}`)).text();
    expect(page).toContain(`/images/uploads/${hash}-384w.webp 384w`);
    expect(page).toContain(`/images/uploads/${hash}-placeholder.webp`);
    expect(page).not.toContain(`src="${rawUrl}"`);
  });
});

describe("forms without JavaScript, when the image service fails", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto({ width: 1200, height: 900 });
  });

  async function postForm(path: string, form: FormData): Promise<Response> {
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return worker.fetch(path, {
      method: "POST",
      headers: {
        Cookie: admin,
        Origin: "http://localhost",
        "Content-Type": request.headers.get("Content-Type") ?? "",
      },
      body: new Uint8Array(await request.arrayBuffer()),
      redirect: "manual",
    });
  }

  /** A form's text fields and the photo in `fileField`, as the browser posts it. */
  function formWithPhoto(fields: Record<string, string>, fileField: string): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fileField, new File([new Uint8Array(photo)], "foto.jpg", { type: "image/jpeg" }));
    return form;
  }

  it("the product form answers 503 with the message and keeps everything typed", async () => {
    images.mode = "outage";
    const form = formWithPhoto(
      {
        intent: "create",
        name: "Miel de azahar con foto fallida",
        description: "Una descripción larga que el admin no quiere volver a escribir.",
        category: "Mieles",
        pricePesos: "180.50",
        stock: "12",
      },
      "newImages",
    );
    const r2Before = await r2Keys();
    const response = await postForm("/admin?index", form);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    const html = await response.text();
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain('value="Miel de azahar con foto fallida"');
    expect(html).toContain(
      "Una descripción larga que el admin no quiere volver a escribir.</textarea>",
    );
    expect(html).toMatch(/name="pricePesos"[^>]*value="180.50"/);
    expect(html).toMatch(/name="stock"[^>]*value="12"/);
    expect(await r2Keys()).toEqual(r2Before);
    const stored = await worker.db.select().from(products);
    expect(stored.map((product) => product.name)).not.toContain("Miel de azahar con foto fallida");
  });

  it("the recipe form answers 503 with the message and keeps everything typed", async () => {
    images.mode = "quota";
    const form = formWithPhoto(
      {
        intent: "create",
        title: "Pan de elote con miel picosa",
        description: "Esponjoso, con un toque de chile.",
        instructions: "Mezclar, hornear y bañar con miel.",
        instagramUrl: "https://www.instagram.com/p/pan-de-elote",
        imageUrl: "",
      },
      "image",
    );
    const r2Before = await r2Keys();
    const response = await postForm("/admin/recipes?nuevo=1", form);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(QUOTA);
    expect(html).toContain('value="Pan de elote con miel picosa"');
    expect(html).toContain("Mezclar, hornear y bañar con miel.</textarea>");
    expect(html).toContain('value="https://www.instagram.com/p/pan-de-elote"');
    expect(await r2Keys()).toEqual(r2Before);
  });

  it("the images tool answers 503 with the message", async () => {
    images.mode = "outage";
    const response = await postForm("/admin/images", formWithPhoto({}, "image"));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(UNAVAILABLE);
  });
});
