import { describe, expect, it } from "vitest";
import { products, recipes, stores, users } from "../../app/db/schema";
import { sampleProducts } from "../../app/db/seed-data";
import { freshAddresses } from "../support/addresses";
import { openPage, seriousAccessibilityViolations, waitForPageReady } from "../support/browser";
import { browserSuite } from "../support/browser-suite";

/**
 * Launch day in Chromium at a phone's width (docs/decisions/028-launch-day.md):
 * on a site with no admin, /admin/auth leads to 'Configura tu sitio'; a wrong
 * code is refused with the typed username kept; the right one makes the
 * owner's account, with the sample catalogue if ticked, and opens 'Sitio';
 * the page is gone afterwards. With JavaScript and without it.
 */

const SETUP_CODE = "nopala-domos-miel-2026";
const PHONE = { width: 390, height: 844 };
const suite = browserSuite({ seed: false, vars: { SETUP_CODE } });
const freshAddress = freshAddresses("10.38");

/** Each run starts from a site without an admin or a catalogue. */
async function emptySite(): Promise<void> {
  const { db } = suite.worker;
  await db.delete(users);
  await db.delete(products);
  await db.delete(stores);
  await db.delete(recipes);
}

describe.each([true, false])("the first run, JavaScript %s, at 390 px", (javaScript) => {
  it("leads from /admin/auth to 'Configura tu sitio', refuses a wrong code, makes the owner and opens 'Sitio'", async () => {
    await emptySite();
    const { page, errors } = await openPage(suite.browser, suite.base, {
      javaScript,
      viewport: PHONE,
      extraHTTPHeaders: { "CF-Connecting-IP": freshAddress() },
    });
    await page.goto("/admin/auth");
    if (javaScript) await waitForPageReady(page);
    expect(new URL(page.url()).pathname).toBe("/admin/setup");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Configura tu sitio");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const code = page.getByLabel("Código de configuración", { exact: true });
    const username = page.getByRole("textbox", { name: "Usuario", exact: true });
    const password = page.getByLabel("Contraseña", { exact: true });
    const confirmation = page.getByLabel("Confirma la contraseña", { exact: true });
    const submit = page.getByRole("button", { name: "Crear cuenta y entrar" });

    await code.fill("no-es-el-codigo-correcto");
    await username.fill("Dueña");
    await password.fill("colmena-de-nopala-42");
    await confirmation.fill("colmena-de-nopala-42");
    await submit.click();
    await page.getByText("El código de configuración no es correcto").first().waitFor();
    expect(await username.inputValue()).toBe("Dueña");
    expect(await suite.worker.db.select().from(users)).toEqual([]);

    await code.fill(SETUP_CODE);
    await password.fill("colmena-de-nopala-42");
    await confirmation.fill("colmena-de-nopala-42");
    await page.getByLabel("Empezar con el catálogo de ejemplo").check();
    await submit.click();
    await page.waitForURL("**/admin/site");
    await page.getByText("Cuenta creada").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const admins = await suite.worker.db.select().from(users);
    expect(admins.map((admin) => admin.username)).toEqual(["dueña"]);
    expect(await suite.worker.db.select().from(products)).toHaveLength(sampleProducts.length);

    await page.goto("/products");
    await page.getByText(sampleProducts[0]!.name).first().waitFor();
    const gone = await page.goto("/admin/setup");
    expect(gone?.status()).toBe(404);
    expect(
      errors.filter((error) => !/status of (403|404)/.test(error)),
      errors.join("\n"),
    ).toEqual([]);
    await page.context().close();
  });
});
