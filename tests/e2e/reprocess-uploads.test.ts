/**
 * 'Optimizar imágenes anteriores' in the browser: photos stored raw before
 * uploads were processed are made into variants, three per request; with
 * JavaScript the batches follow one another, without it each press does one.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { phonePhoto } from "../../scripts/lib/phone-photo";
import { adminBrowserSuite } from "../support/browser-suite";
import { waitForHydration, type PageOptions } from "../support/browser";

const suite = adminBrowserSuite();

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** `count` phone photos stored as the code before processing stored them. */
async function storeRawUploads(count: number, seed: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const photo = await phonePhoto({ width: 640 + seed * 10 + index, height: 480 });
    const hash = sha256(photo);
    await suite.worker.storage.r2Put(`${hash}.jpg`, photo, {
      contentType: "image/jpeg",
      customMetadata: { width: String(640 + seed * 10 + index), height: "480" },
    });
    hashes.push(hash);
  }
  return hashes;
}

async function keysOf(hash: string): Promise<string[]> {
  return (await suite.worker.storage.r2Objects())
    .map((object) => object.key)
    .filter((key) => key.startsWith(hash))
    .sort();
}

const processedKeys = (hash: string) =>
  [`${hash}-384w.webp`, `${hash}-placeholder.webp`, `${hash}.webp`].sort();

async function openImagesTab(options: PageOptions = {}) {
  const { page, errors } = await suite.adminPage(options);
  await page.goto("/admin/images");
  return { page, errors };
}

describe("Optimizar imágenes anteriores", () => {
  it("with JavaScript, processes every batch in turn until none is left", async () => {
    const hashes = await storeRawUploads(4, 1);
    const { page, errors } = await openImagesTab();
    await expect(
      page.getByText("Hay 4 imágenes subidas antes de que el sitio optimizara las fotos").count(),
    ).resolves.toBe(1);
    await waitForHydration(page);
    const batches: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().includes("/admin/images")) {
        batches.push(response.status());
      }
    });
    await page.getByRole("button", { name: "Optimizar imágenes anteriores" }).click();
    await page.getByText("Se optimizaron 4 imágenes.").waitFor();
    expect(batches).toEqual([200, 200]);
    await expect(
      page.getByText("antes de que el sitio optimizara las fotos").count(),
    ).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /optimiza/i }).count()).resolves.toBe(0);
    for (const hash of hashes) {
      await expect(keysOf(hash)).resolves.toEqual(processedKeys(hash));
    }
    expect(errors).toEqual([]);
  });

  it("without JavaScript, each press does one batch and says what is left", async () => {
    const hashes = await storeRawUploads(4, 2);
    const { page } = await openImagesTab({ javaScript: false });
    await page.getByRole("button", { name: "Optimizar imágenes anteriores" }).click();
    await page.waitForURL("**/admin/images");
    await page.getByText("Se optimizaron 3 imágenes.").waitFor();
    await page
      .getByText("Hay 1 imagen subida antes de que el sitio optimizara las fotos")
      .waitFor();
    await page.getByRole("button", { name: "Continuar la optimización" }).click();
    await page.getByText("Se optimizaron 1 imagen.").waitFor();
    await expect(page.getByText("Hay 1 imagen subida").count()).resolves.toBe(0);
    for (const hash of hashes) {
      await expect(keysOf(hash)).resolves.toEqual(processedKeys(hash));
    }
  });
});
