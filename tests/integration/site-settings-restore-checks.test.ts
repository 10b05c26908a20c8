/**
 * A restore checks everything it restores, and no stored value makes an
 * admin page answer 500 (docs/decisions/013-backups.md,
 * 027-site-settings.md): a backup's saved versions of 'Sitio' pass the same
 * schema as a save, or the file is refused with a 400 naming the section and
 * nothing is restored; a file nested thousands of levels deep is a 400; a
 * stored value that is not JSON or nests too deep, put straight into D1,
 * reads as an invalid one on the tab, the API, the backup and the site.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "../../app/validation/site-settings";
import { siteSettingVersions, siteSettings } from "../../app/db/schema";
import { ORIGIN, signInAs } from "../support/api";
import { shownPageText } from "../support/html";
import { downloadBackup } from "../support/site-settings";
import { sectionForm, sectionPath } from "../support/site-settings-forms";
import { snapshotTables, storageState } from "../support/snapshots";
import { alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let cookie: string;

const ownerBusiness: SiteSettings["business"] = {
  ...defaultSiteSettings.business,
  name: "Apiario Los Domos",
  phone: "+52 771 555 0199",
  whatsappNumber: "527715550199",
  email: "hola@losdomos.mx",
};

/** JSON text of `levels` arrays, each inside the next. */
const nestedText = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
/** `levels` objects, each the `a` of the next. */
const nestedObject = (levels: number) =>
  JSON.parse(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`) as unknown;

async function post(path: string, fields: URLSearchParams): Promise<Response> {
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    },
    body: fields.toString(),
    redirect: "manual",
  });
}

const get = (path: string) => worker.fetch(path, { headers: { Cookie: cookie } });

const download = () => downloadBackup(worker, cookie);

/** Everything a restore could change: D1's watched tables, R2 and KV. */
const everything = async () => ({
  d1: await snapshotTables(worker.d1),
  storage: await storageState(worker),
});

beforeAll(async () => {
  cookie = await signInAs(worker);
  // Two saves of the identity: the first value becomes a version.
  for (const name of ["Apiario Primero", ownerBusiness.name]) {
    const response = await post(
      sectionPath("business"),
      sectionForm("business", { ...ownerBusiness, name }),
    );
    expect(response.status).toBe(302);
  }
});

describe("a backup's saved versions of 'Sitio'", () => {
  const savedAt = "2026-11-20T10:00:00.000Z";

  it.each([
    [
      "a WhatsApp number a save refuses",
      { ...ownerBusiness, whatsappNumber: "123" },
      "Ajustes del sitio: versión 2 de «Identidad»: El número de WhatsApp debe tener 12 dígitos",
    ],
    [
      "markup in a text",
      { ...ownerBusiness, tagline: "<script>alert(1)</script>" },
      "Ajustes del sitio: versión 2 de «Identidad»: El lema debe ser texto simple",
    ],
    [
      "a value 3,000 levels deep",
      JSON.parse(nestedText(3000)) as unknown,
      "Ajustes del sitio: versión 2 de «Identidad»:",
    ],
    [
      "a field 3,000 levels deep",
      { ...ownerBusiness, name: nestedObject(3000) },
      "Ajustes del sitio: versión 2 de «Identidad»:",
    ],
  ])(
    "with %s: preview and restore answer 400 naming the section, nothing restored",
    async (_what, value, message) => {
      const backup = await download();
      const [valid] = backup.siteSettings.versions;
      expect(valid).toBeDefined();
      const crafted = {
        ...backup,
        stores: [],
        siteSettings: {
          current: [],
          versions: [valid, { section: "business", value, savedAt }],
        },
      };
      const before = await everything();
      for (const intent of ["preview", "restore"]) {
        const response = await post(
          "/backup",
          new URLSearchParams({
            intent,
            [intent === "restore" ? "backup" : "file"]: JSON.stringify(crafted),
          }),
        );
        expect(response.status, intent).toBe(400);
        expect(await shownPageText(response), intent).toContain(message);
      }
      expect(await everything()).toEqual(before);
      expect(alarmingLogs(worker)).toEqual([]);
    },
  );

  it("a version that passes is stored as a save stores it", async () => {
    const backup = await download();
    const version = { ...ownerBusiness, name: "  Apiario Restaurado  " };
    const response = await post(
      "/backup",
      new URLSearchParams({
        intent: "restore",
        backup: JSON.stringify({
          ...backup,
          siteSettings: {
            ...backup.siteSettings,
            versions: [{ section: "business", value: version, savedAt }],
          },
        }),
      }),
    );
    expect(response.status).toBe(302);
    const rows = await worker.db.select().from(siteSettingVersions);
    expect(rows.map((row) => JSON.parse(row.value) as unknown)).toEqual([
      { ...ownerBusiness, name: "Apiario Restaurado" },
    ]);
  });

  it("a file nested thousands of levels deep where no section reads is a 400, not a 500", async () => {
    const backup = await download();
    // Written as text: JSON.stringify itself overflows on a value this deep.
    const crafted = JSON.stringify({ ...backup, notas: 0 }).replace(
      '"notas":0',
      `"notas":${nestedText(20_000)}`,
    );
    const before = await everything();
    for (const intent of ["preview", "restore"]) {
      const response = await post(
        "/backup",
        new URLSearchParams({
          intent,
          [intent === "restore" ? "backup" : "file"]: crafted,
        }),
      );
      expect(response.status, intent).toBe(400);
      expect(await shownPageText(response), intent).toContain(
        "El archivo no es un respaldo: sus datos anidan más de 32 niveles",
      );
    }
    expect(await everything()).toEqual(before);
    expect(alarmingLogs(worker)).toEqual([]);
  });
});

describe("a stored value no check let in, put straight into D1", () => {
  const UNREADABLE = "Esta versión no se puede leer: no es un valor válido de esta sección.";

  it.each([
    ["3,000 levels deep", nestedText(3000)],
    ["100,000 levels deep", nestedText(100_000)],
    ["an object 3,000 levels deep", JSON.stringify(nestedObject(3000))],
    ["not JSON", "{ esto no es JSON"],
  ])(
    "a version %s: the tab, the API and the backup answer; restoring it is a 400",
    async (_what, text) => {
      const [inserted] = await worker.db
        .insert(siteSettingVersions)
        .values({ section: "business", value: text, savedAt: new Date() })
        .returning();
      if (!inserted) throw new Error("the version was not stored");
      try {
        for (const path of [sectionPath("business"), "/admin/site"]) {
          const response = await get(path);
          expect(response.status, path).toBe(200);
          const page = await shownPageText(response);
          expect(page, path).toContain(UNREADABLE);
          expect(page, path).toContain(ownerBusiness.name);
        }
        const api = await get("/api/admin/site-settings");
        expect(api.status).toBe(200);
        expect(((await api.json()) as SiteSettings).business).toEqual(ownerBusiness);
        // The backup leaves it out: the file restores.
        const backup = await download();
        expect(backup.siteSettings.versions.every((version) => version.value !== null)).toBe(true);
        expect((await get("/backup")).status).toBe(200);

        const restore = await post(
          sectionPath("business"),
          new URLSearchParams({
            section: "business",
            intent: "restore-version",
            versionId: String(inserted.id),
          }),
        );
        expect(restore.status).toBe(400);
        expect(await shownPageText(restore)).toContain("La sección no es válida");
        const [current] = await worker.db
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.section, "business"));
        expect(JSON.parse(current?.value ?? "null")).toEqual(ownerBusiness);
      } finally {
        await worker.db.delete(siteSettingVersions).where(eq(siteSettingVersions.id, inserted.id));
      }
      expect(alarmingLogs(worker)).toEqual([]);
    },
  );

  it.each([
    ["3,000 levels deep", nestedText(3000)],
    ["not JSON", "{ esto no es JSON"],
  ])(
    "a saved section %s shows its default and says so; the site answers too",
    async (_what, text) => {
      await worker.db
        .insert(siteSettings)
        .values({ section: "smokedChili", value: text })
        .onConflictDoUpdate({ target: siteSettings.section, set: { value: text } });
      const tab = await get(sectionPath("smokedChili"));
      expect(tab.status).toBe(200);
      const page = await shownPageText(tab);
      expect(page).toContain(
        "Lo guardado en «Chile Ahumado» ya no es válido: el sitio muestra los valores predeterminados de esta sección hasta que la guarde de nuevo.",
      );
      expect(page).toContain(defaultSiteSettings.smokedChili.featuresHeading);
      const api = await get("/api/admin/site-settings");
      expect(api.status).toBe(200);
      expect(((await api.json()) as SiteSettings).smokedChili).toEqual(
        defaultSiteSettings.smokedChili,
      );
      expect((await get("/backup.json")).status).toBe(200);
      const publicPage = await worker.fetch("/smoked-chili");
      expect(publicPage.status).toBe(200);
      expect(await shownPageText(publicPage)).toContain(
        defaultSiteSettings.smokedChili.featuresHeading,
      );
      expect(alarmingLogs(worker)).toEqual([]);
    },
  );
});
