import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneConnection, sendRaw, type RawAnswer, type RawRequest } from "../support/keep-alive";
import { copyProject } from "../support/project-copy";
import { freePort, startServer, type ServerProcess } from "../support/server-process";

/**
 * `npm start` (the production build under `wrangler dev`), as a person runs it
 * on a fresh clone. Refusals that never read the request's body used to leave
 * the keep-alive connection unusable: the next request on it hung until the
 * client gave up, and then wrangler itself exited.
 * docs/decisions/020-local-server-and-node.md
 */

const ANSWER_WITHIN_MS = 1000;
const LANES = 4;
const REQUESTS_PER_LANE = 50;
const CROSS_SITE = "https://otro-sitio.example";

interface Probe extends RawRequest {
  name: string;
  status: number;
}

const json = { "Content-Type": "application/json" };
const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** Half refused with a body the Worker never reads whole, half ordinary reads. */
const PROBES: Probe[] = [
  {
    name: "a write to a dot-dot path under the uploads",
    method: "PATCH",
    path: "/images/uploads/%2e%2e/x",
    body: JSON.stringify({ name: "x".repeat(2000) }),
    headers: json,
    status: 405,
  },
  { name: "the robots file", method: "GET", path: "/robots.txt", status: 200 },
  {
    name: "a write to an uploaded picture",
    method: "POST",
    path: "/images/uploads/abc.webp",
    body: "x".repeat(20_000),
    headers: { "Content-Type": "image/webp" },
    status: 405,
  },
  { name: "the catalogue's JSON", method: "GET", path: "/api/products", status: 200 },
  {
    name: "a data address with a method it does not take",
    method: "PUT",
    path: "/products.data",
    body: "{}",
    headers: json,
    status: 405,
  },
  { name: "the home page", method: "GET", path: "/", status: 200 },
  {
    name: "a cross-site delete",
    method: "DELETE",
    path: "/api/admin/products/1",
    body: "{}",
    headers: { ...json, Origin: CROSS_SITE },
    status: 403,
  },
  {
    name: "a missing uploaded picture",
    method: "GET",
    path: "/images/uploads/missing.webp",
    status: 404,
  },
  {
    name: "a sign-in over the size limit, refused from its length",
    method: "POST",
    path: "/api/login",
    body: JSON.stringify({ username: "admin", password: "x".repeat(100_000) }),
    headers: json,
    status: 413,
  },
  { name: "the products page's data", method: "GET", path: "/products.data", status: 200 },
  {
    name: "a form posted to a page without a form",
    method: "POST",
    path: "/",
    body: "a=b",
    headers: form,
    status: 405,
  },
  {
    name: "an admin write without a session",
    method: "POST",
    path: "/api/admin/products",
    body: JSON.stringify({ name: "y".repeat(5000) }),
    headers: json,
    status: 401,
  },
];

interface Answer extends RawAnswer {
  probe: Probe;
}

/** The site's own headers, which wrangler's own error answers lack. */
const bySite = (answer: RawAnswer) => answer.headers["x-frame-options"] === "DENY";

/** One keep-alive connection at a time per lane, each request after the last one's answer. */
async function lane(base: URL, offset: number): Promise<Answer[]> {
  const agent = oneConnection();
  const answers: Answer[] = [];
  for (let i = 0; i < REQUESTS_PER_LANE; i++) {
    const probe = PROBES[(i + offset) % PROBES.length]!;
    answers.push({ probe, ...(await sendRaw(agent, base, probe, ANSWER_WITHIN_MS)) });
  }
  agent.destroy();
  return answers;
}

let project: ReturnType<typeof copyProject>;
let server: ServerProcess;
let base: URL;

beforeAll(async () => {
  project = copyProject();
  const port = await freePort();
  base = new URL(`http://localhost:${port}`);
  server = await startServer(["start"], {
    cwd: project.root,
    ready: new RegExp(`Ready on http://localhost:${port}`),
    env: { PORT: String(port), WRANGLER_SEND_METRICS: "false" },
  });
}, 240_000);

afterAll(() => {
  server?.stop();
  project?.remove();
});

describe("npm start under keep-alive connections", () => {
  it("answers 200 mixed refused-with-body and ordinary requests, each within a second, and stays up", async () => {
    const answers = (
      await Promise.all(Array.from({ length: LANES }, (_, i) => lane(base, i * 3)))
    ).flat();
    expect(answers).toHaveLength(200);

    const wrong = answers
      .filter((answer) => answer.status !== answer.probe.status || !bySite(answer))
      .map(
        (answer) =>
          `${answer.probe.method} ${answer.probe.path} (${answer.probe.name}): ${answer.status}${bySite(answer) ? "" : ", not the site's headers"}`,
      );
    expect(wrong).toEqual([]);
    // The connections were really reused: a request follows another on the same one.
    expect(answers.filter((answer) => answer.reusedConnection).length).toBeGreaterThan(150);

    // Still up, and still the Worker answering (its Content-Security-Policy), not wrangler's 503.
    expect(server.child.exitCode).toBeNull();
    const home = await fetch(base);
    expect(home.status).toBe(200);
    expect(home.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(await home.text()).toContain("Miel Picosa de Hidalgo");
    expect(server.log()).not.toContain("[ERROR]");
  }, 120_000);
});
