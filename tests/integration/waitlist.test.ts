import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { products, waitlistEntries } from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { formRequest, jsonRequest, postForm } from "../support/api";
import { emailsAfter } from "../support/emails";
import { expectJsonError, readJson } from "../support/fixtures";
import { shownPageText, unescapeHtml } from "../support/html";
import { adminCookie } from "../support/session";
import { createProduct as createProductAs, type CreatedProduct } from "../support/products";
import { workerSuite } from "../support/worker-suite";

/**
 * The waiting list ('Avísame cuando haya',
 * docs/decisions/025-availability-and-waiting-list.md): its JSON and its form,
 * with and without a contact, consent or the honeypot; one open entry per
 * product and contact; the rate limit; the entries in 'Solicitudes' with
 * their filters, CSV, page and WhatsApp link; the owner's e-mail; the count
 * shown when a product is available again; and the 90-day clean-up.
 */

const NOTIFY = { to: "dueno@miel-prueba.example", from: "avisos@miel-prueba.example" };
const JOINED = "Le avisaremos en cuanto esté disponible";
const AVAILABLE = "Este producto está disponible";
const CONTACT_MISSING = "Indique un teléfono o un correo electrónico";
const CONSENT_MISSING = "Debe aceptar el aviso de privacidad";
/** The 429's words, naming the minutes its Retry-After gives. */
const tooMany = (retryAfterSeconds: number) =>
  `Demasiados registros desde esta conexión. Por favor intente de nuevo en ${Math.ceil(retryAfterSeconds / 60)} minutos.`;

const worker = workerSuite({ notify: NOTIFY });
let admin: string;
const freshAddress = freshAddresses("10.226");

const createProduct = (fields: Record<string, unknown>) => createProductAs(worker, admin, fields);

let soldOut: CreatedProduct;
let available: CreatedProduct;

beforeAll(async () => {
  admin = await adminCookie(worker);
  soldOut = await createProduct({
    name: "Miel de Mezquite & Azahar «Reserva»",
    availability: "agotado",
    availabilityNote: "Nueva cosecha en marzo",
  });
  available = await createProduct({ name: "Miel Siempre Disponible" });
});

/** POST /api/waitlist from a client address of its own. */
function joinByJson(body: unknown, address = freshAddress()) {
  return worker.fetch("/api/waitlist", jsonRequest("POST", body, { "CF-Connecting-IP": address }));
}

/** The product page's form, as a browser without JavaScript posts it. */
function joinByForm(slug: string, fields: Record<string, string>, address = freshAddress()) {
  return worker.fetch(`/products/${slug}`, formRequest(fields, { "CF-Connecting-IP": address }));
}

const entriesOf = (productId: number) =>
  worker.db.select().from(waitlistEntries).where(eq(waitlistEntries.productId, productId));

/** Whether product `productId`'s waiting list holds an entry named `name`. */
const waitsFor = async (productId: number, name: string) =>
  (await entriesOf(productId)).some((row) => row.name === name);

const adminGet = (path: string) =>
  worker.fetch(path, { redirect: "manual", headers: { Cookie: admin } });

describe("POST /api/waitlist", () => {
  it("stores the entry of a sold-out product: 201 and the message", async () => {
    const response = await joinByJson({
      productId: soldOut.id,
      name: "Rosa Peña",
      phone: "771 555 0101",
      consent: true,
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ success: true, message: JOINED });
    const [row] = await worker.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.productId, soldOut.id), eq(waitlistEntries.name, "Rosa Peña")));
    expect(row).toMatchObject({
      phone: "7715550101",
      email: null,
      status: "nueva",
      note: null,
    });
  });

  it("stores one entry per product and contact while it is open", async () => {
    const body = {
      productId: soldOut.id,
      name: "Tomás Ruiz",
      email: "Tomas@Ejemplo.example",
      consent: true,
    };
    expect((await joinByJson(body)).status).toBe(201);
    const again = await joinByJson({ ...body, email: "tomas@ejemplo.example", name: "Tomás" });
    expect(again.status).toBe(201);
    expect(await readJson(again)).toEqual({ success: true, message: JOINED });
    const rows = (await entriesOf(soldOut.id)).filter(
      (row) => row.email === "tomas@ejemplo.example",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Tomás Ruiz");
  });

  it("answers 409 for an available product, 404 for an unknown one, and stores nothing", async () => {
    await expectJsonError(
      await joinByJson({
        productId: available.id,
        name: "Ana",
        phone: "7715550102",
        consent: true,
      }),
      409,
      { error: AVAILABLE },
    );
    await expectJsonError(
      await joinByJson({ productId: 999_999, name: "Ana", phone: "7715550102", consent: true }),
      404,
      { error: "Producto no encontrado" },
    );
    expect(await entriesOf(available.id)).toEqual([]);
  });

  it("answers 400 for a missing contact, a missing consent and unknown fields", async () => {
    await expectJsonError(
      await joinByJson({ productId: soldOut.id, name: "Ana", consent: true }),
      400,
      { error: CONTACT_MISSING, fieldErrors: { phone: [CONTACT_MISSING] } },
    );
    await expectJsonError(
      await joinByJson({ productId: soldOut.id, name: "Ana", phone: "7715550103", consent: false }),
      400,
      { error: CONSENT_MISSING, fieldErrors: { consent: [CONSENT_MISSING] } },
    );
    const unknown = await joinByJson({
      productId: soldOut.id,
      name: "Ana",
      phone: "7715550103",
      consent: true,
      website: "https://spam.example",
    });
    expect(unknown.status).toBe(400);
    expect(await waitsFor(soldOut.id, "Ana")).toBe(false);
  });

  it("answers 400, not a crash, for a body that is not an object", async () => {
    for (const body of [null, [], "Ana", 7]) {
      const response = await joinByJson(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("limits each client address to 10 entries an hour, then answers 429", async () => {
    const address = freshAddress();
    for (let index = 0; index < 10; index++) {
      const response = await joinByJson(
        {
          productId: soldOut.id,
          name: `Vecina ${index}`,
          phone: `77155520${String(index).padStart(2, "0")}`,
          consent: true,
        },
        address,
      );
      expect(response.status).toBe(201);
    }
    const refused = await joinByJson(
      { productId: soldOut.id, name: "Vecina 10", phone: "7715552010", consent: true },
      address,
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    // The hour's window has just begun: about an hour, not 'unos minutos'.
    expect(retryAfter).toBeGreaterThan(50 * 60);
    expect(await readJson(refused)).toMatchObject({ error: tooMany(retryAfter) });
    expect(await waitsFor(soldOut.id, "Vecina 10")).toBe(false);
  });
});

describe("no answer tells whether a contact is already waiting", () => {
  /** Status, headers (the date aside) and body: what a caller can compare. */
  async function answerOf(response: Response) {
    const headers = [...response.headers].filter(([name]) => name !== "date");
    return { status: response.status, headers, body: await response.text() };
  }

  it("POST /api/waitlist: a new contact and one already waiting get the same answer, no id", async () => {
    const body = {
      productId: soldOut.id,
      name: "Irene Ávila",
      email: "irene@ejemplo.example",
      phone: "7715550188",
      consent: true,
    };
    const first = await answerOf(await joinByJson(body));
    const again = await answerOf(await joinByJson({ ...body, name: "Otra Persona" }));
    const byPhone = await answerOf(await joinByJson({ ...body, email: null }));
    expect(first.status).toBe(201);
    expect(JSON.parse(first.body)).toEqual({ success: true, message: JOINED });
    expect(again).toEqual(first);
    expect(byPhone).toEqual(first);
    const rows = (await entriesOf(soldOut.id)).filter((row) => row.phone === "7715550188");
    expect(rows.map((row) => row.name)).toEqual(["Irene Ávila"]);
  });

  it("the product page's form: the same redirect and toast for both", async () => {
    const fields = {
      productId: String(soldOut.id),
      name: "Raúl Soto",
      email: "",
      phone: "7715550189",
      consent: "on",
    };
    const shownAfter = async (response: Response) => {
      const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
      const page = await shownPageText(
        await worker.fetch(`/products/${soldOut.slug}`, { headers: { Cookie: toast.join("; ") } }),
      );
      return {
        status: response.status,
        location: response.headers.get("Location"),
        toast: page.includes(JOINED),
      };
    };
    const first = await shownAfter(await joinByForm(soldOut.slug, fields));
    const again = await shownAfter(await joinByForm(soldOut.slug, fields));
    expect(first).toEqual({ status: 302, location: `/products/${soldOut.slug}`, toast: true });
    expect(again).toEqual(first);
    expect((await entriesOf(soldOut.id)).filter((row) => row.phone === "7715550189")).toHaveLength(
      1,
    );
  });
});

describe("the product page's form, without JavaScript", () => {
  it("shows the badge, its note and the form in place of 'Pedir por WhatsApp'", async () => {
    const html = await shownPageText(await worker.fetch(`/products/${soldOut.slug}`));
    expect(html).toContain("Agotado");
    expect(html).toContain("Nueva cosecha en marzo");
    expect(html).toContain('id="avisame"');
    expect(html).toContain("Avísame cuando haya");
    expect(html).toContain('href="/privacidad"');
    expect(html).toContain('name="website"');
    expect(html).not.toContain("Pedir por WhatsApp");
  });

  it("stores the entry and redirects to the page, whose flash toast says so", async () => {
    const response = await joinByForm(soldOut.slug, {
      productId: String(soldOut.id),
      name: "Elena Cruz",
      email: "elena@ejemplo.example",
      phone: "",
      consent: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/products/${soldOut.slug}`);
    const toast = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const page = await shownPageText(
      await worker.fetch(`/products/${soldOut.slug}`, { headers: { Cookie: toast.join("; ") } }),
    );
    expect(page).toContain(JOINED);
    expect((await entriesOf(soldOut.id)).some((row) => row.email === "elena@ejemplo.example")).toBe(
      true,
    );
  });

  it("drops a robot's entry (the honeypot) with the same answer", async () => {
    const response = await joinByForm(soldOut.slug, {
      productId: String(soldOut.id),
      name: "Robot",
      email: "robot@example.com",
      consent: "on",
      website: "https://spam.example",
    });
    expect(response.status).toBe(302);
    expect(await waitsFor(soldOut.id, "Robot")).toBe(false);
  });

  it("answers 400 with the messages beside the fields, keeping what was typed", async () => {
    const response = await joinByForm(soldOut.slug, {
      productId: String(soldOut.id),
      name: "Julia Sin Contacto",
      email: "",
      phone: "",
    });
    expect(response.status).toBe(400);
    const html = unescapeHtml((await response.text()).replaceAll("<!-- -->", ""));
    expect(html).toContain(CONTACT_MISSING);
    expect(html).toContain(CONSENT_MISSING);
    expect(html).toContain('value="Julia Sin Contacto"');
  });

  it("puts the entry on the page's own product, whatever id the form claims; a page of no product is 404", async () => {
    const response = await joinByForm(soldOut.slug, {
      productId: String(available.id),
      name: "Rita Desvío",
      phone: "7715550191",
      consent: "on",
    });
    expect(response.status).toBe(302);
    expect(await waitsFor(soldOut.id, "Rita Desvío")).toBe(true);
    expect(await waitsFor(available.id, "Rita Desvío")).toBe(false);
    const withoutId = await joinByForm(soldOut.slug, {
      name: "Tomás Sin Id",
      phone: "7715550192",
      consent: "on",
    });
    expect(withoutId.status).toBe(302);
    expect(await waitsFor(soldOut.id, "Tomás Sin Id")).toBe(true);
    const nowhere = await joinByForm("no-existe", {
      productId: String(soldOut.id),
      name: "Nadie",
      phone: "7715550193",
      consent: "on",
    });
    expect(nowhere.status).toBe(404);
    expect(await waitsFor(soldOut.id, "Nadie")).toBe(false);
  });

  it("answers 409 on the page when the product is available again", async () => {
    const response = await joinByForm(available.slug, {
      productId: String(available.id),
      name: "Mario",
      phone: "7715550155",
      consent: "on",
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(AVAILABLE);
  });
});

describe("the owner's e-mail", () => {
  it("names the product, the person and the entry's page", async () => {
    const before = worker.sentEmails().length;
    const response = await joinByJson({
      productId: soldOut.id,
      name: "Lucía Hernández",
      email: "lucia@ejemplo.example",
      phone: "7715550177",
      consent: true,
    });
    expect(response.status).toBe(201);
    const entry = (await entriesOf(soldOut.id)).find((row) => row.name === "Lucía Hernández");
    if (!entry) throw new Error("the entry was not stored");
    const { id } = entry;
    const [email] = await emailsAfter(worker, before, 1);
    expect(email?.subject).toBe(
      `Nuevo registro en la lista de espera: ${soldOut.name}, Lucía Hernández`,
    );
    expect(email?.replyTo).toEqual(["lucia@ejemplo.example"]);
    expect(email?.text).toContain(`Producto: ${soldOut.name}`);
    expect(email?.text).toContain("Teléfono: 7715550177");
    expect(email?.text).toContain(`http://localhost/admin/requests/lista-de-espera/${id}`);
    await vi.waitFor(
      async () => {
        const [row] = await worker.db
          .select()
          .from(waitlistEntries)
          .where(eq(waitlistEntries.id, id));
        expect(row?.noticeState).toBe("sent");
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});

describe("the entries in 'Solicitudes'", () => {
  it("GET /api/admin/requests?kind=waitlist lists them with the product; productId filters", async () => {
    const response = await adminGet(`/api/admin/requests?kind=waitlist&productId=${soldOut.id}`);
    expect(response.status).toBe(200);
    const entries = await readJson<Record<string, unknown>[]>(response);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        kind: "waitlist",
        productId: soldOut.id,
        productName: soldOut.name,
        productSlug: soldOut.slug,
      });
    }
    const other = await adminGet(`/api/admin/requests?kind=waitlist&productId=${available.id}`);
    expect(await readJson(other)).toEqual([]);
    // Links made when the kind was called `aviso` still filter the same.
    const former = await adminGet(`/api/admin/requests?kind=aviso&productId=${soldOut.id}`);
    expect(await readJson(former)).toEqual(entries);
    const bad = await adminGet("/api/admin/requests?productId=cero");
    expect(bad.status).toBe(400);
  });

  it("the list page shows them with their kind and product, filterable by both", async () => {
    const html = await shownPageText(
      await adminGet(`/admin/requests?kind=waitlist&productId=${soldOut.id}`),
    );
    expect(html).toContain("Lista de espera");
    expect(html).not.toContain("Aviso de disponibilidad");
    expect(html).toContain(soldOut.name);
    expect(html).toContain("Rosa Peña");
    expect(html).toMatch(/<select[^>]*name="productId"/);
    expect(html).toMatch(/href="\/admin\/requests\/lista-de-espera\/\d+"/);
  });

  it("the CSV carries them, with the product in its last column", async () => {
    const response = await adminGet("/admin/requests.csv?kind=waitlist");
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n");
    const rosa = lines.find((line) => line.includes("Rosa Peña"));
    expect(rosa).toMatch(
      /^"[^"]+","Lista de espera","","Rosa Peña","","7715550101","","Nueva","[^"]+","",/,
    );
    expect(rosa?.endsWith(`,"${soldOut.name}"`)).toBe(true);
  });

  it("an entry's page opens WhatsApp to the person and marks it 'contactada'", async () => {
    const [row] = await worker.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.name, "Rosa Peña"));
    if (!row) throw new Error("no entry");
    const html = unescapeHtml(
      (await (await adminGet(`/admin/requests/lista-de-espera/${row.id}`)).text()).replaceAll(
        "<!-- -->",
        "",
      ),
    );
    const link = html.match(/href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-entry-whatsapp/)?.[1] ?? "";
    expect(link.startsWith("https://wa.me/527715550101?text=")).toBe(true);
    expect(new URL(link).searchParams.get("text")).toBe(
      `Hola, Rosa Peña: ${soldOut.name} ya está disponible. Puede pedirlo por aquí o verlo en https://mielpicosa.example/products/${soldOut.slug}`,
    );

    const saved = await postForm(
      worker,
      `/admin/requests/lista-de-espera/${row.id}`,
      new URLSearchParams({ intent: "follow-up", status: "contactada", note: "Le escribí." }),
      { Cookie: admin },
    );
    expect(saved.status).toBe(302);
    const [after] = await worker.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, row.id));
    expect(after).toMatchObject({ status: "contactada", note: "Le escribí." });
    expect(after?.statusChangedAt).toBeInstanceOf(Date);
  });

  it("an unknown entry's page answers 404", async () => {
    expect((await adminGet("/admin/requests/lista-de-espera/999999")).status).toBe(404);
  });

  it("an entry's former address ('avisos') leads to its page", async () => {
    const moved = await adminGet("/admin/requests/avisos/12?x=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/admin/requests/lista-de-espera/12?x=1");
    const posted = await postForm(
      worker,
      "/admin/requests/avisos/12",
      new URLSearchParams({ intent: "notify" }),
      { Cookie: admin },
    );
    expect(posted.status).toBe(308);
    expect(posted.headers.get("Location")).toBe("/admin/requests/lista-de-espera/12");
  });
});

describe("making the product available again", () => {
  it("says how many wait for it, and links to their entries", async () => {
    const waiting = (await entriesOf(soldOut.id)).filter((row) => row.status === "nueva").length;
    expect(waiting).toBeGreaterThan(1);
    const [product] = await worker.db.select().from(products).where(eq(products.id, soldOut.id));
    if (!product) throw new Error("no product");
    const form = new URLSearchParams({
      intent: "update",
      id: String(product.id),
      name: product.name,
      description: product.description,
      category: product.category,
      mainImageUrl: product.mainImageUrl,
      availability: "disponible",
      availabilityNote: "",
      // The form carries the product's amount, in pesos (an order needs one).
      pricePesos: product.priceCents === null ? "" : String(product.priceCents / 100),
    });
    for (const url of product.imageUrls) form.append("imageUrls", url);
    const response = await postForm(worker, "/admin?index", form, { Cookie: admin });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin?esperan=${product.id}`);
    const [stored] = await worker.db.select().from(products).where(eq(products.id, product.id));
    expect(stored?.availability).toBe("disponible");

    const html = await shownPageText(await adminGet(`/admin?esperan=${product.id}`));
    expect(html).toContain(`${waiting} personas esperan «${product.name}».`);
    expect(html).toContain(
      `href="/admin/requests?kind=waitlist&status=nueva&productId=${product.id}"`,
    );

    // The product page now offers the order instead of the form.
    const page = await shownPageText(await worker.fetch(`/products/${product.slug}`));
    expect(page).toContain("Pedir por WhatsApp");
    expect(page).not.toContain('id="avisame"');
  });
});

describe("the 90-day clean-up (the daily scheduled run, docs/decisions/033)", () => {
  it("deletes entries closed more than 90 days ago, and keeps open and recent ones", async () => {
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const product = await createProduct({
      name: "Miel Para Limpiar",
      availability: "proximamente",
    });
    const old = new Date(now - 200 * day);
    await worker.db.insert(waitlistEntries).values([
      {
        productId: product.id,
        name: "Cerrada hace 91",
        phone: "7715559001",
        createdAt: old,
        status: "contactada",
        statusChangedAt: new Date(now - 91 * day),
      },
      {
        productId: product.id,
        name: "Cerrada hace 89",
        phone: "7715559002",
        createdAt: old,
        status: "descartada",
        statusChangedAt: new Date(now - 89 * day),
      },
      { productId: product.id, name: "Abierta de hace 200", phone: "7715559003", createdAt: old },
    ]);
    // Requests no longer clean up: a visitor's entry and the inbox's read leave every row.
    expect(
      (
        await joinByJson({
          productId: product.id,
          name: "Nueva de hoy",
          phone: "7715559004",
          consent: true,
        })
      ).status,
    ).toBe(201);
    await adminGet(`/api/admin/requests?kind=waitlist&productId=${product.id}`);
    expect((await entriesOf(product.id)).map((row) => row.name).sort()).toEqual([
      "Abierta de hace 200",
      "Cerrada hace 89",
      "Cerrada hace 91",
      "Nueva de hoy",
    ]);
    expect((await worker.scheduled(new Date(now))).outcome).toBe("ok");
    const response = await adminGet(`/api/admin/requests?kind=waitlist&productId=${product.id}`);
    const names = (await readJson<{ name: string }[]>(response)).map((entry) => entry.name);
    expect(names.sort()).toEqual(["Abierta de hace 200", "Cerrada hace 89", "Nueva de hoy"]);
    expect((await entriesOf(product.id)).map((row) => row.name).sort()).toEqual([
      "Abierta de hace 200",
      "Cerrada hace 89",
      "Nueva de hoy",
    ]);
  });
});
