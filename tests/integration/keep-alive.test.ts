import { beforeAll, describe, expect, it } from "vitest";
import { oneConnection, sendRaw } from "../support/keep-alive";
import { workerSuite } from "../support/worker-suite";

/**
 * Locally, workerd resets a keep-alive connection whose last request body was
 * left unread, so the Worker reads every body to its end first where
 * ENVIRONMENT is `development` (`npm start`).
 * docs/decisions/020-local-server-and-node.md; tests/e2e/local-server.test.ts
 * drives `npm start` itself.
 */

const worker = workerSuite({ http: true, vars: { ENVIRONMENT: "development" } });

beforeAll(async () => {});

const REFUSALS = [
  {
    name: "a write under /images/uploads/",
    method: "PATCH",
    path: "/images/uploads/abc.webp",
    body: JSON.stringify({ a: "x".repeat(3000) }),
    status: 405,
  },
  {
    name: "a method a data address does not take",
    method: "PUT",
    path: "/products.data",
    body: "{}",
    status: 405,
  },
  {
    name: "a form posted to a page without one",
    method: "POST",
    path: "/",
    body: "a=b",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    status: 405,
  },
  {
    name: "a sign-in refused from its length",
    method: "POST",
    path: "/api/login",
    body: JSON.stringify({ password: "x".repeat(100_000) }),
    status: 413,
  },
  {
    name: "a 1 MB JSON sign-in, refused from its length",
    method: "POST",
    path: "/api/login",
    body: `{"password":"${"x".repeat(1024 * 1024)}"}`,
    status: 413,
  },
  {
    name: "an admin write without a session",
    method: "POST",
    path: "/api/admin/products",
    body: JSON.stringify({ name: "x" }),
    status: 401,
  },
] as const;

describe("a keep-alive connection after a refusal that left the body unread", () => {
  it.each(REFUSALS)(
    "$name: the next request on the same connection is answered",
    async (refusal) => {
      const agent = oneConnection();
      const base = new URL(worker.url);
      const request = { headers: { "Content-Type": "application/json" }, ...refusal };
      for (let round = 0; round < 3; round++) {
        const refused = await sendRaw(agent, base, request);
        expect(refused.status).toBe(refusal.status);
        const next = await sendRaw(agent, base, { method: "GET", path: "/api/products" });
        expect(next.status).toBe(200);
        expect(next.reusedConnection).toBe(true);
        expect((JSON.parse(next.body) as unknown[]).length).toBeGreaterThan(0);
      }
      agent.destroy();
    },
  );
});
