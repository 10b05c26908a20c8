import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formRequest } from "../support/api";
import { freshAddresses } from "../support/addresses";
import { shownPageText } from "../support/html";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

/**
 * Conform's `__intent__` field, which a JavaScript form sends to validate a
 * field or add a row, made by hand (app/validation/form-submission.ts): one
 * Conform cannot read is dropped and the form is read as plainly submitted,
 * so each form answers with its own messages, never a 500 or a logged error.
 */

const worker = workerSuite();
const freshAddress = freshAddresses("10.229");
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));
beforeEach(() => worker.clearLogs());

const BAD_INTENTS = ["garbage", '{"type":"validate"}', '{"type":"insert","payload":7}', "[]"];

describe("a hand-made __intent__", () => {
  it.each(BAD_INTENTS)("%s: the public forms answer their own 400", async (intent) => {
    for (const [path, fields, message] of [
      [
        "/contact",
        { name: "", email: "lucia@example.com", message: "Hola" },
        "El nombre es requerido",
      ],
      ["/admin/auth", { username: "", password: "x" }, "El nombre de usuario es requerido"],
    ] as const) {
      const response = await worker.fetch(
        path,
        formRequest({ ...fields, __intent__: intent }, { "CF-Connecting-IP": freshAddress() }),
      );
      expect(response.status, path).toBe(400);
      expect(await shownPageText(response), path).toContain(message);
    }
    expect(worker.logs().filter((line) => line.level === "error")).toEqual([]);
  });

  it.each(BAD_INTENTS)("%s: the admin's forms answer their own 400", async (intent) => {
    const store = await worker.fetch(
      "/admin/stores?index",
      formRequest({ intent: "create", name: "", __intent__: intent }, { Cookie: admin }),
    );
    expect(store.status).toBe(400);
    expect(await shownPageText(store)).toContain("El nombre es requerido");
    const site = await worker.fetch(
      "/admin/site?seccion=business",
      formRequest({ intent: "save", name: "", __intent__: intent }, { Cookie: admin }),
    );
    expect(site.status).toBeLessThan(500);
    expect(site.status).toBeGreaterThanOrEqual(400);
    expect(worker.logs().filter((line) => line.level === "error")).toEqual([]);
  });
});
