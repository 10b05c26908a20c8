import { beforeAll, describe, expect, it } from "vitest";
import { listProducts, type PublicProduct } from "../../app/services/catalog.server";
import { listStaticProducts } from "../../app/services/static-content.server";
import { jsonRequest, signInAs } from "../support/api";
import { shownPageText } from "../support/html";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * /lista-de-precios: the printable price list made from D1, the downloads
 * index's one real download. The Worker keeps its pages here, as in
 * production, so a change of price must reach the next visitor through the
 * content version.
 */

const PATH = "/lista-de-precios";
const HIT = "miel-picosa; hit";
const STORED = "miel-picosa; fwd=uri-miss; stored";

const { worker, proxy } = proxiedWorkerSuite({ pageCache: true });
let adminCookie: string;
beforeAll(async () => (adminCookie = await signInAs(worker)));

/** The price list's rows as a reader sees them: product, category, presentation, price. */
function rowsOf(text: string): string[][] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(text)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? "").replace(/<[^>]+>/g, "").trim(),
    ),
  );
}

const expectedRow = (product: PublicProduct) => [
  product.name,
  product.category,
  product.weight ?? "—",
  product.price ?? "Precio a consultar",
];

async function visit(path = PATH) {
  const response = await worker.fetch(path, { redirect: "manual" });
  return { response, text: await shownPageText(response) };
}

/** Visits the list until the Worker answers it from its cache. */
async function visitUntilCached() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = await visit();
    if (result.response.headers.get("Cache-Status") === HIT) return result;
  }
  throw new Error(`${PATH} was never answered from the cache`);
}

describe("the price list", () => {
  it("lists every product of D1 in the catalogue's order, with its presentation and price as stored", async () => {
    const products = await listProducts(worker.db);
    const { response, text } = await visit();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(text).toMatch(/<h1[^>]*>Lista de Precios<\/h1>/);
    expect(text).toContain("<title>Lista de Precios | Miel Picosa de Hidalgo</title>");
    expect(rowsOf(text)).toEqual(products.map(expectedRow));
    expect(text).toMatch(
      /<th[^>]*>Producto<\/th>\s*<th[^>]*>Categoría<\/th>\s*<th[^>]*>Contenido<\/th>\s*<th[^>]*>Precio<\/th>/,
    );
    // Printed, it still says whose list it is and how to order.
    expect(text).toContain("hola@mielpicosa.example");
    expect(text).toContain("+52 771 123 4567");
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
  });

  it("is all in the server's HTML: a visitor without JavaScript reads and prints the same list", async () => {
    const response = await worker.fetch(PATH);
    const html = await response.text();
    const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    const products = await listProducts(worker.db);
    for (const product of products) {
      expect(withoutScripts, product.name).toContain(product.price ?? "Precio a consultar");
    }
    expect(withoutScripts).toContain("Ctrl + P");
  });

  it("shows a new price to the next visitor once the admin has changed it", async () => {
    const [product] = await listProducts(worker.db);
    if (!product) throw new Error("the seeded catalogue is empty");
    await visitUntilCached();
    const body = {
      name: product.name,
      description: product.description,
      imageUrls: product.imageUrls,
      mainImageUrl: product.mainImageUrl,
      category: product.category,
      isLimitedEdition: product.isLimitedEdition,
      isSpecialty: product.isSpecialty,
      isFeatured: product.isFeatured,
      price: "$245 MXN",
      weight: "300 g",
      ingredients: product.ingredients ?? "",
      nutritionalInfo: product.nutritionalInfo ?? "",
    };
    const changed = await worker.fetch(
      `/api/admin/products/${product.id}`,
      jsonRequest("PATCH", body, { Cookie: adminCookie }),
    );
    expect(changed.status).toBe(200);

    const { response, text } = await visit();
    expect(response.headers.get("Cache-Status")).toBe(STORED);
    expect(rowsOf(text)[0]).toEqual([product.name, product.category, "300 g", "$245 MXN"]);
    expect(text).not.toContain(`>${product.price}<`);
  });

  it("says 'Precio a consultar' for a product stored without a price", async () => {
    const created = await worker.fetch(
      "/api/admin/products",
      jsonRequest(
        "POST",
        {
          name: "Miel de Azahar sin Precio",
          description: "Una miel sin precio publicado.",
          imageUrls: ["/images/miel-cruda-1.webp"],
          mainImageUrl: "/images/miel-cruda-1.webp",
          category: "Mieles",
          price: "",
          weight: "",
        },
        { Cookie: adminCookie },
      ),
    );
    expect(created.status).toBe(201);
    const rows = rowsOf((await visit()).text);
    expect(rows).toContainEqual(["Miel de Azahar sin Precio", "Mieles", "—", "Precio a consultar"]);
  });
});

describe("the price list when D1 fails", () => {
  it("is made from the static copy, says so, and is never shared", async () => {
    proxy.mode = "fail-all";
    try {
      // A query string: answered afresh, not from the Worker's cache.
      const { response, text } = await visit(`${PATH}?sin-cache`);
      expect(response.status).toBe(200);
      expect(text).toContain("Mostramos una copia guardada de nuestro catálogo");
      expect(rowsOf(text)).toEqual(listStaticProducts().map(expectedRow));
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      proxy.mode = "pass";
    }
  });
});

describe("the downloads index", () => {
  it("links the price list as a download that is ready", async () => {
    const response = await worker.fetch("/downloads/index.html");
    expect(response.status).toBe(200);
    const html = await response.text();
    const item = /<li>(?:(?!<\/li>)[\s\S])*Lista de precios[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(item).toMatch(/<a[^>]*href="\/lista-de-precios"[^>]*>/);
    expect(item).not.toContain("Próximamente");
  });
});
