import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { postForm } from "../support/api";
import { shownPageText } from "../support/html";
import { sessionCookies, workerSuite } from "../support/worker-suite";

/**
 * Backups carry each product's amount and stock, a restore puts them back,
 * and a file from before them still restores: each amount read from its
 * price text, no stock counted (docs/decisions/030-prices-and-stock.md).
 */

const worker = workerSuite();
const cookies = sessionCookies(worker);

type Json = Record<string, unknown>;

async function exportJson(): Promise<Json> {
  const response = await worker.fetch("/backup.json", { headers: { Cookie: cookies.admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const restore = (backup: unknown) =>
  postForm(
    worker,
    "/backup",
    new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }),
    { Cookie: cookies.admin },
  );

const storedPrices = async () =>
  (await worker.db.select().from(products).orderBy(asc(products.id))).map(
    ({ id, price, priceCents, stock, availability }) => ({
      id,
      price,
      priceCents,
      stock,
      availability,
    }),
  );

async function firstTwo() {
  const [first, second] = await worker.db.select().from(products).orderBy(asc(products.id));
  if (!first || !second) throw new Error("the sample catalogue has at least two products");
  return [first, second] as const;
}

describe("backups with prices and stock", () => {
  it("carry each product's priceCents and stock, and a restore puts them back", async () => {
    const [first, second] = await firstTwo();
    await worker.db
      .update(products)
      .set({ priceCents: 123450, price: "$1,234.50 MXN", stock: 12 })
      .where(eq(products.id, first.id));
    await worker.db
      .update(products)
      .set({ stock: 0, availability: "agotado" })
      .where(eq(products.id, second.id));
    const backup = await exportJson();
    expect((backup.products as Json[])[0]).toMatchObject({
      price: "$1,234.50 MXN",
      priceCents: 123450,
      stock: 12,
    });
    const before = await storedPrices();

    await worker.db
      .update(products)
      .set({ priceCents: 100, price: "$1 MXN", stock: null })
      .where(eq(products.id, first.id));
    await worker.db
      .update(products)
      .set({ stock: 40, availability: "disponible" })
      .where(eq(products.id, second.id));

    const response = await restore(backup);
    expect(response.status).toBe(302);
    expect(await storedPrices()).toEqual(before);
  });

  it("restore an older file without them: amounts from the texts, stock not counted", async () => {
    const [first] = await firstTwo();
    const backup = await exportJson();
    const older = {
      ...backup,
      products: (backup.products as Json[]).map(
        ({ priceCents: _priceCents, stock: _stock, ...product }, index) =>
          index === 0 ? { ...product, price: "Consultar" } : product,
      ),
    };
    await worker.db.update(products).set({ stock: 9 });

    const response = await restore(older);
    expect(response.status).toBe(302);
    const rows = await storedPrices();
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      price: "Consultar",
      priceCents: null,
      stock: null,
    });
    for (const [index, product] of (older.products as Json[]).entries()) {
      if (index === 0) continue;
      const row = rows.find((candidate) => candidate.id === product.id);
      expect(row?.stock).toBeNull();
      expect(row?.price).toBe(product.price);
      expect(row?.priceCents).toBe(Number(String(product.price).replace(/\D/g, "")) * 100);
    }
  });

  it("refuses a stock below zero with the field's message, changing nothing", async () => {
    const backup = await exportJson();
    const before = await storedPrices();
    const spoiled = {
      ...backup,
      products: (backup.products as Json[]).map((product, index) =>
        index === 1 ? { ...product, stock: -1 } : product,
      ),
    };
    const response = await restore(spoiled);
    expect(response.status).toBe(400);
    expect(await shownPageText(response)).toContain(
      "Productos, elemento 2: Las existencias deben ser un número entero de 0 o más (campo «stock»)",
    );
    expect(await storedPrices()).toEqual(before);
  });
});
