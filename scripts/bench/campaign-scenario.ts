/**
 * The campaign scenario, on a Worker of its own behind the D1
 * counter: 200 codes generated at once, 200 guests imported from a CSV, and
 * the pages that show them: the codes tab filtered by the campaign and the
 * sheet of 200 printable cards (with their QR codes).
 */
import { gzipSync } from "node:zlib";
import { jsonRequest, signInAs } from "../../tests/support/api";
import { createD1Proxy } from "../../tests/support/d1-proxy";
import { startWorker } from "../../tests/support/worker";
import { median } from "./stats";

export interface CampaignWrite {
  label: string;
  status: number;
  codes: number;
  ms: number;
  roundTrips: number;
}

export interface CampaignPage {
  path: string;
  status: number;
  /** Median time of the document request, over `PAGE_RUNS` requests. */
  ms: number;
  bytes: number;
  gzipBytes: number;
  roundTrips: number;
}

export interface CampaignResult {
  writes: CampaignWrite[];
  pages: CampaignPage[];
}

export const CAMPAIGN_CODES = 200;
const PAGE_RUNS = 5;

/** A guest list as a producer exports it: a header, accents, every column. */
function guestList(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `Invitada ${index + 1} Núñez;Restaurante Peña ${index + 1};invitada${index + 1}@example.com;771 555 ${String(index).padStart(4, "0")}`,
  );
  return ["Nombre;Empresa;Correo;Teléfono", ...rows].join("\r\n");
}

export async function runCampaignScenario(): Promise<CampaignResult> {
  const proxy = createD1Proxy("pass");
  const worker = await startWorker({ d1Proxy: proxy });
  try {
    const cookie = await signInAs(worker);
    const write = async (label: string, path: string, body: unknown): Promise<CampaignWrite> => {
      proxy.resetCounts();
      const start = performance.now();
      const response = await worker.fetch(path, jsonRequest("POST", body, { Cookie: cookie }));
      const answer = (await response.json()) as { codes?: unknown[] };
      return {
        label,
        status: response.status,
        codes: answer.codes?.length ?? 0,
        ms: performance.now() - start,
        roundTrips: proxy.totalRoundTrips(),
      };
    };
    const campaign = "Degustación de lanzamiento";
    const writes = [
      await write(`generate ${CAMPAIGN_CODES} codes`, "/api/admin/invitation-codes/batch", {
        count: CAMPAIGN_CODES,
        campaign,
        name: "Invitado de la degustación",
        company: "Feria de la Miel de Hidalgo",
        kind: "associate",
        expiresAt: "2099-12-31",
      }),
      await write(`import ${CAMPAIGN_CODES} guests (CSV)`, "/api/admin/invitation-codes/import", {
        campaign: "Pedido de restaurantes",
        kind: "client",
        guests: guestList(CAMPAIGN_CODES),
      }),
    ];
    const query = new URLSearchParams({ campaign }).toString();
    const pages: CampaignPage[] = [];
    for (const path of [`/admin/codes?${query}`, `/admin/codes/cards?${query}`]) {
      const times: number[] = [];
      let body = new Uint8Array();
      let status = 0;
      let roundTrips = 0;
      for (let run = 0; run < PAGE_RUNS; run += 1) {
        proxy.resetCounts();
        const start = performance.now();
        const response = await worker.fetch(path, { headers: { Cookie: cookie } });
        body = new Uint8Array(await response.arrayBuffer());
        times.push(performance.now() - start);
        status = response.status;
        roundTrips = proxy.totalRoundTrips();
      }
      pages.push({
        path,
        status,
        ms: median(times),
        bytes: body.byteLength,
        gzipBytes: gzipSync(body).byteLength,
        roundTrips,
      });
    }
    return { writes, pages };
  } finally {
    await worker.dispose();
  }
}
