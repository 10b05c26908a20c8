import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { passkeyChallenges, passkeys, signInAttempts, users } from "../../app/db/schema";
import { hashPassword } from "../../app/services/password.server";
import { signInAs } from "../support/api";
import { openPage, signInThroughCard, waitForHydration } from "../support/browser";
import { browserSuite, expectAccessiblePage } from "../support/browser-suite";
import { TEST_ADMIN } from "../support/worker";

/**
 * The owner's account in Chromium (docs/decisions/026-accounts-passkeys-and-sessions.md):
 * a passkey added (with the current password), used and removed with the
 * DevTools protocol's virtual authenticator on localhost, which verifies its
 * user as the site requires; a wrong password refused before the
 * authenticator is asked; and, without JavaScript, the password changed and
 * a session ended with plain forms.
 */

const suite = browserSuite();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A platform authenticator that holds discoverable credentials, verifies its
 * user (as the site requires) and says yes at once. Answers what reads its
 * credentials back.
 */
async function addVirtualAuthenticator(page: Page): Promise<() => Promise<unknown[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}

const adminId = async () => {
  const [admin] = await suite.worker.db
    .select()
    .from(users)
    .where(eq(users.username, TEST_ADMIN.username));
  return admin!.id;
};

/** The scripts the page has loaded so far whose code calls the browser's WebAuthn. */
async function webAuthnScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.endsWith(".js")),
  );
  const found: string[] = [];
  for (const url of urls) {
    const code = await (await suite.worker.fetch(new URL(url).pathname)).text();
    if (code.includes("navigator.credentials")) found.push(url);
  }
  return found;
}

describe("the WebAuthn library", () => {
  // One test a page (README "Tests"): no public page, nor /admin/auth before a passkey is used.
  for (const path of ["/", "/products", "/contact", "/associates", "/admin/auth"]) {
    it(`is not loaded by ${path}`, async () => {
      const { page } = await openPage(suite.browser, suite.base, DESKTOP);
      await page.goto(path);
      await waitForHydration(page);
      expect(await webAuthnScripts(page), path).toEqual([]);
      await page.context().close();
    });
  }
});

describe("passkeys with JavaScript", () => {
  it("registers a passkey, signs out, signs in with it, and removes it", async () => {
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP);
    await addVirtualAuthenticator(page);
    await signInThroughCard(page);

    await expectAccessiblePage(page, "/admin/users", DESKTOP.viewport.width);
    await page.getByRole("link", { name: "Cuenta", exact: true }).click();
    await page.waitForURL(/\/admin\/account$/);
    await waitForHydration(page);
    const adding = page.getByRole("form", { name: "Agregar llave de acceso" });
    await adding.getByLabel("Nombre de la llave").fill("iPhone de Ana");
    await adding.getByLabel("Contraseña actual").fill(TEST_ADMIN.password);
    await adding.getByRole("button", { name: "Agregar llave de acceso" }).click();
    await page.getByRole("status").filter({ hasText: "Llave de acceso agregada" }).waitFor();
    // The form is emptied, the password too.
    await expect(adding.getByLabel("Contraseña actual").inputValue()).resolves.toBe("");
    // Loaded by the press of the button.
    expect(await webAuthnScripts(page)).toHaveLength(1);
    const listed = page.locator('[data-passkey="iPhone de Ana"]');
    await listed.waitFor();
    await expect(listed.textContent()).resolves.toContain("Sin usar");
    const stored = await suite.worker.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, await adminId()));
    expect(stored.map((passkey) => passkey.name)).toEqual(["iPhone de Ana"]);

    await page.getByRole("button", { name: "Cerrar Sesión", exact: true }).click();
    await page.waitForURL(/\/admin\/auth$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Iniciar sesión con llave de acceso" }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText(`Sesión iniciada como ${TEST_ADMIN.username}`).waitFor();
    const attempts = await suite.worker.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.method, "passkey"));
    expect(attempts.map((attempt) => attempt.succeeded)).toEqual([true]);

    await page.goto("/admin/account");
    await waitForHydration(page);
    await expect(listed.textContent()).resolves.not.toContain("Sin usar");
    await expect(
      page.locator("#cuenta-actividad").locator("..").getByText("Llave de acceso").count(),
    ).resolves.toBeGreaterThan(0);
    await expectAccessiblePage(page, "/admin/account", DESKTOP.viewport.width);
    await page.getByRole("button", { name: "Eliminar iPhone de Ana" }).click();
    await page.getByRole("status").filter({ hasText: "Llave de acceso eliminada" }).waitFor();
    await listed.waitFor({ state: "detached" });
    await expect(
      suite.worker.db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, await adminId())),
    ).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("adding a passkey asks for the current password", () => {
  it("refuses a wrong password, saying so on the field, and adds nothing", async () => {
    const credentials = { username: "con-llave", password: "clave-con-llave-33" };
    const [owner] = await suite.worker.db
      .insert(users)
      .values({
        username: credentials.username,
        passwordHash: await hashPassword(credentials.password),
        isAdmin: true,
      })
      .returning({ id: users.id });
    const { page, errors } = await openPage(suite.browser, suite.base, DESKTOP);
    const credentialsOnDevice = await addVirtualAuthenticator(page);
    await page.goto("/admin/auth");
    await waitForHydration(page);
    await page.getByLabel("Usuario").fill(credentials.username);
    await page.getByLabel("Contraseña").fill(credentials.password);
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await page.waitForURL(/\/admin$/);

    await page.goto("/admin/account");
    await waitForHydration(page);
    const adding = page.getByRole("form", { name: "Agregar llave de acceso" });
    await adding.getByLabel("Nombre de la llave").fill("Llave sin permiso");
    const password = adding.getByLabel("Contraseña actual");
    await password.fill("no-es-mi-clave");
    const refused = page.waitForResponse((response) =>
      response.url().endsWith("/api/admin/account/passkeys/options"),
    );
    await adding.getByRole("button", { name: "Agregar llave de acceso" }).click();
    expect((await refused).status()).toBe(400);
    await page
      .getByRole("alert")
      .filter({ hasText: "La contraseña actual no es correcta" })
      .waitFor();
    await expect(password.getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    await expect(
      page.locator(`[id="${describedBy.split(" ").at(-1)}"]`).textContent(),
    ).resolves.toBe("La contraseña actual no es correcta");
    // The password is cleared for another try; the name stays.
    await expect(password.inputValue()).resolves.toBe("");
    await expect(adding.getByLabel("Nombre de la llave").inputValue()).resolves.toBe(
      "Llave sin permiso",
    );
    await expect(page.locator("[data-passkey]").count()).resolves.toBe(0);
    await expect(
      suite.worker.db.select().from(passkeys).where(eq(passkeys.userId, owner!.id)),
    ).resolves.toEqual([]);
    await expect(
      suite.worker.db
        .select()
        .from(passkeyChallenges)
        .where(eq(passkeyChallenges.userId, owner!.id)),
    ).resolves.toEqual([]);
    // Refused before the browser's authenticator was asked: no credential was made on it.
    await expect(credentialsOnDevice()).resolves.toEqual([]);
    // Chromium's note of the refused request, and no script error.
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  });
});

describe("the account without JavaScript", () => {
  it("changes the password and ends another session with plain forms", async () => {
    const credentials = { username: "sin-script", password: "clave-sin-script-1" };
    await suite.worker.db.insert(users).values({
      username: credentials.username,
      passwordHash: await hashPassword(credentials.password),
      isAdmin: true,
    });
    const { page } = await openPage(suite.browser, suite.base, { ...DESKTOP, javaScript: false });
    await page.goto("/admin/auth");
    await page.getByText("Las llaves de acceso necesitan JavaScript.", { exact: false }).waitFor();
    await page.getByLabel("Usuario").fill(credentials.username);
    await page.getByLabel("Contraseña").fill(credentials.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL(/\/admin$/);

    await page.goto("/admin/account");
    await page.getByLabel("Contraseña actual").fill(credentials.password);
    await page.getByLabel("Nueva contraseña", { exact: true }).fill("colmena-nueva-2026");
    await page.getByLabel("Confirmar nueva contraseña").fill("colmena-nueva-2026");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Contraseña actualizada. Se cerraron las demás sesiones." })
      .waitFor();

    const phone = await signInAs(
      suite.worker,
      { username: credentials.username, password: "colmena-nueva-2026" },
      "192.0.2.44",
    );
    await page.goto("/admin/account");
    const other = page.locator('[data-session="other"]');
    await expect(other.count()).resolves.toBe(1);
    await other.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.getByRole("status").filter({ hasText: "Sesión cerrada" }).waitFor();
    await expect(page.locator('[data-session="other"]').count()).resolves.toBe(0);
    const me = await suite.worker.fetch("/api/user", { headers: { Cookie: phone } });
    expect(me.status).toBe(401);
  });
});
