import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, stores } from "../../app/db/schema";
import { postForm } from "../support/api";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

/** What the page's script sends (fetch), as opposed to a document's form post. */
const SCRIPT_HEADERS = { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" };
const DOCUMENT_HEADERS = { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };

const fields = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    intent: "create",
    name: "Miel sin sesión",
    description: "Enviada cuando la sesión ya terminó.",
    imageUrls: "/images/miel-picosa.webp",
    category: "Mieles",
    ...overrides,
  });

const byName = (name: string) => worker.db.select().from(products).where(eq(products.name, name));

describe("a product saved after the session ended", () => {
  it("answers the page's script 401 with the message the dialog shows, and stores nothing", async () => {
    const response = await postForm(worker, "/admin.data?index", fields(), SCRIPT_HEADERS);
    expect(response.status).toBe(401);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("Su sesión terminó; inicie sesión de nuevo.");
    expect(await byName("Miel sin sesión")).toEqual([]);
  });

  it("sends a delete or a move, which keep nothing, to the sign-in page", async () => {
    const [product] = await worker.db.select().from(products).limit(1);
    if (!product) throw new Error("no product");
    for (const intent of ["delete", "move"]) {
      const response = await postForm(
        worker,
        "/admin.data?index",
        new URLSearchParams({ intent, id: String(product.id), direction: "down" }),
        SCRIPT_HEADERS,
      );
      expect(await response.text(), intent).toContain("/admin/auth");
      expect(response.status, intent).not.toBe(401);
    }
    expect(await worker.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(
      1,
    );
  });

  it("still sends a browser without JavaScript to the sign-in page", async () => {
    const response = await postForm(worker, "/admin?index", fields(), DOCUMENT_HEADERS);
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    expect(await byName("Miel sin sesión")).toEqual([]);
  });
});

describe("where a saved product goes back to", () => {
  it.each([
    ["the page named by returnTo", "Miel de vuelta", "/products", "/products"],
    ["/admin for a returnTo off the site", "Miel sin desvío", "//evil.example/", "/admin"],
  ])("goes back to %s", async (_where, name, returnTo, location) => {
    const response = await postForm(worker, "/admin?index", fields({ name, returnTo }), {
      Cookie: admin,
      ...DOCUMENT_HEADERS,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
    expect(await byName(name)).toHaveLength(1);
  });
});

describe("a tab's form saved after the session ended", () => {
  it("answers the page's script 401 with the message, and changes nothing", async () => {
    const [store] = await worker.db.select().from(stores).limit(1);
    if (!store) throw new Error("no store");
    const response = await postForm(
      worker,
      `/admin/stores.data?editar=${store.id}`,
      new URLSearchParams({
        intent: "update",
        id: String(store.id),
        name: "Tienda sin sesión",
        address: store.address,
        city: store.city,
        state: store.state,
      }),
      SCRIPT_HEADERS,
    );
    expect(response.status).toBe(401);
    const body = await response.text();
    expect(body).toContain("Su sesión terminó; inicie sesión de nuevo.");
    const [after] = await worker.db.select().from(stores).where(eq(stores.id, store.id));
    expect(after?.name).toBe(store.name);
  });
});
