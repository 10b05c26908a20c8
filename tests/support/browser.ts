import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium; tools cannot download their own browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface PageOptions extends BrowserContextOptions {
  /** Run the page with JavaScript disabled, as a visitor without it would. */
  javaScript?: boolean;
}

/**
 * A fresh page in its own context (its own cookies). Script errors and
 * failed page requests are collected so tests can assert there are none.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  { javaScript = true, ...options }: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    locale: "es-MX",
    javaScriptEnabled: javaScript,
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors };
}

/**
 * A page signed in with `cookie` (the `name=value` of POST /api/login's
 * session cookie), at a desktop size. `baseURL` must be a localhost address:
 * Chromium keeps Secure (__Host-) cookies only on a secure context.
 */
export async function openSignedInPage(
  browser: Browser,
  baseURL: string,
  cookie: string,
  options: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, baseURL, {
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const [name = "", ...rest] = cookie.split("=");
  await opened.page.context().addCookies([
    {
      name,
      value: rest.join("="),
      domain: new URL(baseURL).hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return opened;
}

/**
 * Waits (at most a few seconds, never failing) until short animations and
 * transitions have finished: a toast or dialog fading in has blended colours
 * that no one reads, and axe would measure those.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const longOrEndless =
            !timing || timing.iterations === Infinity || Number(timing.endTime ?? 0) > 2000;
          return longOrEndless || animation.playState !== "running";
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Serious and critical axe-core violations on the current page, once it has settled. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join(", ")})`,
    );
}

/**
 * Resolves once the sign-in card has emptied its password field, which it does
 * after reading a refused attempt's answer. Typing before that would be wiped.
 */
export async function signInPasswordEmptied(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLInputElement>("#admin-login input[type=password]")?.value === "",
  );
}
