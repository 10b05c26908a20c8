import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests, products } from "../../app/db/schema";
import { formatDate, formatDateTime } from "../../app/shared/dates";
import { postForm } from "../support/api";
import { shownPage, shownPageText } from "../support/html";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

const page = (path: string) => shownPage(worker, path, admin);

/** '14 feb 2026, 10:45': the one way the admin writes a moment. */
const MOMENT =
  /\b\d{1,2} (?:ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic) \d{4}, \d{2}:\d{2}\b/;
const LONG_EMAIL = "maria.fernanda.rodriguez-villasenor@distribuidora-gourmet.example";

/** The attributes of the first tag matching `pattern`, e.g. its class. */
function attributeOf(html: string, pattern: RegExp, name: string): string | undefined {
  const tag = html.match(pattern)?.[0] ?? "";
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

describe("codes, requests and backups write dates one way", () => {
  const usedAt = new Date("2026-02-14T16:45:00Z");
  const receivedAt = new Date("2026-03-05T02:15:00Z");
  beforeAll(async () => {
    const [used] = await worker.db
      .insert(invitationCodes)
      .values([
        {
          code: "FECHA-USADO",
          name: "Rosa Fecha",
          company: "Fechas SA",
          email: LONG_EMAIL,
          isUsed: true,
          usedAt,
        },
        { code: "FECHA-VENCIDO", name: "Luis", company: "Viejos SA", expiresAt: "2020-01-31" },
      ])
      .returning();
    await worker.db.insert(invitationRequests).values({
      kind: "client",
      invitationCodeId: used?.id ?? 0,
      invitationCode: "FECHA-USADO",
      name: "Rosa Fecha",
      email: LONG_EMAIL,
      phone: "7711234567",
      createdAt: receivedAt,
    });
  });

  it("the codes tab: a use as a moment, an expiry as a date", async () => {
    const { html } = await page("/admin/codes?campaign=&state=");
    expect(html).toContain(`Usado el ${formatDateTime(usedAt)}<`);
    expect(html).toContain("Usado el 14 feb 2026, 10:45<");
    expect(html).toContain(`Venció el ${formatDate("2020-01-31")}`);
    expect(html).toContain("Venció el 31 ene 2020");
  });

  it("the requests tab and a request's page", async () => {
    const { html } = await page("/admin/requests");
    expect(html).toContain(`>${formatDateTime(receivedAt)}</time>`);
    expect(html).toContain(">4 mar 2026, 20:15</time>");
    const id = /data-request-id="(\d+)"/.exec(html)?.[1];
    const detail = await page(`/admin/requests/${id}`);
    expect(detail.html).toContain(`>${formatDateTime(receivedAt)}</time>`);
  });

  it("the backup's confirmation says when the file was downloaded", async () => {
    const download = await worker.fetch("/backup.json", { headers: { Cookie: admin } });
    const backup = (await download.json()) as { exportedAt: string };
    const form = new FormData();
    form.append("intent", "preview");
    form.append(
      "file",
      new File([JSON.stringify(backup)], "respaldo.json", { type: "application/json" }),
    );
    const response = await postForm(worker, "/backup", form, { Cookie: admin });
    expect(response.status).toBe(200);
    const html = await shownPageText(response);
    expect(html).toContain(`Respaldo descargado el ${formatDateTime(backup.exportedAt)}.`);
    expect(html).toMatch(new RegExp(`Respaldo descargado el ${MOMENT.source}\\.`));
  });
});

describe("e-mail addresses wrap only at their '@' and dots", () => {
  const wrapped =
    "maria<wbr/>.fernanda<wbr/>.rodriguez-villasenor<wbr/>@distribuidora-gourmet<wbr/>.example";

  it("in the requests table, which scrolls sideways rather than split a word", async () => {
    const { html } = await page("/admin/requests");
    const link = html.match(new RegExp(`<a href="mailto:${LONG_EMAIL}"[^>]*>[\\s\\S]*?</a>`))?.[0];
    expect(link).toContain(`>${wrapped}</a>`);
    expect(link).not.toMatch(/break-all|break-words|wrap-anywhere|wrap-break-word/);
    expect(link).toContain("break-normal");
    const region = html.match(/<div role="region"[^>]*aria-labelledby="requests-caption"[^>]*>/);
    expect(region?.[0]).toContain("overflow-x-auto");
  });

  it("in the codes list", async () => {
    const { html } = await page("/admin/codes");
    expect(html).toContain(wrapped);
    expect(html).not.toMatch(/class="break-all[^"]*">maria/);
  });
});

describe("the product form's 'Principal' choice", () => {
  it("is drawn like the form's other choices", async () => {
    const [product] = await worker.db.select().from(products).limit(1);
    const { html } = await page(`/admin?editar=${product?.id ?? 0}`);
    const flag = attributeOf(html, /<input[^>]*name="isFeatured"[^>]*>/, "class");
    const main = attributeOf(html, /<input[^>]*name="mainImageUrl"[^>]*>/, "class");
    const keep = attributeOf(
      html,
      /<input[^>]*type="checkbox"[^>]*name="imageUrls"[^>]*>/,
      "class",
    );
    expect(flag).toContain("accent-honey-700");
    expect(main).toBe(flag);
    expect(keep).toBe(flag);
  });
});
