import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes } from "../../app/db/schema";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, formRequest, jsonRequest, signInAs } from "../support/api";
import {
  codePatch,
  codeRow,
  expectCodeHolder,
  freshCodeValues,
  mexicoCityDay,
  requestsFor,
  type AdminCodeJson,
} from "../support/codes";
import {
  readError,
  readJson,
  validInvitationCode,
  validInvitationRequest,
  expectJsonError,
} from "../support/fixtures";
import { expectUnchanged, snapshotTables } from "../support/snapshots";
import { workerSuite } from "../support/worker-suite";

/**
 * Invitation campaigns (docs/decisions/019-invitation-campaigns.md) through the
 * admin's JSON API: codes made in batches (POST
 * /api/admin/invitation-codes/batch) or one per guest of an imported list
 * (…/import), stored all or nothing; the list filtered by campaign and state;
 * each campaign's figures (…/campaigns); and backups that carry a code's
 * campaign, programme and expiry.
 */

const BATCH = "/api/admin/invitation-codes/batch";
const IMPORT = "/api/admin/invitation-codes/import";
const CAMPAIGNS = "/api/admin/invitation-codes/campaigns";
const CODES = "/api/admin/invitation-codes";

/** The documented format: three groups of four of 2-9 and A-Z without I and O. */
const CODE_FORMAT =
  /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

const MESSAGES = {
  count: "La cantidad debe ser un número entero entre 1 y 200",
  campaign: "La campaña es requerida",
  kind: "Elija el programa: asociados o clientes",
  expiresAt: "La fecha de vencimiento no es válida (AAAA-MM-DD)",
  name: "El nombre es requerido",
  company: "La empresa es requerida",
  email: "El correo electrónico no es válido",
  state: "Estado no válido",
  guestFile: "Elija un archivo CSV o pegue la lista de invitados",
  noGuests: "La lista no tiene invitados",
  tooManyGuests: "La lista admite hasta 200 invitados por importación",
  oneBadLine: "Una línea de la lista tiene errores; no se guardó ningún código",
  badLines: (lines: number) =>
    `${lines} líneas de la lista tienen errores; no se guardó ningún código`,
  signIn: "Debe iniciar sesión",
  crossSite: "Solicitud rechazada: origen no permitido",
  methodNotAllowed: "Método no permitido",
  unavailable:
    "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.",
} as const;

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await signInAs(worker)));

/** A client address no other test uses, so rate limits never interfere. */
const freshAddress = freshAddresses("10.171");
let campaignCount = 0;
/** A campaign name no other test uses. */
const freshCampaign = (name = "Campaña") => `${name} ${++campaignCount}`;
const freshCodeValue = freshCodeValues("CAMPANA");

const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

const post = (path: string, body: unknown) => worker.fetch(path, asAdmin("POST", body));

const adminGet = (path: string) => worker.fetch(path, { headers: { Cookie: admin } });

interface CodesAnswer {
  codes: AdminCodeJson[];
}

interface CampaignFiguresJson {
  campaign: string;
  codes: number;
  used: number;
  expired: number;
  requests: number;
}

function batchBody(overrides: Record<string, unknown> = {}) {
  return {
    count: 3,
    campaign: freshCampaign("Lote"),
    name: "Invitado de la cata",
    company: "Club de Catas de Pachuca",
    kind: "associate",
    ...overrides,
  };
}

/** Makes a batch through the API and answers its codes. */
async function makeBatch(overrides: Record<string, unknown> = {}): Promise<AdminCodeJson[]> {
  const response = await post(BATCH, batchBody(overrides));
  expect(response.status).toBe(201);
  return (await readJson<CodesAnswer>(response)).codes;
}

/** The stored codes of a campaign. */
const storedCodesOf = (campaign: string) =>
  worker.db.select().from(invitationCodes).where(eq(invitationCodes.campaign, campaign));

const lookup = (code: string) =>
  worker.fetch(`/api/invitation-codes/${code}`, {
    headers: { "CF-Connecting-IP": freshAddress() },
  });

const submit = (code: string) =>
  worker.fetch(
    "/api/associates",
    jsonRequest("POST", validInvitationRequest(code), { "CF-Connecting-IP": freshAddress() }),
  );

/** A PATCH of the whole code: its own fields, with `changes` over them. */
const patchCode = (code: AdminCodeJson, changes: Record<string, unknown>) =>
  worker.fetch(`${CODES}/${code.id}`, asAdmin("PATCH", codePatch(code, changes)));

/** Asserts a 400 with `message` as its error and the field's only message. */
async function expectRefusal(response: Response, field: string, message: string) {
  await expectJsonError(response, 400, {
    error: message,
    fieldErrors: { [field]: [message] },
  });
}

/** Fails the insert of any code of `campaign` once `after` of them are stored. */
async function failCodesOf(campaign: string, after: number): Promise<() => Promise<void>> {
  await worker.d1
    .prepare(
      `CREATE TRIGGER fail_late_codes BEFORE INSERT ON invitation_codes
       WHEN NEW.campaign = '${campaign}'
         AND (SELECT count(*) FROM invitation_codes WHERE campaign = '${campaign}') >= ${after}
       BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END`,
    )
    .run();
  return async () => {
    await worker.d1.prepare("DROP TRIGGER fail_late_codes").run();
  };
}

describe(`POST ${BATCH}`, () => {
  it("makes 40 distinct codes of the documented format, stored with the campaign's data: 201", async () => {
    const campaign = freshCampaign("Degustación de noviembre");
    const expiresAt = mexicoCityDay(30);
    const body = {
      count: 40,
      campaign: `  ${campaign} `,
      name: " Invitado de la cata ",
      company: "Club de Catas de Pachuca",
      kind: "client",
      expiresAt,
    };
    const response = await post(BATCH, body);
    expect(response.status).toBe(201);
    const { codes } = await readJson<CodesAnswer>(response);
    expect(codes).toHaveLength(40);
    expect(new Set(codes.map((code) => code.code)).size).toBe(40);
    for (const code of codes) {
      expect(code.code).toMatch(CODE_FORMAT);
      expect(code).toEqual({
        id: expect.any(Number),
        code: code.code,
        name: "Invitado de la cata",
        company: "Club de Catas de Pachuca",
        email: null,
        phone: null,
        isUsed: false,
        usedAt: null,
        usedBy: null,
        campaign,
        kind: "client",
        expiresAt,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }

    const stored = await storedCodesOf(campaign);
    expect(stored.map((row) => row.code).sort()).toEqual(codes.map((code) => code.code).sort());
    for (const row of stored) {
      expect(row).toMatchObject({
        name: "Invitado de la cata",
        company: "Club de Catas de Pachuca",
        email: null,
        phone: null,
        isUsed: false,
        campaign,
        kind: "client",
        expiresAt,
      });
    }
    // The admin's list has them too.
    const list = await readJson<AdminCodeJson[]>(await adminGet(CODES));
    const ids = new Set(list.map((code) => code.id));
    for (const code of codes) expect(ids.has(code.id)).toBe(true);

    for (const code of codes) {
      const found = await lookup(code.code);
      expect(found.status, code.code).toBe(200);
      expect(await readJson(found)).toEqual({
        name: "Invitado de la cata",
        email: null,
        phone: null,
      });
    }
  });

  it("makes one code, and 200 at once; blank or missing expiry is never", async () => {
    const [one, ...none] = await makeBatch({ count: 1, expiresAt: "" });
    expect(none).toHaveLength(0);
    expect(one?.expiresAt).toBeNull();
    const campaign = freshCampaign("Doscientos");
    const many = await makeBatch({ count: 200, campaign });
    expect(new Set(many.map((code) => code.code)).size).toBe(200);
    for (const code of many) {
      expect(code.code).toMatch(CODE_FORMAT);
      expect(code.expiresAt).toBeNull();
    }
    expect(await storedCodesOf(campaign)).toHaveLength(200);
  });

  it("stores a batch already expired, whose codes look up as unknown", async () => {
    const codes = await makeBatch({ count: 3, expiresAt: mexicoCityDay(-1) });
    for (const code of codes) {
      expect(code.expiresAt).toBe(mexicoCityDay(-1));
      const refused = await lookup(code.code);
      await expectJsonError(refused, 404, { error: "Código de invitación no válido" });
    }
  });

  it("stores nothing when the database fails after part of the batch: 503, no code of it kept", async () => {
    const campaign = freshCampaign("Lote que falla");
    const before = await snapshotTables(worker.d1);
    // The 31st code fails: three statements of nine rows would have gone in alone.
    const restore = await failCodesOf(campaign, 30);
    let response: Response;
    try {
      response = await post(BATCH, batchBody({ count: 40, campaign }));
    } finally {
      await restore();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await readError(response)).toEqual({ error: MESSAGES.unavailable });
    await expectUnchanged(worker, before, "a batch that failed part way");
    expect(await storedCodesOf(campaign)).toHaveLength(0);

    // With the database well again, the same batch goes through whole.
    expect(await makeBatch({ count: 40, campaign })).toHaveLength(40);
    expect(await storedCodesOf(campaign)).toHaveLength(40);
  });

  it.each([
    ["0", 0],
    ["201", 201],
    ["1.5", 1.5],
    ['"40"', "40"],
    ["-1", -1],
    ["null", null],
    ["missing", undefined],
  ])("refuses count %s with 400 and its message, storing nothing", async (_label, count) => {
    const before = await snapshotTables(worker.d1);
    await expectRefusal(await post(BATCH, batchBody({ count })), "count", MESSAGES.count);
    await expectUnchanged(worker, before, `a batch of ${String(count)}`);
  });

  it.each([
    ["campaign", undefined, MESSAGES.campaign],
    ["campaign", "", MESSAGES.campaign],
    ["campaign", "   ", MESSAGES.campaign],
    ["kind", "admin", MESSAGES.kind],
    ["kind", "ASSOCIATE", MESSAGES.kind],
    ["kind", "", MESSAGES.kind],
    ["kind", undefined, MESSAGES.kind],
    ["name", "", MESSAGES.name],
    ["company", undefined, MESSAGES.company],
    ["expiresAt", "2026-02-30", MESSAGES.expiresAt],
    ["expiresAt", "30/11/2026", MESSAGES.expiresAt],
  ])("refuses %s = %j with 400 '%s', storing nothing", async (field, value, message) => {
    const before = await snapshotTables(worker.d1);
    await expectRefusal(await post(BATCH, batchBody({ [field]: value })), field, message);
    await expectUnchanged(worker, before, `a batch with ${field} = ${String(value)}`);
  });

  it("refuses unknown fields with 400, storing nothing", async () => {
    const before = await snapshotTables(worker.d1);
    const response = await post(BATCH, batchBody({ email: "todos@ejemplo.example", isUsed: true }));
    await expectJsonError(response, 400, {
      error: "Campos no permitidos: email, isUsed",
      fieldErrors: { _form: ["Campos no permitidos: email, isUsed"] },
    });
    await expectUnchanged(worker, before, "a batch with unknown fields");
  });
});

describe(`POST ${IMPORT}`, () => {
  /** The three guests every good list below holds, as their codes carry them. */
  const GUESTS = [
    {
      name: "José Ángel Núñez",
      company: "Café Ñandú",
      email: "jose@nandu.example",
      phone: "771 555 0101",
    },
    {
      name: "Peña, Sofía",
      company: "Bar, Cocina y Mezcal",
      email: "sofia@pena.example",
      phone: null,
    },
    { name: "Ramón Díaz", company: "Taquería El Güero", email: null, phone: "771 555 0103" },
  ];

  const importBody = (guests: string | undefined, overrides: Record<string, unknown> = {}) => ({
    campaign: freshCampaign("Importación"),
    kind: "associate",
    guests,
    ...overrides,
  });

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  it.each([
    [
      "a Spanish header, semicolons, a blank line and quoted fields with commas",
      [
        "Nombre;Empresa;Correo;Teléfono",
        "José Ángel Núñez;Café Ñandú;jose@nandu.example;771 555 0101",
        "",
        '"Peña, Sofía";"Bar, Cocina y Mezcal";sofia@pena.example;',
        "Ramón Díaz;Taquería El Güero;;771 555 0103",
        "",
      ].join("\n"),
    ],
    [
      "an English header in another order, commas and CRLF",
      [
        "email,phone,company,name",
        "jose@nandu.example,771 555 0101,Café Ñandú,José Ángel Núñez",
        'sofia@pena.example,,"Bar, Cocina y Mezcal","Peña, Sofía"',
        ",771 555 0103,Taquería El Güero,Ramón Díaz",
      ].join("\r\n"),
    ],
    [
      "no header and tabs",
      [
        "José Ángel Núñez\tCafé Ñandú\tjose@nandu.example\t771 555 0101",
        "Peña, Sofía\tBar, Cocina y Mezcal\tsofia@pena.example\t",
        "",
        "Ramón Díaz\tTaquería El Güero\t\t771 555 0103",
      ].join("\n"),
    ],
  ])("makes one code per guest of a list with %s: 201", async (_what, guests) => {
    const campaign = freshCampaign("Cena de maridaje");
    const expiresAt = mexicoCityDay(14);
    const response = await post(
      IMPORT,
      importBody(guests, { campaign, kind: "client", expiresAt }),
    );
    expect(response.status).toBe(201);
    const { codes } = await readJson<CodesAnswer>(response);
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((code) => code.code)).size).toBe(3);
    for (const code of codes) {
      expect(code.code).toMatch(CODE_FORMAT);
      expect(code).toMatchObject({ campaign, kind: "client", expiresAt, isUsed: false });
    }
    const carried = codes.map(({ name, company, email, phone }) => ({
      name,
      company,
      email,
      phone,
    }));
    expect(carried.sort(byName)).toEqual([...GUESTS].sort(byName));

    const stored = await storedCodesOf(campaign);
    expect(
      stored
        .map(({ code, name, company, email, phone, kind, expiresAt: date }) => ({
          code,
          name,
          company,
          email,
          phone,
          kind,
          expiresAt: date,
        }))
        .sort(byName),
    ).toEqual(
      codes
        .map(({ code, name, company, email, phone }) => ({
          code,
          name,
          company,
          email,
          phone,
          kind: "client",
          expiresAt,
        }))
        .sort(byName),
    );
    // Each guest's code shows the guest's own contact.
    for (const code of codes) {
      await expectCodeHolder(await lookup(code.code), code);
    }
  });

  it("refuses a list with bad lines, naming exactly those lines, and stores nothing", async () => {
    const guests = [
      "Nombre,Empresa,Correo,Teléfono",
      "Ana Torres,Fonda Ana,ana@fonda.example,771 555 0201",
      ",Sin Nombre SA,sin@nombre.example,",
      "",
      "Beto Ruiz,,beto-sin-arroba,771 555 0202",
      "Carla Gómez,Café Carla,carla@cafe.example,",
    ].join("\n");
    const campaign = freshCampaign("Lista con errores");
    const before = await snapshotTables(worker.d1);
    const response = await post(IMPORT, importBody(guests, { campaign }));
    await expectJsonError(response, 400, {
      error: MESSAGES.badLines(2),
      fieldErrors: {
        guests: [`Línea 3: ${MESSAGES.name}`, `Línea 5: ${MESSAGES.company}; ${MESSAGES.email}`],
      },
    });
    await expectUnchanged(worker, before, "a list with bad lines");
    expect(await storedCodesOf(campaign)).toHaveLength(0);
  });

  it.each([
    ["LF", "\n"],
    ["CRLF (Windows)", "\r\n"],
    ["CR (Excel for Mac's 'CSV (Macintosh)')", "\r"],
  ])(
    "counts the lines of a list whose lines end in %s, a quoted name over two lines included",
    async (what, end) => {
      const guests = [
        "Nombre,Empresa,Correo",
        "Ana Torres,Fonda Ana,",
        `"Beto${end}Ruiz",Bar Beto,`,
        ",Sin Nombre SA,",
        "",
        "Carla Gómez,Café Carla,carla@",
      ].join(end);
      const before = await snapshotTables(worker.d1);
      const response = await post(IMPORT, importBody(guests));
      await expectJsonError(response, 400, {
        error: MESSAGES.badLines(2),
        fieldErrors: {
          guests: [`Línea 5: ${MESSAGES.name}`, `Línea 7: ${MESSAGES.email}`],
        },
      });
      await expectUnchanged(worker, before, `a list with ${what} line ends`);
    },
  );

  it("says 'Una línea' when one line is bad", async () => {
    const before = await snapshotTables(worker.d1);
    const response = await post(
      IMPORT,
      importBody("Ana Torres,Fonda Ana,ana@fonda.example\nBeto Ruiz,Bar Beto,beto@\n"),
    );
    await expectJsonError(response, 400, {
      error: MESSAGES.oneBadLine,
      fieldErrors: { guests: [`Línea 2: ${MESSAGES.email}`] },
    });
    await expectUnchanged(worker, before, "a list with one bad line");
  });

  it("lists the first 20 bad lines and counts the rest", async () => {
    const guests = Array.from({ length: 25 }, (_, index) => `Invitado ${index + 1},`).join("\n");
    const response = await post(IMPORT, importBody(guests));
    await expectJsonError(response, 400, {
      error: MESSAGES.badLines(25),
      fieldErrors: {
        guests: [
          ...Array.from({ length: 20 }, (_, index) => `Línea ${index + 1}: ${MESSAGES.company}`),
          "…y 5 más",
        ],
      },
    });
  });

  it("takes 200 guests and refuses 201 with 400, storing nothing", async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => `Invitado ${index + 1};Empresa ${index + 1}`);
    const campaign = freshCampaign("Doscientos invitados");
    const taken = await post(IMPORT, importBody(rows(200).join("\n"), { campaign }));
    expect(taken.status).toBe(201);
    expect((await readJson<CodesAnswer>(taken)).codes).toHaveLength(200);
    expect(await storedCodesOf(campaign)).toHaveLength(200);

    const before = await snapshotTables(worker.d1);
    const withHeader = ["Nombre;Empresa", ...rows(201)].join("\n");
    for (const guests of [rows(201).join("\n"), withHeader]) {
      await expectRefusal(await post(IMPORT, importBody(guests)), "guests", MESSAGES.tooManyGuests);
    }
    await expectUnchanged(worker, before, "a list of 201 guests");
  });

  it("takes 200 guests whose every field is as long as a code allows", async () => {
    const row = (index: number) =>
      [
        `${"Ñ".repeat(110)} ${String(index).padStart(3, "0")}`.padEnd(120, "x"),
        `"${"Compañía, ".repeat(16)}"`,
        `invitado.${String(index).padStart(3, "0")}.${"a".repeat(40)}@restaurante-de-prueba.example`,
        "+52 (771) 555 0101 ext. 1234 y 567 móvil",
      ].join(",");
    const guests = [
      "Nombre,Empresa,Correo,Teléfono",
      ...Array.from({ length: 200 }, (_, i) => row(i)),
    ];
    const text = guests.join("\r\n");
    // Far more than the 64 KiB other JSON bodies may have.
    expect(new TextEncoder().encode(JSON.stringify({ guests: text })).byteLength).toBeGreaterThan(
      100 * 1024,
    );
    const campaign = freshCampaign("Lista larga");
    const response = await post(IMPORT, importBody(text, { campaign }));
    expect(response.status).toBe(201);
    const { codes } = await readJson<CodesAnswer>(response);
    expect(codes).toHaveLength(200);
    for (const code of codes) {
      expect(code.name).toHaveLength(120);
      expect(code.company).toBe("Compañía, ".repeat(16).trim());
      expect(code.phone).toBe("+52 (771) 555 0101 ext. 1234 y 567 móvil");
    }
    expect(await storedCodesOf(campaign)).toHaveLength(200);
  });

  it.each([
    ["only a header", "Nombre;Empresa;Correo;Teléfono\n", MESSAGES.noGuests],
    ["only blank lines", "\n\n  \n", MESSAGES.noGuests],
    ["empty", "", MESSAGES.guestFile],
    ["missing", undefined, MESSAGES.guestFile],
  ])("refuses a list that is %s with 400, storing nothing", async (what, guests, message) => {
    const before = await snapshotTables(worker.d1);
    await expectRefusal(await post(IMPORT, importBody(guests)), "guests", message);
    await expectUnchanged(worker, before, `a list that is ${what}`);
  });

  it.each([
    ["campaign", undefined, MESSAGES.campaign],
    ["campaign", " ", MESSAGES.campaign],
    ["kind", "todos", MESSAGES.kind],
    ["expiresAt", "2026-11-31", MESSAGES.expiresAt],
  ])("refuses %s = %j with 400 '%s', storing nothing", async (field, value, message) => {
    const before = await snapshotTables(worker.d1);
    const body = importBody("Ana Torres,Fonda Ana", { [field]: value });
    await expectRefusal(await post(IMPORT, body), field, message);
    await expectUnchanged(worker, before, `an import with ${field} = ${String(value)}`);
  });

  it("refuses unknown fields with 400, storing nothing", async () => {
    const before = await snapshotTables(worker.d1);
    const response = await post(IMPORT, importBody("Ana Torres,Fonda Ana", { count: 1 }));
    await expectJsonError(response, 400, {
      error: "Campos no permitidos: count",
      fieldErrors: { _form: ["Campos no permitidos: count"] },
    });
    await expectUnchanged(worker, before, "an import with unknown fields");
  });

  it("stores nothing when the database fails after part of the list: 503", async () => {
    const campaign = freshCampaign("Importación que falla");
    const guests = Array.from({ length: 40 }, (_, i) => `Invitado ${i + 1},Empresa ${i + 1}`);
    const before = await snapshotTables(worker.d1);
    const restore = await failCodesOf(campaign, 30);
    let response: Response;
    try {
      response = await post(IMPORT, importBody(guests.join("\n"), { campaign }));
    } finally {
      await restore();
    }
    await expectJsonError(response, 503, { error: MESSAGES.unavailable });
    await expectUnchanged(worker, before, "an import that failed part way");
  });
});

describe("the campaign endpoints' guards", () => {
  const writes: [string, unknown][] = [
    [BATCH, batchBody()],
    [IMPORT, { campaign: "Guardia", kind: "associate", guests: "Ana Torres,Fonda Ana" }],
  ];

  it("answer 401 without a session, storing nothing", async () => {
    const before = await snapshotTables(worker.d1);
    for (const cookie of [undefined, "__Host-mp_session=falsa.firma"]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      for (const [path, body] of writes) {
        const response = await worker.fetch(path, jsonRequest("POST", body, headers));
        expect(response.status, path).toBe(401);
        expect(await readError(response)).toEqual({ error: MESSAGES.signIn });
      }
      for (const path of [CAMPAIGNS, `${CODES}?campaign=Guardia&state=vencido`]) {
        const response = await worker.fetch(path, { headers });
        expect(response.status, path).toBe(401);
        expect(await readError(response)).toEqual({ error: MESSAGES.signIn });
      }
    }
    await expectUnchanged(worker, before, "the campaign routes without a session");
  });

  it("answer 403 to a write from another site, storing nothing", async () => {
    const before = await snapshotTables(worker.d1);
    for (const [path, body] of writes) {
      const attacks: Record<string, string>[] = [
        { Cookie: admin, Origin: "https://evil.example" },
        { Cookie: admin, Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of attacks) {
        const response = await worker.fetch(path, jsonRequest("POST", body, headers));
        expect(response.status, path).toBe(403);
        expect(await readError(response)).toEqual({ error: MESSAGES.crossSite });
      }
    }
    await expectUnchanged(worker, before, "cross-site campaign writes");
  });

  it.each([
    ["GET", BATCH, "POST"],
    ["PUT", BATCH, "POST"],
    ["DELETE", BATCH, "POST"],
    ["GET", IMPORT, "POST"],
    ["PATCH", IMPORT, "POST"],
    ["POST", CAMPAIGNS, "GET"],
    ["DELETE", CAMPAIGNS, "GET"],
  ])("%s %s → 405, Allow: %s", async (method, path, allow) => {
    const before = await snapshotTables(worker.d1);
    const body = method === "GET" ? undefined : batchBody();
    const response = await worker.fetch(path, asAdmin(method, body));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(await readError(response)).toEqual({ error: MESSAGES.methodNotAllowed });
    await expectUnchanged(worker, before, `${method} ${path}`);
  });
});

describe(`GET ${CODES}?campaign=…&state=…`, () => {
  const idsOf = async (query: string) => {
    const response = await adminGet(`${CODES}${query}`);
    expect(response.status, query).toBe(200);
    return (await readJson<AdminCodeJson[]>(response)).map((code) => code.id).sort();
  };
  const sorted = (...codes: AdminCodeJson[]) => codes.map((code) => code.id).sort();

  it("filters by campaign and by unused, used and expired", async () => {
    const campaign = freshCampaign("Filtros");
    const [used, expired, live, alsoLive, usedThenPast] = await makeBatch({
      count: 5,
      campaign,
      expiresAt: mexicoCityDay(5),
    });
    if (!used || !expired || !live || !alsoLive || !usedThenPast)
      throw new Error("five codes were asked for");
    const other = await makeBatch({ count: 2, campaign: freshCampaign("Otra") });
    expect((await submit(used.code)).status).toBe(201);
    expect((await submit(usedThenPast.code)).status).toBe(201);
    expect((await patchCode(expired, { expiresAt: mexicoCityDay(-1) })).status).toBe(200);
    // Its last day is today (in Mexico City): not expired yet.
    expect((await patchCode(alsoLive, { expiresAt: mexicoCityDay(0) })).status).toBe(200);
    // A used code whose date then passes is used, not expired.
    await worker.db
      .update(invitationCodes)
      .set({ expiresAt: mexicoCityDay(-3) })
      .where(eq(invitationCodes.id, usedThenPast.id));

    const q = encodeURIComponent(campaign);
    expect(await idsOf(`?campaign=${q}`)).toEqual(
      sorted(used, expired, live, alsoLive, usedThenPast),
    );
    expect(await idsOf(`?campaign=${q}&state=sin-usar`)).toEqual(sorted(live, alsoLive));
    expect(await idsOf(`?campaign=${q}&state=usado`)).toEqual(sorted(used, usedThenPast));
    expect(await idsOf(`?campaign=${q}&state=vencido`)).toEqual(sorted(expired));
    expect(await idsOf(`?campaign=${encodeURIComponent(`  ${campaign} `)}`)).toEqual(
      await idsOf(`?campaign=${q}`),
    );
    expect(await idsOf(`?campaign=${encodeURIComponent(other[0]?.campaign ?? "")}`)).toEqual(
      sorted(...other),
    );
    expect(await idsOf("?campaign=No%20existe")).toEqual([]);
    // Blank filters mean all.
    const all = await idsOf("");
    expect(await idsOf("?campaign=&state=")).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(sorted(used, expired, live, ...other)));
  });

  it("without a campaign, each state holds exactly the codes in that state", async () => {
    const today = mexicoCityDay(0);
    const everything = await readJson<AdminCodeJson[]>(await adminGet(CODES));
    const stateOf = (code: AdminCodeJson) =>
      code.isUsed
        ? "usado"
        : code.expiresAt !== null && code.expiresAt < today
          ? "vencido"
          : "sin-usar";
    for (const state of ["sin-usar", "usado", "vencido"]) {
      expect(await idsOf(`?state=${state}`), state).toEqual(
        everything
          .filter((code) => stateOf(code) === state)
          .map((code) => code.id)
          .sort(),
      );
    }
  });

  it.each(["expirado", "USADO", "todos", "sin usar", "vencido "])(
    "refuses the state %j with 400 'Estado no válido'",
    async (state) => {
      const response = await adminGet(`${CODES}?state=${encodeURIComponent(state)}`);
      await expectRefusal(response, "state", MESSAGES.state);
    },
  );
});

describe(`GET ${CAMPAIGNS}`, () => {
  const figures = async () => {
    const response = await adminGet(CAMPAIGNS);
    expect(response.status).toBe(200);
    return (await readJson<{ campaigns: CampaignFiguresJson[] }>(response)).campaigns;
  };

  it("counts a campaign's codes, the used, the expired and the requests received", async () => {
    const campaign = freshCampaign("Cifras");
    const codes = await makeBatch({ count: 6, campaign, expiresAt: mexicoCityDay(20) });
    const [first, second, third, fourth] = codes;
    if (!first || !second || !third || !fourth) throw new Error("six codes were asked for");
    expect((await submit(first.code)).status).toBe(201);
    expect((await submit(second.code)).status).toBe(201);
    expect((await patchCode(third, { expiresAt: mexicoCityDay(-1) })).status).toBe(200);
    // Its last day is today: not expired yet.
    expect((await patchCode(fourth, { expiresAt: mexicoCityDay(0) })).status).toBe(200);

    const listed = (await figures()).find((row) => row.campaign === campaign);
    expect(listed).toEqual({ campaign, codes: 6, used: 2, expired: 1, requests: 2 });
    expect(await requestsFor(worker, first.code)).toHaveLength(1);
  });

  it("lists every campaign once, and no entry for codes without one", async () => {
    const campaign = freshCampaign("Recién hecha");
    await makeBatch({ count: 2, campaign });
    const code = await post(CODES, validInvitationCode(freshCodeValue()));
    expect(code.status).toBe(201);
    const rows = await figures();
    const names = rows.map((row) => row.campaign);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain("");
    expect(names).not.toContain(null);
    expect(rows.find((row) => row.campaign === campaign)).toEqual({
      campaign,
      codes: 2,
      used: 0,
      expired: 0,
      requests: 0,
    });
    const stored = await worker.db
      .select({ campaign: invitationCodes.campaign })
      .from(invitationCodes);
    const storedCampaigns = new Set(stored.flatMap((row) => (row.campaign ? [row.campaign] : [])));
    expect(new Set(names)).toEqual(storedCampaigns);
  });
});

describe("a single code's campaign and programme", () => {
  it("POST stores the campaign and programme given; PATCH changes them only when it sends them", async () => {
    const campaign = freshCampaign("A mano");
    const response = await post(CODES, {
      ...validInvitationCode(freshCodeValue()),
      campaign,
      kind: "client",
    });
    expect(response.status).toBe(201);
    const created = await readJson<AdminCodeJson>(response);
    expect(created).toMatchObject({ campaign, kind: "client", expiresAt: null });
    expect(await codeRow(worker, created.code)).toMatchObject({ campaign, kind: "client" });

    // PATCH is partial: one without campaign or kind keeps them…
    const { code, name, company, email, phone } = created;
    const patched = await worker.fetch(
      `${CODES}/${created.id}`,
      asAdmin("PATCH", { code, name, company, email, phone }),
    );
    expect(patched.status).toBe(200);
    expect(await readJson(patched)).toMatchObject({ campaign, kind: "client", expiresAt: null });
    expect(await codeRow(worker, created.code)).toMatchObject({ campaign, kind: "client" });

    // …and one that sends them empty leaves none and the default.
    const cleared = await worker.fetch(
      `${CODES}/${created.id}`,
      asAdmin("PATCH", { campaign: null, kind: "associate" }),
    );
    expect(cleared.status).toBe(200);
    expect(await readJson(cleared)).toMatchObject({
      campaign: null,
      kind: "associate",
      expiresAt: null,
    });
  });

  it("refuses a programme other than associate or client", async () => {
    const before = await snapshotTables(worker.d1);
    const response = await post(CODES, {
      ...validInvitationCode(freshCodeValue()),
      kind: "mayorista",
    });
    await expectRefusal(response, "kind", MESSAGES.kind);
    await expectUnchanged(worker, before, "a code of an unknown programme");
  });
});

describe("backups", () => {
  type Json = Record<string, unknown>;

  const download = async () => {
    const response = await adminGet("/backup.json");
    expect(response.status).toBe(200);
    return readJson<Json & { invitationCodes: Json[] }>(response);
  };

  const restore = async (backup: unknown) => {
    const response = await worker.fetch(
      "/backup",
      formRequest({ intent: "restore", backup: JSON.stringify(backup) }, { Cookie: admin }),
    );
    expect(response.status).toBe(302);
  };

  it("carry each code's campaign, programme and expiry, and restore them", async () => {
    const campaign = freshCampaign("Respaldo");
    const [code] = await makeBatch({
      count: 1,
      campaign,
      kind: "client",
      expiresAt: "2031-03-15",
    });
    if (!code) throw new Error("one code was asked for");
    const backup = await download();
    expect(backup.invitationCodes.find((row) => row.id === code.id)).toMatchObject({
      code: code.code,
      campaign,
      kind: "client",
      expiresAt: "2031-03-15",
    });

    await worker.db.delete(invitationCodes).where(eq(invitationCodes.id, code.id));
    await restore(backup);
    expect(await codeRow(worker, code.code)).toMatchObject({
      id: code.id,
      campaign,
      kind: "client",
      expiresAt: "2031-03-15",
    });
  });

  it("restore a backup made before campaigns: every code without one, for associates, never expiring", async () => {
    await makeBatch({ count: 2, kind: "client", expiresAt: "2031-03-15" });
    const backup = await download();
    const old = {
      ...backup,
      invitationCodes: backup.invitationCodes.map(
        ({ campaign: _c, kind: _k, expiresAt: _e, ...row }) => row,
      ),
    };
    await restore(old);
    const rows = await worker.db.select().from(invitationCodes);
    expect(rows).toHaveLength(backup.invitationCodes.length);
    for (const row of rows) {
      expect(row).toMatchObject({ campaign: null, kind: "associate", expiresAt: null });
    }
  });
});
