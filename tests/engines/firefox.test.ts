import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../support/engines/engine-page";
import { isShown, valueOf, waitForText } from "../support/engines/engine-steps";
import { launchFirefox } from "../support/engines/firefox";
import { engineSuite } from "../support/engines/engine-suite";
import {
  CONTACT,
  freshCode,
  invitationForm,
  PHONE,
  smokeScenarios,
} from "../support/engines/smoke-scenarios";
import { requestsFor } from "../support/codes";

const suite = engineSuite(() => launchFirefox());

describe("the site in Firefox", () => {
  smokeScenarios(suite);
});

describe("the site in Firefox without JavaScript", () => {
  let noScript: Engine;
  beforeAll(async () => {
    noScript = await launchFirefox({ javaScript: false });
  });
  afterAll(async () => {
    await noScript?.close();
  });

  it("validates an invitation code, then sends the request", async () => {
    const code = await freshCode(suite.worker);
    const page = await noScript.openPage(suite.base, PHONE);
    await page.goto("/associates");
    // Only a page without scripts shows the button: with them, typing looks the code up.
    expect(await isShown(page, invitationForm.validate)).toBe(true);
    await page.fill(invitationForm.code, code);
    // A page without scripts takes Enter on a focused button, not a synthetic click.
    await page.pressEnter(invitationForm.validate, { navigates: true });
    expect(new URL(await page.url()).searchParams.get("code")).toBe(code);
    expect(await valueOf(page, invitationForm.name)).toBe(CONTACT.name);
    await page.fill(invitationForm.phone, "771 555 0000");
    await page.pressEnter(invitationForm.submit, { navigates: true });
    await waitForText(page, "¡Gracias por su interés!");
    const rows = await requestsFor(suite.worker, code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "associate", name: CONTACT.name, phone: "771 555 0000" });
    await page.close();
  });
});
