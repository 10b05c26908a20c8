/**
 * The owner's settings survive changes of the code (docs/decisions/027-site-settings.md):
 * a section stored by an older version (a field missing) or a newer one (a
 * key this code does not know), in D1, in a backup file or in a saved
 * version, keeps every value of the owner's that passes its rule; a field
 * it lacks shows its default, an unknown key is ignored, and a value that
 * fails its own rule falls back alone, the tab naming that field.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteSettingVersions, siteSettings } from "../../app/db/schema";
import { defaultSiteSettings, type SiteSettings } from "../../app/validation/site-settings";
import { postForm, signInAs } from "../support/api";
import { shownPageText } from "../support/html";
import { downloadBackup, restoreBackup } from "../support/site-settings";
import { sectionPath } from "../support/site-settings-forms";
import { alarmingLogs } from "../support/worker";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();
let cookie: string;
beforeAll(async () => (cookie = await signInAs(worker)));

const owner: SiteSettings["business"] = {
  ...defaultSiteSettings.business,
  name: "Apiario Las Cumbres",
  phone: "+52 442 111 2233",
  whatsappNumber: "524421112233",
  email: "hola@lascumbres.example",
  footerDescription: "Colmenas de altura en la Sierra Gorda.",
};

/** The identity as an older version stored it: before `footerDescription` and `instagramUrl`. */
function olderIdentity(): Record<string, unknown> {
  const { footerDescription: _footer, instagramUrl: _instagram, ...older } = owner;
  return older;
}

/** The identity as a newer version stores it: a field this code does not know. */
const newerIdentity = () => ({ ...owner, youtubeUrl: "https://www.youtube.com/@lascumbres" });

const get = (path: string) => worker.fetch(path, { headers: { Cookie: cookie } });

async function shown(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return shownPageText(response);
}

const post = (path: string, fields: URLSearchParams) =>
  postForm(worker, path, fields, { Cookie: cookie });

async function storeRow(section: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await worker.db
    .insert(siteSettings)
    .values({ section, value: text })
    .onConflictDoUpdate({ target: siteSettings.section, set: { value: text } });
}

async function storedValue(section: string): Promise<unknown> {
  const rows = await worker.db.select().from(siteSettings).where(eq(siteSettings.section, section));
  return rows[0] ? (JSON.parse(rows[0].value) as unknown) : undefined;
}

/** The 'Sitio' tab's identity (which also writes the KV replica again from D1), then /contact. */
async function tabAndContact(): Promise<{ tab: string; contact: string }> {
  const tab = await shown(sectionPath("business"));
  const contact = await shown("/contact");
  return { tab, contact };
}

const NO_LONGER_VALID = /no es válid[oa]/;

describe("a D1 row written by another version of the code", () => {
  it("of an older version, missing fields: the owner's values stay, the missing ones show their defaults", async () => {
    await storeRow("business", olderIdentity());
    const { tab, contact } = await tabAndContact();
    expect(tab).toContain(owner.name);
    expect(tab).not.toMatch(NO_LONGER_VALID);
    expect(contact).toContain(owner.name);
    expect(contact).toContain(owner.phone);
    expect(contact).toContain(owner.email);
    expect(contact).not.toContain(defaultSiteSettings.business.phone);
    const footer = await shown("/");
    expect(footer).toContain(defaultSiteSettings.business.footerDescription);
    const api = (await (await get("/api/admin/site-settings")).json()) as SiteSettings;
    expect(api.business).toEqual({
      ...owner,
      footerDescription: defaultSiteSettings.business.footerDescription,
      instagramUrl: defaultSiteSettings.business.instagramUrl,
    });
    expect(alarmingLogs(worker)).toEqual([]);
  });

  it("of a newer version, a key this code does not know: ignored, the owner's values shown", async () => {
    await storeRow("business", newerIdentity());
    const { tab, contact } = await tabAndContact();
    expect(tab).not.toMatch(NO_LONGER_VALID);
    expect(tab).not.toContain("(no válida)");
    expect(contact).toContain(owner.name);
    expect(contact).toContain(owner.phone);
    expect(await shown("/")).toContain(owner.footerDescription);
    const api = (await (await get("/api/admin/site-settings")).json()) as SiteSettings;
    expect(api.business).toEqual(owner);
  });

  it("with one value its rule refuses: only that field falls back, and the tab names it", async () => {
    await storeRow("business", { ...owner, phone: "llámenos" });
    const { tab, contact } = await tabAndContact();
    expect(tab).toContain(
      "Lo guardado en «Identidad» no es válido en «Teléfono (como se muestra)»: el sitio muestra su valor predeterminado hasta que guarde la sección de nuevo; el resto de la sección se muestra como se guardó.",
    );
    expect(tab).toContain("Identidad (no válida)");
    expect(contact).toContain(owner.name);
    expect(contact).toContain(owner.email);
    expect(contact).toContain(defaultSiteSettings.business.phone);
    expect(contact).not.toContain("llámenos");
  });
});

describe("a backup file of another version", () => {
  it("restores the owner's values: missing fields get their defaults, unknown keys are dropped", async () => {
    const backup = await downloadBackup(worker, cookie);
    const savedAt = "2026-11-20T10:00:00.000Z";
    const restore = await restoreBackup(worker, cookie, {
      ...backup,
      siteSettings: {
        current: [{ section: "business", value: olderIdentity(), savedAt }],
        versions: [{ section: "business", value: newerIdentity(), savedAt }],
      },
    });
    expect(restore.status).toBe(302);
    expect(await storedValue("business")).toEqual({
      ...owner,
      footerDescription: defaultSiteSettings.business.footerDescription,
      instagramUrl: defaultSiteSettings.business.instagramUrl,
    });
    const versions = await worker.db.select().from(siteSettingVersions);
    expect(versions.map((row) => JSON.parse(row.value) as unknown)).toEqual([owner]);
    const contact = await shown("/contact");
    expect(contact).toContain(owner.name);
    expect(contact).toContain(owner.phone);
  });
});

describe("a saved version of another version of the code", () => {
  it("restores with its unknown key dropped and its missing fields at their defaults", async () => {
    await storeRow("business", owner);
    const [version] = await worker.db
      .insert(siteSettingVersions)
      .values({
        section: "business",
        value: JSON.stringify({ ...olderIdentity(), tiktokUrl: "https://www.tiktok.com/@x" }),
        savedAt: new Date(),
      })
      .returning();
    if (!version) throw new Error("the version was not stored");
    const restore = await post(
      sectionPath("business"),
      new URLSearchParams({
        section: "business",
        intent: "restore-version",
        versionId: String(version.id),
      }),
    );
    expect(restore.status).toBe(302);
    expect(await storedValue("business")).toEqual({
      ...owner,
      footerDescription: defaultSiteSettings.business.footerDescription,
      instagramUrl: defaultSiteSettings.business.instagramUrl,
    });
    expect(await shown("/contact")).toContain(owner.phone);
  });
});
