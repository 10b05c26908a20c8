/**
 * What another version of the code stored, read and restored here
 * (docs/decisions/027-site-settings.md): a way to pay this code does not
 * know is ignored, keeping the owner's bank details; a section whose way to
 * pay no longer reads is shown with orders off, never on with no way to pay,
 * and its backup restores; a backup's section this code does not know is
 * left out rather than refusing the file.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../app/db/schema";
import type { SiteSettings } from "../../app/validation/site-settings";
import { signInAs } from "../support/api";
import { shownPageText } from "../support/html";
import { ownerOrders, takeOrders } from "../support/order-settings";
import { downloadBackup, restoreBackup, withCurrentSection } from "../support/site-settings";
import { alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let cookie: string;

beforeAll(async () => {
  cookie = await signInAs(worker);
  await takeOrders(worker, cookie);
});

const get = (path: string) => worker.fetch(path, { headers: { Cookie: cookie } });

const restore = (backup: unknown) => restoreBackup(worker, cookie, backup);

/** Stores 'Pedidos' as another version of the code might have, straight into D1. */
async function storeOrders(value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await worker.db
    .insert(siteSettings)
    .values({ section: "orders", value: text })
    .onConflictDoUpdate({ target: siteSettings.section, set: { value: text } });
}

const shownOrders = async () =>
  ((await (await get("/api/admin/site-settings")).json()) as SiteSettings).orders;

describe("'Pedidos' stored by another version", () => {
  const withCard = {
    ...ownerOrders,
    payment: { ...ownerOrders.payment, card: { enabled: true, provider: "terminal" } },
  };

  it("a way to pay this code does not know is ignored: the bank details stay", async () => {
    await storeOrders(withCard);
    expect(await shownOrders()).toEqual(ownerOrders);
    const options = await worker.fetch("/api/orders/options");
    expect(options.status).toBe(200);
    const { payment } = (await options.json()) as { payment: { id: string }[] };
    expect(payment.map((method) => method.id)).toEqual(["transfer", "cash"]);
    expect(alarmingLogs(worker)).toEqual([]);
  });

  it("a backup carrying it restores, the owner's bank details with it", async () => {
    await takeOrders(worker, cookie);
    const backup = await downloadBackup(worker, cookie);
    const crafted = withCurrentSection(backup, "orders", withCard);
    const response = await restore(crafted);
    expect(response.status, await shownPageText(response.clone())).toBe(302);
    expect(await shownOrders()).toEqual(ownerOrders);
  });

  it("orders on whose only way to pay no longer reads are shown off, and its backup restores", async () => {
    await storeOrders({
      ...ownerOrders,
      payment: {
        transfer: { ...ownerOrders.payment.transfer, clabe: "032180000118359718" },
        cash: { enabled: false, details: null },
      },
    });
    const shown = await shownOrders();
    expect(shown.enabled).toBe(false);
    expect(shown.pickupPoints).toEqual(ownerOrders.pickupPoints);
    const checkout = await worker.fetch("/pedido");
    expect(await shownPageText(checkout)).not.toContain("Elige una forma de pago");

    const backup = await downloadBackup(worker, cookie);
    const response = await restore(backup);
    expect(response.status, await shownPageText(response.clone())).toBe(302);
    const [stored] = await worker.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.section, "orders"));
    expect((JSON.parse(stored?.value ?? "null") as SiteSettings["orders"]).enabled).toBe(false);
    await takeOrders(worker, cookie);
  });
});

describe("a backup from a newer version", () => {
  it("leaves out a section this code does not know and restores the rest", async () => {
    const backup = await downloadBackup(worker, cookie);
    const savedAt = "2026-11-20T10:00:00.000Z";
    const youtube = { section: "youtube", value: { channel: "@mielpicosa" }, savedAt };
    const crafted = {
      ...backup,
      siteSettings: {
        current: [...backup.siteSettings.current, youtube],
        versions: [...backup.siteSettings.versions, youtube],
      },
    };
    const response = await restore(crafted);
    expect(response.status, await shownPageText(response.clone())).toBe(302);
    const sections = (await worker.db.select().from(siteSettings)).map((row) => row.section);
    expect(sections).not.toContain("youtube");
    expect(sections).toContain("orders");
  });

  it("a section given twice is refused, named by its title", async () => {
    const backup = await downloadBackup(worker, cookie);
    const orders = backup.siteSettings.current.find((row) => row.section === "orders");
    expect(orders).toBeDefined();
    const response = await restore({
      ...backup,
      siteSettings: {
        ...backup.siteSettings,
        current: [...backup.siteSettings.current, orders],
      },
    });
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(
      "Ajustes del sitio: sección repetida: «Pedidos»",
    );
  });
});
