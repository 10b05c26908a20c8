import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests, products, stores } from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, formRequest, jsonRequest, signInAs } from "../support/api";
import { storeCode } from "../support/codes";
import { validInvitationRequest, validProduct } from "../support/fixtures";
import { workerSuite } from "../support/worker-suite";
import { ALREADY_USED } from "../support/messages";

/**
 * SECURITY.md "Concurrency": one invitation code redeemed by 50 requests at
 * once gives exactly one success and one stored request; simultaneous admin
 * edits of one item leave it exactly as one of them wrote it.
 */

const RACERS = 50;

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

/** Each racer is a visitor of its own (submissions are limited per address). */
const freshAddress = freshAddresses("10.99");

const freshCode = (code: string) =>
  storeCode(worker, code, { name: "Rosa Castillo", company: "Cocina de Prueba" });

async function expectOneRedemption(codeId: number, winnerName: string): Promise<void> {
  const rows = await worker.db
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.invitationCodeId, codeId));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.name).toBe(winnerName);
  const [code] = await worker.db
    .select()
    .from(invitationCodes)
    .where(eq(invitationCodes.id, codeId));
  expect(code?.isUsed).toBe(true);
  expect(code?.usedBy).toBe(rows[0]?.id);
  expect(code?.usedAt).toBeInstanceOf(Date);
}

describe(`${RACERS} simultaneous submissions with one code`, () => {
  it("POST /api/associates: exactly one 201, 49 409s, one stored request", async () => {
    const codeId = await freshCode("CARRERA-API");
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        worker.fetch(
          "/api/associates",
          jsonRequest(
            "POST",
            { ...validInvitationRequest("CARRERA-API"), name: `Persona ${i}` },
            { "CF-Connecting-IP": freshAddress() },
          ),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const winner = statuses.indexOf(201);
    for (const [i, response] of responses.entries()) {
      if (i !== winner) expect(await response.json()).toEqual({ error: ALREADY_USED });
    }
    await expectOneRedemption(codeId, `Persona ${winner}`);
  });

  it("the /associates and /clients forms, half each: exactly one thank-you, one stored request", async () => {
    const codeId = await freshCode("CARRERA-PAGINAS");
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        worker.fetch(i % 2 === 0 ? "/associates" : "/clients", {
          method: "POST",
          headers: {
            Origin: ORIGIN,
            "Content-Type": "application/x-www-form-urlencoded",
            "CF-Connecting-IP": freshAddress(),
          },
          body: new URLSearchParams({
            invitationCode: "carrera-paginas",
            name: `Persona ${i}`,
            email: `persona${i}@example.com`,
            phone: "7715550199",
          }).toString(),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const winner = statuses.indexOf(200);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    bodies.forEach((body, i) => {
      if (i === winner) expect(body).toContain("¡Gracias por su interés!");
      else expect(body).toContain(ALREADY_USED);
    });
    await expectOneRedemption(codeId, `Persona ${winner}`);
    const [stored] = await worker.db
      .select({ kind: invitationRequests.kind })
      .from(invitationRequests)
      .where(eq(invitationRequests.invitationCodeId, codeId));
    expect(stored?.kind).toBe(winner % 2 === 0 ? "associate" : "client");
  });
});

describe("simultaneous admin edits of one item", () => {
  const EDITORS = 20;

  /** Full, distinct bodies: every field differs from one editor to the next. */
  function productBody(i: number) {
    const images = [
      `/images/uploads/${String(i).padStart(64, "a")}.png`,
      "/images/miel-cruda-1.webp",
    ];
    return {
      ...validProduct(),
      name: `Edición ${i}`,
      description: `Descripción de la edición ${i}`,
      imageUrls: images,
      mainImageUrl: images[i % 2] ?? images[0],
      category: i % 2 === 0 ? "Mieles" : "Condimentos",
      isLimitedEdition: i % 2 === 0,
      isSpecialty: i % 3 === 0,
      isFeatured: i % 4 === 0,
      price: `$${100 + i} MXN`,
      weight: `${200 + i} g`,
      ingredients: `Ingredientes ${i}`,
      nutritionalInfo: i % 5 === 0 ? null : `Información ${i}`,
    };
  }
  type ProductBody = ReturnType<typeof productBody>;
  const FIELDS = Object.keys(productBody(0)) as (keyof ProductBody)[];

  async function storedProduct(id: number): Promise<Record<string, unknown>> {
    const [row] = await worker.db.select().from(products).where(eq(products.id, id));
    if (!row) throw new Error("the product is gone");
    return Object.fromEntries(FIELDS.map((field) => [field, row[field]]));
  }

  async function firstProductId(): Promise<number> {
    const [row] = await worker.db.select({ id: products.id }).from(products).limit(1);
    if (!row) throw new Error("no product");
    return row.id;
  }

  it(`PATCH /api/admin/products/{id} × ${EDITORS}: the row is exactly one of the bodies`, async () => {
    const id = await firstProductId();
    const bodies = Array.from({ length: EDITORS }, (_, i) => productBody(i));
    const responses = await Promise.all(
      bodies.map((body) =>
        worker.fetch(`/api/admin/products/${id}`, jsonRequest("PATCH", body, { Cookie: admin })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));
    const stored = await storedProduct(id);
    const matches = bodies.filter((body) =>
      FIELDS.every((field) => JSON.stringify(body[field]) === JSON.stringify(stored[field])),
    );
    expect(matches, JSON.stringify(stored)).toHaveLength(1);
  });

  it(`the Productos form (intent=update) × ${EDITORS}: the row is exactly one of the edits`, async () => {
    const id = await firstProductId();
    const bodies = Array.from({ length: EDITORS }, (_, i) => productBody(i + 100));
    const responses = await Promise.all(
      bodies.map((body) => {
        const form = new URLSearchParams({ intent: "update", id: String(id) });
        for (const field of FIELDS) {
          const value = body[field];
          if (Array.isArray(value)) for (const url of value) form.append(field, url);
          else if (typeof value === "boolean") {
            if (value) form.append(field, "on");
          } else if (value !== null) form.append(field, String(value));
        }
        return worker.fetch("/admin?index", formRequest(form, { Cookie: admin }));
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 302));
    const stored = await storedProduct(id);
    const matches = bodies.filter((body) =>
      FIELDS.every((field) => JSON.stringify(body[field]) === JSON.stringify(stored[field])),
    );
    expect(matches, JSON.stringify(stored)).toHaveLength(1);
  });

  it(`the Puntos de Venta form × ${EDITORS}, racing a delete: whole edits, then gone`, async () => {
    const [store] = await worker.db.select().from(stores).limit(1);
    if (!store) throw new Error("no store");
    const edit = (i: number) =>
      new URLSearchParams({
        intent: "update",
        id: String(store.id),
        name: `Tienda ${i}`,
        address: `Calle ${i}`,
        city: `Ciudad ${i}`,
        state: `Estado ${i}`,
        phone: `771 555 ${String(i).padStart(4, "0")}`,
        description: `Horario ${i}`,
      });
    const send = (form: URLSearchParams) =>
      worker.fetch("/admin/stores", formRequest(form, { Cookie: admin }));
    const responses = await Promise.all(Array.from({ length: EDITORS }, (_, i) => send(edit(i))));
    expect(responses.every((response) => response.status === 302)).toBe(true);
    const [row] = await worker.db.select().from(stores).where(eq(stores.id, store.id));
    const winners = Array.from({ length: EDITORS }, (_, i) => i).filter(
      (i) =>
        row?.name === `Tienda ${i}` &&
        row.address === `Calle ${i}` &&
        row.city === `Ciudad ${i}` &&
        row.state === `Estado ${i}` &&
        row.phone === `771 555 ${String(i).padStart(4, "0")}` &&
        row.description === `Horario ${i}`,
    );
    expect(winners, JSON.stringify(row)).toHaveLength(1);

    // Edits racing the delete: each either lands whole before it or finds nothing (404).
    const race = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(edit(i + 50))),
      send(new URLSearchParams({ intent: "delete", id: String(store.id) })),
    ]);
    for (const response of race) expect([302, 404]).toContain(response.status);
    expect(await worker.db.select().from(stores).where(eq(stores.id, store.id))).toEqual([]);
  });
});
