/**
 * What the owner saves in 'Sitio' shows on the public pages, with and
 * without JavaScript (docs/decisions/027-site-settings.md): a hero photo
 * replaced (upload, alternative text, order) is the first slide of `/`, and
 * a new phone is the footer's, the sample's gone.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { siteSettings } from "../../app/db/schema";
import { waitForHydration, waitForPageReady } from "../support/browser";
import { adminBrowserSuite } from "../support/browser-suite";
import { PNG_2X3 } from "../support/test-images";

const suite = adminBrowserSuite();

const photo = { name: "domos-reales.png", mimeType: "image/png", buffer: Buffer.from(PNG_2X3) };

async function adminPage(javaScript: boolean, path: string): Promise<Page> {
  const { page } = await suite.adminPage({ javaScript });
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
  return page;
}

beforeEach(async () => {
  await suite.worker.db.delete(siteSettings);
});

describe.each([true, false])(
  "the public site after a save in 'Sitio', JavaScript %s",
  (javaScript) => {
    it("a replaced hero photo, moved first, is the first slide of /", async () => {
      const page = await adminPage(javaScript, "/admin/site?seccion=home");
      const second = page.locator('[data-hero-slide="2"]');
      await second.getByLabel("Cambiar la foto 2").setInputFiles(photo);
      if (javaScript) await page.locator('[data-upload-state="done"]').waitFor();
      await second.getByLabel("Texto alternativo de la foto 2").fill("Nuestros domos al amanecer");
      await second.getByRole("button", { name: "Subir la foto 2" }).click();
      await page.waitForFunction(
        (alt) =>
          document.querySelector<HTMLInputElement>('[data-hero-slide="1"] input[name$=".alt"]')
            ?.value === alt,
        "Nuestros domos al amanecer",
      );
      await page.getByRole("button", { name: "Guardar" }).click();
      await page.getByText("Portada: cambios guardados").waitFor();
      const [row] = await suite.worker.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.section, "home"));
      const uploaded = (JSON.parse(row?.value ?? "{}") as { heroSlides: { imageUrl: string }[] })
        .heroSlides[0]?.imageUrl;
      expect(uploaded).toMatch(/^\/images\/uploads\//);

      await page.goto("/");
      if (javaScript) await waitForPageReady(page);
      const hero = page.getByRole("img", { name: "Nuestros domos al amanecer" }).first();
      await hero.waitFor();
      const sources = await hero.evaluate((image) => {
        const img = image as HTMLImageElement;
        return `${img.currentSrc} ${img.src} ${img.srcset}`;
      });
      expect(sources).toContain(uploaded?.replace(/\.webp$/, ""));
    });

    it("a new phone is the footer's, and the sample phone is gone", async () => {
      const page = await adminPage(javaScript, "/admin/site?seccion=business");
      await page.getByLabel("Teléfono (como se muestra)").fill("+52 771 000 2222");
      await page.getByLabel("Número de WhatsApp").fill("527710002222");
      await page.getByRole("button", { name: "Guardar" }).click();
      await page.getByText("Identidad: cambios guardados").waitFor();
      // The page the owner saved from shows it already.
      await page.locator("footer").getByText("+52 771 000 2222").waitFor();
      await page.goto("/");
      if (javaScript) await waitForPageReady(page);
      const footer = page.locator("footer");
      await footer.getByText("+52 771 000 2222").waitFor();
      expect(await page.content()).not.toContain(defaultSiteSettings.business.phone);
    });
  },
);
