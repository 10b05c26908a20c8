import { describe, expect, it } from "vitest";
import { applyMigration, columnsOf, migrationFiles } from "../support/migrations";
import { migrationSuite } from "../support/worker-suite";

/**
 * The migration that adds each product's availability and the waiting list
 * (docs/decisions/025-availability-and-waiting-list.md), on a database that
 * already holds products: each keeps its data and reads 'disponible', with
 * no note; the waiting list starts empty and refuses an entry without a
 * contact. D1 in workerd, every earlier migration applied first.
 */

const d1 = migrationSuite("availability-migration-test");

const [migration] = migrationFiles().filter((file) => /availability/.test(file));

describe("the availability and waiting-list migration over existing products", () => {
  it("starts from the earlier migrations: products without an availability", async () => {
    if (!migration) throw new Error("no availability migration in migrations/");
    for (const file of migrationFiles().filter((name) => name < migration)) {
      await applyMigration(d1, file);
    }
    expect(await columnsOf(d1, "products")).not.toContain("availability");
    expect(await columnsOf(d1, "waitlist_entries")).toEqual([]);
    await d1
      .prepare(
        "INSERT INTO products (slug, name, description, image_urls, main_image_url, category, price) VALUES ('miel-vieja', 'Miel Vieja', 'Una miel de antes.', '[\"/images/miel-cruda-1.webp\"]', '/images/miel-cruda-1.webp', 'Mieles', '$100 MXN')",
      )
      .run();
  });

  it("keeps every product as it was, now 'disponible' with no note", async () => {
    if (!migration) throw new Error("no availability migration in migrations/");
    await applyMigration(d1, migration);
    const row = await d1
      .prepare("SELECT slug, name, price, availability, availability_note FROM products")
      .first();
    expect(row).toEqual({
      slug: "miel-vieja",
      name: "Miel Vieja",
      price: "$100 MXN",
      availability: "disponible",
      availability_note: null,
    });
  });

  it("adds an empty waiting list that needs a phone or an e-mail and a known product", async () => {
    expect(await columnsOf(d1, "waitlist_entries")).toEqual([
      "id",
      "product_id",
      "name",
      "email",
      "phone",
      "created_at",
      "status",
      "status_changed_at",
      "note",
      "notice_state",
      "notice_at",
    ]);
    await d1
      .prepare(
        "INSERT INTO waitlist_entries (product_id, name, phone) VALUES (1, 'Rita', '7715550101')",
      )
      .run();
    const entry = await d1.prepare("SELECT status, notice_state FROM waitlist_entries").first();
    expect(entry).toEqual({ status: "nueva", notice_state: "off" });
    await expect(
      d1
        .prepare("INSERT INTO waitlist_entries (product_id, name) VALUES (1, 'Sin contacto')")
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      d1
        .prepare(
          "INSERT INTO waitlist_entries (product_id, name, email) VALUES (99, 'Nadie', 'n@ejemplo.example')",
        )
        .run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });
});
