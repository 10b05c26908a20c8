import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests, products, stores, users } from "../../app/db/schema";
import { isUniqueViolation } from "../../app/services/ids.server";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/** Resolves to whether `write` failed on a UNIQUE constraint. */
const failsOnUnique = (write: Promise<unknown>) =>
  write.then(
    () => false,
    (error: unknown) => isUniqueViolation(error),
  );

const worker = workerSuite();

describe("D1 with the migrations applied", () => {
  it("round-trips a write and a read", async () => {
    const [created] = await worker.db
      .insert(stores)
      .values({
        name: "Tienda de prueba",
        address: "Av. Juárez 1",
        city: "Pachuca",
        state: "Hidalgo",
      })
      .returning();
    expect(created?.id).toBeGreaterThan(0);
    const [read] = await worker.db
      .select()
      .from(stores)
      .where(eq(stores.id, created?.id ?? -1));
    expect(read).toMatchObject({ name: "Tienda de prueba", city: "Pachuca", phone: null });
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  it("is seeded with the sample catalogue and a hashed admin", async () => {
    const [{ count } = { count: 0 }] = await worker.db
      .select({ count: sql<number>`count(*)` })
      .from(products);
    expect(count).toBeGreaterThanOrEqual(5);
    const [admin] = await worker.db.select().from(users);
    expect(admin?.username).toBe(TEST_ADMIN.username);
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(admin?.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it("refuses a second product with the same slug", async () => {
    const [first] = await worker.db.select().from(products).limit(1);
    const duplicate = worker.db.insert(products).values({
      slug: first?.slug ?? "",
      name: "Copia",
      description: "Copia",
      mainImageUrl: "/images/logo.webp",
      category: "Otros",
    });
    expect(await failsOnUnique(duplicate)).toBe(true);
  });

  it("refuses a category outside the five of the spec", async () => {
    await expect(
      worker.d1
        .prepare(
          "INSERT INTO products (slug, name, description, main_image_url, category) VALUES ('x', 'x', 'x', 'x', 'Bebidas')",
        )
        .run(),
    ).rejects.toThrow(/CHECK/);
  });

  it("keeps invitation codes unique and allows one request per code", async () => {
    const [code] = await worker.db.select().from(invitationCodes).limit(1);
    expect(code).toBeDefined();
    const duplicateCode = worker.db
      .insert(invitationCodes)
      .values({ code: code?.code ?? "", name: "Otro", company: "Otra" });
    expect(await failsOnUnique(duplicateCode)).toBe(true);

    const request = {
      kind: "associate" as const,
      invitationCodeId: code?.id ?? -1,
      invitationCode: code?.code ?? "",
      name: "Ana López",
      email: "ana@example.com",
      phone: "7711234567",
    };
    await worker.db.insert(invitationRequests).values(request);
    expect(await failsOnUnique(worker.db.insert(invitationRequests).values(request))).toBe(true);
    const stored = await worker.db.select().from(invitationRequests);
    expect(stored).toHaveLength(1);
  });
});
