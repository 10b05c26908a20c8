import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleProducts } from "../../app/db/seed-data";
import { products } from "../../app/db/schema";
import { jsonRequest, signInAs } from "../support/api";
import { readError, readJson, validProduct, expectJsonError } from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

/** A product's fields, plus slug and displayOrder; no timestamps. */
const PUBLIC_PRODUCT_FIELDS = [
  "availability",
  "availabilityNote",
  "category",
  "description",
  "displayOrder",
  "id",
  "imageUrls",
  "ingredients",
  "isFeatured",
  "isLimitedEdition",
  "isSpecialty",
  "mainImageUrl",
  "name",
  "nutritionalInfo",
  "orderable",
  "price",
  "priceCents",
  "slug",
  "stock",
  "weight",
];

interface PublicProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrls: string[];
  mainImageUrl: string;
  category: string;
  isLimitedEdition: boolean;
  isSpecialty: boolean;
  isFeatured: boolean;
  price: string | null;
  weight: string | null;
  ingredients: string | null;
  nutritionalInfo: string | null;
  displayOrder: number;
  priceCents: number | null;
  stock: number | null;
  orderable: boolean;
}

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

async function publicProducts(): Promise<PublicProduct[]> {
  const response = await worker.fetch("/api/products");
  expect(response.status).toBe(200);
  return readJson<PublicProduct[]>(response);
}

/** What D1 holds of a product the API showed: all but `orderable`, which is worked out. */
const stored = ({ orderable: _orderable, ...product }: PublicProduct) => product;

async function storedProduct(id: number) {
  const [row] = await worker.db.select().from(products).where(eq(products.id, id));
  return row;
}

async function createProduct(overrides: Record<string, unknown> = {}): Promise<PublicProduct> {
  const response = await worker.fetch(
    "/api/admin/products",
    asAdmin("POST", { ...validProduct(), ...overrides }),
  );
  expect(response.status).toBe(201);
  return readJson<PublicProduct>(response);
}

describe("GET /api/products (public)", () => {
  it("answers the catalogue as a JSON array in display order, with the spec's fields, slug and displayOrder", async () => {
    const response = await worker.fetch("/api/products");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).not.toMatch(/createdAt|updatedAt/);
    const list = JSON.parse(text) as PublicProduct[];

    const expected = [...sampleProducts]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((product) => ({
        id: expect.any(Number),
        price: null,
        weight: null,
        ingredients: null,
        nutritionalInfo: null,
        availability: "disponible",
        availabilityNote: null,
        stock: null,
        orderable: true,
        ...product,
      }));
    expect(list).toEqual(expected);
    for (const product of list) expect(Object.keys(product).sort()).toEqual(PUBLIC_PRODUCT_FIELDS);
  });

  it("orders by displayOrder, not by id", async () => {
    const [first, second] = await worker.db
      .select()
      .from(products)
      .orderBy(asc(products.id))
      .limit(2);
    if (!first || !second) throw new Error("the sample catalogue has at least two products");
    await worker.db.update(products).set({ displayOrder: 1000 }).where(eq(products.id, first.id));
    try {
      const list = await publicProducts();
      expect(list.at(-1)?.id).toBe(first.id);
      expect(list[0]?.id).toBe(second.id);
    } finally {
      await worker.db
        .update(products)
        .set({ displayOrder: first.displayOrder })
        .where(eq(products.id, first.id));
    }
  });
});

describe("POST /api/admin/products", () => {
  it("creates the product: 201 with the saved product, a slug, first in the display order", async () => {
    const before = await publicProducts();
    const input = validProduct();
    const response = await worker.fetch("/api/admin/products", asAdmin("POST", input));
    expect(response.status).toBe(201);
    const created = await readJson<PublicProduct>(response);
    expect(created).toEqual({
      ...input,
      priceCents: 19900,
      stock: null,
      orderable: true,
      id: expect.any(Number),
      slug: "miel-de-prueba-con-mezquite",
      displayOrder: Math.min(...before.map((product) => product.displayOrder)) - 1,
    });

    const row = await storedProduct(created.id);
    expect(row).toEqual({
      ...stored(created),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });

    const after = await publicProducts();
    expect(after[0]).toEqual(created);
    expect(after).toHaveLength(before.length + 1);
  });

  it("stores blank optional text as null and absent flags as false", async () => {
    const { isLimitedEdition: _l, isSpecialty: _s, isFeatured: _f, ...input } = validProduct();
    const response = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", {
        ...input,
        name: "Miel Sin Detalles",
        price: "",
        weight: "   ",
        ingredients: "",
        nutritionalInfo: "",
      }),
    );
    expect(response.status).toBe(201);
    const created = await readJson<PublicProduct>(response);
    /** What a product left without details answers and stores. */
    const withoutDetails = {
      price: null,
      weight: null,
      ingredients: null,
      nutritionalInfo: null,
      isLimitedEdition: false,
      isSpecialty: false,
      isFeatured: false,
    };
    expect(created).toMatchObject(withoutDetails);
    expect(await storedProduct(created.id)).toMatchObject({
      name: "Miel Sin Detalles",
      ...withoutDetails,
    });
  });

  it("trims text and gives a second product with the same name its own slug", async () => {
    const first = await createProduct({ name: "  Miel Gemela  " });
    const second = await createProduct({ name: "Miel Gemela" });
    expect(first.name).toBe("Miel Gemela");
    expect(first.slug).toBe("miel-gemela");
    expect(second.slug).toBe("miel-gemela-2");
  });

  const requiredFields: [field: string, value: unknown, message: string][] = [
    ["name", "", "El nombre es requerido"],
    ["name", "   ", "El nombre es requerido"],
    ["name", undefined, "El nombre es requerido"],
    ["description", "", "La descripción es requerida"],
    ["description", undefined, "La descripción es requerida"],
    ["imageUrls", [], "Se requiere al menos una imagen"],
    ["imageUrls", undefined, "Se requiere al menos una imagen"],
    ["mainImageUrl", "", "La imagen principal es requerida"],
    ["mainImageUrl", undefined, "La imagen principal es requerida"],
    ["category", "", "La categoría es requerida"],
    ["category", undefined, "La categoría es requerida"],
    ["category", "Bebidas", "La categoría es requerida"],
  ];

  it.each(requiredFields)(
    "refuses %s = %j with 400 '%s' and stores nothing",
    async (field, value, message) => {
      const before = await snapshot(worker);
      const response = await worker.fetch(
        "/api/admin/products",
        asAdmin("POST", { ...validProduct(), [field]: value }),
      );
      expect(response.status).toBe(400);
      const body = await readError(response);
      expect(body.error).toBe(message);
      expect(body.fieldErrors?.[field]).toEqual([message]);
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it("lists every missing required field with the spec's message", async () => {
    const response = await worker.fetch("/api/admin/products", asAdmin("POST", {}));
    await expectJsonError(response, 400, {
      error: "El nombre es requerido",
      fieldErrors: {
        name: ["El nombre es requerido"],
        description: ["La descripción es requerida"],
        imageUrls: ["Se requiere al menos una imagen"],
        mainImageUrl: ["La imagen principal es requerida"],
        category: ["La categoría es requerida"],
      },
    });
  });

  it("refuses a main image that is not one of the product's images", async () => {
    const response = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", { ...validProduct(), mainImageUrl: "/images/otra.webp" }),
    );
    await expectJsonError(response, 400, {
      error: "La imagen principal debe ser una de las imágenes del producto",
      fieldErrors: {
        mainImageUrl: ["La imagen principal debe ser una de las imágenes del producto"],
      },
    });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "  javascript:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "//evil.example/miel.webp",
    "ftp://evil.example/miel.webp",
  ])("refuses the image address %j and stores nothing", async (url) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", {
        ...validProduct(),
        imageUrls: [url],
        mainImageUrl: url,
      }),
    );
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.error).toBe("La URL de la imagen no es válida");
    expect(body.fieldErrors?.["imageUrls.0"]).toEqual(["La URL de la imagen no es válida"]);
    expect(body.fieldErrors?.mainImageUrl).toEqual(["La URL de la imagen no es válida"]);
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("PATCH /api/admin/products/{id}", () => {
  it("replaces the fields: 200 with the saved product, the change stored, the slug kept", async () => {
    const created = await createProduct({ name: "Miel Para Editar" });
    const changes = {
      ...validProduct(),
      name: "Miel Editada",
      category: "Edición Limitada",
      imageUrls: ["/images/nueva.webp"],
      mainImageUrl: "/images/nueva.webp",
      isFeatured: false,
      price: "",
    };
    const response = await worker.fetch(
      `/api/admin/products/${created.id}`,
      asAdmin("PATCH", changes),
    );
    expect(response.status).toBe(200);
    const updated = await readJson<PublicProduct>(response);
    expect(updated).toEqual({
      ...changes,
      price: null,
      priceCents: null,
      stock: null,
      orderable: false,
      id: created.id,
      slug: created.slug,
      displayOrder: created.displayOrder,
    });
    expect(await storedProduct(created.id)).toEqual({
      ...stored(updated),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect((await publicProducts()).find((product) => product.id === created.id)).toEqual(updated);
  });

  it("validates like a create and leaves the product unchanged", async () => {
    const created = await createProduct({ name: "Miel Intacta" });
    const before = await storedProduct(created.id);
    const response = await worker.fetch(
      `/api/admin/products/${created.id}`,
      asAdmin("PATCH", { ...validProduct(), name: "", category: "Bebidas" }),
    );
    await expectJsonError(response, 400, {
      error: "El nombre es requerido",
      fieldErrors: {
        name: ["El nombre es requerido"],
        category: ["La categoría es requerida"],
      },
    });
    expect(await storedProduct(created.id)).toEqual(before);
  });

  it("answers 404 for a product that does not exist", async () => {
    const response = await worker.fetch(
      "/api/admin/products/999999",
      asAdmin("PATCH", validProduct()),
    );
    await expectJsonError(response, 404, {
      error: "Producto no encontrado",
    });
  });
});

describe("DELETE /api/admin/products/{id}", () => {
  it("removes the product: 200, the row gone, the public list without it, a second delete 404", async () => {
    const created = await createProduct({ name: "Miel Para Borrar" });
    const response = await worker.fetch(`/api/admin/products/${created.id}`, asAdmin("DELETE"));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, trashId: expect.any(Number) });
    expect(await storedProduct(created.id)).toBeUndefined();
    expect((await publicProducts()).some((product) => product.id === created.id)).toBe(false);

    const again = await worker.fetch(`/api/admin/products/${created.id}`, asAdmin("DELETE"));
    await expectJsonError(again, 404, { error: "Producto no encontrado" });
  });
});

describe("POST /api/admin/products/order", () => {
  it("puts the products in the given order: 200, the public list and the stored order follow", async () => {
    const ids = (await publicProducts()).map((product) => product.id);
    const reversed = [...ids].reverse();
    const response = await worker.fetch(
      "/api/admin/products/order",
      asAdmin("POST", { ids: reversed }),
    );
    expect(response.status).toBe(200);
    const answered = await readJson<PublicProduct[]>(response);
    expect(answered.map((product) => product.id)).toEqual(reversed);
    expect((await publicProducts()).map((product) => product.id)).toEqual(reversed);

    const rows = await worker.db
      .select({ id: products.id, order: products.displayOrder })
      .from(products);
    for (const row of rows) expect(row.order).toBe(reversed.indexOf(row.id));
  });

  it.each([
    ["a product left out", (ids: number[]) => ids.slice(1)],
    ["a product twice", (ids: number[]) => [...ids.slice(1), ids[1] ?? 0]],
    ["an unknown product", (ids: number[]) => [...ids.slice(1), 999999]],
  ])("refuses a list with %s and keeps the order", async (_case, change) => {
    const ids = (await publicProducts()).map((product) => product.id);
    const response = await worker.fetch(
      "/api/admin/products/order",
      asAdmin("POST", { ids: change(ids) }),
    );
    await expectJsonError(response, 400, {
      error: "La lista debe incluir cada producto una sola vez",
    });
    expect((await publicProducts()).map((product) => product.id)).toEqual(ids);
  });

  it("refuses an empty list", async () => {
    const response = await worker.fetch("/api/admin/products/order", asAdmin("POST", { ids: [] }));
    expect(response.status).toBe(400);
    expect((await readError(response)).error).toBe("Se requiere la lista de productos");
  });
});
