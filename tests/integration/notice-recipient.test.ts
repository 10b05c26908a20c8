import { beforeAll, describe, expect, it } from "vitest";
import { freshAddresses } from "../support/addresses";
import { jsonRequest } from "../support/api";
import { freshCodes, requestsFor } from "../support/codes";
import { emailsAfter } from "../support/emails";
import { validInvitationRequest } from "../support/fixtures";
import { adminCookie } from "../support/session";
import type { TestWorker } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

/**
 * Who receives the owner's e-mail notices is a site setting ('Sitio' →
 * 'Avisos por correo'); only the sender, NOTIFY_FROM, is configured at deploy
 * time (docs/decisions/028-launch-day.md). NOTIFY_TO, of sites set up before,
 * is read only while the setting has never been saved.
 */

const FROM = "avisos@domos-prueba.example";
const freshAddress = freshAddresses("10.39");
const freshCode = freshCodes("DESTINO", {
  name: "Lucía Hernández",
  company: "Bistró La Cañada",
  email: "lucia@lacanada.example",
  phone: "771 555 0177",
});

const submit = (worker: TestWorker, code: string) =>
  worker.fetch(
    "/api/associates",
    jsonRequest("POST", validInvitationRequest(code), { "CF-Connecting-IP": freshAddress() }),
  );

const saveRecipient = (worker: TestWorker, admin: string, recipient: string | null) =>
  worker.fetch(
    "/api/admin/site-settings/notices",
    jsonRequest("PUT", { recipient }, { Cookie: admin }),
  );

describe("with NOTIFY_FROM only", () => {
  const worker = workerSuite({ vars: { NOTIFY_FROM: FROM } });
  let admin: string;
  beforeAll(async () => (admin = await adminCookie(worker)));

  it("notices are off until 'Sitio' names a recipient, then go to it", async () => {
    const quiet = await freshCode(worker);
    expect((await submit(worker, quiet)).status).toBe(201);
    expect((await requestsFor(worker, quiet))[0]?.noticeState).toBe("off");

    const saved = await saveRecipient(worker, admin, " Pedidos@Domos-Prueba.example ");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ recipient: "pedidos@domos-prueba.example" });

    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    expect((await submit(worker, code)).status).toBe(201);
    const [email] = await emailsAfter(worker, before, 1);
    expect(email?.to).toEqual(["pedidos@domos-prueba.example"]);
    expect(email?.from).toBe(FROM);
  });

  it("refuses an address that is not one, with the Spanish message, and keeps the saved one", async () => {
    const response = await saveRecipient(worker, admin, "no-es-correo");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        recipient: [
          "El correo que recibe los avisos no es válido; déjalo vacío para no enviar avisos",
        ],
      },
    });
    const settings = await worker.fetch("/api/admin/site-settings", {
      headers: { Cookie: admin },
    });
    expect(((await settings.json()) as { notices: unknown }).notices).toEqual({
      recipient: "pedidos@domos-prueba.example",
    });
  });
});

describe("a site set up before, with NOTIFY_TO", () => {
  const worker = workerSuite({ notify: { to: "antes@domos-prueba.example", from: FROM } });
  let admin: string;
  beforeAll(async () => (admin = await adminCookie(worker)));

  it("keeps sending to NOTIFY_TO until 'Sitio' names a recipient, which then comes first", async () => {
    let before = worker.sentEmails().length;
    expect((await submit(worker, await freshCode(worker))).status).toBe(201);
    expect((await emailsAfter(worker, before, 1))[0]?.to).toEqual(["antes@domos-prueba.example"]);

    expect((await saveRecipient(worker, admin, "ahora@domos-prueba.example")).status).toBe(200);
    before = worker.sentEmails().length;
    expect((await submit(worker, await freshCode(worker))).status).toBe(201);
    expect((await emailsAfter(worker, before, 1))[0]?.to).toEqual(["ahora@domos-prueba.example"]);
  });

  it("sends none once the owner saves the recipient empty, as the tab says", async () => {
    const cleared = await saveRecipient(worker, admin, "");
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ recipient: null });
    const before = worker.sentEmails().length;
    const code = await freshCode(worker);
    expect((await submit(worker, code)).status).toBe(201);
    expect((await requestsFor(worker, code))[0]?.noticeState).toBe("off");
    expect(worker.sentEmails()).toHaveLength(before);
  });
});
