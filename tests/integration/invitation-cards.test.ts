import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, signInAs } from "../support/api";
import { CARDS_PATH, postCodeBatch, printedCards, type BatchCode } from "../support/cards";
import { decodeQrSvg } from "../support/qr";
import { nonAdminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

/**
 * The printable invitation cards, /admin/codes/cards
 * (docs/decisions/019-invitation-campaigns.md): admins only, never cached, a
 * card for each usable code of a campaign or of a selection, each with its
 * programme's address in text and as a QR code that decodes to it, laid out for
 * Letter or A4.
 */

const ORIGIN = "http://localhost";
const NO_SELECTION =
  "Elija una campaña o unos códigos en la pestaña Códigos de Invitación para imprimir sus tarjetas.";
const NOTHING_USABLE =
  "Esta selección no tiene códigos sin usar y vigentes: solo esos se imprimen. Revise la campaña o los códigos elegidos en la pestaña Códigos de Invitación.";

const worker = workerSuite();
let admin: string;
/** Ten associate codes: the first is then used, the second expired. */
let autumn: BatchCode[];
/** Three client codes that expire on 30 November 2099. */
let tasting: BatchCode[];

beforeAll(async () => {
  admin = await signInAs(worker);
  autumn = await postCodeBatch(worker, admin, {
    count: 10,
    campaign: "Otoño de socios",
    name: "Invitado de Otoño",
    company: "Bistró del Valle",
    kind: "associate",
  });
  tasting = await postCodeBatch(worker, admin, {
    count: 3,
    campaign: "Degustación & clientes",
    name: "Cliente Distinguido",
    company: "Cava Hidalgo",
    kind: "client",
    expiresAt: "2099-11-30",
  });
  await updateCode(autumn[0]!, { isUsed: true });
  await updateCode(autumn[1]!, { expiresAt: "2020-01-31" });
});

/** Replaces a code of the autumn batch through PATCH /api/admin/invitation-codes/{id}. */
async function updateCode(code: BatchCode, change: { isUsed?: boolean; expiresAt?: string }) {
  const body = {
    code: code.code,
    name: "Invitado de Otoño",
    company: "Bistró del Valle",
    kind: code.kind,
    campaign: code.campaign,
    expiresAt: code.expiresAt,
    ...change,
  };
  const response = await worker.fetch(
    `/api/admin/invitation-codes/${code.id}`,
    jsonRequest("PATCH", body, { Cookie: admin }),
  );
  if (response.status !== 200) throw new Error(`update failed: ${await response.text()}`);
}

async function cardsPage(query: string, cookie = admin) {
  const response = await worker.fetch(`${CARDS_PATH}${query}`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const html = (await response.text()).replaceAll("<!-- -->", "");
  return { response, html, cards: printedCards(html) };
}

/** The paper the page's form has chosen. */
function checkedPaper(html: string): string | undefined {
  const radios = html.match(/<input type="radio" name="paper"[^>]*>/g) ?? [];
  return radios.find((radio) => radio.includes('checked=""'))?.match(/value="([^"]+)"/)?.[1];
}

const campaignQuery = (campaign: string) => `?${new URLSearchParams({ campaign }).toString()}`;

/** A batch of `count` codes of `campaign` for a restaurant's guests, made by the admin. */
const restaurantBatch = (
  count: number,
  campaign: string,
  kind: "associate" | "client" = "associate",
) =>
  postCodeBatch(worker, admin, { count, campaign, name: "Invitado", company: "Restaurante", kind });

describe("access", () => {
  it.each([
    ["an anonymous visitor", () => ""],
    ["a signed-in user who is not an admin", () => nonAdminCookie(worker)],
  ])("sends %s to the sign-in, asked to come back", async (_who, cookieOf) => {
    const cookie = await cookieOf();
    const query = campaignQuery("Otoño de socios");
    const { response, html } = await cardsPage(query, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/auth?redirectTo=${encodeURIComponent(`${CARDS_PATH}${query}`)}`,
    );
    expect(html).not.toContain(autumn[2]!.code);
  });

  it("is never cached and never indexed", async () => {
    const { response, html } = await cardsPage(campaignQuery("Otoño de socios"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      "<title>Tarjetas de invitación · Panel de Administración | Miel Picosa de Hidalgo</title>",
    );
  });
});

describe("a campaign's cards", () => {
  it("prints a card for each usable code, oldest first, and none of the used or expired", async () => {
    const { html, cards } = await cardsPage(campaignQuery("Otoño de socios"));
    const usable = autumn.slice(2);
    expect(cards.map((card) => card.code)).toEqual(usable.map((code) => code.code));
    expect(html).not.toContain(autumn[0]!.code);
    expect(html).not.toContain(autumn[1]!.code);
    for (const code of tasting) expect(html).not.toContain(code.code);
    expect(html).toContain("8 tarjetas en 1 hoja");
    expect(html).toContain("Solo se imprimen códigos sin usar y vigentes.");
  });

  it("gives each card the brand, the invitation, the code, whom it is for and its associate address", async () => {
    const { cards } = await cardsPage(campaignQuery("Otoño de socios"));
    for (const card of cards) {
      expect(card.html).toContain("Miel Picosa de Hidalgo");
      expect(card.html).toContain(
        "Le invitamos a solicitar su caja de maridaje de miel picosa y chile rayado ahumado.",
      );
      expect(card.html).toContain(`>${card.code}</p>`);
      expect(card.html).toContain("Para Invitado de Otoño, Bistró del Valle");
      expect(card.urlText).toBe(`${ORIGIN}/associates?code=${card.code}`);
      expect(card.qrSvg).toContain(`aria-label="Código QR de la invitación ${card.code}"`);
      expect(card.html).not.toContain("Válido hasta");
    }
  });

  it("points client codes at /clients, with their expiry date", async () => {
    const { cards } = await cardsPage(campaignQuery("Degustación & clientes"));
    expect(cards.map((card) => card.code)).toEqual(tasting.map((code) => code.code));
    for (const card of cards) {
      expect(card.urlText).toBe(`${ORIGIN}/clients?code=${card.code}`);
      expect(card.html).toContain("Válido hasta el 30 nov 2099");
      expect(card.html).toContain("Como cliente distinguido, le invitamos a solicitar su muestra");
    }
  });

  it("has QR codes that decode to each card's own address", async () => {
    const { cards } = await cardsPage(campaignQuery("Degustación & clientes"));
    for (const card of cards) {
      await expect(decodeQrSvg(card.qrSvg)).resolves.toBe(card.urlText);
    }
  });

  it("keeps the campaign on the way back and in the paper form", async () => {
    const { html } = await cardsPage(campaignQuery("Degustación & clientes"));
    expect(html).toContain("Campaña: Degustación &amp; clientes");
    expect(html).toContain(`href="/admin/codes?campaign=Degustaci%C3%B3n+%26+clientes"`);
    expect(html).toContain(
      '<input type="hidden" name="campaign" value="Degustación &amp; clientes"/>',
    );
  });

  it("says when none of a campaign's codes can be printed", async () => {
    const { response, html, cards } = await cardsPage(campaignQuery("Campaña sin códigos"));
    expect(response.status).toBe(200);
    expect(cards).toEqual([]);
    expect(html).toContain("No hay códigos disponibles para imprimir");
    expect(html).toContain(NOTHING_USABLE);
    expect(html).not.toContain("@page");
  });
});

describe("a selection of codes", () => {
  it("prints just the codes picked by id, skipping used ones and ids that are not ids", async () => {
    const picked = [autumn[5]!, tasting[0]!, autumn[0]!];
    const query = `?${[...picked.map((code) => `id=${code.id}`), "id=abc", "id=-3", "id=1.5", "id="].join("&")}`;
    const { html, cards } = await cardsPage(query);
    expect(cards.map((card) => card.code).sort()).toEqual(
      [autumn[5]!.code, tasting[0]!.code].sort(),
    );
    expect(html).toContain("Códigos seleccionados");
    for (const code of picked) {
      expect(html).toContain(`<input type="hidden" name="id" value="${code.id}"/>`);
    }
    expect(html).toContain('href="/admin/codes"');
  });

  it("prefers the ids when the URL also names a campaign", async () => {
    const query = `${campaignQuery("Otoño de socios")}&id=${tasting[1]!.id}`;
    const { cards } = await cardsPage(query);
    expect(cards.map((card) => card.code)).toEqual([tasting[1]!.code]);
  });

  it("shows the empty state, not an error, when the URL names nothing", async () => {
    for (const query of ["", "?campaign=%20%20", "?id=abc&id=0"]) {
      const { response, html, cards } = await cardsPage(query);
      expect(response.status, query).toBe(200);
      expect(cards, query).toEqual([]);
      expect(html, query).toContain(NO_SELECTION);
    }
  });
});

describe("paper and sheets", () => {
  it("sets the page to Letter by default, to A4 when asked, and ignores any other paper", async () => {
    const letter = await cardsPage(campaignQuery("Otoño de socios"));
    expect(letter.html).toContain("<style>@page{size:letter;margin:0}</style>");
    expect(checkedPaper(letter.html)).toBe("letter");
    const a4 = await cardsPage(`${campaignQuery("Otoño de socios")}&paper=a4`);
    expect(a4.html).toContain("<style>@page{size:A4;margin:0}</style>");
    expect(checkedPaper(a4.html)).toBe("a4");
    const junk = await cardsPage(`${campaignQuery("Otoño de socios")}&paper=tabloide`);
    expect(junk.html).toContain("<style>@page{size:letter;margin:0}</style>");
  });

  it("puts eight cards on a sheet", async () => {
    const codes = await restaurantBatch(17, "Tres hojas");
    const { html, cards } = await cardsPage(campaignQuery("Tres hojas"));
    expect(cards).toHaveLength(codes.length);
    expect(html).toContain("17 tarjetas en 3 hojas");
    const sheets = html.split(/data-sheet="\d+"/).slice(1);
    expect(sheets.map((sheet) => printedCards(sheet).length)).toEqual([8, 8, 1]);
    expect(html).toContain("Hoja 3 de 3");
  });
});

describe("size", () => {
  it("keeps a full batch, 200 cards, under 12 KB of page a card, QR codes of under 4 KB", async () => {
    await restaurantBatch(200, "Lote completo", "client");
    const { html, cards } = await cardsPage(campaignQuery("Lote completo"));
    expect(cards).toHaveLength(200);
    // The page holds each QR code twice: in the markup, and in the data React hydrates from.
    const pageBytes = new TextEncoder().encode(html).length;
    const qrBytes = Math.max(...cards.map((card) => new TextEncoder().encode(card.qrSvg).length));
    expect(pageBytes / cards.length).toBeLessThan(12_000);
    expect(qrBytes).toBeLessThan(4_000);
  });
});

describe("a campaign longer than a page", () => {
  it("prints 200 cards a page, with the way to the next and back, and the paper kept", async () => {
    const campaign = "Campaña larga";
    const first = await restaurantBatch(200, campaign);
    const rest = await restaurantBatch(5, campaign);
    const one = await cardsPage(`${campaignQuery(campaign)}&paper=a4`);
    expect(one.cards.map((card) => card.code)).toEqual(first.map((code) => code.code));
    expect(one.html).toContain("Estas son las tarjetas 1 a 200 de la campaña.");
    const next = `${CARDS_PATH}?${new URLSearchParams({ campaign, paper: "a4", from: "200" })}`;
    expect(one.html).toContain(`href="${next.replaceAll("&", "&amp;")}"`);
    expect(one.html).toContain("Siguientes tarjetas");

    const two = await cardsPage(`${campaignQuery(campaign)}&paper=a4&from=200`);
    expect(two.cards.map((card) => card.code)).toEqual(rest.map((code) => code.code));
    expect(two.html).toContain("Estas son las tarjetas 201 a 205 de la campaña.");
    expect(two.html).toContain("Tarjetas anteriores");
    expect(two.html).not.toContain("Siguientes tarjetas");
    expect(checkedPaper(two.html)).toBe("a4");
    expect(two.html).toMatch(/<input type="hidden" name="from" value="200"\/?>/);
  });

  it("prints the first 200 of more codes ticked, and says so", async () => {
    const codes = await restaurantBatch(120, "Selección grande");
    const more = await restaurantBatch(120, "Selección grande");
    const ticked = [...codes, ...more];
    const query = ticked.map((code) => `id=${code.id}`).join("&");
    const { cards, html } = await cardsPage(`?${query}`);
    expect(cards.map((card) => card.code)).toEqual(ticked.slice(0, 200).map((code) => code.code));
    expect(html).toContain(
      "Se eligieron 240 códigos; se imprimen los primeros 200. Elija los demás en otra tanda.",
    );
  });
});

describe("standalone mode", () => {
  it("shows the notice and no code", async () => {
    const { response, html, cards } = await cardsPage(
      campaignQuery("Otoño de socios"),
      "mp_standalone=1; mp_mock_session=1",
    );
    expect(response.status).toBe(200);
    expect(cards).toEqual([]);
    expect(html).toContain("no se leen en modo sin conexión");
    expect(html).not.toContain(autumn[2]!.code);
  });
});
