import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recipes, stores } from "../../app/db/schema";
import { sampleRecipes, sampleStores } from "../../app/db/seed-data";
import { jsonRequest, signInAs } from "../support/api";
import { readJson, validRecipe, validStore, expectJsonError } from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

interface PublicStore {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string | null;
  description: string | null;
}

interface PublicRecipe {
  id: number;
  title: string;
  description: string;
  instructions: string;
  imageUrl: string;
  instagramUrl: string;
}

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

async function getList<T>(path: string): Promise<T[]> {
  const response = await worker.fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return readJson<T[]>(response);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await worker.fetch(path, asAdmin("POST", body));
  expect(response.status).toBe(201);
  return readJson<T>(response);
}

const storedStore = async (id: number) =>
  (await worker.db.select().from(stores).where(eq(stores.id, id)))[0];
const storedRecipe = async (id: number) =>
  (await worker.db.select().from(recipes).where(eq(recipes.id, id)))[0];

describe("stores", () => {
  it("GET /api/stores lists every store with the spec's fields and no timestamps", async () => {
    const list = await getList<PublicStore>("/api/stores");
    expect(list).toEqual(
      sampleStores.map((store) => ({
        id: expect.any(Number),
        phone: null,
        description: null,
        ...store,
      })),
    );
    for (const store of list) {
      expect(Object.keys(store).sort()).toEqual([
        "address",
        "city",
        "description",
        "id",
        "name",
        "phone",
        "state",
      ]);
    }
  });

  it("POST /api/admin/stores creates the store: 201, the stored row, listed publicly", async () => {
    const input = validStore();
    const created = await post<PublicStore>("/api/admin/stores", input);
    expect(created).toEqual({ ...input, id: expect.any(Number) });
    expect(await storedStore(created.id)).toEqual({
      ...created,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect((await getList<PublicStore>("/api/stores")).at(-1)).toEqual(created);
  });

  it("stores blank optional text (phone, description) as null", async () => {
    const created = await post<PublicStore>("/api/admin/stores", {
      ...validStore(),
      phone: "",
      description: "  ",
    });
    expect(created).toMatchObject({ phone: null, description: null });
    expect(await storedStore(created.id)).toMatchObject({
      phone: null,
      description: null,
    });

    const { phone: _p, description: _d, ...withoutOptional } = validStore();
    const bare = await post<PublicStore>("/api/admin/stores", withoutOptional);
    expect(await storedStore(bare.id)).toMatchObject({
      phone: null,
      description: null,
    });
  });

  it.each([
    ["name", "", "El nombre es requerido"],
    ["name", undefined, "El nombre es requerido"],
    ["address", "", "La dirección es requerida"],
    ["address", "   ", "La dirección es requerida"],
    ["city", "", "La ciudad es requerida"],
    ["city", undefined, "La ciudad es requerida"],
    ["state", "", "El estado es requerido"],
    ["state", 42, "El estado es requerido"],
  ])("POST refuses %s = %j with 400 '%s' and stores nothing", async (field, value, message) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/stores",
      asAdmin("POST", { ...validStore(), [field]: value }),
    );
    await expectJsonError(response, 400, {
      error: message,
      fieldErrors: { [field]: [message] },
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it("lists every missing required field with the spec's message", async () => {
    const response = await worker.fetch(
      "/api/admin/stores",
      asAdmin("POST", { phone: "", description: "" }),
    );
    await expectJsonError(response, 400, {
      error: "El nombre es requerido",
      fieldErrors: {
        name: ["El nombre es requerido"],
        address: ["La dirección es requerida"],
        city: ["La ciudad es requerida"],
        state: ["El estado es requerido"],
      },
    });
  });

  it("PATCH /api/admin/stores/{id} replaces the fields: 200, the change stored", async () => {
    const created = await post<PublicStore>("/api/admin/stores", validStore());
    const changes = {
      ...validStore(),
      name: "Tienda Renombrada",
      city: "Tulancingo",
      phone: "",
    };
    const response = await worker.fetch(
      `/api/admin/stores/${created.id}`,
      asAdmin("PATCH", changes),
    );
    expect(response.status).toBe(200);
    const updated = await readJson<PublicStore>(response);
    expect(updated).toEqual({ ...changes, phone: null, id: created.id });
    expect(await storedStore(created.id)).toMatchObject({
      name: "Tienda Renombrada",
      city: "Tulancingo",
      phone: null,
    });
  });

  it("PATCH validates with the spec's messages and leaves the store unchanged", async () => {
    const created = await post<PublicStore>("/api/admin/stores", validStore());
    const before = await storedStore(created.id);
    const response = await worker.fetch(
      `/api/admin/stores/${created.id}`,
      asAdmin("PATCH", { ...validStore(), address: "", state: "" }),
    );
    await expectJsonError(response, 400, {
      error: "La dirección es requerida",
      fieldErrors: {
        address: ["La dirección es requerida"],
        state: ["El estado es requerido"],
      },
    });
    expect(await storedStore(created.id)).toEqual(before);
  });

  it("DELETE /api/admin/stores/{id} removes the store: 200, the row gone, then 404", async () => {
    const created = await post<PublicStore>("/api/admin/stores", validStore());
    const response = await worker.fetch(`/api/admin/stores/${created.id}`, asAdmin("DELETE"));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, trashId: expect.any(Number) });
    expect(await storedStore(created.id)).toBeUndefined();
    expect(
      (await getList<PublicStore>("/api/stores")).some((store) => store.id === created.id),
    ).toBe(false);

    const again = await worker.fetch(`/api/admin/stores/${created.id}`, asAdmin("DELETE"));
    await expectJsonError(again, 404, {
      error: "Punto de venta no encontrado",
    });
  });

  it("PATCH of a store that does not exist answers 404", async () => {
    const response = await worker.fetch("/api/admin/stores/999999", asAdmin("PATCH", validStore()));
    await expectJsonError(response, 404, {
      error: "Punto de venta no encontrado",
    });
  });
});

describe("recipes", () => {
  it("GET /api/recipes lists every recipe with the spec's fields and no timestamps", async () => {
    const list = await getList<PublicRecipe>("/api/recipes");
    expect(list).toEqual(sampleRecipes.map((recipe) => ({ id: expect.any(Number), ...recipe })));
    for (const recipe of list) {
      expect(Object.keys(recipe).sort()).toEqual([
        "description",
        "id",
        "imageUrl",
        "instagramUrl",
        "instructions",
        "title",
      ]);
    }
  });

  it("POST /api/admin/recipes creates the recipe: 201, the stored row, listed publicly", async () => {
    const input = validRecipe();
    const created = await post<PublicRecipe>("/api/admin/recipes", input);
    expect(created).toEqual({ ...input, id: expect.any(Number) });
    expect(await storedRecipe(created.id)).toEqual({
      ...created,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect((await getList<PublicRecipe>("/api/recipes")).at(-1)).toEqual(created);
  });

  it("accepts an uploaded image path and an absolute image URL", async () => {
    const uploaded = await post<PublicRecipe>("/api/admin/recipes", {
      ...validRecipe(),
      imageUrl: "/images/uploads/0123abcd.webp",
    });
    expect(uploaded.imageUrl).toBe("/images/uploads/0123abcd.webp");
    const absolute = await post<PublicRecipe>("/api/admin/recipes", {
      ...validRecipe(),
      imageUrl: "https://cdn.example.com/receta.webp",
    });
    expect(absolute.imageUrl).toBe("https://cdn.example.com/receta.webp");
  });

  it.each([
    ["title", "", "El título es requerido"],
    ["title", undefined, "El título es requerido"],
    ["description", "", "La descripción es requerida"],
    ["description", "  ", "La descripción es requerida"],
    ["instructions", "", "Las instrucciones son requeridas"],
    ["instructions", undefined, "Las instrucciones son requeridas"],
    ["imageUrl", "", "La URL de la imagen es requerida"],
    ["imageUrl", undefined, "La URL de la imagen es requerida"],
    ["instagramUrl", "", "La URL de Instagram es requerida"],
    ["instagramUrl", undefined, "La URL de Instagram es requerida"],
  ])("POST refuses %s = %j with 400 '%s' and stores nothing", async (field, value, message) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/recipes",
      asAdmin("POST", { ...validRecipe(), [field]: value }),
    );
    await expectJsonError(response, 400, {
      error: message,
      fieldErrors: { [field]: [message] },
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it("lists every missing required field with the spec's message", async () => {
    const response = await worker.fetch("/api/admin/recipes", asAdmin("POST", {}));
    await expectJsonError(response, 400, {
      error: "El título es requerido",
      fieldErrors: {
        title: ["El título es requerido"],
        description: ["La descripción es requerida"],
        instructions: ["Las instrucciones son requeridas"],
        imageUrl: ["La URL de la imagen es requerida"],
        instagramUrl: ["La URL de Instagram es requerida"],
      },
    });
  });

  const dangerousUrls = [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(document.cookie)",
    "  javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
  ];

  it.each(dangerousUrls)("refuses %j as the Instagram URL and stores nothing", async (url) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/recipes",
      asAdmin("POST", { ...validRecipe(), instagramUrl: url }),
    );
    await expectJsonError(response, 400, {
      error: "La URL de Instagram no es válida",
      fieldErrors: { instagramUrl: ["La URL de Instagram no es válida"] },
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it.each(dangerousUrls)("refuses %j as the image URL and stores nothing", async (url) => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/admin/recipes",
      asAdmin("POST", { ...validRecipe(), imageUrl: url }),
    );
    await expectJsonError(response, 400, {
      error: "La URL de la imagen no es válida",
      fieldErrors: { imageUrl: ["La URL de la imagen no es válida"] },
    });
    expect(await snapshot(worker)).toEqual(before);
  });

  it("refuses a javascript: URL on PATCH too, leaving the recipe unchanged", async () => {
    const created = await post<PublicRecipe>("/api/admin/recipes", validRecipe());
    const before = await storedRecipe(created.id);
    const response = await worker.fetch(
      `/api/admin/recipes/${created.id}`,
      asAdmin("PATCH", {
        ...validRecipe(),
        instagramUrl: "javascript:alert(1)",
        imageUrl: "javascript:alert(2)",
      }),
    );
    await expectJsonError(response, 400, {
      error: "La URL de la imagen no es válida",
      fieldErrors: {
        imageUrl: ["La URL de la imagen no es válida"],
        instagramUrl: ["La URL de Instagram no es válida"],
      },
    });
    expect(await storedRecipe(created.id)).toEqual(before);
  });

  it("PATCH /api/admin/recipes/{id} replaces the fields: 200, the change stored", async () => {
    const created = await post<PublicRecipe>("/api/admin/recipes", validRecipe());
    const changes = {
      ...validRecipe(),
      title: "Receta Renombrada",
      instagramUrl: "https://www.instagram.com/p/otra-receta/",
    };
    const response = await worker.fetch(
      `/api/admin/recipes/${created.id}`,
      asAdmin("PATCH", changes),
    );
    expect(response.status).toBe(200);
    const updated = await readJson<PublicRecipe>(response);
    expect(updated).toEqual({ ...changes, id: created.id });
    expect(await storedRecipe(created.id)).toMatchObject(changes);
  });

  it("DELETE /api/admin/recipes/{id} removes the recipe: 200, the row gone, then 404", async () => {
    const created = await post<PublicRecipe>("/api/admin/recipes", validRecipe());
    const response = await worker.fetch(`/api/admin/recipes/${created.id}`, asAdmin("DELETE"));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, trashId: expect.any(Number) });
    expect(await storedRecipe(created.id)).toBeUndefined();
    expect(
      (await getList<PublicRecipe>("/api/recipes")).some((recipe) => recipe.id === created.id),
    ).toBe(false);

    const again = await worker.fetch(`/api/admin/recipes/${created.id}`, asAdmin("DELETE"));
    await expectJsonError(again, 404, { error: "Receta no encontrada" });
  });

  it("PATCH of a recipe that does not exist answers 404", async () => {
    const response = await worker.fetch(
      "/api/admin/recipes/999999",
      asAdmin("PATCH", validRecipe()),
    );
    await expectJsonError(response, 404, {
      error: "Receta no encontrada",
    });
  });
});
