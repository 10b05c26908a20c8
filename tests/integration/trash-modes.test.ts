import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, signInAs } from "../support/api";
import { readError, readJson, validProduct, validStore } from "../support/fixtures";
import { seedInboxRequests } from "../support/inbox";
import { snapshot } from "../support/snapshots";
import { proxiedWorkerSuite } from "../support/worker-suite";

/**
 * The trash in every mode (docs/decisions/034-trash.md, 002, 003, 004): in
 * standalone mode its list is refused like the other live-only reads and its
 * writes, deletes included, are simulated without a round trip to D1; with
 * D1 failing its routes answer 503 with Retry-After and nothing is stored.
 * Live, a delete and a restore start a new content version, so the cached
 * public pages change at once.
 */

// The page cache on, as deployed: a delete and a restore must reach cached pages at once.
const { worker, proxy } = proxiedWorkerSuite({ pageCache: true });
const OFFLINE = { Cookie: "mp_standalone=1; mp_mock_session=1" };
const UNAVAILABLE =
  "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.";
let admin: string;
let trashId: number;
let requestId: number;

beforeAll(async () => {
  admin = await signInAs(worker);
  [requestId = 0] = await seedInboxRequests(worker, admin);
  const created = await worker.fetch(
    "/api/admin/stores",
    jsonRequest("POST", validStore(), { Cookie: admin }),
  );
  const { id } = await readJson<{ id: number }>(created);
  const deleted = await worker.fetch(
    `/api/admin/stores/${id}`,
    jsonRequest("DELETE", undefined, { Cookie: admin }),
  );
  trashId = (await readJson<{ trashId: number }>(deleted)).trashId;
});

describe("the live site with its page cache", () => {
  it("a deleted product leaves the cached pages at once, and a restored one comes back", async () => {
    const cookie = { Cookie: admin };
    const made = await worker.fetch(
      "/api/admin/products",
      jsonRequest("POST", { ...validProduct(), name: "Miel en Caché" }, cookie),
    );
    const product = await readJson<{ id: number; slug: string }>(made);
    const listed = async () =>
      (await (await worker.fetch("/products")).text()).includes("Miel en Caché");
    expect(await listed()).toBe(true);
    // Cached now: the same answer again.
    expect(await listed()).toBe(true);

    const deleted = await worker.fetch(
      `/api/admin/products/${product.id}`,
      jsonRequest("DELETE", undefined, cookie),
    );
    const { trashId: productTrash } = await readJson<{ trashId: number }>(deleted);
    expect(await listed()).toBe(false);
    expect((await worker.fetch(`/products/${product.slug}`)).status).toBe(404);

    const restored = await worker.fetch(
      `/api/admin/trash/${productTrash}/restore`,
      jsonRequest("POST", undefined, cookie),
    );
    expect(restored.status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await worker.fetch(`/products/${product.slug}`)).status).toBe(200);
  });
});

describe("standalone mode", () => {
  it("refuses the list and simulates restores, purges and deletes, never reaching D1", async () => {
    const before = await snapshot(worker);
    proxy.resetCounts();
    const list = await worker.fetch("/api/admin/trash", jsonRequest("GET", undefined, OFFLINE));
    expect(list.status).toBe(503);
    expect((await readError(list)).error).toBe(
      "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.",
    );
    const writes: [string, string, unknown, unknown][] = [
      [
        "POST",
        `/api/admin/trash/${trashId}/restore`,
        { slug: "otra-miel" },
        { id: trashId, slug: "otra-miel" },
      ],
      ["DELETE", `/api/admin/trash/${trashId}`, undefined, { id: trashId }],
      ["DELETE", "/api/admin/requests/1", undefined, { id: 1 }],
      ["DELETE", "/api/admin/requests/1?kind=waitlist", undefined, { id: 1 }],
      ["DELETE", "/api/admin/products/1", undefined, { id: 1 }],
      ["DELETE", "/api/admin/orders/1", undefined, { id: 1 }],
    ];
    for (const [method, path, body, data] of writes) {
      const response = await worker.fetch(path, jsonRequest(method, body, OFFLINE));
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({
        success: true,
        message: "Operación simulada exitosa en modo offline",
        data,
      });
    }
    expect(proxy.totalRoundTrips()).toBe(0);
    expect(await snapshot(worker)).toEqual(before);
  });
});

describe("D1 failing", () => {
  it.each(["fail-all", "fail-writes"] as const)(
    "the trash's routes and the new deletes answer 503 with Retry-After and store nothing (%s)",
    async (mode) => {
      const before = await snapshot(worker);
      proxy.mode = mode;
      const calls: [string, string][] = [
        ["POST", `/api/admin/trash/${trashId}/restore`],
        ["DELETE", `/api/admin/trash/${trashId}`],
        ["DELETE", "/api/admin/stores/1"],
        ["DELETE", `/api/admin/requests/${requestId}`],
        // No order is stored here: only a failing read reaches the 503 (order-trash.test.ts deletes real ones).
        ...(mode === "fail-all"
          ? ([
              ["GET", "/api/admin/trash"],
              ["DELETE", "/api/admin/orders/1"],
            ] as [string, string][])
          : []),
      ];
      try {
        for (const [method, path] of calls) {
          const answer = await worker.fetch(
            path,
            jsonRequest(method, undefined, { Cookie: admin }),
          );
          const label = `${method} ${path}`;
          expect(answer.status, label).toBe(503);
          expect(answer.headers.get("Retry-After"), label).toBe("30");
          expect((await readError(answer)).error, label).toBe(UNAVAILABLE);
        }
      } finally {
        proxy.mode = "pass";
      }
      expect(await snapshot(worker)).toEqual(before);
    },
  );
});
