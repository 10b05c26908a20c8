import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { photoRemovals, products } from "../../app/db/schema";
import { jsonRequest, postForm, serializeFile, signInAs } from "../support/api";
import { readJson, validProduct } from "../support/fixtures";
import { unescapeHtml } from "../support/html";
import { PNG_1X1, PNG_2X3 } from "../support/test-images";
import { ageTrashEntry } from "../support/trash";
import { alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/**
 * A photo whose last trash entry goes for good stays while a kept automatic
 * backup names it (docs/decisions/034-trash.md): restoring that backup
 * brings the product back with its picture, and the photo goes only once
 * every backup of its days has been let go.
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

/** 09:00 UTC of a date, when the Cron Trigger runs. */
const runAt = (date: string) => new Date(`${date}T09:00:00Z`);

async function dailyRun(date: string): Promise<void> {
  expect((await worker.scheduled(runAt(date))).outcome).toBe("ok");
}

async function uploadPhoto(bytes = PNG_2X3, status = 201): Promise<string> {
  const { body, contentType } = await serializeFile("image", bytes, "foto.png", "image/png");
  const response = await worker.fetch("/api/admin/upload", {
    method: "POST",
    headers: { "Content-Type": contentType, Cookie: admin },
    body,
  });
  // 201 for a new photo, 200 for one already stored.
  expect(response.status, await response.clone().text()).toBe(status);
  return (await readJson<{ imageUrl: string }>(response)).imageUrl;
}

async function createProduct(name: string, photo: string): Promise<{ id: number; slug: string }> {
  const created = await worker.fetch(
    "/api/admin/products",
    jsonRequest(
      "POST",
      { ...validProduct(), name, imageUrls: [photo], mainImageUrl: photo },
      { Cookie: admin },
    ),
  );
  expect(created.status).toBe(201);
  return readJson<{ id: number; slug: string }>(created);
}

async function deleteProduct(id: number): Promise<number> {
  const response = await worker.fetch(
    `/api/admin/products/${id}`,
    jsonRequest("DELETE", undefined, { Cookie: admin }),
  );
  expect(response.status).toBe(200);
  return (await readJson<{ trashId: number }>(response)).trashId;
}

/** Deletes the product and lets the daily run of `date` take its trash entry for good. */
async function deleteForGood(id: number, date: string): Promise<void> {
  await ageTrashEntry(worker, await deleteProduct(id), runAt(date).getTime());
  await dailyRun(date);
}

/** Restores the stored backup of `date` through 'Respaldo''s confirmation, as plain forms. */
async function restoreStoredBackup(date: string): Promise<void> {
  const preview = await postForm(
    worker,
    "/backup",
    new URLSearchParams({ intent: "preview", stored: date }),
    { Cookie: admin },
  );
  expect(preview.status).toBe(200);
  const backup = /name="backup" value="([^"]*)"/.exec(await preview.text())?.[1];
  const restored = await postForm(
    worker,
    "/backup",
    new URLSearchParams({ intent: "restore", backup: unescapeHtml(backup ?? "") }),
    { Cookie: admin },
  );
  expect(restored.status).toBe(302);
}

const photoStatus = async (url: string) => (await worker.fetch(url)).status;

let photo = "";
let productId = 0;
let slug = "";

describe("a photo named only by kept backups", () => {
  it("stays after its trash entry goes, and comes back with the backup's product", async () => {
    photo = await uploadPhoto();
    ({ id: productId, slug } = await createProduct("Miel del Respaldo", photo));
    await dailyRun("2026-06-01");

    await deleteForGood(productId, "2026-07-05");
    expect(await worker.db.select().from(products).where(eq(products.id, productId))).toEqual([]);
    // Nothing in D1 names it; the backup of 2026-06-01 does.
    expect(await photoStatus(photo)).toBe(200);

    await restoreStoredBackup("2026-06-01");
    const page = await worker.fetch(`/products/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Miel del Respaldo");
    expect(html).toContain(photo);
    expect(await photoStatus(photo)).toBe(200);
    // Still queued, but named again: a run that finds it due leaves it.
    await dailyRun("2026-07-06");
    expect(await photoStatus(photo)).toBe(200);
    expect(alarmingLogs(worker)).toEqual([]);
  });

  it("goes once every backup of the days it was still named has been let go", async () => {
    // A second photo goes with its product, then is uploaded again for a new one.
    const reused = await uploadPhoto(PNG_1X1);
    const first = await createProduct("Miel de Paso", reused);
    await deleteProduct(productId).then((id) =>
      ageTrashEntry(worker, id, runAt("2026-07-07").getTime()),
    );
    await deleteForGood(first.id, "2026-07-07");
    expect((await worker.db.select().from(photoRemovals)).map((row) => row.unusedOn)).toEqual([
      "2026-07-07",
      "2026-07-07",
    ]);
    expect(await uploadPhoto(PNG_1X1, 200)).toBe(reused);
    const second = await createProduct("Miel que Vuelve", reused);
    // From 2027-01-01 on, a backup a day: those of June and July are let go
    // one by one as January's fill the newest 14.
    for (let day = 1; day <= 14; day++) {
      await dailyRun(`2027-01-${String(day).padStart(2, "0")}`);
      expect(await photoStatus(photo), `after the run of January ${day}`).toBe(200);
    }
    // The run of January 14 let 2026-07-07's backup go, after its own
    // clean-ups; the next run finds every kept backup newer than the photo's day.
    await dailyRun("2027-01-15");
    expect(await photoStatus(photo)).toBe(404);
    // The photo named again stays, and leaves the queue.
    expect(await photoStatus(reused)).toBe(200);
    expect((await worker.fetch(`/products/${second.slug}`)).status).toBe(200);
    expect(await worker.db.select().from(photoRemovals)).toEqual([]);
    expect(alarmingLogs(worker)).toEqual([]);
  });
});
