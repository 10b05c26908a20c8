import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInImageManifest, type ImageManifest } from "../../app/content/image-manifest";
import { serializeFile } from "../support/api";
import { adminCookie, nonAdminCookie } from "../support/session";
import { JPEG_1X1, PNG_2X3, PNG_8001X1, SVG, TEXT, WEBP_1X1 } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";

const INVALID_TYPE = "Por favor seleccione un archivo de imagen válido (jpg, png, webp)";
const TOO_LARGE = "La imagen no debe exceder los 5MB";
const FIVE_MB = 5 * 1024 * 1024;
const REQUEST_LIMIT = FIVE_MB + 64 * 1024;

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  { field = "image", filename = "foto.png", type = "image/png", cookie = admin } = {},
): Promise<Response> {
  const { body, contentType } = await serializeFile(field, bytes, filename, type);
  const headers: Record<string, string> = { "Content-Type": contentType };
  if (cookie) headers.Cookie = cookie;
  return worker.fetch("/api/admin/upload", { method: "POST", headers, body });
}

async function storedManifest(): Promise<ImageManifest> {
  return JSON.parse((await worker.storage.kvGet("image-manifest")) ?? "{}") as ImageManifest;
}

async function r2Keys(): Promise<string[]> {
  return (await worker.storage.r2Objects()).map((object) => object.key);
}

describe("POST /api/admin/upload", () => {
  it("answers 401 to an anonymous visitor and stores nothing", async () => {
    const response = await upload(PNG_2X3, { cookie: "" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await r2Keys()).toEqual([]);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const response = await upload(PNG_2X3, {
      cookie: await nonAdminCookie(worker),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await r2Keys()).toEqual([]);
  });

  it("stores a picture's WebP variants under its content hash and records them in the manifest", async () => {
    const hash = sha256(PNG_2X3);
    const response = await upload(PNG_2X3, { field: "image" });
    expect(response.status).toBe(201);
    const imageUrl = `/images/uploads/${hash}.webp`;
    const placeholder = `/images/uploads/${hash}-placeholder.webp`;
    expect(await response.json()).toEqual({
      success: true,
      imageUrl,
      image: { src: imageUrl, placeholder, width: 2, height: 3, srcSet: `${imageUrl} 2w` },
    });

    const object = await worker.storage.r2Object(`${hash}.webp`);
    expect(object?.contentType).toBe("image/webp");
    expect(object?.customMetadata).toEqual({ variant: "display", width: "2", height: "3" });
    expect(await worker.storage.r2Object(`${hash}.png`)).toBeNull();

    expect((await storedManifest())[hash]).toEqual({
      src: imageUrl,
      placeholder,
      width: 2,
      height: 3,
      variants: [{ src: imageUrl, width: 2, height: 3 }],
    });
  });

  it("is idempotent: the same bytes again (field `file`) answer 200 with the same URL", async () => {
    const before = await r2Keys();
    const response = await upload(PNG_2X3, {
      field: "file",
      filename: "otra.png",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      imageUrl: `/images/uploads/${sha256(PNG_2X3)}.webp`,
    });
    expect(await r2Keys()).toEqual(before);
  });

  it.each([
    ["JPEG", JPEG_1X1],
    ["WebP", WEBP_1X1],
  ])(
    "accepts a %s, typed by its bytes whatever its name and declared type",
    async (_name, bytes) => {
      const response = await upload(bytes, {
        filename: "foto.png",
        type: "image/png",
      });
      expect(response.status).toBe(201);
      const key = `${sha256(bytes)}.webp`;
      expect(await response.json()).toMatchObject({
        success: true,
        imageUrl: `/images/uploads/${key}`,
      });
      const object = await worker.storage.r2Object(key);
      expect(object?.contentType).toBe("image/webp");
      expect((await storedManifest())[sha256(bytes)]).toMatchObject({
        width: 1,
        height: 1,
      });
    },
  );

  it.each([
    ["a text file named .png", TEXT, "notas.png", "image/png"],
    ["an SVG", SVG, "logo.svg", "image/svg+xml"],
  ])("refuses %s with 415 and the spec's message", async (_name, bytes, filename, type) => {
    const before = await r2Keys();
    const response = await upload(bytes, { filename, type });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: INVALID_TYPE });
    expect(await r2Keys()).toEqual(before);
  });

  it("refuses a form without the file field (400)", async () => {
    const response = await upload(PNG_2X3, { field: "foto" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: INVALID_TYPE });
  });

  it("refuses a body that is not a form (415)", async () => {
    const response = await worker.fetch("/api/admin/upload", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("refuses more than 8000 pixels on a side (400)", async () => {
    const response = await upload(PNG_8001X1);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "La imagen es demasiado grande (máximo 8000 × 8000 píxeles)",
    });
  });

  it("refuses a file over 5 MB inside a request under the request limit (413)", async () => {
    const bytes = new Uint8Array(FIVE_MB + 1);
    bytes.set(PNG_2X3);
    const { body } = await serializeFile("image", bytes, "grande.png");
    expect(body.byteLength).toBeLessThanOrEqual(REQUEST_LIMIT);
    const response = await upload(bytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
  });

  it("refuses from an honest Content-Length over the limit (413)", async () => {
    const bytes = new Uint8Array(REQUEST_LIMIT);
    bytes.set(PNG_2X3);
    const response = await upload(bytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
  });

  it("refuses before reading the body when Content-Length is over the limit", async () => {
    // The body never ends: only an answer given before reading it can arrive.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await worker.fetch("/api/admin/upload", {
      method: "POST",
      headers: {
        Cookie: admin,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(REQUEST_LIMIT + 1),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
  });

  it("cuts off a streamed body without Content-Length once it passes the limit (413)", async () => {
    // Exactly one byte over the limit: the Worker has read everything when it
    // answers, so the answer cannot race the upload (which resets the
    // connection under Miniflare when the Worker stops reading first).
    const total = REQUEST_LIMIT + 1;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(256 * 1024, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size));
      },
    });
    const response = await worker.fetch("/api/admin/upload", {
      method: "POST",
      headers: {
        Cookie: admin,
        "Content-Type": "multipart/form-data; boundary=x",
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
  });

  it("offers only POST (GET answers 405)", async () => {
    const response = await worker.fetch("/api/admin/upload", {
      headers: { Cookie: admin },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("GET /images/uploads/<key>", () => {
  const key = `${sha256(WEBP_1X1)}.webp`;

  beforeAll(async () => {
    expect((await upload(WEBP_1X1)).ok).toBe(true);
  });

  it("serves the stored bytes with their type and safe, immutable caching", async () => {
    const stored = await worker.storage.r2Object(key);
    const response = await worker.fetch(`/images/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(stored?.bytes);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${stored?.etag}"`,
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": `inline; filename="${key}"`,
    });
  });

  it("answers 304 without a body when the ETag matches", async () => {
    const etag = (await worker.fetch(`/images/uploads/${key}`)).headers.get("ETag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"otro", ${etag}`]) {
      const response = await worker.fetch(`/images/uploads/${key}`, {
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get("ETag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    const changed = await worker.fetch(`/images/uploads/${key}`, {
      headers: { "If-None-Match": '"otro"' },
    });
    expect(changed.status).toBe(200);
  });

  it.each([
    ["an unknown key", `${"0".repeat(64)}.png`],
    [
      "an unknown key with a matching If-None-Match",
      `${"0".repeat(64)}.png`,
      `"${"0".repeat(64)}"`,
    ],
    ["a key in upper case", key.toUpperCase()],
    ["an SVG key", `${sha256(SVG)}.svg`],
    ["a short key", "abc.png"],
    ["a path outside the uploads", "..%2F..%2Fimage-manifest.json"],
  ])("answers 404 to %s", async (_name, badKey, ifNoneMatch?: string) => {
    const response = await worker.fetch(`/images/uploads/${badKey}`, {
      headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {},
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Imagen no encontrada" });
  });
});

describe("GET /images/image-manifest.json", () => {
  const builtIn = builtInImageManifest();

  async function manifest(): Promise<{
    response: Response;
    body: ImageManifest;
  }> {
    const response = await worker.fetch("/images/image-manifest.json");
    return { response, body: (await response.json()) as ImageManifest };
  }

  beforeEach(async () => {
    await worker.storage.kvDelete("image-manifest");
  });

  it("serves the built-in list when KV is empty, cacheable for a minute", async () => {
    const { response, body } = await manifest();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(body).toEqual(builtIn);
    expect(body["miel-picosa-1"]).toEqual({
      src: "/images/miel-picosa-1.webp",
      placeholder: "/images/miel-picosa-1-placeholder.webp",
      width: 768,
      height: 1024,
    });
  });

  it.each([
    ["invalid JSON", "{ no es json"],
    ["an empty value", ""],
    ["JSON that is not a manifest", JSON.stringify({ logo: { src: 42 } })],
  ])("serves the built-in list when KV holds %s", async (_name, value) => {
    await worker.storage.kvPut("image-manifest", value);
    expect((await manifest()).body).toEqual(builtIn);
  });

  it("serves uploads over the built-in list after an upload", async () => {
    expect((await upload(PNG_2X3)).ok).toBe(true);
    const hash = sha256(PNG_2X3);
    const { body } = await manifest();
    expect(body).toEqual({
      ...builtIn,
      [hash]: {
        src: `/images/uploads/${hash}.webp`,
        placeholder: `/images/uploads/${hash}-placeholder.webp`,
        width: 2,
        height: 3,
        variants: [{ src: `/images/uploads/${hash}.webp`, width: 2, height: 3 }],
      },
    });
  });
});
