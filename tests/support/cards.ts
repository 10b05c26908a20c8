import { jsonRequest } from "./api";
import { readJson } from "./fixtures";
import type { TestWorker } from "./worker";

/** The address of the printable cards. */
export const CARDS_PATH = "/admin/codes/cards";

/** A stored code, as the campaign API answers it. */
export interface BatchCode {
  id: number;
  code: string;
  kind: "associate" | "client";
  campaign: string | null;
  expiresAt: string | null;
}

export interface BatchInput {
  count: number;
  campaign: string;
  name: string;
  company: string;
  kind: "associate" | "client";
  expiresAt?: string | null;
}

/** Makes codes through POST /api/admin/invitation-codes/batch, as the admin `cookie`. */
export async function postCodeBatch(
  worker: TestWorker,
  cookie: string,
  input: BatchInput,
): Promise<BatchCode[]> {
  const response = await worker.fetch(
    "/api/admin/invitation-codes/batch",
    jsonRequest("POST", input, { Cookie: cookie }),
  );
  if (response.status !== 201) {
    throw new Error(`batch failed: ${response.status} ${await response.text()}`);
  }
  const { codes } = await readJson<{ codes: BatchCode[] }>(response);
  return codes;
}

/** One card of a cards page's HTML: its code, the QR `<svg>` and the address it prints. */
export interface PrintedCard {
  code: string;
  html: string;
  qrSvg: string;
  urlText: string;
}

/** The cards of a cards page, in order (React's `<!-- -->` separators removed first). */
export function printedCards(html: string): PrintedCard[] {
  const page = html.replaceAll("<!-- -->", "");
  return [...page.matchAll(/<li data-card-code="([^"]+)"[\s\S]*?<\/li>/g)].map((match) => {
    const card = match[0];
    return {
      code: match[1] ?? "",
      html: card,
      qrSvg: /<svg\b[^>]*role="img"[\s\S]*?<\/svg>/.exec(card)?.[0] ?? "",
      urlText: /Escanee el código o visite:<span[^>]*>([^<]*)<\/span>/.exec(card)?.[1] ?? "",
    };
  });
}
