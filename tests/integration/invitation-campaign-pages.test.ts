import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes } from "~/db/schema";
import { GENERATED_CODE_PATTERN } from "~/services/code-generator.server";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { formRequest, jsonRequest, postForm } from "../support/api";
import { postCodeBatch } from "../support/cards";
import { validInvitationRequest } from "../support/fixtures";
import { shownPage, shownPageText } from "../support/html";
import { adminCookie } from "../support/session";
import { workerSuite } from "../support/worker-suite";

/**
 * The campaign pages (docs/decisions/019-invitation-campaigns.md) as a browser
 * without JavaScript uses them: 'Generar códigos', 'Importar invitados', and
 * the codes tab's filters, figures and expiry labels.
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

let campaignNumber = 0;
const freshCampaign = (label: string) => `${label} ${++campaignNumber}`;

const page = (path: string, cookie = admin) => shownPage(worker, path, cookie);
const shown = shownPageText;

const codesOf = (campaign: string) =>
  worker.db.select().from(invitationCodes).where(eq(invitationCodes.campaign, campaign));

const countCodes = async () => (await worker.db.select().from(invitationCodes)).length;

const generate = (fields: Record<string, string>, cookie = admin) =>
  worker.fetch("/admin/codes/generate", formRequest(fields, { Cookie: cookie }));

/** A multipart post of the import form, the file (if any) as a browser sends it. */
function importForm(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: string | Uint8Array<ArrayBuffer> },
  cookie = admin,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("guestFile", new File([file.content], file.name, { type: file.type }));
  return postForm(worker, "/admin/codes/import", form, { Cookie: cookie });
}

/** A visitor's request with `code` through POST /api/associates: the code is used. */
const redeem = (code: string) =>
  worker.fetch("/api/associates", jsonRequest("POST", validInvitationRequest(code)));

/** `count` codes of `campaign` made through the batch API. */
const batchOf = (campaign: string, count: number, kind: "associate" | "client") =>
  postCodeBatch(worker, admin, { count, campaign, name: "Invitado", company: "Sol", kind });

/** A date `days` from Mexico City's today, `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const date = new Date(`${todayInMexicoCity()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("Generar códigos without JavaScript", () => {
  it("is admins only: a visitor is sent to sign in and nothing is made", async () => {
    const before = await countCodes();
    const visitor = await worker.fetch(
      "/admin/codes/generate",
      formRequest({ count: "3", campaign: "x", name: "n", company: "c", kind: "associate" }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/auth/);
    expect((await page("/admin/codes/generate", "")).response.headers.get("Location")).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Fcodes%2Fgenerate",
    );
    expect(await countCodes()).toBe(before);
  });

  it("makes the codes and shows the campaign's codes with the toast", async () => {
    const campaign = freshCampaign("Degustación en Pachuca");
    const expiresAt = dayFromToday(30);
    const response = await generate({
      count: "12",
      campaign,
      name: "Invitado de la degustación",
      company: "Restaurante Los Arcos",
      kind: "client",
      expiresAt,
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe(`/admin/codes?${new URLSearchParams({ campaign })}`);

    const stored = await codesOf(campaign);
    expect(stored).toHaveLength(12);
    expect(new Set(stored.map((code) => code.code)).size).toBe(12);
    for (const code of stored) {
      expect(code.code).toMatch(GENERATED_CODE_PATTERN);
      expect(code).toMatchObject({
        name: "Invitado de la degustación",
        company: "Restaurante Los Arcos",
        kind: "client",
        expiresAt,
        isUsed: false,
      });
    }

    const cookie = `${admin}; ${response.headers.get("Set-Cookie")?.split(";")[0] ?? ""}`;
    const { status, html } = await page(location, cookie);
    expect(status).toBe(200);
    expect(html).toContain("Códigos generados");
    expect(html).toContain(`Se generaron 12 códigos para «${campaign}».`);
    expect(html).toContain(
      'Códigos de Invitación <span class="font-normal text-stone-700">(12)</span>',
    );
    for (const code of stored) expect(html).toContain(code.code);
    expect(html).toContain(`Campaña: ${campaign}`);
    expect(html).toContain("Clientes distinguidos (muestra)");
  });

  it("refuses a count out of range or a missing campaign with the messages, keeping what was typed", async () => {
    const before = await countCodes();
    for (const count of ["0", "201", "1.5", "muchos"]) {
      const response = await generate({
        count,
        campaign: "",
        name: "Nombre que se queda",
        company: "Empresa que se queda",
        kind: "associate",
      });
      expect(response.status).toBe(400);
      const html = await shown(response);
      expect(html).toContain("La cantidad debe ser un número entero entre 1 y 200");
      expect(html).toContain("La campaña es requerida");
      expect(html).toContain('value="Nombre que se queda"');
      expect(html).toContain('value="Empresa que se queda"');
    }
    const badDate = await generate({
      count: "2",
      campaign: "Fecha mala",
      name: "n",
      company: "c",
      kind: "associate",
      expiresAt: "2026-02-30",
    });
    expect(badDate.status).toBe(400);
    expect(await shown(badDate)).toContain("La fecha de vencimiento no es válida (AAAA-MM-DD)");
    expect(await countCodes()).toBe(before);
  });
});

describe("Importar invitados without JavaScript", () => {
  const settings = (campaign: string) => ({ campaign, kind: "associate", expiresAt: "" });

  it("makes one code per guest of a CSV file, carrying the guest's details", async () => {
    const campaign = freshCampaign("Pedido de restaurantes");
    const csv = [
      "Nombre;Empresa;Correo;Teléfono",
      "Ana López;Restaurante Sol;ana@restaurantesol.mx;771 123 4567",
      "",
      '"Pérez, Luis";Café Luna;;',
    ].join("\r\n");
    const response = await importForm(settings(campaign), {
      name: "invitados.csv",
      type: "text/csv",
      content: csv,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/codes?${new URLSearchParams({ campaign })}`,
    );
    const stored = await codesOf(campaign);
    expect(
      stored.map(({ name, company, email, phone }) => ({ name, company, email, phone })),
    ).toEqual(
      expect.arrayContaining([
        {
          name: "Ana López",
          company: "Restaurante Sol",
          email: "ana@restaurantesol.mx",
          phone: "771 123 4567",
        },
        { name: "Pérez, Luis", company: "Café Luna", email: null, phone: null },
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  it("reads a list saved by Excel in Windows-1252, and one pasted from a spreadsheet", async () => {
    const campaign = freshCampaign("Excel");
    // "José Núñez,Panadería Doña Ú" in Windows-1252.
    const latin1 = Uint8Array.from(
      [..."Jos\u00e9 N\u00fa\u00f1ez,Panader\u00eda,,\n"].map((char) => char.charCodeAt(0)),
    );
    const response = await importForm(settings(campaign), {
      name: "lista.csv",
      type: "text/csv",
      content: latin1,
    });
    expect(response.status).toBe(302);
    expect((await codesOf(campaign)).map((code) => code.name)).toEqual(["José Núñez"]);

    const pastedCampaign = freshCampaign("Pegada");
    const pasted = await importForm({
      ...settings(pastedCampaign),
      guestText: "Nombre\tEmpresa\nMarta Ruiz\tBistró Hidalgo\n",
    });
    expect(pasted.status).toBe(302);
    expect((await codesOf(pastedCampaign)).map((code) => code.company)).toEqual(["Bistró Hidalgo"]);
  });

  it("refuses a bad file whole, naming its lines, and stores nothing", async () => {
    const campaign = freshCampaign("Lista con errores");
    const before = await countCodes();
    const csv = [
      "Nombre,Empresa,Correo,Teléfono",
      "Ana López,Restaurante Sol,ana@sol.mx,7711234567",
      ",Café Luna,,",
      "Luis Pérez,Bistró,correo-malo,",
      "Marta Ruiz,,,",
    ].join("\n");
    const response = await importForm(
      { ...settings(campaign), expiresAt: dayFromToday(10) },
      { name: "invitados.csv", type: "text/csv", content: csv },
    );
    expect(response.status).toBe(400);
    const html = await shown(response);
    expect(html).toContain("3 líneas de la lista tienen errores; no se guardó ningún código");
    expect(html).toContain("Línea 3: El nombre es requerido");
    expect(html).toContain("Línea 4: El correo electrónico no es válido");
    expect(html).toContain("Línea 5: La empresa es requerida");
    expect(html).not.toContain("Línea 2:");
    expect(html).toContain(`value="${campaign}"`);
    expect(html).toContain(`value="${dayFromToday(10)}"`);
    expect(await countCodes()).toBe(before);
  });

  it("refuses a file that is not a list, an empty list and more than 200 guests", async () => {
    const before = await countCodes();
    const picture = await importForm(settings("Foto"), {
      name: "foto.png",
      type: "image/png",
      content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(picture.status).toBe(400);
    expect(await shown(picture)).toContain(
      "El archivo debe ser una lista en CSV o texto (.csv, .tsv o .txt)",
    );

    const nothing = await importForm(settings("Vacía"));
    expect(nothing.status).toBe(400);
    expect(await shown(nothing)).toContain("Elija un archivo CSV o pegue la lista de invitados");

    const onlyHeader = await importForm({
      ...settings("Encabezado"),
      guestText: "Nombre,Empresa\n",
    });
    expect(onlyHeader.status).toBe(400);
    expect(await shown(onlyHeader)).toContain("La lista no tiene invitados");

    const rows = Array.from({ length: 201 }, (_, index) => `Invitado ${index},Empresa`).join("\n");
    const tooMany = await importForm({ ...settings("Muchos"), guestText: rows });
    expect(tooMany.status).toBe(400);
    expect(await shown(tooMany)).toContain("La lista admite hasta 200 invitados por importación");
    expect(await countCodes()).toBe(before);
  });
});

describe("the codes tab's filters, figures and expiry", () => {
  it("filters by campaign and state, shows 'Vencido' and each campaign's figures", async () => {
    const campaign = freshCampaign("Cifras");
    const codes = await batchOf(campaign, 4, "associate");
    const [expired, used, ...rest] = codes;
    if (!expired || !used) throw new Error("the batch made too few codes");
    const yesterday = dayFromToday(-1);
    const patched = await worker.fetch(
      `/api/admin/invitation-codes/${expired.id}`,
      jsonRequest(
        "PATCH",
        {
          code: expired.code,
          name: "Invitado",
          company: "Sol",
          campaign,
          kind: "associate",
          expiresAt: yesterday,
        },
        { Cookie: admin },
      ),
    );
    expect(patched.status).toBe(200);
    expect((await redeem(used.code)).status).toBe(201);

    const all = await page(`/admin/codes?${new URLSearchParams({ campaign })}`);
    const row =
      all.html.match(new RegExp(`<tr[^>]*data-campaign="${campaign}"[\\s\\S]*?</tr>`))?.[0] ?? "";
    const figure = (name: string) => row.match(new RegExp(`data-figure="${name}">(\\d+)<`))?.[1];
    expect([figure("codes"), figure("used"), figure("expired"), figure("requests")]).toEqual([
      "4",
      "1",
      "1",
      "1",
    ]);
    expect(all.html).toContain("Vencido");
    expect(all.html).toMatch(/Venció el \d{1,2} [a-z]{3} \d{4}/);

    const onlyExpired = await page(
      `/admin/codes?${new URLSearchParams({ campaign, state: "vencido" })}`,
    );
    expect(onlyExpired.html).toContain(expired.code);
    for (const other of [used, ...rest]) expect(onlyExpired.html).not.toContain(other.code);

    const unused = await page(
      `/admin/codes?${new URLSearchParams({ campaign, state: "sin-usar" })}`,
    );
    for (const code of rest) expect(unused.html).toContain(code.code);
    expect(unused.html).not.toContain(expired.code);
    expect(unused.html).not.toContain(used.code);

    const bad = await page("/admin/codes?state=perdido");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Estado no válido");
  });

  it("edits an expired, unused code to extend it", async () => {
    const campaign = freshCampaign("Extender");
    const [code] = await worker.db
      .insert(invitationCodes)
      .values({
        code: `EXT-${campaignNumber}`,
        name: "Invitado",
        company: "Sol",
        campaign,
        expiresAt: "2025-01-31",
      })
      .returning();
    if (!code) throw new Error("no code stored");
    const form = await page(`/admin/codes?editar=${code.id}`);
    expect(form.html).toContain('value="2025-01-31"');
    const saved = await worker.fetch(
      `/admin/codes?editar=${code.id}`,
      formRequest(
        {
          intent: "update",
          id: String(code.id),
          code: code.code,
          name: "Invitado",
          company: "Sol",
          campaign,
          kind: "associate",
          expiresAt: dayFromToday(7),
        },
        { Cookie: admin },
      ),
    );
    expect(saved.status).toBe(302);
    const lookedUp = await worker.fetch(`/api/invitation-codes/${code.code}`);
    expect(lookedUp.status).toBe(200);
  });
});

describe("Retirar campaña", () => {
  it("asks first, then retires every usable code of the campaign at once, used ones untouched", async () => {
    const campaign = freshCampaign("Tarjetas perdidas");
    const codes = await batchOf(campaign, 5, "associate");
    const [used, ...unused] = codes;
    if (!used) throw new Error("no codes");
    expect((await redeem(used.code)).status).toBe(201);

    const query = new URLSearchParams({ campaign });
    const confirm = await page(`/admin/codes/retire?${query}`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain(`¿Retirar la campaña «${campaign}»?`);
    expect(confirm.html).toContain("Sus 4 códigos sin usar dejarán de funcionar hoy mismo");
    // Asking changed nothing.
    expect((await worker.fetch(`/api/invitation-codes/${unused[0]?.code}`)).status).toBe(200);

    // The form posts to the confirmation's own address.
    expect(confirm.html).toContain(`action="/admin/codes/retire?${query}"`);
    const retired = await worker.fetch(
      `/admin/codes/retire?${query}`,
      formRequest({ campaign }, { Cookie: admin }),
    );
    expect(retired.status).toBe(302);
    expect(retired.headers.get("Location")).toBe(`/admin/codes?${query}`);
    const cookie = `${admin}; ${retired.headers.get("Set-Cookie")?.split(";")[0] ?? ""}`;
    const after = await page(`/admin/codes?${query}`, cookie);
    expect(after.html).toContain(`Se retiraron 4 códigos de «${campaign}».`);

    const stored = await codesOf(campaign);
    const yesterday = dayFromToday(-1);
    for (const code of unused) {
      expect(stored.find((row) => row.id === code.id)?.expiresAt).toBe(yesterday);
      const lookedUp = await worker.fetch(`/api/invitation-codes/${code.code}`);
      expect(lookedUp.status).toBe(404);
    }
    expect(stored.find((row) => row.id === used.id)).toMatchObject({
      isUsed: true,
      expiresAt: null,
    });

    const nothingLeft = await page(`/admin/codes/retire?${query}`);
    expect(nothingLeft.html).toContain("no hay nada que retirar");
    expect(nothingLeft.html).not.toContain("Retirar códigos");
  });

  it("is admins only and refuses a missing campaign", async () => {
    const visitor = await worker.fetch(
      "/admin/codes/retire",
      formRequest({ campaign: "Cualquiera" }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/auth/);
    const blank = await worker.fetch(
      "/admin/codes/retire",
      formRequest({ campaign: " " }, { Cookie: admin }),
    );
    expect(blank.status).toBe(400);
    expect(await shown(blank)).toContain("La campaña es requerida");
    const noQuery = await page("/admin/codes/retire");
    expect(noQuery.status).toBe(200);
    expect(noQuery.html).toContain("Elija la campaña que quiere retirar");
    expect(noQuery.html).not.toContain("Retirar códigos");
  });

  it("answers the JSON API with how many were retired", async () => {
    const campaign = freshCampaign("Retiro por API");
    await batchOf(campaign, 3, "client");
    const path = "/api/admin/invitation-codes/campaigns/retire";
    const answer = await worker.fetch(path, jsonRequest("POST", { campaign }, { Cookie: admin }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ campaign, retired: 3 });
    const again = await worker.fetch(path, jsonRequest("POST", { campaign }, { Cookie: admin }));
    expect(await again.json()).toEqual({ campaign, retired: 0 });

    expect((await worker.fetch(path, jsonRequest("POST", { campaign }))).status).toBe(401);
    const foreign = await worker.fetch(
      path,
      jsonRequest("POST", { campaign }, { Cookie: admin, Origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    const missing = await worker.fetch(path, jsonRequest("POST", {}, { Cookie: admin }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "La campaña es requerida" });
  });
});
