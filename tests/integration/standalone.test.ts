import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invitationRequests, products } from "../../app/db/schema";
import { formRequest, jsonRequest, postMultipart, signInAs } from "../support/api";
import {
  readError,
  readJson,
  validInvitationCode,
  validProduct,
  validRecipe,
  validStore,
} from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { staticCatalogue, staticContent } from "../support/static-content";
import { PNG_2X3, TEXT } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * Standalone (offline) mode (docs/decisions/002-standalone-mode.md): the flags,
 * the banner, the static data, the mock session that never reads codes or
 * requests, and writes simulated after 800 ms with the spec's messages, leaving
 * D1, R2 and KV untouched. The Worker's D1 goes through a counting proxy
 * (always `pass`), so a test can prove the mode made no round trip to D1 at
 * all.
 */

const { worker, proxy } = proxiedWorkerSuite();
/** The two cookies of the mode, as a browser sends them. */
const OFFLINE = "mp_standalone=1; mp_mock_session=1";
const PRIVATE_EMAIL = "privado.solicitante@ejemplo.example";

/** In D1 only: a page or list that shows it (or its slug) read D1. */
const D1_ONLY_SLUG = "miel-solo-en-la-base-de-datos";

beforeAll(async () => {
  await worker.db.insert(products).values({
    slug: D1_ONLY_SLUG,
    name: "Miel Solo en la Base de Datos",
    description: "Existe en D1 y no en la copia estática.",
    imageUrls: ["/images/miel-cruda-1.webp"],
    mainImageUrl: "/images/miel-cruda-1.webp",
    category: "Mieles",
    isFeatured: true,
    displayOrder: -1,
  });
  // Every name in D1 differs from the static copy, so a page shows which one it read.
  await worker.d1.exec("UPDATE products SET name = name || ' (en D1)'");
  await worker.d1.exec("UPDATE stores SET name = name || ' (en D1)'");
  await worker.d1.exec("UPDATE recipes SET title = title || ' (en D1)'");
  const code = await worker.d1
    .prepare("SELECT id FROM invitation_codes WHERE code = 'CLIENTE-VIP'")
    .first<{ id: number }>();
  if (!code) throw new Error("the seed has no CLIENTE-VIP code");
  await worker.db.insert(invitationRequests).values({
    kind: "associate",
    invitationCodeId: code.id,
    invitationCode: "CLIENTE-VIP",
    name: "Solicitante Privado",
    email: PRIVATE_EMAIL,
    phone: "771 555 0100",
    message: "Datos personales que el modo sin conexión no debe leer.",
  });
});

const decode = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

async function get(path: string, cookie = OFFLINE) {
  const response = await worker.fetch(path, { headers: { Cookie: cookie }, redirect: "manual" });
  return { response, status: response.status, html: decode(await response.text()) };
}

/** A multipart upload from the mock session, as the admin's images tool sends it. */
async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
  const form = new FormData();
  form.append("image", new Blob([bytes], { type: "image/png" }), "foto.png");
  return postMultipart(worker, "/api/admin/upload", form, { Cookie: OFFLINE });
}

/** How long a request took to answer, in milliseconds. */
async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const response = await send();
  return { response, elapsed: performance.now() - started };
}

/** A simulated write answers after 800 ms. */
const OFFLINE_DELAY_MS = 800;
const DONE = "Operación completada en modo offline";
const SIMULATED = "Operación simulada exitosa en modo offline";

interface SimulatedAnswer<T> {
  success: boolean;
  message: string;
  data: T;
}

/** R2's keys and KV's manifest: uploads must leave both as they were. */
async function storedImages() {
  return {
    keys: (await worker.storage.r2Objects()).map((object) => object.key),
    manifest: await worker.storage.kvGet("image-manifest"),
  };
}

describe("turning the mode on and off: POST /standalone", () => {
  it("sets both flags and redirects to the page it came from, with the notice", async () => {
    const response = await worker.fetch(
      "/standalone",
      formRequest({ intent: "enable", redirectTo: "/products?x=1" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products?x=1");
    const cookies = response.headers.getSetCookie();
    for (const name of ["mp_standalone", "mp_mock_session"]) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=1;`));
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
    }
    const toastCookie = cookies.find((value) => value.startsWith("__Host-mp_toast="));
    const next = await get("/products", `${OFFLINE}; ${toastCookie?.split(";")[0] ?? ""}`);
    expect(next.html).toContain("Activando modo independiente");
  });

  it("answers JSON to the enhanced form, which reloads by itself", async () => {
    const response = await worker.fetch(
      "/standalone",
      formRequest({ intent: "enable", redirectTo: "/admin" }, { Accept: "application/json" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ standalone: true, redirectTo: "/admin" });
    expect(response.headers.getSetCookie().filter((c) => c.includes("=1;"))).toHaveLength(2);
  });

  it("clears both flags when leaving", async () => {
    const response = await worker.fetch(
      "/standalone",
      formRequest({ intent: "disable", redirectTo: "/stores" }, { Cookie: OFFLINE }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/stores");
    const cookies = response.headers.getSetCookie();
    for (const name of ["mp_standalone", "mp_mock_session"]) {
      expect(cookies.find((value) => value.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
    }
  });

  it.each(["https://malo.example/", "//malo.example/", "/\\malo.example", "javascript:alert(1)"])(
    "never redirects off the site (%s)",
    async (redirectTo) => {
      const response = await worker.fetch(
        "/standalone",
        formRequest({ intent: "enable", redirectTo }),
      );
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("refuses an unknown intent with 400, and another site's post with 403", async () => {
    const unknown = await worker.fetch("/standalone", formRequest({ intent: "borrar" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Acción no válida" });
    const foreign = await worker.fetch(
      "/standalone",
      formRequest({ intent: "enable", redirectTo: "/" }, { Origin: "https://malo.example" }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie().some((c) => c.startsWith("mp_standalone"))).toBe(false);
  });
});

describe("public pages in standalone mode", () => {
  it("show the banner and read the static data, never cached", async () => {
    for (const path of ["/", "/products", "/about", "/contact", "/clients"]) {
      const { status, html, response } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain("Modo sin conexión activo.");
      expect(html, path).toContain("Salir del modo sin conexión");
      expect(response.headers.get("Cache-Control") ?? "", path).not.toMatch(/public|s-maxage/);
    }
    for (const path of ["/", "/products", "/about", "/stores", "/recipes"]) {
      const { response } = await get(path);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const list = await get("/products");
    for (const product of staticCatalogue.products) expect(list.html).toContain(product.name);
    expect(list.html).not.toContain("(en D1)");
    // The static data is not a failure: no notice about a saved copy.
    expect(list.html).not.toContain("Mostramos una copia guardada");
    const api = await get("/api/products");
    expect(JSON.parse(api.html)).toEqual(staticContent("products"));
  });

  it("show no banner outside the mode, and the live data", async () => {
    const { html } = await get("/products", "");
    expect(html).not.toContain("Modo sin conexión activo.");
    expect(html).toContain("(en D1)");
  });

  it("never look up or send invitation requests offline", async () => {
    const before = await snapshot(worker);
    const lookup = await get("/associates?code=SOCIO-2025");
    expect(lookup.status).toBe(503);
    expect(lookup.html).toContain("necesitan conexión con el servidor");
    const api = await worker.fetch(
      "/api/invitation-codes/SOCIO-2025",
      jsonRequest("GET", undefined, { Cookie: OFFLINE }),
    );
    expect(api.status).toBe(503);
    expect((await readError(api)).error).toContain("Salga del modo sin conexión");
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("every public route in standalone mode reads the static copy, never D1", () => {
  /** A visit that must not reach D1: the proxy counts every round trip. */
  async function visit(path: string, cookie: string) {
    proxy.resetCounts();
    const answer = await get(path, cookie);
    expect(proxy.totalRoundTrips(), `round trips to D1 for ${path}`).toBe(0);
    return answer;
  }

  const expectStatic = (html: string, names: string[], path: string) => {
    for (const name of names) expect(html, path).toContain(name);
    expect(html, path).not.toContain("(en D1)");
    expect(html, path).not.toContain("Miel Solo en la Base de Datos");
  };

  /** Visits `path` in the mode: 200, the static copy's `names`, nothing of D1's. */
  async function expectStaticPage(path: string, cookie: string, names: string[]) {
    const page = await visit(path, cookie);
    expect(page.status, path).toBe(200);
    expectStatic(page.html, names, path);
  }

  it.each([
    ["the forced mode alone", "mp_standalone=1"],
    ["the mock session too", OFFLINE],
  ])("with %s", async (_name, cookie) => {
    const featured = staticCatalogue.products.filter((product) => product.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    await expectStaticPage(
      "/",
      cookie,
      featured.map((product) => product.name),
    );
    await expectStaticPage(
      "/products",
      cookie,
      staticCatalogue.products.map((product) => product.name),
    );
    for (const product of staticCatalogue.products) {
      await expectStaticPage(`/products/${product.slug}`, cookie, [product.name]);
    }
    // A product only D1 knows has no page in the mode.
    expect((await visit(`/products/${D1_ONLY_SLUG}`, cookie)).status).toBe(404);
    await expectStaticPage(
      "/stores",
      cookie,
      staticCatalogue.stores.map((store) => store.name),
    );
    await expectStaticPage(
      "/recipes",
      cookie,
      staticCatalogue.recipes.map((recipe) => recipe.title),
    );

    const sitemap = await visit("/sitemap.xml", cookie);
    expect(sitemap.status).toBe(200);
    for (const product of staticCatalogue.products) {
      expect(sitemap.html).toContain(`/products/${product.slug}<`);
    }
    expect(sitemap.html).not.toContain(D1_ONLY_SLUG);

    for (const name of ["products", "stores", "recipes"]) {
      const api = await visit(`/api/${name}`, cookie);
      expect(api.status, name).toBe(200);
      expect(JSON.parse(api.html), name).toEqual(staticContent(name));
    }
  });
});

describe("the mock session", () => {
  it("opens the admin over the static products, as 'Modo sin conexión'", async () => {
    const { status, html } = await get("/admin");
    expect(status).toBe(200);
    expect(html).toContain("Modo sin conexión");
    for (const product of staticCatalogue.products) expect(html).toContain(product.name);
    expect(html).not.toContain("(en D1)");
    expect((await get("/admin/auth")).response.headers.get("Location")).toBe("/admin");
    const user = await worker.fetch("/api/user", { headers: { Cookie: OFFLINE } });
    expect(await user.json()).toEqual({ id: 0, username: "Modo sin conexión", isAdmin: true });
  });

  it("opens every tab, and none of them shows a code or a request", async () => {
    for (const path of [
      "/admin",
      "/admin/stores",
      "/admin/recipes",
      "/admin/codes",
      "/admin/codes/generate",
      "/admin/codes/import",
      "/admin/codes/cards?campaign=Lanzamiento",
      "/admin/codes/retire?campaign=Lanzamiento",
      "/admin/images",
      "/admin/requests",
      "/admin/papelera",
      "/backup",
    ]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain("SOCIO-2025");
      expect(html, path).not.toContain("CLIENTE-VIP");
      expect(html, path).not.toContain(PRIVATE_EMAIL);
    }
    expect((await get("/admin/codes")).html).toContain("no se leen en modo sin conexión");
    expect((await get("/admin/codes/cards?campaign=Lanzamiento")).html).toContain(
      "no se leen en modo sin conexión",
    );
    expect((await get("/admin/requests")).html).toContain("no se leen en modo sin conexión");
    expect((await get("/admin/papelera")).html).toContain("no se lee en modo sin conexión");
    expect((await get("/admin/requests.csv")).response.headers.get("Location")).toBe(
      "/admin/requests",
    );
    expect((await get("/backup.json")).response.headers.get("Location")).toBe("/backup");
    for (const path of ["/api/admin/invitation-codes", "/api/admin/requests"]) {
      const response = await worker.fetch(path, { headers: { Cookie: OFFLINE } });
      const body = await response.text();
      expect(response.status, path).toBe(503);
      expect(body).not.toContain("SOCIO-2025");
      expect(body).not.toContain(PRIVATE_EMAIL);
    }
  });

  it("never reaches D1: every tab, the backup page, the downloads and the admin JSON reads", async () => {
    const reads: { path: string; status: number }[] = [
      { path: "/admin", status: 200 },
      { path: "/admin/stores", status: 200 },
      { path: "/admin/recipes", status: 200 },
      { path: "/admin/codes", status: 200 },
      { path: "/admin/codes/generate", status: 200 },
      { path: "/admin/codes/import", status: 200 },
      { path: "/admin/codes/cards?campaign=Lanzamiento", status: 200 },
      { path: "/admin/codes/retire?campaign=Lanzamiento", status: 200 },
      { path: "/admin/requests", status: 200 },
      { path: "/admin/images", status: 200 },
      { path: "/admin/papelera", status: 200 },
      { path: "/backup", status: 200 },
      { path: "/admin/requests.csv", status: 302 },
      { path: "/backup.json", status: 302 },
      { path: "/backup.json?id=2026-11-28", status: 302 },
      { path: "/api/user", status: 200 },
    ];
    for (const { path, status } of reads) {
      proxy.resetCounts();
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      expect(proxy.totalRoundTrips(), `round trips to D1 for ${path}`).toBe(0);
    }
    for (const path of [
      "/api/admin/invitation-codes",
      "/api/admin/invitation-codes/campaigns",
      "/api/admin/requests",
      "/api/admin/backups",
    ]) {
      proxy.resetCounts();
      const response = await worker.fetch(path, jsonRequest("GET", undefined, { Cookie: OFFLINE }));
      expect(response.status, path).toBe(503);
      expect((await readError(response)).error, path).toBe(
        "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.",
      );
      expect(proxy.totalRoundTrips(), `round trips to D1 for ${path}`).toBe(0);
    }
  });

  it("lists the static stores and recipes, not D1's", async () => {
    const storesTab = await get("/admin/stores");
    for (const store of staticCatalogue.stores) expect(storesTab.html).toContain(store.name);
    expect(storesTab.html).toContain(`(${staticCatalogue.stores.length})`);
    expect(storesTab.html).not.toContain("(en D1)");
    const recipesTab = await get("/admin/recipes");
    for (const recipe of staticCatalogue.recipes) expect(recipesTab.html).toContain(recipe.title);
    expect(recipesTab.html).toContain(`(${staticCatalogue.recipes.length})`);
    expect(recipesTab.html).not.toContain("(en D1)");
  });

  it("is nobody without the standalone flag", async () => {
    const response = await worker.fetch("/admin", {
      headers: { Cookie: "mp_mock_session=1" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
  });
});

describe("simulated writes", () => {
  const offline = { Cookie: OFFLINE };
  beforeEach(() => proxy.resetCounts());

  it("a create answers after 800 ms with the sent data and a random id from 100 to 1099", async () => {
    const before = await snapshot(worker);
    const product = validProduct();
    const { response, elapsed } = await timed(() =>
      worker.fetch("/api/admin/products", jsonRequest("POST", product, offline)),
    );
    expect(elapsed).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
    expect(response.status).toBe(201);
    const body = await readJson<{ success: boolean; message: string; data: { id: number } }>(
      response,
    );
    expect(body).toMatchObject({
      success: true,
      message: "Operación completada en modo offline",
      data: product,
    });
    expect(body.data.id).toBeGreaterThanOrEqual(100);
    expect(body.data.id).toBeLessThanOrEqual(1099);
    expect(await snapshot(worker)).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });

  it("a recipe create answers after 800 ms with the sent recipe and a random id; a replace keeps the URL's", async () => {
    const before = await snapshot(worker);
    const recipe = validRecipe();
    const created = await timed(() =>
      worker.fetch("/api/admin/recipes", jsonRequest("POST", recipe, offline)),
    );
    expect(created.elapsed).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
    expect(created.response.status).toBe(201);
    const body = await readJson<SimulatedAnswer<{ id: number }>>(created.response);
    expect(body).toEqual({ success: true, message: DONE, data: { ...recipe, id: body.data.id } });
    expect(Number.isInteger(body.data.id)).toBe(true);
    expect(body.data.id).toBeGreaterThanOrEqual(100);
    expect(body.data.id).toBeLessThanOrEqual(1099);

    const replaced = await timed(() =>
      worker.fetch("/api/admin/recipes/2", jsonRequest("PATCH", recipe, offline)),
    );
    expect(replaced.elapsed).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
    expect(replaced.response.status).toBe(200);
    expect(await replaced.response.json()).toEqual({
      success: true,
      message: DONE,
      data: { ...recipe, id: 2 },
    });

    // Nothing stored: not in D1 (no round trip at all), and not on the public page.
    expect(await snapshot(worker)).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
    expect((await get("/recipes", "")).html).not.toContain(recipe.title);
  });

  it("a create keeps a given id, and a replace the URL's", async () => {
    const created = await worker.fetch(
      "/api/admin/stores",
      jsonRequest("POST", { ...validStore(), id: 4321 }, offline),
    );
    expect((await readJson<{ data: { id: number } }>(created)).data.id).toBe(4321);
    const replaced = await worker.fetch(
      "/api/admin/products/3",
      jsonRequest("PATCH", validProduct(), offline),
    );
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      success: true,
      message: "Operación completada en modo offline",
      data: { ...validProduct(), id: 3 },
    });
  });

  it("other writes answer 'Operación simulada exitosa en modo offline' with the data, each after 800 ms", async () => {
    const before = await snapshot(worker);
    const code = validInvitationCode("OFFLINE-01");
    // The data as validated: a code sent without campaign fields gets their defaults.
    const stored = { ...code, campaign: null, kind: "associate", expiresAt: null };
    const batch = {
      count: 3,
      campaign: "Sin conexión",
      name: "Invitado",
      company: "Sol",
      kind: "client",
    };
    type Write = {
      label: string;
      send: () => Promise<Response>;
      status: number;
      data: unknown;
    };
    /** DELETE of the item `id` under `path`, answered with that id. */
    const deletion = (label: string, path: string, id: number): Write => ({
      label,
      send: () => worker.fetch(`${path}/${id}`, jsonRequest("DELETE", undefined, offline)),
      status: 200,
      data: { id },
    });
    const writes: Write[] = [
      {
        label: "create a code",
        send: () => worker.fetch("/api/admin/invitation-codes", jsonRequest("POST", code, offline)),
        status: 201,
        data: stored,
      },
      {
        label: "replace a code",
        send: () =>
          worker.fetch("/api/admin/invitation-codes/2", jsonRequest("PATCH", code, offline)),
        status: 200,
        data: { ...stored, id: 2 },
      },
      deletion("delete a code", "/api/admin/invitation-codes", 2),
      {
        label: "generate a batch of codes",
        send: () =>
          worker.fetch("/api/admin/invitation-codes/batch", jsonRequest("POST", batch, offline)),
        status: 201,
        data: { ...batch, expiresAt: null },
      },
      {
        label: "import a guest list",
        send: () =>
          worker.fetch(
            "/api/admin/invitation-codes/import",
            jsonRequest(
              "POST",
              { campaign: "Sin conexión", kind: "client", guests: "Ana,Sol" },
              offline,
            ),
          ),
        status: 201,
        data: {
          campaign: "Sin conexión",
          kind: "client",
          expiresAt: null,
          guests: [{ name: "Ana", company: "Sol", email: null, phone: null }],
        },
      },
      {
        label: "retire a campaign",
        send: () =>
          worker.fetch(
            "/api/admin/invitation-codes/campaigns/retire",
            jsonRequest("POST", { campaign: "Sin conexión" }, offline),
          ),
        status: 200,
        data: { campaign: "Sin conexión" },
      },
      deletion("delete a product", "/api/admin/products", 1),
      deletion("delete a store", "/api/admin/stores", 2),
      deletion("delete a recipe", "/api/admin/recipes", 3),
      {
        label: "reorder the products",
        send: () =>
          worker.fetch(
            "/api/admin/products/order",
            jsonRequest("POST", { ids: [2, 1, 3] }, offline),
          ),
        status: 200,
        data: { ids: [2, 1, 3] },
      },
    ];
    // Each is timed on its own; together they take one delay, not one each.
    const answers = await Promise.all(
      writes.map(async (write) => ({ ...write, ...(await timed(write.send)) })),
    );
    for (const { label, response, elapsed, status, data } of answers) {
      expect(elapsed, label).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
      expect(response.status, label).toBe(status);
      expect(await response.json(), label).toEqual({ success: true, message: SIMULATED, data });
    }
    expect(await snapshot(worker)).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });

  it("keeps the same rules: bad input is a 400 with the spec's messages", async () => {
    const response = await worker.fetch(
      "/api/admin/products",
      jsonRequest("POST", { ...validProduct(), name: "" }, offline),
    );
    expect(response.status).toBe(400);
    expect((await readError(response)).fieldErrors?.name).toEqual(["El nombre es requerido"]);
  });

  it("an upload answers a made-up image path and stores nothing in R2 or KV", async () => {
    const before = await storedImages();
    const response = await upload(PNG_2X3);
    expect(response.status).toBe(201);
    const body = await readJson<{ success: boolean; imageUrl: string }>(response);
    expect(body.success).toBe(true);
    expect(body.imageUrl).toMatch(/^\/images\/offline\/[0-9a-f-]+\.webp$/);
    expect(await storedImages()).toEqual(before);
    // The file is still checked.
    const notAnImage = await upload(TEXT);
    expect(notAnImage.status).toBe(415);
    expect(await storedImages()).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });

  it("'Optimizar imágenes anteriores' is simulated after 800 ms and reads nothing from R2", async () => {
    const before = await storedImages();
    const page = await get("/admin/images");
    expect(page.html).not.toContain("Imágenes anteriores sin optimizar");
    const { response, elapsed } = await timed(() =>
      worker.fetch("/admin/images", formRequest({ intent: "reprocess" }, offline)),
    );
    expect(elapsed).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
    expect(response.status).toBe(200);
    expect(decode(await response.text())).toContain(SIMULATED);
    expect(await storedImages()).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });

  it("a backup restore is checked, then simulated after 800 ms: the toast, and D1 unchanged", async () => {
    // A real backup, as the admin downloaded it while online.
    const admin = await signInAs(worker, TEST_ADMIN, "203.0.113.91");
    const download = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
    expect(download.status).toBe(200);
    const backup = (await download.json()) as Record<string, unknown>;
    // Restored for real, it would leave a single store and no recipe.
    const smaller = { ...backup, stores: (backup.stores as unknown[]).slice(0, 1), recipes: [] };
    const before = await snapshot(worker);
    proxy.resetCounts();

    const { response, elapsed } = await timed(() =>
      worker.fetch(
        "/backup",
        formRequest({ intent: "restore", backup: JSON.stringify(smaller) }, offline),
      ),
    );
    expect(elapsed).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/backup");
    const toastCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const next = await get("/backup", `${OFFLINE}; ${toastCookie}`);
    expect(next.html).toContain(DONE);
    expect(next.html).toContain("No se guardó ningún cambio: el modo sin conexión está activo.");

    // The file is still checked: a broken one is refused as online.
    const broken = await worker.fetch(
      "/backup",
      formRequest({ intent: "restore", backup: "{roto" }, offline),
    );
    expect(broken.status).toBe(400);
    expect(decode(await broken.text())).toContain("El archivo no es JSON válido");

    expect(await snapshot(worker)).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });

  it("an admin page form redirects with the toast 'Operación completada en modo offline'", async () => {
    const before = await snapshot(worker);
    const store = validStore();
    const response = await worker.fetch(
      "/admin/stores?nuevo=1",
      formRequest({ intent: "create", ...store }, offline),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/stores");
    const toastCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const next = await get("/admin/stores", `${OFFLINE}; ${toastCookie}`);
    expect(next.html).toContain("Operación completada en modo offline");
    expect(next.html).not.toContain(store.name);
    const removed = await worker.fetch(
      "/admin?index",
      formRequest({ intent: "delete", id: "1" }, offline),
    );
    expect(removed.status).toBe(302);
    expect(await snapshot(worker)).toEqual(before);
    expect(proxy.totalRoundTrips()).toBe(0);
  });
});

describe("/admin/auth after failed sign-ins", () => {
  it("switches the mode on at the third failure and offers it", async () => {
    let cookie = "";
    const answers: Response[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await worker.fetch(
        "/admin/auth",
        formRequest(
          { username: "admin", password: `incorrecta-${attempt}` },
          { ...(cookie ? { Cookie: cookie } : {}), "CF-Connecting-IP": "203.0.113.77" },
        ),
      );
      answers.push(response);
      cookie = response.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
    }
    const [first, second, third] = await Promise.all(
      answers.map(async (answer) => ({ answer, html: decode(await answer.text()) })),
    );
    for (const attempt of [first, second]) {
      expect(attempt?.answer.status).toBe(401);
      expect(attempt?.html).toContain("Hay problemas para conectar con el servidor");
      expect(attempt?.html).not.toContain("Usar modo sin conexión");
      expect(attempt?.answer.headers.getSetCookie().join()).not.toContain("mp_standalone=1");
    }
    expect(third?.answer.status).toBe(401);
    expect(third?.html).toContain("Usar modo sin conexión");
    expect(third?.html).toContain("Se activó el modo sin conexión");
    expect(third?.answer.headers.getSetCookie().join()).toContain("mp_standalone=1");
    expect(third?.answer.headers.getSetCookie().join()).toContain("mp_mock_session=1");
  });

  it("a real admin can still sign in afterwards, from another address", async () => {
    await expect(signInAs(worker)).resolves.toMatch(/^__Host-mp_session=/);
  });

  it("a successful sign-in ends the mode the failures switched on", async () => {
    const response = await worker.fetch(
      "/admin/auth",
      formRequest(
        { username: "admin", password: "clave-de-prueba-123" },
        { Cookie: OFFLINE, "CF-Connecting-IP": "203.0.113.78" },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const cookies = response.headers.getSetCookie();
    for (const name of ["mp_standalone", "mp_mock_session"]) {
      expect(cookies.find((value) => value.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
    }
  });
});
