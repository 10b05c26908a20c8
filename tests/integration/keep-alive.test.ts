import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

/**
 * Locally, workerd resets a keep-alive connection whose last request body was
 * left unread, so the Worker reads every body to its end first where
 * ENVIRONMENT is `development` (`npm start`).
 * docs/decisions/020-local-server-and-node.md; tests/e2e/local-server.test.ts
 * drives `npm start` itself.
 */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ http: true, vars: { ENVIRONMENT: "development" } });
});

afterAll(() => worker?.dispose());

interface Sent {
  status: number | string;
  reusedConnection: boolean;
  body: string;
}

function send(
  agent: Agent,
  method: string,
  path: string,
  body?: string,
  type?: string,
): Promise<Sent> {
  const url = new URL(path, worker.url);
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) {
      headers["Content-Length"] = String(Buffer.byteLength(body));
      headers["Content-Type"] = type ?? "application/json";
    }
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, agent, headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, reusedConnection: req.reusedSocket, body: text }),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        status: error.code ?? error.message,
        reusedConnection: req.reusedSocket,
        body: "",
      }),
    );
    req.end(body);
  });
}

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
    type: "application/x-www-form-urlencoded",
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
    name: "a 1 MB JSON body cut off past the limit",
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
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const type = "type" in refusal ? refusal.type : undefined;
      for (let round = 0; round < 3; round++) {
        const refused = await send(agent, refusal.method, refusal.path, refusal.body, type);
        expect(refused.status).toBe(refusal.status);
        const next = await send(agent, "GET", "/api/products");
        expect(next.status).toBe(200);
        expect(next.reusedConnection).toBe(true);
        expect((JSON.parse(next.body) as unknown[]).length).toBeGreaterThan(0);
      }
      agent.destroy();
    },
  );
});
