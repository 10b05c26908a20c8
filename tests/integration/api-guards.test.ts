import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../app/db/schema";
import { MAX_JSON_BYTES } from "../../app/http/request-body.server";
import { hashPassword } from "../../app/services/password.server";
import { ORIGIN, jsonRequest, serializeFile, signInAs } from "../support/api";
import {
  readError,
  readJson,
  validGuestImport,
  validInvitationBatch,
  validInvitationCode,
  validInvitationRequest,
  validProduct,
  validRecipe,
  validStore,
  expectJsonError,
} from "../support/fixtures";
import { snapshot } from "../support/snapshots";
import { PNG_1X1 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

const SIGN_IN_REQUIRED = "Debe iniciar sesión";
const NOT_ADMIN = "No tiene permiso para esta operación";
const CROSS_SITE = "Solicitud rechazada: origen no permitido";
const NOT_JSON = "La solicitud debe enviarse como JSON (Content-Type: application/json)";
const TOO_LARGE = "El cuerpo de la solicitud es demasiado grande";
const EVIL = "https://evil.example";

const worker = workerSuite();
let admin: string;
let visitor: string;
beforeAll(async () => {
  admin = await signInAs(worker);
  await worker.db.insert(users).values({
    username: "visitante",
    passwordHash: await hashPassword("secreta-123"),
    isAdmin: false,
  });
  visitor = await signInAs(worker, {
    username: "visitante",
    password: "secreta-123",
  });
});

/** The headers of the admin's own JSON request from the site. */
const adminJsonHeaders = () => ({
  Origin: ORIGIN,
  Cookie: admin,
  "Content-Type": "application/json",
});

type Route = readonly [method: string, path: string, body?: unknown];

/** Every admin route with a method it offers and a valid body. */
const ADMIN_ROUTES: Route[] = [
  ["GET", "/api/admin/invitation-codes"],
  ["POST", "/api/admin/invitation-codes", validInvitationCode("GUARDIA-1")],
  ["PATCH", "/api/admin/invitation-codes/1", validInvitationCode("GUARDIA-1")],
  ["DELETE", "/api/admin/invitation-codes/1"],
  ["GET", "/api/admin/invitation-codes?campaign=Guardia&state=vencido"],
  ["POST", "/api/admin/invitation-codes/batch", validInvitationBatch()],
  ["POST", "/api/admin/invitation-codes/import", validGuestImport()],
  ["GET", "/api/admin/invitation-codes/campaigns"],
  ["POST", "/api/admin/invitation-codes/campaigns/retire", { campaign: "Guardia" }],
  ["GET", "/api/admin/requests"],
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/orders/1"],
  ["PATCH", "/api/admin/orders/1", { status: "confirmado" }],
  ["DELETE", "/api/admin/orders/1"],
  ["DELETE", "/api/admin/requests/1"],
  ["DELETE", "/api/admin/requests/1?kind=waitlist"],
  ["GET", "/api/admin/backups"],
  ["GET", "/api/admin/trash"],
  ["POST", "/api/admin/trash/1/restore", { slug: "miel-restaurada" }],
  ["DELETE", "/api/admin/trash/1"],
  ["POST", "/api/admin/products", validProduct()],
  ["PATCH", "/api/admin/products/1", validProduct()],
  ["DELETE", "/api/admin/products/1"],
  ["POST", "/api/admin/products/order", { ids: [1] }],
  ["POST", "/api/admin/stores", validStore()],
  ["PATCH", "/api/admin/stores/1", validStore()],
  ["DELETE", "/api/admin/stores/1"],
  ["POST", "/api/admin/recipes", validRecipe()],
  ["PATCH", "/api/admin/recipes/1", validRecipe()],
  ["DELETE", "/api/admin/recipes/1"],
  ["POST", "/api/admin/upload", "multipart"],
];

/** Every public API route that writes, with a valid body. */
const PUBLIC_WRITES: Route[] = [
  ["POST", "/api/login", TEST_ADMIN],
  ["POST", "/api/logout"],
  ["POST", "/api/associates", validInvitationRequest("SOCIO-2025")],
  ["POST", "/api/orders", { items: [{ productId: 1, quantity: 1 }] }],
];

/** Forms of the site's pages (whether or not a page has an action yet). */
const PAGE_WRITES = [
  "/",
  "/contact",
  "/associates",
  "/clients",
  "/admin/auth",
  "/admin",
  "/admin/codes",
  "/backup",
];

async function send(
  [method, path, body]: Route,
  headers: Record<string, string>,
): Promise<Response> {
  if (body === "multipart") {
    // The upload route takes a multipart form, as the admin's browser sends it.
    const form = await serializeFile("image", PNG_1X1, "foto.png", "image/png");
    return worker.fetch(path, {
      method,
      headers: { Origin: ORIGIN, "Content-Type": form.contentType, ...headers },
      body: form.body,
    });
  }
  return worker.fetch(path, jsonRequest(method, body, headers));
}

async function storedImageCount(): Promise<number> {
  return (await worker.storage.r2Objects()).length;
}

describe("401 without a session on every admin route", () => {
  it.for(ADMIN_ROUTES)("%s %s", async (route) => {
    const before = await snapshot(worker);
    for (const cookie of [undefined, "__Host-mp_session=falsa.firma"]) {
      const response = await send(route, cookie ? { Cookie: cookie } : {});
      await expectJsonError(response, 401, { error: SIGN_IN_REQUIRED });
    }
    expect(await snapshot(worker)).toEqual(before);
  });

  it("checks the session before the body: a bad body without a session is still 401", async () => {
    const response = await worker.fetch("/api/admin/stores", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "text/plain" },
      body: "esto no es JSON",
    });
    await expectJsonError(response, 401, { error: SIGN_IN_REQUIRED });
  });
});

describe("403 on every admin route for a signed-in user who is not an admin", () => {
  it.for(ADMIN_ROUTES)("%s %s", async (route) => {
    const before = await snapshot(worker);
    const response = await send(route, { Cookie: visitor });
    await expectJsonError(response, 403, { error: NOT_ADMIN });
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("403 for a cross-site write, with nothing stored", () => {
  const apiWrites = [...ADMIN_ROUTES, ...PUBLIC_WRITES].filter(([method]) => method !== "GET");

  it.for(apiWrites)("%s %s from another origin or a cross-site context", async (route) => {
    const before = await snapshot(worker);
    const imagesBefore = await storedImageCount();
    const attacks: Record<string, string>[] = [
      { Cookie: admin, Origin: EVIL, "CF-Connecting-IP": "192.0.2.200" },
      { Cookie: admin, Origin: "null", "CF-Connecting-IP": "192.0.2.200" },
      {
        Cookie: admin,
        Origin: ORIGIN,
        "Sec-Fetch-Site": "cross-site",
        "CF-Connecting-IP": "192.0.2.200",
      },
    ];
    for (const headers of attacks) {
      const response = await send(route, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await readError(response)).toEqual({ error: CROSS_SITE });
    }
    expect(await snapshot(worker)).toEqual(before);
    expect(await storedImageCount()).toBe(imagesBefore);
  });

  it.each(PAGE_WRITES)("POST %s (a page form) from another origin", async (path) => {
    const before = await snapshot(worker);
    const attacks: Record<string, string>[] = [
      { Origin: EVIL },
      { Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of attacks) {
      const response = await worker.fetch(path, {
        method: "POST",
        headers: {
          ...headers,
          Cookie: admin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          invitationCode: "SOCIO-2025",
          name: "Intruso",
          email: "x@evil.example",
        }),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(CROSS_SITE);
    }
    expect(await snapshot(worker)).toEqual(before);
  });

  it("lets the same write through from the site's own origin", async () => {
    const response = await worker.fetch(
      "/api/admin/stores",
      jsonRequest("POST", validStore(), { Cookie: admin }),
    );
    expect(response.status).toBe(201);
  });

  it("does not refuse a cross-site read", async () => {
    const response = await worker.fetch("/api/products", {
      headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(200);
  });
});

describe("404", () => {
  it.each([
    ["GET", "/api"],
    ["GET", "/api/nada"],
    ["GET", "/api/admin/nada"],
    ["GET", "/api/products/1"],
    ["GET", "/api/admin/products/1/imagenes"],
    ["POST", "/api/nada"],
    ["DELETE", "/api/admin/nada"],
  ])("answers JSON for the unknown API path %s %s", async (method, path) => {
    const response = await worker.fetch(
      path,
      jsonRequest(method, method === "GET" ? undefined : {}, { Cookie: admin }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await readJson(response)).toEqual({
      error: "Recurso no encontrado",
    });
  });

  const ITEM_ROUTES = [
    ["/api/admin/products", validProduct(), "Producto no encontrado"],
    ["/api/admin/stores", validStore(), "Punto de venta no encontrado"],
    ["/api/admin/recipes", validRecipe(), "Receta no encontrada"],
    ["/api/admin/invitation-codes", validInvitationCode("GUARDIA-404"), "Código no encontrado"],
  ] as const;
  const BAD_IDS = ["999999", "abc", "1.5", "-1", "0", "01", "1e3", "99999999999", "1%20"];

  it.each(ITEM_ROUTES)(
    "answers unknown and non-numeric ids of %s with 404, changing nothing",
    async (path, body, message) => {
      const before = await snapshot(worker);
      for (const id of BAD_IDS) {
        for (const method of ["PATCH", "DELETE"]) {
          const response = await worker.fetch(
            `${path}/${id}`,
            jsonRequest(method, method === "PATCH" ? body : undefined, {
              Cookie: admin,
            }),
          );
          expect(response.status, `${method} ${path}/${id}`).toBe(404);
          expect(await readError(response)).toEqual({ error: message });
        }
      }
      expect(await snapshot(worker)).toEqual(before);
    },
  );
});

describe("405 for a method a route does not offer", () => {
  it.each([
    ["POST", "/api/products", "GET"],
    ["DELETE", "/api/products", "GET"],
    ["POST", "/api/stores", "GET"],
    ["PUT", "/api/recipes", "GET"],
    ["POST", "/api/invitation-codes/SOCIO-2025", "GET"],
    ["GET", "/api/associates", "POST"],
    ["PUT", "/api/associates", "POST"],
    ["POST", "/api/user", "GET"],
    ["GET", "/api/login", "POST"],
    ["GET", "/api/logout", "POST"],
    ["GET", "/api/admin/products", "POST"],
    ["DELETE", "/api/admin/products", "POST"],
    ["GET", "/api/admin/products/1", "PATCH, DELETE"],
    ["PUT", "/api/admin/products/1", "PATCH, DELETE"],
    ["POST", "/api/admin/products/1", "PATCH, DELETE"],
    ["GET", "/api/admin/products/order", "POST"],
    ["GET", "/api/admin/stores", "POST"],
    ["PUT", "/api/admin/stores/1", "PATCH, DELETE"],
    ["GET", "/api/admin/recipes", "POST"],
    ["POST", "/api/admin/recipes/1", "PATCH, DELETE"],
    ["DELETE", "/api/admin/invitation-codes", "GET, POST"],
    ["GET", "/api/admin/invitation-codes/1", "PATCH, DELETE"],
    ["GET", "/api/admin/invitation-codes/batch", "POST"],
    ["PUT", "/api/admin/invitation-codes/batch", "POST"],
    ["GET", "/api/admin/invitation-codes/import", "POST"],
    ["DELETE", "/api/admin/invitation-codes/import", "POST"],
    ["POST", "/api/admin/invitation-codes/campaigns", "GET"],
    ["GET", "/api/admin/invitation-codes/campaigns/retire", "POST"],
    ["POST", "/api/admin/requests", "GET"],
    ["DELETE", "/api/admin/backups", "GET"],
    ["PUT", "/api/admin/requests/1", "GET, PATCH, DELETE"],
    ["PUT", "/api/admin/orders/1", "GET, PATCH, DELETE"],
    ["POST", "/api/admin/trash", "GET"],
    ["GET", "/api/admin/trash/1", "DELETE"],
    ["GET", "/api/admin/trash/1/restore", "POST"],
    ["GET", "/api/admin/upload", "POST"],
  ])("%s %s → 405, Allow: %s", async (method, path, allow) => {
    const before = await snapshot(worker);
    const body = method === "GET" ? undefined : validStore();
    const response = await worker.fetch(path, jsonRequest(method, body, { Cookie: admin }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(await readError(response)).toEqual({ error: "Método no permitido" });
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("413 for a JSON body over 64 KiB", () => {
  it("allows bodies up to 64 KiB", () => {
    expect(MAX_JSON_BYTES).toBe(64 * 1024);
  });

  /** A valid store body padded with JSON whitespace to exactly `bytes` bytes. */
  function storeBodyOf(bytes: number): string {
    const json = JSON.stringify(validStore());
    return `${json}${" ".repeat(bytes - new TextEncoder().encode(json).byteLength)}`;
  }

  it("takes a body of exactly 64 KiB and refuses one byte more, storing nothing", async () => {
    const post = (body: string) =>
      worker.fetch("/api/admin/stores", {
        method: "POST",
        headers: adminJsonHeaders(),
        body,
      });
    expect((await post(storeBodyOf(MAX_JSON_BYTES))).status).toBe(201);

    const before = await snapshot(worker);
    const response = await post(storeBodyOf(MAX_JSON_BYTES + 1));
    await expectJsonError(response, 413, { error: TOO_LARGE });
    expect(await snapshot(worker)).toEqual(before);
  });

  it("refuses a large body sent without Content-Length (streamed)", async () => {
    const before = await snapshot(worker);
    const json = JSON.stringify({
      ...validStore(),
      description: "x".repeat(MAX_JSON_BYTES),
    });
    // The stream stays open until the answer is read: the Worker stops
    // reading at the limit, and bytes still on their way when it closes the
    // connection would reset it before the 413 arrives.
    let endBody = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(json);
        for (let offset = 0; offset < bytes.byteLength; offset += 8192) {
          controller.enqueue(bytes.slice(offset, offset + 8192));
        }
        endBody = () => controller.close();
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: adminJsonHeaders(),
      body,
      duplex: "half",
    };
    try {
      const response = await worker.fetch("/api/admin/stores", init);
      await expectJsonError(response, 413, { error: TOO_LARGE });
    } finally {
      endBody();
    }
    expect(await snapshot(worker)).toEqual(before);
  });

  it("refuses a large public request, leaving the code unused", async () => {
    const before = await snapshot(worker);
    const response = await worker.fetch(
      "/api/associates",
      jsonRequest(
        "POST",
        {
          ...validInvitationRequest("SOCIO-2025"),
          message: "x".repeat(MAX_JSON_BYTES),
        },
        { "CF-Connecting-IP": "192.0.2.31" },
      ),
    );
    await expectJsonError(response, 413, { error: TOO_LARGE });
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("415 for a body that is not JSON", () => {
  const NOT_JSON_BODIES = [
    ["text/plain", JSON.stringify(validStore())],
    ["application/x-www-form-urlencoded", new URLSearchParams(validStore()).toString()],
    ["multipart/form-data; boundary=x", "--x--"],
    [null, JSON.stringify(validStore())],
  ] as const;

  it.each(NOT_JSON_BODIES)(
    "refuses Content-Type %s on admin and public writes, storing nothing",
    async (type, body) => {
      const before = await snapshot(worker);
      const headers: Record<string, string> = {
        Origin: ORIGIN,
        Cookie: admin,
        "CF-Connecting-IP": "192.0.2.41",
      };
      if (type) headers["Content-Type"] = type;
      const targets: [method: string, path: string][] = [
        ["POST", "/api/admin/stores"],
        ["PATCH", "/api/admin/stores/1"],
        ["POST", "/api/admin/invitation-codes"],
        ["POST", "/api/associates"],
        ["POST", "/api/login"],
      ];
      for (const [method, path] of targets) {
        const response = await worker.fetch(path, {
          method,
          headers,
          body,
        });
        expect(response.status, `${method} ${path}`).toBe(415);
        expect(await readError(response)).toEqual({ error: NOT_JSON });
      }
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it("takes application/json with a charset", async () => {
    const response = await worker.fetch("/api/admin/stores", {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Cookie: admin,
        "Content-Type": "application/json; charset=utf-8",
      },
      body: JSON.stringify(validStore()),
    });
    expect(response.status).toBe(201);
  });
});

describe("400 for a body the API cannot take", () => {
  const STRICT_ROUTES: Route[] = [
    ["POST", "/api/admin/products", validProduct()],
    ["PATCH", "/api/admin/products/1", validProduct()],
    ["POST", "/api/admin/products/order", { ids: [1] }],
    ["POST", "/api/admin/stores", validStore()],
    ["PATCH", "/api/admin/stores/1", validStore()],
    ["POST", "/api/admin/recipes", validRecipe()],
    ["PATCH", "/api/admin/recipes/1", validRecipe()],
    ["POST", "/api/admin/invitation-codes", validInvitationCode("GUARDIA-2")],
    ["PATCH", "/api/admin/invitation-codes/1", validInvitationCode("GUARDIA-2")],
    ["POST", "/api/admin/invitation-codes/batch", validInvitationBatch()],
    ["POST", "/api/admin/invitation-codes/import", validGuestImport()],
    ["POST", "/api/admin/invitation-codes/campaigns/retire", { campaign: "Guardia" }],
    ["POST", "/api/associates", validInvitationRequest("SOCIO-2025")],
    ["POST", "/api/login", TEST_ADMIN],
  ];

  it.for(STRICT_ROUTES)(
    "%s %s refuses unknown fields with 'Campos no permitidos: …'",
    async ([method, path, body]) => {
      const before = await snapshot(worker);
      const extra = {
        ...(body as Record<string, unknown>),
        id: 77,
        isAdmin: true,
      };
      const response = await worker.fetch(
        path,
        jsonRequest(method, extra, {
          Cookie: admin,
          "CF-Connecting-IP": "192.0.2.51",
        }),
      );
      await expectJsonError(response, 400, {
        error: "Campos no permitidos: id, isAdmin",
        fieldErrors: { _form: ["Campos no permitidos: id, isAdmin"] },
      });
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it.each(["{no es json", "", '{"name": "Tienda",}'])("refuses malformed JSON %j", async (body) => {
    const response = await worker.fetch("/api/admin/stores", {
      method: "POST",
      headers: adminJsonHeaders(),
      body,
    });
    await expectJsonError(response, 400, {
      error: "El cuerpo de la solicitud no es JSON válido",
    });
  });

  it.each([null, [], "tienda", 42, true])(
    "refuses the JSON value %j where an object is expected, in Spanish",
    async (value) => {
      for (const path of ["/api/admin/stores", "/api/associates"]) {
        const response = await worker.fetch(path, jsonRequest("POST", value, { Cookie: admin }));
        await expectJsonError(response, 400, {
          error: "El cuerpo de la solicitud debe ser un objeto JSON",
          fieldErrors: {
            _form: ["El cuerpo de la solicitud debe ser un objeto JSON"],
          },
        });
      }
    },
  );
});
