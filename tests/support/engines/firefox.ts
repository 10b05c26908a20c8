import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { WAIT_CEILING_MS, requirePrograms } from "./engine-page";
import type { Engine, EnginePage, PageSize } from "./engine-page";

/** Debian's Firefox ESR; tools cannot download their own browser here. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi. Without
 * `javaScript`, every page runs with scripts off, through Firefox's own
 * preference (BiDi has no per-page switch).
 */
export async function launchFirefox({ javaScript = true } = {}): Promise<Engine> {
  requirePrograms("Firefox", [[FIREFOX_PATH, "firefox-esr"]]);
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      "javascript.enabled": javaScript,
      "intl.accept_languages": "es-MX, es",
      // Closing the last tab of a context must not end the browser.
      "browser.tabs.closeWindowWithLastTab": false,
    },
  });
  return {
    name: "Firefox",
    openPage: (baseURL, size) => openFirefoxPage(browser, baseURL, size),
    close: () => browser.close(),
  };
}

/** Remix's route discovery waits this long after links change before fetching their routes. */
const DISCOVERY_DEBOUNCE_MS = 100;

async function openFirefoxPage(
  browser: Browser,
  baseURL: string,
  size: PageSize,
): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_CEILING_MS);
  await page.setViewport(size);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const element = async (xpath: string): Promise<ElementHandle<Element>> => {
    const lookUp = (xpath: string) =>
      document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
        .singleNodeValue;
    let handle = await page.evaluateHandle(lookUp, xpath);
    if (!handle.asElement()) {
      await handle.dispose();
      handle = await page.waitForFunction(lookUp, { polling: "raf" }, xpath).catch(async () => {
        throw new Error(`Waited in vain for ${xpath} on ${await whereItStands(page)}`);
      });
    }
    const found = handle.asElement();
    if (!found) throw new Error(`nothing on the page matches ${xpath}`);
    return found as ElementHandle<Element>;
  };
  return {
    async goto(path) {
      // Leaving a page cuts off what it still fetches (Remix's route
      // discovery logs each cut as an error): first every request is answered.
      // Links that change after hydration are discovered after a 100 ms
      // debounce (`fog-of-war.js`), so the network must stay idle past it.
      await page.waitForNetworkIdle({
        idleTime: DISCOVERY_DEBOUNCE_MS + 50,
        timeout: WAIT_CEILING_MS,
      });
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
    },
    evaluate: (fn, ...args) => evaluateIn(page, fn, args),
    async waitFor(what, fn, ...args) {
      // A page without scripts runs no polling of its own: what it shows
      // once loaded is all it will show.
      if (await evaluateIn(page, fn, args)) return;
      try {
        await page.waitForFunction(
          fn as (...args: unknown[]) => unknown,
          { polling: "raf" },
          ...args,
        );
      } catch (error) {
        throw new Error(`Waited in vain for ${what} on ${await whereItStands(page)}`, {
          cause: error,
        });
      }
    },
    async click(xpath) {
      await (await element(xpath)).click();
    },
    async pressEnter(xpath, { navigates = false } = {}) {
      await (await element(xpath)).focus();
      if (!navigates) return page.keyboard.press("Enter");
      await Promise.all([
        page.waitForNavigation({ waitUntil: "load" }),
        page.keyboard.press("Enter"),
      ]);
    },
    async fill(xpath, text) {
      const field = await element(xpath);
      await field.evaluate((node) => {
        (node as HTMLInputElement).focus();
        (node as HTMLInputElement).select();
      });
      if (text === "") await page.keyboard.press("Backspace");
      else await page.keyboard.type(text);
    },
    url: () => Promise.resolve(page.url()),
    async openedWindow(prefix, action) {
      const opened = browser.waitForTarget(
        (target) => triedAddress(target.url()).startsWith(prefix),
        {
          timeout: WAIT_CEILING_MS,
        },
      );
      await action();
      try {
        return triedAddress((await opened).url());
      } catch (error) {
        const windows = browser.targets().map((target) => `${target.type()} ${target.url()}`);
        throw new Error(`No window reached ${prefix}; open: ${windows.join(", ")}`, {
          cause: error,
        });
      }
    },
    errors: () => Promise.resolve([...errors]),
    close: () => context.close(),
  };
}

/**
 * The address a window went to. Where the network cannot reach it (no
 * internet on the test machines), Firefox shows its own error page, which
 * names the address it tried in `u`.
 */
function triedAddress(url: string): string {
  return url.startsWith("about:neterror?")
    ? (new URLSearchParams(url.slice(url.indexOf("?") + 1)).get("u") ?? url)
    : url;
}

/** The page's address and the start of its text, for a failed wait's message. */
async function whereItStands(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.body.innerText).catch(String);
  return `${page.url()}, which reads: ${text.replace(/\s+/g, " ").slice(0, 400)}`;
}

/** `page.evaluate`, typed for the engine-neutral page. */
function evaluateIn<T, A extends unknown[]>(
  page: Page,
  fn: (...args: A) => T | Promise<T>,
  args: A,
): Promise<T> {
  return page.evaluate(fn as (...args: unknown[]) => T | Promise<T>, ...args) as Promise<T>;
}
