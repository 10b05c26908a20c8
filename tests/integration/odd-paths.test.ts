import { expect, it } from "vitest";
import { workerSuite } from "../support/worker-suite";

/**
 * Paths whose decoded form starts with `//` or `/\` made React Router's
 * server render throw (a 500, found by the page fuzz): they answer the
 * site's 404 page.
 */
const worker = workerSuite({ seed: false });

it.each(["/%5C", "/%5c%5cmalo.example", "/%2F%5C", "/%5C/admin", "/%2F%2Fmalo.example"])(
  "GET %s answers the 404 page",
  async (path) => {
    const response = await worker.fetch(path, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("Página no encontrada");
  },
);

it("leaves ordinary paths alone", async () => {
  expect((await worker.fetch("/about")).status).toBe(200);
  expect((await worker.fetch("/products/no-existe")).status).toBe(404);
});
