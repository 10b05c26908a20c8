import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, waitlistEntries } from "../../app/db/schema";
import { formRequest, jsonRequest, postForm } from "../support/api";
import { expectJsonError, readJson, validProduct } from "../support/fixtures";
import { shownPageText, unescapeHtml } from "../support/html";
import { adminCookie } from "../support/session";
import { snapshot } from "../support/snapshots";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * A product's availability (docs/decisions/025-availability-and-waiting-list.md)
 * through the admin API and the product form; its badge beside 'Lote
 * Limitado' on the cards, the page, the home page's featured list and the
 * price list; the offer's schema.org availability; 'Pedir por WhatsApp' and
 * its prefilled text; the standalone mode; and the waiting-list form when D1
 * fails.
 */

const { worker, proxy } = proxiedWorkerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const OFFLINE = "mp_standalone=1; mp_mock_session=1";
const INVALID = "Disponibilidad no válida";
const UNAVAILABLE = "No se pudo guardar su registro. Intente de nuevo en unos minutos.";

interface ProductJson {
  id: number;
  slug: string;
  name: string;
  availability: string;
  availabilityNote: string | null;
}

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

async function create(fields: Record<string, unknown>): Promise<ProductJson> {
  const response = await worker.fetch(
    "/api/admin/products",
    asAdmin("POST", { ...validProduct(), ...fields }),
  );
  expect(response.status).toBe(201);
  return readJson<ProductJson>(response);
}

/** The decoded text of the first `wa.me` link after `label` in `html`, or of the one named `label`. */
function chatText(html: string, label: string): string | null {
  const link = html.match(
    new RegExp(`href="(https://wa\\.me/[^"]+)"[^>]*>(?:(?!</a>)[\\s\\S])*${label}`),
  )?.[1];
  return link ? new URL(unescapeHtml(link)).searchParams.get("text") : null;
}

/** The JSON-LD of a product page. */
function offerOf(html: string): Record<string, unknown> | undefined {
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const data = JSON.parse(json ?? "{}") as { offers?: Record<string, unknown> };
  return data.offers;
}

describe("availability through the admin API", () => {
  it("POST stores it with its note; GET /api/products answers both", async () => {
    const created = await create({
      name: "Miel de Temporada",
      availability: "proximamente",
      availabilityNote: "Nueva cosecha en marzo",
    });
    expect(created).toMatchObject({
      availability: "proximamente",
      availabilityNote: "Nueva cosecha en marzo",
    });
    const listed = await readJson<ProductJson[]>(await worker.fetch("/api/products"));
    expect(listed.find((product) => product.id === created.id)).toMatchObject({
      availability: "proximamente",
      availabilityNote: "Nueva cosecha en marzo",
    });
  });

  it("a product sent without it is available; PATCH changes it", async () => {
    const { availability: _a, availabilityNote: _n, ...withoutIt } = validProduct();
    const response = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", { ...withoutIt, name: "Miel Sin Disponibilidad" }),
    );
    const created = await readJson<ProductJson>(response);
    expect(created).toMatchObject({ availability: "disponible", availabilityNote: null });
    const patched = await worker.fetch(
      `/api/admin/products/${created.id}`,
      asAdmin("PATCH", {
        ...validProduct(),
        name: "Miel Sin Disponibilidad",
        availability: "agotado",
      }),
    );
    expect(patched.status).toBe(200);
    const [row] = await worker.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ availability: "agotado", availabilityNote: null });
  });

  it("refuses an unknown availability or an 81-character note with 400, and stores nothing", async () => {
    const before = await snapshot(worker);
    await expectJsonError(
      await worker.fetch(
        "/api/admin/products",
        asAdmin("POST", { ...validProduct(), availability: "vendido" }),
      ),
      400,
      { error: INVALID, fieldErrors: { availability: [INVALID] } },
    );
    await expectJsonError(
      await worker.fetch(
        "/api/admin/products/1",
        asAdmin("PATCH", { ...validProduct(), availability: 3 }),
      ),
      400,
      { error: INVALID, fieldErrors: { availability: [INVALID] } },
    );
    const long = await worker.fetch(
      "/api/admin/products",
      asAdmin("POST", { ...validProduct(), availabilityNote: "x".repeat(81) }),
    );
    expect(long.status).toBe(400);
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("availability through the product form (no JavaScript)", () => {
  it("shows the choice and the note, prefilled, and stores what is chosen", async () => {
    const created = await create({ name: "Miel Del Formulario" });
    const html = unescapeHtml(
      await (
        await worker.fetch(`/admin?editar=${created.id}`, { headers: { Cookie: admin } })
      ).text(),
    );
    expect(html).toMatch(/<select[^>]*name="availability"/);
    expect(html).toContain(">Agotado</option>");
    expect(html).toContain(">Próximamente</option>");
    expect(html).toMatch(/name="availabilityNote"/);

    const form = new URLSearchParams({
      intent: "update",
      id: String(created.id),
      name: "Miel Del Formulario",
      description: "Una miel del formulario.",
      category: "Mieles",
      mainImageUrl: "/images/miel-cruda-1.webp",
      availability: "agotado",
      availabilityNote: "Vuelve en abril",
    });
    form.append("imageUrls", "/images/miel-cruda-1.webp");
    const saved = await postForm(worker, "/admin?index", form, { Cookie: admin });
    expect(saved.status).toBe(302);
    const [row] = await worker.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ availability: "agotado", availabilityNote: "Vuelve en abril" });

    const list = await shownPageText(
      await worker.fetch("/admin?disponibilidad=agotado", { headers: { Cookie: admin } }),
    );
    expect(list).toContain("Miel Del Formulario");
    expect(list).toContain("Agotado · Vuelve en abril");
    expect(list).not.toContain("Miel Picosa con Chile Rayado Ahumado");

    form.set("availability", "pronto");
    const refused = await postForm(worker, "/admin?index", form, { Cookie: admin });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(INVALID);
  });
});

describe("what visitors see of each availability", () => {
  let soldOut: ProductJson;
  let coming: ProductJson;
  let onSale: ProductJson;
  beforeAll(async () => {
    soldOut = await create({
      name: "Miel Agotada & Ahumada",
      isFeatured: true,
      isLimitedEdition: true,
      availability: "agotado",
      availabilityNote: "Nueva cosecha en marzo",
    });
    coming = await create({
      name: "Miel Que Viene",
      isFeatured: true,
      availability: "proximamente",
    });
    onSale = await create({
      name: "Miel Ñandú & Acacia «Edición Especial» de la Sierra Alta de Hidalgo",
      isFeatured: true,
      price: "$1,250.50 MXN",
      weight: "1 kg",
    });
  });

  it.each([
    ["agotado", "Agotado", "https://schema.org/OutOfStock"],
    ["proximamente", "Próximamente", "https://schema.org/PreOrder"],
    ["disponible", null, "https://schema.org/InStock"],
  ])(
    "a %s product's page: its badge, its offer, and the way to get it",
    async (state, badge, offer) => {
      const product = { agotado: soldOut, proximamente: coming, disponible: onSale }[state];
      if (!product) throw new Error(state);
      const html = await shownPageText(await worker.fetch(`/products/${product.slug}`));
      const raw = await (await worker.fetch(`/products/${product.slug}`)).text();
      expect(offerOf(raw)?.availability).toBe(offer);
      if (badge) {
        expect(html).toMatch(
          new RegExp(`data-availability="${state}"[^>]*><span[^>]*>${badge}</span>`),
        );
        expect(html).toContain("Avísame cuando haya");
        expect(html).not.toContain("Pedir por WhatsApp");
      } else {
        expect(html).not.toContain("data-availability");
        expect(html).toContain("Pedir por WhatsApp");
        expect(html).not.toContain('id="avisame"');
      }
    },
  );

  it("the sold-out badge and its note sit beside 'Lote Limitado'", async () => {
    const html = await shownPageText(await worker.fetch(`/products/${soldOut.slug}`));
    const badges = html.match(/<ul[^>]*aria-label="Distintivos"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
    expect(badges).toContain("Agotado");
    expect(badges).toContain("Nueva cosecha en marzo");
    expect(badges).toContain("Lote Limitado");
  });

  it("'Pedir por WhatsApp' names the product, its weight and price and the page, encoded whole", async () => {
    const html = await (await worker.fetch(`/products/${onSale.slug}`)).text();
    const link = html.match(/href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-order-link/)?.[1] ?? "";
    expect(link.startsWith("https://wa.me/527711234567?text=")).toBe(true);
    expect(unescapeHtml(link).slice(link.indexOf("?") + 1)).not.toMatch(/[&#\s]/);
    expect(chatText(html, "Pedir por WhatsApp")).toBe(
      `Hola, quiero pedir ${onSale.name} (1 kg, $1,250.50 MXN). https://mielpicosa.example/products/${onSale.slug}`,
    );
    expect(html).toMatch(/data-order-link=""[^>]*>|target="_blank"[^>]*data-order-link/);
    expect(html).toMatch(
      /href="https:\/\/wa\.me\/[^"]+" target="_blank" rel="noopener noreferrer" data-order-link/,
    );
  });

  it.each(["/products", "/"])("%s: cards show the badge and 'Avísame' or 'Pedir'", async (path) => {
    const html = await shownPageText(await worker.fetch(path));
    const card = (product: ProductJson) =>
      html.match(new RegExp(`<article data-product="${product.slug}"[\\s\\S]*?</article>`))?.[0] ??
      "";
    expect(card(soldOut)).toContain("Agotado");
    expect(card(soldOut)).toContain("Nueva cosecha en marzo");
    expect(card(soldOut)).toContain(`href="/products/${soldOut.slug}#avisame"`);
    expect(card(soldOut)).not.toContain("Pedir por WhatsApp");
    expect(card(coming)).toContain("Próximamente");
    expect(card(onSale)).toContain("Pedir por WhatsApp");
    expect(card(onSale)).not.toContain("Avísame cuando haya");
  });

  it("the price list shows the badge beside the name; the sold-out product stays listed", async () => {
    const html = await shownPageText(await worker.fetch("/lista-de-precios"));
    const row =
      html.match(
        new RegExp(`<tr[^>]*>(?:(?!</tr>)[\\s\\S])*${soldOut.name}[\\s\\S]*?</tr>`),
      )?.[0] ?? "";
    expect(row).toContain("Agotado");
    expect(row).toContain("Nueva cosecha en marzo");
    expect(html).toContain(onSale.name);
  });
});

describe("standalone mode", () => {
  it("shows the static copy's availability and simulates the waiting list's write", async () => {
    const [first] = await readJson<ProductJson[]>(
      await worker.fetch("/api/products", { headers: { Cookie: OFFLINE } }),
    );
    expect(first).toMatchObject({ availability: "disponible", availabilityNote: null });
    const before = await snapshot(worker);
    const available = await worker.fetch(
      "/api/waitlist",
      jsonRequest(
        "POST",
        { productId: first?.id, name: "Ana", phone: "7715550101", consent: true },
        { Cookie: OFFLINE },
      ),
    );
    expect(available.status).toBe(409);
    const unknown = await worker.fetch(
      "/api/waitlist",
      jsonRequest(
        "POST",
        { productId: 9999, name: "Ana", phone: "7715550101", consent: true },
        { Cookie: OFFLINE },
      ),
    );
    expect(unknown.status).toBe(404);
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("the waiting-list form when D1 fails", () => {
  it("answers 503 with the message, keeps what was typed and stores nothing", async () => {
    const product = await create({ name: "Miel Para La Falla", availability: "agotado" });
    const before = await worker.db.select().from(waitlistEntries);
    proxy.mode = "fail-writes";
    try {
      const response = await worker.fetch(
        `/products/${product.slug}`,
        formRequest({
          productId: String(product.id),
          name: "Clara Caída",
          phone: "7715550199",
          consent: "on",
        }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("30");
      const html = await shownPageText(response);
      expect(html).toContain(UNAVAILABLE);
      expect(html).toContain('value="Clara Caída"');
      expect(html).toContain('value="7715550199"');
    } finally {
      proxy.mode = "pass";
    }
    expect(await worker.db.select().from(waitlistEntries)).toEqual(before);
  });
});
