import AxeBuilder from "@axe-core/playwright";
import {
  chromium,
  errors as playwrightErrors,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { isHydrated, twoFrames } from "./hydration";
import { TEST_ADMIN } from "./worker";

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
 * Resolves once every short animation and transition running on the page has
 * finished, awaiting each one's own `finished` promise: a toast or dialog
 * fading in has blended colours that no one reads, and axe would measure
 * those. Endless animations and ones longer than 2 s (a spinner, a slow
 * background) are left running; animations that start while others finish
 * are awaited too.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = (animation: Animation) => {
      const timing = animation.effect?.getComputedTiming();
      return (
        timing !== undefined &&
        timing.iterations !== Infinity &&
        Number(timing.endTime ?? 0) <= 2000 &&
        animation.playState === "running"
      );
    };
    // Rounds, not time: a page that kept starting new animations would stop here.
    for (let round = 0; round < 20; round += 1) {
      const running = document.getAnimations().filter(short);
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`: it is over all the same.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Whether the page in `page` ships the app's scripts: a page that needs none
 * (docs/decisions/024-pages-without-javascript.md) has no `<script>` at all.
 */
export function shipsScripts(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector("script") !== null);
}

/**
 * Resolves once the loaded page is what the visitor will use: hydrated when
 * it ships scripts (see waitForHydration), at once when it ships none, as
 * the server's HTML is then all there is.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  if (await shipsScripts(page)) await waitForHydration(page);
}

/**
 * Resolves once React has hydrated the page and committed it: the element
 * `selector` finds (the layout's `<main>` by default) is React's, the root no
 * longer waits on the server's markup, and two frames have passed so the
 * effects of that commit (listeners, `useHydrated`) have run. Not for pages
 * under `page.clock`, whose frames only come when the test runs the clock.
 */
export async function waitForHydration(page: Page, selector = "main"): Promise<void> {
  await page.waitForFunction(isHydrated, selector);
  await page.evaluate(twoFrames);
}

/**
 * Resolves once the form `formId` validates in the page (its deferred Conform
 * has run, `data-validation="live"`): a submit from then on is the page's, so
 * a valid contact message opens the chat in a new tab. A submit before that
 * goes to the server, which leads this tab to the chat instead.
 */
export async function waitForLiveForm(page: Page, formId: string): Promise<void> {
  await page.locator(`form#${formId}[data-validation="live"]`).waitFor({ state: "attached" });
}

/**
 * Follows the page's requests from now on. `settled()` resolves once every
 * request started so far has been answered or has failed, each by its own
 * event (not after a quiet spell): a test that expects no failed request
 * awaits it before reading the errors.
 */
export function watchRequests(page: Page): { settled(): Promise<void> } {
  const pending = new Set<Request>();
  let waiters: (() => void)[] = [];
  page.on("request", (request) => pending.add(request));
  const done = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    settled: () =>
      pending.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/**
 * Playwright's `toHaveValue`, without Vitest: waits until the field `locator`
 * finds holds `expected` (checked in the page on every frame, with
 * Playwright's default ceiling of 30 s), then asserts it. A field that never
 * gets there fails with what it holds.
 */
export async function expectValue(locator: Locator, expected: string): Promise<void> {
  const field = await locator.elementHandle();
  try {
    await locator
      .page()
      .waitForFunction(
        ([element, value]) => (element as HTMLInputElement | null)?.value === value,
        [field, expected] as const,
      );
  } catch (error) {
    if (!(error instanceof playwrightErrors.TimeoutError)) throw error;
  }
  const actual = await locator.inputValue();
  // Thrown, not `expect`ed: scripts/bench imports this file outside Vitest.
  if (actual !== expected) {
    throw new Error(
      `expected the field to hold ${JSON.stringify(expected)}, not ${JSON.stringify(actual)}`,
    );
  }
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
 * Signs the test admin in through the sign-in card at /admin/auth, as a person
 * types it, and resolves once the panel's address is reached.
 */
export async function signInThroughCard(page: Page): Promise<void> {
  await page.goto("/admin/auth");
  await page.getByLabel("Usuario").fill(TEST_ADMIN.username);
  await page.getByLabel("Contraseña").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await page.waitForURL(/\/admin$/);
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

/**
 * Waits until the element `locator` finds holds the focus (the page moves it
 * once, e.g. after a dialog has closed), then asserts it, naming what holds
 * the focus instead when it never gets there. Thrown, not `expect`ed, as
 * `expectValue`.
 */
export async function expectFocused(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  try {
    await locator.page().waitForFunction((target) => document.activeElement === target, element);
  } catch (error) {
    if (!(error instanceof playwrightErrors.TimeoutError)) throw error;
  }
  const focused = await locator.evaluate((target) =>
    document.activeElement === target
      ? null
      : (document.activeElement?.outerHTML.slice(0, 120) ?? "nothing"),
  );
  if (focused !== null) throw new Error(`expected the focus on the element, it is on ${focused}`);
}

/**
 * Sends a valid message from /contact's form (open, hydrated, the chat
 * answered by the test), which opens the chat in a new tab and shows a
 * toast; closes the tab.
 */
export async function sendContactMessage(page: Page): Promise<void> {
  const form = page.locator("form#contacto");
  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía Hernández");
  await form
    .getByRole("textbox", { name: "Correo electrónico", exact: true })
    .fill("lucia@example.com");
  await form
    .getByRole("textbox", { name: "Mensaje", exact: true })
    .fill("¿Tienen la miel picosa en presentación de 500 g? Gracias.");
  await waitForLiveForm(page, "contacto");
  const popup = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Enviar por WhatsApp" }).click();
  await (await popup).close();
}

export interface HeldRequests {
  /** The URLs asked for so far, held or let through. */
  urls: string[];
  /** Resolves once the first request is asked for (and held). */
  requested: Promise<void>;
  /** Lets the held requests through, and any later one at once; resolves once they are through. */
  release(): Promise<void>;
}

/**
 * Holds every request of the page to `pattern` until `release` is called, so
 * what the page does without it (the server's form used before its code
 * arrives, a state shown while a look-up is under way) can be seen.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const urls: string[] = [];
  const held: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    urls.push(route.request().url());
    asked();
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  });
  return {
    urls,
    requested,
    async release() {
      release();
      // Unrouting while a held request is still being let through makes
      // Playwright let it through too ('Route is already handled!').
      await Promise.all(held);
      await page.unroute(pattern);
    },
  };
}

/**
 * Resolves once every 'Editar Producto' link of a public page is React's:
 * its code loads once a signed-in admin's page draws it (ProductAdminLink),
 * and until then a click follows the server's link to the panel.
 */
export async function waitForEditLinks(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll('a[href^="/admin?edit="]')];
    return (
      links.length > 0 &&
      links.every((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber")))
    );
  });
}

/** Collects the documents the page loads from now on: a navigation in the page loads none. */
export function watchDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}
