import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORIGIN } from "../support/api";
import { adminCookie } from "../support/session";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * Quiet logs (docs/decisions/021-quiet-logs.md): a method the addressed route
 * has nothing for is refused before Remix runs (no route matched, no loader, no
 * D1 round trip, no log), and the log's errors are kept for what needs a
 * person.
 */

const { worker, proxy } = proxiedWorkerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));
beforeEach(() => {
  proxy.mode = "pass";
  proxy.resetCounts();
  worker.clearLogs();
});

const PAGE_ONLY = "GET, HEAD";
const FORM_PAGE = "GET, HEAD, POST";

function send(method: string, path: string, cookie = admin) {
  return worker.fetch(path, {
    method,
    headers: {
      Origin: ORIGIN,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: method === "GET" || method === "HEAD" ? undefined : "intent=delete&id=1",
  });
}

const errorsLogged = () => worker.logs().filter((line) => line.level === "error");

describe("a page without an action", () => {
  it.each([
    ["PUT", "/products"],
    ["POST", "/products"],
    ["DELETE", "/"],
    ["PATCH", "/stores"],
    ["POST", "/smoked-chili"],
    ["POST", "/recipes?index"],
    ["POST", "/no-existe"],
    ["OPTIONS", "/products"],
    ["PROPFIND", "/about"],
  ])(
    "answers %s %s with the plain 405 page, before any D1 round trip or log",
    async (method, path) => {
      const response = await send(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe(PAGE_ONLY);
      expect(await response.text()).toContain(
        "<p>Esta página no acepta ese tipo de solicitud.</p>",
      );
      expect(proxy.totalRoundTrips()).toBe(0);
      expect(worker.logs()).toEqual([]);
    },
  );
});

describe("a page with an action", () => {
  it("answers a method no page takes with 405, naming POST among the methods it takes", async () => {
    const response = await send("OPTIONS", "/admin/stores");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(FORM_PAGE);
    expect(proxy.totalRoundTrips()).toBe(0);
    expect(worker.logs()).toEqual([]);
  });

  it.each([
    [
      "still runs its action for a form's POST",
      "/contact",
      "name=&email=no-es-correo&message=corto",
    ],
    [
      "runs a product page's action (its waiting-list form) for a form's POST",
      "/products/miel-picosa-chile-rayado-ahumado",
      "productId=1&name=&phone=123",
    ],
  ])("%s", async (_name, path, body) => {
    const response = await worker.fetch(path, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("El nombre es requerido");
    expect(errorsLogged()).toEqual([]);
  });
});

describe("a refused form sent with a field twice", () => {
  it("comes back with the first value chosen, and nothing logged", async () => {
    const response = await worker.fetch("/admin/codes/generate", {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Cookie: admin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "count=0&kind=client&kind=associate&campaign=Feria&name=Ana&company=Sol&expiresAt=",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("La cantidad debe ser un número entero entre 1 y 200");
    expect(html).toMatch(/<option value="client" selected="">/);
    expect(worker.logs()).toEqual([]);
  });
});

describe("addresses that are not pages", () => {
  it.each([
    ["POST", "/images/image-manifest.json", PAGE_ONLY],
    ["PUT", "/robots.txt", PAGE_ONLY],
    ["DELETE", "/sitemap.xml", PAGE_ONLY],
    ["POST", "/products.data", "GET"],
    ["POST", "/_root.data", "GET"],
  ])(
    "answer %s %s with the JSON 405, before any D1 round trip or log",
    async (method, path, allow) => {
      const response = await send(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe(allow);
      expect(await response.json()).toEqual({ error: "Método no permitido" });
      expect(proxy.totalRoundTrips()).toBe(0);
      expect(worker.logs()).toEqual([]);
    },
  );

  it("leave a resource route's own action to answer (the API's 405 for a list it only reads)", async () => {
    const response = await send("POST", "/api/products");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
    expect(errorsLogged()).toEqual([]);
  });
});

describe("errors in the log", () => {
  it("are written for what needs a person: D1 failing", async () => {
    proxy.mode = "fail-all";
    const response = await worker.fetch("/products");
    expect(response.status).toBe(200);
    expect(errorsLogged().map((line) => line.message.split("\n")[0])).toEqual([
      expect.stringMatching(/^D1 failed; answering from the static copy/),
    ]);
  });
});
