import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  invitationCodes,
  invitationRequests,
  products,
  recipes,
  stores,
} from "../../app/db/schema";
import { PNG_2X3, SVG, TEXT } from "../support/test-images";
import { sessionCookies, workerSuite } from "../support/worker-suite";

const INVALID_TYPE = "Por favor seleccione un archivo de imagen válido (jpg, png, webp)";

const worker = workerSuite();
const cookies = sessionCookies(worker);

const get = (path: string, cookie = cookies.admin) =>
  worker.fetch(path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** A form post as a browser without JavaScript sends it. */
async function postForm(
  path: string,
  form: FormData | URLSearchParams,
  cookie = cookies.admin,
): Promise<Response> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const headers: Record<string, string> = {
    "Content-Type": request.headers.get("Content-Type") ?? "",
    Origin: "http://localhost",
  };
  if (cookie) headers.Cookie = cookie;
  return worker.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new Uint8Array(await request.arrayBuffer()),
  });
}

function fileForm(
  field: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new Blob([bytes], { type }), name);
  return form;
}

/** HTML text with tags removed and entities of React's escaping undone. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("access", () => {
  const pages = [
    "/admin/images",
    "/admin/requests",
    "/admin/requests.csv",
    "/backup",
    "/backup.json",
  ];

  it.each(pages)(
    "GET %s sends an anonymous visitor and a non-admin to /admin/auth",
    async (path) => {
      for (const cookie of ["", cookies.visitor]) {
        const response = await get(path, cookie);
        expect(response.status).toBe(302);
        // Pages of the admin's tabs ask the sign-in to come back to them.
        const back = path.startsWith("/admin/") && !path.endsWith(".csv");
        expect(response.headers.get("Location")).toBe(
          back ? `/admin/auth?redirectTo=${encodeURIComponent(path)}` : "/admin/auth",
        );
        expect(await response.text()).not.toContain("Respaldo");
      }
    },
  );

  it.each(["/admin/images", "/backup"])(
    "POST %s by an anonymous visitor redirects and changes nothing",
    async (path) => {
      const before = await (await get("/backup.json")).json();
      const form = fileForm(
        path === "/backup" ? "file" : "image",
        PNG_2X3,
        "foto.png",
        "image/png",
        {
          intent: "restore",
          backup: JSON.stringify({ version: 1 }),
        },
      );
      const response = await postForm(path, form, "");
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/auth");
      expect(await worker.storage.r2Objects()).toEqual([]);
      const after = (await (await get("/backup.json")).json()) as Record<string, unknown>;
      expect({ ...after, exportedAt: null }).toEqual({
        ...(before as Record<string, unknown>),
        exportedAt: null,
      });
    },
  );
});

describe("Imágenes without JavaScript", () => {
  it("stores a PNG posted to the tab in R2, processed, and shows its URL", async () => {
    const hash = createHash("sha256").update(PNG_2X3).digest("hex");
    const url = `/images/uploads/${hash}.webp`;
    const response = await postForm(
      "/admin/images",
      fileForm("image", PNG_2X3, "foto.png", "image/png"),
    );
    expect(response.status).toBe(201);
    const html = await response.text();
    expect(textOf(html)).toContain("URL de la imagen");
    expect(html).toContain(`value="http://localhost${url}"`);
    expect((await worker.storage.r2Objects()).map((object) => object.key).sort()).toEqual([
      `${hash}-placeholder.webp`,
      `${hash}.webp`,
    ]);

    const page = await get("/admin/images");
    expect(page.status).toBe(200);
    const listed = textOf(await page.text());
    expect(listed).toContain("Imágenes subidas (1)");
    expect(listed).toContain(url);
  });

  it.each([
    ["an SVG", SVG, "dibujo.svg", "image/svg+xml"],
    ["a text file named .png", TEXT, "foto.png", "image/png"],
  ])(
    "refuses %s with the spec's message and stores nothing",
    async (_name, bytes, filename, type) => {
      const before = (await worker.storage.r2Objects()).length;
      const response = await postForm("/admin/images", fileForm("image", bytes, filename, type));
      expect(response.status).toBe(415);
      const html = await response.text();
      expect(textOf(html)).toContain(INVALID_TYPE);
      expect(html).not.toContain("URL de la imagen</label>");
      expect((await worker.storage.r2Objects()).length).toBe(before);
    },
  );
});

async function insertRequests() {
  const codes = await worker.db
    .insert(invitationCodes)
    .values([
      { code: "CSV-UNO", name: "José Pérez Ñúñez", company: "Café Ñandú", isUsed: true },
      { code: "CSV-DOS", name: "Ana", company: "Fórmulas", isUsed: true },
      { code: "CSV-TRES", name: "Luis", company: "Tres", isUsed: true },
    ])
    .returning();
  const [uno, dos, tres] = codes;
  if (!uno || !dos || !tres) throw new Error("codes not inserted");
  await worker.db.insert(invitationRequests).values([
    {
      kind: "associate",
      invitationCodeId: uno.id,
      invitationCode: uno.code,
      name: "José Pérez Ñúñez",
      email: "jose@example.com",
      phone: "7711234567",
      message: 'Quiero una caja, "la grande", por favor\nGracias',
      createdAt: new Date("2026-03-01T18:30:00Z"),
    },
    {
      kind: "client",
      invitationCodeId: dos.id,
      invitationCode: dos.code,
      name: '=HYPERLINK("http://malo.example")',
      email: "ana@example.com",
      phone: "+52 771 765 4321",
      message: "@SUM(1,2)",
      createdAt: new Date("2026-03-05T02:15:00Z"),
    },
    {
      kind: "associate",
      invitationCodeId: tres.id,
      invitationCode: tres.code,
      name: "Luis Tercero",
      email: "luis@example.com",
      phone: "-7717654321",
      message: null,
      createdAt: new Date("2026-02-01T12:00:00Z"),
    },
  ]);
}

describe("Solicitudes", () => {
  it("shows an empty state and a zero count before any request", async () => {
    const response = await get("/admin/requests");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("0 solicitudes");
    expect(text).toContain("Todavía no se ha recibido ninguna solicitud.");
  });

  it("lists every request newest first, with kind, contact links and Mexico City dates", async () => {
    await insertRequests();
    const response = await get("/admin/requests");
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("3 solicitudes");
    const order = ["=HYPERLINK", "José Pérez Ñúñez", "Luis Tercero"].map((name) =>
      text.indexOf(name),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("Muestra (cliente)");
    expect(text).toContain("Caja de maridaje (asociado)");
    expect(html).toContain('href="mailto:jose@example.com"');
    expect(html).toContain('href="tel:7711234567"');
    // 2026-03-05T02:15Z is the 4th at 20:15 in Mexico City.
    expect(text).toContain("4 mar 2026, 20:15");
    expect(html).toContain('href="/admin/requests.csv"');
    expect(text).toContain("Descargar CSV");
  });

  it("exports them as a UTF-8 CSV with a BOM, CRLF, a Spanish header and formulas neutralised", async () => {
    const response = await get("/admin/requests.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(
      csv.startsWith(
        '\uFEFF"Fecha","Tipo","Código","Nombre","Correo electrónico","Teléfono","Mensaje","Estado","Fecha del estado","Nota","Producto"\r\n',
      ),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toEqual([
      '"Fecha","Tipo","Código","Nombre","Correo electrónico","Teléfono","Mensaje","Estado","Fecha del estado","Nota","Producto"',
      // A leading + also counts as a formula, so the phone is neutralised too.
      `"04/03/2026, 20:15","Muestra (cliente)","CSV-DOS","'=HYPERLINK(""http://malo.example"")","ana@example.com","'+52 771 765 4321","'@SUM(1,2)","Nueva","04/03/2026, 20:15","",""`,
      '"01/03/2026, 12:30","Caja de maridaje (asociado)","CSV-UNO","José Pérez Ñúñez","jose@example.com","7711234567","Quiero una caja, ""la grande"", por favor\nGracias","Nueva","01/03/2026, 12:30","",""',
      '"01/02/2026, 06:00","Caja de maridaje (asociado)","CSV-TRES","Luis Tercero","luis@example.com","\'-7717654321","","Nueva","01/02/2026, 06:00","",""',
      "",
    ]);
  });
});

type Json = Record<string, unknown>;
const withoutTime = (backup: Json) => ({ ...backup, exportedAt: null });

async function exportJson(): Promise<Json> {
  const response = await get("/backup.json");
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const restore = (backup: unknown) =>
  postForm("/backup", new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }));

describe("/backup", () => {
  it("downloads everything as respaldo-YYYY-MM-DD.json", async () => {
    const response = await get("/backup.json");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="respaldo-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const backup = (await response.json()) as Json;
    expect(backup.version).toBe(3);
    expect(Object.keys(backup).sort()).toEqual(
      [
        "exportedAt",
        "invitationCodes",
        "orders",
        "products",
        "recipes",
        "requests",
        "siteSettings",
        "stores",
        "trash",
        "users",
        "version",
        "waitlist",
      ].sort(),
    );
    const count = (await worker.db.select().from(products)).length;
    expect((backup.products as unknown[]).length).toBe(count);
    expect((backup.requests as unknown[]).length).toBe(3);
  });

  it("shows a confirmation with what the file replaces, and changes nothing yet", async () => {
    const backup = await exportJson();
    const smaller = { ...backup, stores: (backup.stores as unknown[]).slice(0, 1) };
    const form = fileForm(
      "file",
      new TextEncoder().encode(JSON.stringify(smaller)),
      "respaldo.json",
      "application/json",
      {
        intent: "preview",
      },
    );
    const response = await postForm("/backup", form);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    const current = (backup.stores as unknown[]).length;
    expect(text).toContain(
      `Se reemplazarán ${(backup.products as unknown[]).length} productos, ${current} puntos de venta`,
    );
    expect(text).toContain("por los del archivo:");
    expect(text).toContain("1 punto de venta");
    expect(text).toContain("Restaurar respaldo");
    expect(withoutTime(await exportJson())).toEqual(withoutTime(backup));
  });

  it("restores an export exactly, ids preserved, after the content changed", async () => {
    const backup = await exportJson();
    const [firstStore] = await worker.db.select().from(stores);
    const [firstProduct] = await worker.db.select().from(products);
    if (!firstStore || !firstProduct) throw new Error("seed missing");
    await worker.db.delete(stores).where(eq(stores.id, firstStore.id));
    await worker.db
      .update(products)
      .set({ name: "Cambiado" })
      .where(eq(products.id, firstProduct.id));
    await worker.db.insert(recipes).values({
      title: "Nueva",
      description: "d",
      instructions: "i",
      imageUrl: "/images/x.webp",
      instagramUrl: "https://instagram.com/p/x",
    });
    expect(withoutTime(await exportJson())).not.toEqual(withoutTime(backup));

    const response = await restore(backup);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/backup");
    expect(response.headers.get("Set-Cookie")).toContain("mp_toast=");
    expect(withoutTime(await exportJson())).toEqual(withoutTime(backup));
  });

  it.each([
    [
      "a product without its name",
      (backup: Json) => ({
        ...backup,
        products: (backup.products as Json[]).map((product, index) =>
          index === 1 ? { ...product, name: undefined } : product,
        ),
      }),
      "Productos, elemento 2: El nombre es requerido (campo «name»)",
    ],
    [
      "a store id of the wrong type",
      (backup: Json) => ({
        ...backup,
        stores: (backup.stores as Json[]).map((store, index) =>
          index === 0 ? { ...store, id: "uno" } : store,
        ),
      }),
      "Puntos de venta, elemento 1: El id debe ser un número entero positivo (campo «id»)",
    ],
    [
      "another version",
      (backup: Json) => ({ ...backup, version: 4 }),
      "Versión de respaldo no compatible: se esperaba la versión 1, 2 o 3",
    ],
    [
      "a missing section",
      (backup: Json) => ({ ...backup, recipes: undefined }),
      "Falta la sección «Recetas» (recipes) o no es una lista",
    ],
    [
      "a request whose code is not in the file",
      (backup: Json) => ({ ...backup, invitationCodes: [] }),
      "Solicitudes, elemento 1: El código de invitación",
    ],
  ])(
    "refuses %s with a 400 that says what is wrong, and changes nothing",
    async (_name, spoil, message) => {
      const backup = await exportJson();
      const response = await restore(spoil(backup));
      expect(response.status).toBe(400);
      expect(textOf(await response.text())).toContain(message);
      expect(withoutTime(await exportJson())).toEqual(withoutTime(backup));
    },
  );

  it("refuses a restore post whose backup field is not JSON, changing nothing", async () => {
    const backup = await exportJson();
    const response = await postForm(
      "/backup",
      new URLSearchParams({ intent: "restore", backup: "{roto" }),
    );
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain("El archivo no es JSON válido");
    expect(withoutTime(await exportJson())).toEqual(withoutTime(backup));
  });

  it("refuses a file that is not JSON at the preview step", async () => {
    const form = fileForm(
      "file",
      new TextEncoder().encode("no es json"),
      "respaldo.json",
      "application/json",
      {
        intent: "preview",
      },
    );
    const response = await postForm("/backup", form);
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain("El archivo no es JSON válido");
  });
});
