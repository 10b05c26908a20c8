import { expect } from "vitest";
import { freshAddresses } from "./addresses";
import { jsonRequest } from "./api";
import { requestsFor, storeCode } from "./codes";
import { validInvitationRequest } from "./fixtures";
import type { TestWorker } from "./worker";

/** The requests `seedInboxRequests` makes: one of each kind, each with a code of its own. */
const SEEDED = [
  { code: "BANDEJA-CAJA", kind: "associate" },
  { code: "BANDEJA-MUESTRA", kind: "client" },
] as const;

/** Where the seeded requests come from (a rate limit is counted per address). */
const seedAddress = freshAddresses("10.31");

/**
 * Fills the 'Solicitudes' inbox as it fills in use, for the suites that need
 * requests there (the seed has none): a visitor sends a pairing-box request
 * and a sample request through `POST /api/associates`, and the admin marks
 * the sample 'contactada' with a private note through
 * `PATCH /api/admin/requests/{id}`, so it has a note and a line of history.
 * Resolves to the requests' ids.
 */
export async function seedInboxRequests(worker: TestWorker, admin: string): Promise<number[]> {
  const ids: number[] = [];
  for (const { code, kind } of SEEDED) {
    await storeCode(worker, code, {
      name: "Rosa Castillo",
      company: "Cocina de la Bandeja",
      email: "rosa@bandeja.example",
    });
    const sent = await worker.fetch(
      "/api/associates",
      jsonRequest(
        "POST",
        { ...validInvitationRequest(code), kind },
        { "CF-Connecting-IP": seedAddress() },
      ),
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const [row] = await requestsFor(worker, code);
    if (!row) throw new Error(`the request of ${code} was not stored`);
    ids.push(row.id);
  }
  const changed = await worker.fetch(
    `/api/admin/requests/${ids[1]}`,
    jsonRequest(
      "PATCH",
      { status: "contactada", note: "Llamó el lunes; enviar la muestra a Pachuca." },
      { Cookie: admin },
    ),
  );
  expect(changed.status, await changed.clone().text()).toBe(200);
  return ids;
}
