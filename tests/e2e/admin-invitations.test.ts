import { describe, expect, it } from "vitest";
import { adminInvitations } from "../../app/db/schema";
import { openPage, signInThroughCard, waitForHydration } from "../support/browser";
import { browserSuite } from "../support/browser-suite";
import { TEST_ADMIN } from "../support/worker";
import { DESKTOP_TALL } from "../support/sizes";

/**
 * 'Usuarios' in Chromium (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * a link asked for with the current password, listed among the open ones,
 * and revoked after a confirmation, with JavaScript (a dialog) and without
 * (a step on the page).
 */

const suite = browserSuite();

for (const javaScript of [true, false]) {
  describe(`invitation links ${javaScript ? "with" : "without"} JavaScript`, () => {
    it("asks for the password, lists the new link, and revokes it after confirming", async () => {
      await suite.worker.db.delete(adminInvitations);
      const { page, errors } = await openPage(suite.browser, suite.base, {
        ...DESKTOP_TALL,
        javaScript,
      });
      await signInThroughCard(page);
      await page.goto("/admin/users");
      if (javaScript) await waitForHydration(page);
      const links = page.locator("[data-invitation]");
      await page.getByText("No hay enlaces de invitación abiertos.").waitFor();

      const password = page.getByLabel("Contraseña actual");
      await password.fill("no-es-la-clave");
      await page.getByRole("button", { name: "Invitar administrador" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "La contraseña actual no es correcta" })
        .first()
        .waitFor();
      await expect(suite.worker.db.select().from(adminInvitations)).resolves.toEqual([]);

      await password.fill(TEST_ADMIN.password);
      await page.getByRole("button", { name: "Invitar administrador" }).click();
      await page.getByRole("status").filter({ hasText: "Enlace de invitación creado" }).waitFor();
      await expect(page.getByLabel("Enlace de invitación").inputValue()).resolves.toMatch(
        /\/admin\/invitation\/[A-Za-z0-9_-]{43}$/,
      );
      // Asked again for the next link.
      await expect(password.inputValue()).resolves.toBe("");
      await links.first().waitFor();
      await expect(links.count()).resolves.toBe(1);
      await expect(links.first().textContent()).resolves.toContain(
        `Creado por ${TEST_ADMIN.username}`,
      );

      await links
        .first()
        .getByRole("link", { name: /^Revocar/ })
        .click();
      const question = page.getByText(
        `¿Revocar el enlace de invitación creado por «${TEST_ADMIN.username}»?`,
      );
      await question.waitFor();
      if (javaScript) await expect(page.getByRole("dialog").count()).resolves.toBe(1);
      await page.getByRole("button", { name: "Revocar", exact: true }).click();
      await page.getByRole("status").filter({ hasText: "Enlace de invitación revocado" }).waitFor();
      await links.first().waitFor({ state: "detached" });
      await page.getByText("No hay enlaces de invitación abiertos.").waitFor();
      await expect(suite.worker.db.select().from(adminInvitations)).resolves.toEqual([]);
      // The refused password's answer, and nothing else.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    });
  });
}
