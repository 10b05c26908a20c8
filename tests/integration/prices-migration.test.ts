import { describe, expect, it } from "vitest";
import { parsePriceText } from "../../app/shared/money";
import { applyMigration, columnsOf, migrationFiles } from "../support/migrations";
import { migrationSuite } from "../support/worker-suite";

/**
 * The migration that adds each product's amount and stock
 * (docs/decisions/030-prices-and-stock.md), on a database that already holds
 * products: a plain price text becomes its centavos, any other text (or none)
 * leaves the amount empty, the text stays as written and the stock is not
 * counted. D1 in workerd, every earlier migration applied first.
 */

const d1 = migrationSuite("prices-migration-test");

const [migration] = migrationFiles().filter((file) => /prices_and_stock/.test(file));

const PRICES: [slug: string, price: string | null, cents: number | null][] = [
  ["miel-220", "$220 MXN", 22000],
  ["miel-mil", "$1,234.50 MXN", 123450],
  ["miel-sin-signo", "180", 18000],
  ["miel-espacios", " $ 99.5 mxn ", 9950],
  ["miel-consultar", "Consultar", null],
  ["miel-desde", "Desde $95", null],
  ["miel-mal-agrupada", "1,23", null],
  ["miel-tres-decimales", "$220.505 MXN", null],
  ["miel-cara", "$200,000 MXN", null],
  ["miel-sin-precio", null, null],
];

describe("the prices-and-stock migration over existing products", () => {
  it("starts from the earlier migrations: products with a price text only", async () => {
    if (!migration) throw new Error("no prices-and-stock migration in migrations/");
    for (const file of migrationFiles().filter((name) => name < migration)) {
      await applyMigration(d1, file);
    }
    expect(await columnsOf(d1, "products")).not.toContain("price_cents");
    const insert = d1.prepare(
      "INSERT INTO products (slug, name, description, image_urls, main_image_url, category, price) VALUES (?, ?, 'Una miel de antes.', '[\"/images/miel-cruda-1.webp\"]', '/images/miel-cruda-1.webp', 'Mieles', ?)",
    );
    await d1.batch(PRICES.map(([slug, price]) => insert.bind(slug, slug, price)));
  });

  it.each(PRICES)(
    "reads %s's price %j as %j centavos, the text kept",
    async (slug, price, cents) => {
      if (!migration) throw new Error("no prices-and-stock migration in migrations/");
      if (!(await columnsOf(d1, "products")).includes("price_cents")) {
        await applyMigration(d1, migration);
      }
      const row = await d1
        .prepare("SELECT price, price_cents, stock, availability FROM products WHERE slug = ?")
        .bind(slug)
        .first();
      expect(row).toEqual({ price, price_cents: cents, stock: null, availability: "disponible" });
      // The one rule: the site reads a text as the migration did.
      expect(parsePriceText(price)).toBe(cents);
    },
  );
});
