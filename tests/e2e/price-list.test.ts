import { beforeAll, describe, expect, it } from "vitest";
import { listProducts, type PublicProduct } from "../../app/services/catalog.server";
import { seriousAccessibilityViolations, waitForHydration } from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";
import { DESKTOP, withoutScripts } from "../support/sizes";

const PHONE = { viewport: { width: 320, height: 640 } };

const suite = browserSuite();
let catalogue: PublicProduct[];
beforeAll(async () => {
  catalogue = await listProducts(suite.worker.db);
});

describe("the price list", () => {
  it("is reached from the downloads index and printed without JavaScript: the list alone, on white", async () => {
    const { page, errors } = await pageAt(suite, "/downloads/index.html", withoutScripts(DESKTOP));
    await page.getByRole("link", { name: "Ver e imprimir la lista de precios" }).click();
    await page.waitForURL("**/lista-de-precios");
    const table = page.getByRole("table", { name: "Lista de Precios" });
    await expect(table.isVisible()).resolves.toBe(true);
    for (const product of catalogue) {
      const row = table.getByRole("row", {
        name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      });
      await expect(row.getByRole("cell").last().textContent(), product.name).resolves.toBe(
        product.price,
      );
    }
    // Without scripts there is no print button, only the hint.
    await expect(page.getByRole("button", { name: "Imprimir lista" }).count()).resolves.toBe(0);
    await expect(page.getByText(/Ctrl \+ P/).isVisible()).resolves.toBe(true);

    await page.emulateMedia({ media: "print" });
    await expect(table.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole("main").getByText("hola@mielpicosa.example").isVisible(),
    ).resolves.toBe(true);
    for (const hidden of [
      page.getByRole("banner"),
      page.getByRole("contentinfo"),
      page.getByText(/Ctrl \+ P/),
      page.getByRole("link", { name: "Volver a descargas" }),
    ]) {
      await expect(hidden.isVisible()).resolves.toBe(false);
    }
    const paper = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(paper).toBe("rgb(255, 255, 255)");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // One test a size (README "Tests").
  for (const options of [DESKTOP, PHONE]) {
    it(`offers a print button with JavaScript, fits ${options.viewport.width} px, and has no serious accessibility violation`, async () => {
      const { page, errors } = await pageAt(suite, "/lista-de-precios", options);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Imprimir lista" }).waitFor();
      // Every column shows, even on a 320 px phone: nothing cut off, no sideways scrolling.
      const fits = await page.getByRole("table").evaluate((table) => {
        const frame = table.parentElement?.getBoundingClientRect();
        const box = table.getBoundingClientRect();
        return (
          frame !== undefined &&
          box.right <= frame.right &&
          document.documentElement.scrollWidth <= window.innerWidth
        );
      });
      expect(fits).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
