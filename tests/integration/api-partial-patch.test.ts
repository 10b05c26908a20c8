import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, signInAs } from "../support/api";
import {
  expectJsonError,
  readJson,
  validInvitationCode,
  validProduct,
  validRecipe,
  validStore,
} from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

/**
 * `PATCH /api/admin/<things>/{id}` is partial and takes back what `GET`
 * gives: one field changes that field alone; the item `GET` answered, sent
 * back unchanged, is a 200; a changed read-only field is refused by name;
 * an unknown field is 'Campos no permitidos'.
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

type Item = Record<string, unknown> & { id: number };

interface Collection {
  name: string;
  /** Where the admin writes: POST here, PATCH `<path>/{id}`. */
  path: string;
  /** Where GET lists them, as a client reads them. */
  listPath: string;
  create: () => Record<string, unknown>;
  /** One field's new value. */
  change: Record<string, unknown>;
  /** A read-only field `GET` shows, and a value other than the stored one. */
  readOnly: [field: string, value: unknown];
  /** What a save itself changes (the code's `updatedAt`), left out of "nothing changed". */
  touched?: string;
  /** What `GET` shows changed with `change` (a product's `orderable`). */
  follows?: Record<string, unknown>;
}

let codeCount = 0;

const COLLECTIONS: Collection[] = [
  {
    name: "products",
    path: "/api/admin/products",
    listPath: "/api/products",
    create: validProduct,
    change: { availability: "agotado" },
    follows: { orderable: false },
    readOnly: ["slug", "otro-slug"],
  },
  {
    name: "stores",
    path: "/api/admin/stores",
    listPath: "/api/stores",
    create: validStore,
    change: { city: "Tulancingo" },
    readOnly: ["id", 999_999],
  },
  {
    name: "recipes",
    path: "/api/admin/recipes",
    listPath: "/api/recipes",
    create: validRecipe,
    change: { title: "Enchiladas con miel picosa" },
    readOnly: ["id", 999_999],
  },
  {
    name: "codes",
    path: "/api/admin/invitation-codes",
    listPath: "/api/admin/invitation-codes",
    create: () => validInvitationCode(`PARCIAL-${++codeCount}`),
    change: { company: "Cocina Económica Doña Lupe" },
    readOnly: ["createdAt", "2020-01-01T00:00:00.000Z"],
    touched: "updatedAt",
  },
];

async function created(collection: Collection): Promise<Item> {
  const response = await worker.fetch(collection.path, asAdmin("POST", collection.create()));
  expect(response.status).toBe(201);
  return readJson<Item>(response);
}

/** The item as `GET` lists it now. */
async function shown(collection: Collection, id: number): Promise<Item> {
  const response = await worker.fetch(collection.listPath, { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  const item = (await readJson<Item[]>(response)).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${collection.listPath} does not list ${id}`);
  return item;
}

const patch = (collection: Collection, id: number, body: unknown) =>
  worker.fetch(`${collection.path}/${id}`, asAdmin("PATCH", body));

/** The item, what a save itself changes aside. */
const compared = (collection: Collection, item: Item) =>
  collection.touched ? { ...item, [collection.touched]: expect.any(String) } : item;

describe.each(COLLECTIONS)("PATCH $path/{id}", (collection) => {
  it("with one field changes that field alone", async () => {
    const item = await created(collection);
    const before = await shown(collection, item.id);
    const response = await patch(collection, item.id, collection.change);
    expect(response.status).toBe(200);
    const expected = compared(collection, {
      ...before,
      ...collection.change,
      ...collection.follows,
    });
    expect(await readJson<Item>(response)).toEqual(expected);
    expect(await shown(collection, item.id)).toEqual(expected);
  });

  it("takes back what GET gave, unchanged: 200 and nothing changed", async () => {
    const item = await created(collection);
    const before = await shown(collection, item.id);
    const response = await patch(collection, item.id, before);
    expect(response.status).toBe(200);
    expect(await readJson<Item>(response)).toEqual(compared(collection, before));
    expect(await shown(collection, item.id)).toEqual(compared(collection, before));
  });

  it("refuses a changed read-only field by name and stores nothing", async () => {
    const item = await created(collection);
    const before = await shown(collection, item.id);
    const stored = await snapshot(worker);
    const [field, value] = collection.readOnly;
    const message = `Campos de solo lectura: ${field}`;
    await expectJsonError(
      await patch(collection, item.id, { ...before, ...collection.change, [field]: value }),
      400,
      { error: message, fieldErrors: { _form: [message] } },
    );
    expect(await snapshot(worker)).toEqual(stored);
  });

  it("refuses an unknown field with 'Campos no permitidos' and stores nothing", async () => {
    const item = await created(collection);
    const stored = await snapshot(worker);
    const message = "Campos no permitidos: destacado";
    await expectJsonError(
      await patch(collection, item.id, { ...collection.change, destacado: true }),
      400,
      { error: message, fieldErrors: { _form: [message] } },
    );
    expect(await snapshot(worker)).toEqual(stored);
  });
});

describe("partial PATCHes at once", () => {
  it("of different fields of one product both hold", async () => {
    const products = COLLECTIONS[0] as Collection;
    const item = await created(products);
    const before = await shown(products, item.id);
    const changes = [
      { price: "$180 MXN" },
      { weight: "250 g" },
      { availability: "proximamente" },
      { availabilityNote: "Nueva cosecha en marzo" },
    ];
    const answers = await Promise.all(changes.map((change) => patch(products, item.id, change)));
    expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
    expect(await shown(products, item.id)).toEqual(
      // The amount follows the text; a coming product cannot be ordered.
      Object.assign({}, before, ...changes, { priceCents: 18000, orderable: false }),
    );
  });
});

describe("a partial PATCH validates the whole item", () => {
  const products = COLLECTIONS[0] as Collection;

  it("refuses a main picture that is not among the product's pictures, storing nothing", async () => {
    const item = await created(products);
    const stored = await snapshot(worker);
    const message = "La imagen principal debe ser una de las imágenes del producto";
    await expectJsonError(
      await patch(products, item.id, { mainImageUrl: "/images/otra-imagen.webp" }),
      400,
      { error: message, fieldErrors: { mainImageUrl: [message] } },
    );
    expect(await snapshot(worker)).toEqual(stored);
  });

  it("takes the pictures and the main one changed together", async () => {
    const item = await created(products);
    const before = await shown(products, item.id);
    const pictures = { imageUrls: ["/images/nueva.webp"], mainImageUrl: "/images/nueva.webp" };
    expect((await patch(products, item.id, pictures)).status).toBe(200);
    expect(await shown(products, item.id)).toEqual({ ...before, ...pictures });
  });

  it("answers a required field emptied with its own message", async () => {
    const item = await created(products);
    await expectJsonError(await patch(products, item.id, { name: " " }), 400, {
      error: "El nombre es requerido",
      fieldErrors: { name: ["El nombre es requerido"] },
    });
  });

  it("answers 404 for an item that does not exist, and 400 for a body that is not an object", async () => {
    await expectJsonError(await patch(products, 999_999, { availability: "agotado" }), 404, {
      error: "Producto no encontrado",
    });
    const item = await created(products);
    const message = "El cuerpo de la solicitud debe ser un objeto JSON";
    await expectJsonError(await patch(products, item.id, ["agotado"]), 400, {
      error: message,
      fieldErrors: { _form: [message] },
    });
  });
});
