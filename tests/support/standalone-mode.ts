import type { Page } from "playwright-core";

/** The two cookies of the standalone mode, in name order: the flag and the mock session. */
export const MODE_COOKIES = ["mp_mock_session", "mp_standalone"] as const;

/** Which of the mode's cookies the page's browser holds, in name order. */
export async function modeCookies(page: Page): Promise<string[]> {
  const names: readonly string[] = MODE_COOKIES;
  return (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => names.includes(name))
    .sort();
}

/**
 * Turns the mode on from the page, as StandaloneModeForm does with
 * JavaScript (POST /standalone, asking for JSON); the answer's status.
 */
export function requestStandaloneMode(page: Page, redirectTo: string): Promise<number> {
  return page.evaluate(async (target) => {
    const body = new FormData();
    body.set("intent", "enable");
    body.set("redirectTo", target);
    const response = await fetch("/standalone", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    return response.status;
  }, redirectTo);
}
