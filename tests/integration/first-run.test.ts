import { createCookie } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  invitationCodes,
  products,
  rateLimitHits,
  recipes,
  sessions,
  stores,
  users,
  workerKeys,
} from "../../app/db/schema";
import { sampleProducts, sampleRecipes, sampleStores } from "../../app/db/seed-data";
import { LOGIN_FAILURES } from "../../app/services/rate-limit.server";
import { freshAddresses } from "../support/addresses";
import { formRequest } from "../support/api";
import { alarmingLogs } from "../support/worker";
import { proxiedWorkerSuite, workerSuite } from "../support/worker-suite";

/**
 * Launch day (docs/decisions/028-launch-day.md): a deployed site with an
 * empty database and no admin is a clean shop, and its owner makes the first
 * account at /admin/setup with the SETUP_CODE chosen at deploy time.
 */

const SETUP_CODE = "nopala-domos-miel-2026";
const freshAddress = freshAddresses("10.37");
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const owner = {
  code: SETUP_CODE,
  username: "Dueña",
  password: "colmena-de-nopala-42",
  confirmation: "colmena-de-nopala-42",
};

const setUp = (
  worker: { fetch(path: string, init?: RequestInit): Promise<Response> },
  fields: Record<string, string>,
  address = freshAddress(),
) => worker.fetch("/admin/setup", formRequest(fields, { "CF-Connecting-IP": address }));

describe("first run with SETUP_CODE and no SESSION_SECRET", () => {
  // SESSION_SECRET empty: as a site deployed with the button and no key typed.
  const worker = workerSuite({ seed: false, vars: { SETUP_CODE, SESSION_SECRET: "" } });

  it("is a clean shop: no sample products, stores, recipes or codes", async () => {
    for (const path of ["/api/products", "/api/stores", "/api/recipes"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual([]);
    }
    expect(await worker.db.select().from(invitationCodes)).toEqual([]);
  });

  it("/admin/auth leads to 'Configura tu sitio', which asks for the code, a username and the password twice", async () => {
    const auth = await worker.fetch("/admin/auth", { redirect: "manual" });
    expect(auth.status).toBe(302);
    expect(auth.headers.get("Location")).toBe("/admin/setup");
    const page = await worker.fetch("/admin/setup");
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain("Configura tu sitio");
    for (const name of ["code", "username", "password", "confirmation", "sampleCatalogue"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain("Empezar con el catálogo de ejemplo");
  });

  it("refuses a wrong code with 403, keeps the username, makes nothing, and counts a failed sign-in", async () => {
    const address = freshAddress();
    const response = await setUp(worker, { ...owner, code: "otro-codigo-cualquiera" }, address);
    expect(response.status).toBe(403);
    const html = await text(response);
    expect(html).toContain("El código de configuración no es correcto");
    expect(html).toContain('value="Dueña"');
    expect(await worker.db.select().from(users)).toEqual([]);
    const counted = await worker.db
      .select()
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, LOGIN_FAILURES.bucket), eq(rateLimitHits.clientKey, address)),
      );
    expect(counted).toHaveLength(1);
  });

  it(`answers 429 after ${LOGIN_FAILURES.limit} wrong codes from one address, even to the right one`, async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      expect(
        (await setUp(worker, { ...owner, code: `mal-${attempt}-codigo` }, address)).status,
      ).toBe(403);
    }
    const refused = await setUp(worker, owner, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await worker.db.select().from(users)).toEqual([]);
  });

  it("refuses a common password and a confirmation that differs, with the password change's rules", async () => {
    const common = await setUp(worker, {
      ...owner,
      password: "password123",
      confirmation: "password123",
    });
    expect(common.status).toBe(400);
    const different = await setUp(worker, { ...owner, confirmation: "otra-cosa-distinta" });
    expect(different.status).toBe(400);
    expect(await worker.db.select().from(users)).toEqual([]);
  });

  it("makes the admin with the right code, signs them in with a key the Worker made, and goes on to 'Sitio'", async () => {
    const response = await setUp(worker, owner);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/site");
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((line) => line.startsWith("__Host-mp_session="));
    expect(session).toBeDefined();
    const sessionCookie = session!.split(";")[0]!;

    const admins = await worker.db.select().from(users);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: "dueña", isAdmin: true });

    // The cookie is signed with the key kept in D1, which only the Worker reads.
    const [key] = await worker.db.select().from(workerKeys);
    expect(key?.name).toBe("session");
    expect(key?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signed = createCookie("__Host-mp_session", { secrets: [key!.value] });
    const sessionId = (await signed.parse(sessionCookie)) as string;
    const [stored] = await worker.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(stored?.userId).toBe(admins[0]!.id);
    const forged = createCookie("__Host-mp_session", { secrets: ["secreto-de-pruebas"] });
    expect(await forged.parse(sessionCookie)).toBeNull();

    const site = await worker.fetch("/admin/site", { headers: { Cookie: sessionCookie } });
    expect(site.status).toBe(200);
    expect(await text(site)).toContain("Sitio");

    // A new isolate reads the same key: the session holds.
    await worker.restart();
    const again = await worker.fetch("/api/user", { headers: { Cookie: sessionCookie } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ username: "dueña", isAdmin: true });
    expect(await worker.db.select().from(workerKeys)).toHaveLength(1);
  });

  it("answers 404 from then on, and the code opens nothing", async () => {
    expect((await worker.fetch("/admin/setup")).status).toBe(404);
    const response = await setUp(worker, { ...owner, username: "intrusa" });
    expect(response.status).toBe(404);
    expect(await worker.db.select().from(users)).toHaveLength(1);
    const auth = await worker.fetch("/admin/auth");
    expect(auth.status).toBe(200);
    expect(await text(auth)).toContain("Iniciar Sesión");
  });
});

describe("parallel set-ups, with the sample catalogue asked for", () => {
  const worker = workerSuite({ seed: false, vars: { SETUP_CODE } });

  it("make exactly one admin and one sample catalogue", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        setUp(worker, { ...owner, username: `duena-${index}`, sampleCatalogue: "on" }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([302, 404, 404, 404, 404, 404]);
    expect(await worker.db.select().from(users)).toHaveLength(1);
    expect(await worker.db.select().from(products)).toHaveLength(sampleProducts.length);
    expect(await worker.db.select().from(stores)).toHaveLength(sampleStores.length);
    expect(await worker.db.select().from(recipes)).toHaveLength(sampleRecipes.length);
    // The sample codes are published with the code: never on a live site.
    expect(await worker.db.select().from(invitationCodes)).toEqual([]);
    const listed = (await (await worker.fetch("/api/products")).json()) as { name: string }[];
    expect(listed.map((product) => product.name)).toContain(sampleProducts[0]?.name);
  });
});

describe("the sample catalogue asked for in a shop that already has content", () => {
  const worker = workerSuite({ seed: false, vars: { SETUP_CODE } });

  it("adds nothing, and the notice does not say it was added", async () => {
    const [store] = sampleStores;
    if (!store) throw new Error("no sample store");
    await worker.db.insert(stores).values({ ...store, name: "Tienda De La Dueña" });
    const response = await setUp(worker, { ...owner, sampleCatalogue: "on" });
    expect(response.status).toBe(302);
    expect(await worker.db.select().from(products)).toEqual([]);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const site = await text(await worker.fetch("/admin/site", { headers: { Cookie: cookie } }));
    expect(site).toContain("Ahora cambia los datos de ejemplo por los de tu negocio en «Sitio».");
    expect(site).not.toContain("Se agregó el catálogo de ejemplo");
  });
});

describe("the sample catalogue failing after the admin is made", () => {
  const worker = workerSuite({ seed: false, vars: { SETUP_CODE } });

  it("still signs the owner in, and the notice says the samples were not added", async () => {
    // D1 refusing the catalogue's batch, as a full or failing database would.
    await worker.db.run(
      sql`CREATE TRIGGER refuse_products BEFORE INSERT ON products BEGIN SELECT RAISE(ABORT, 'D1 full'); END`,
    );
    const response = await setUp(worker, { ...owner, sampleCatalogue: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/site");
    expect(await worker.db.select({ username: users.username }).from(users)).toEqual([
      { username: "dueña" },
    ]);
    expect(await worker.db.select().from(products)).toEqual([]);
    expect(await worker.db.select().from(stores)).toEqual([]);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const site = await worker.fetch("/admin/site", { headers: { Cookie: cookie } });
    expect(site.status).toBe(200);
    expect(await text(site)).toContain(
      "No se pudo agregar el catálogo de ejemplo; tu cuenta sí quedó creada. Agrega tus productos en «Productos» y cambia los datos de ejemplo por los de tu negocio en «Sitio».",
    );
    expect(alarmingLogs(worker).map((line) => line.message)).toEqual([
      expect.stringContaining("Adding the sample catalogue after the first admin"),
    ]);
  });
});

describe("without SETUP_CODE", () => {
  const worker = workerSuite({ seed: false, vars: { SETUP_CODE: "" } });

  it("the page says how to set one, and makes nothing", async () => {
    const page = await worker.fetch("/admin/setup");
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain("Falta el código de configuración");
    expect(html).toContain("SETUP_CODE");
    expect(html).not.toContain('name="code"');
    const response = await setUp(worker, owner);
    expect(response.status).toBe(403);
    expect(await text(response)).toContain("Este sitio no tiene código de configuración");
    expect(await worker.db.select().from(users)).toEqual([]);
  });
});

describe("when D1 fails", () => {
  const { worker, proxy } = proxiedWorkerSuite({ seed: false, vars: { SETUP_CODE } });

  it("the page and its form answer the connection-error screen (503), and /admin/auth shows its form", async () => {
    proxy.mode = "fail-all";
    try {
      const page = await worker.fetch("/admin/setup");
      expect(page.status).toBe(503);
      expect(await text(page)).toContain("Error de conexión");
      expect((await setUp(worker, owner)).status).toBe(503);
      const auth = await worker.fetch("/admin/auth", { redirect: "manual" });
      expect(auth.status).toBe(200);
    } finally {
      proxy.mode = "pass";
    }
    expect(await worker.db.select().from(users)).toEqual([]);
  });
});
