import { isHydrated, twoFrames } from "../hydration";
import type { EnginePage } from "./engine-page";

/**
 * Steps of the cross-engine suite that read the page the same way in every
 * engine. The functions handed to `evaluate` and `waitFor` run in the page:
 * each is whole in itself.
 */

/** XPath for the elements a visitor names: by their text, label or aria-label. */
export const find = {
  button: (name: string, within = "") =>
    `(${within}//button[normalize-space()='${name}' or @aria-label='${name}'])[1]`,
  link: (name: string, within = "") =>
    `(${within}//a[normalize-space()='${name}' or @aria-label='${name}'])[1]`,
  field: (label: string, within = "") =>
    `(${within}//*[self::input or self::textarea or self::select][@id=//label[normalize-space()='${label}']/@for or @aria-label='${label}'])[1]`,
  /** A section named by its heading: the admin's inline forms. */
  panel: (title: string) =>
    `(//section[@aria-labelledby=//*[normalize-space()='${title}']/@id])[1]`,
  heading: (level: number, name: string) => `(//h${level}[normalize-space()='${name}'])[1]`,
  dialog: (name?: string) =>
    name === undefined
      ? "(//*[@role='dialog'])[1]"
      : `(//*[@role='dialog'][@aria-labelledby=//*[normalize-space()='${name}']/@id])[1]`,
};

/**
 * What the page says of the element `xpath` finds: whether it is `shown` (on
 * the page and drawn), `gone` (absent or not drawn), would `receive a click`
 * at its middle (in the window, scrolled there otherwise, with nothing over
 * it, such as a toast that has not yet gone), the `value` its field holds
 * (null if it is no field), or whether that field `holds` `expected`. It runs
 * in the page, so it is whole in itself: every step below asks it rather than
 * finding the element its own way.
 */
function inspect(
  xpath: string,
  question: "shown" | "gone" | "receives click" | "value" | "holds",
  expected = "",
): boolean | string | null {
  const node = document.evaluate(
    xpath,
    document,
    null,
    XPathResult.FIRST_ORDERED_NODE_TYPE,
    null,
  ).singleNodeValue;
  const element = node instanceof Element ? node : null;
  switch (question) {
    case "shown":
      return (
        element !== null &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden"
      );
    case "gone":
      return element === null || element.getClientRects().length === 0;
    case "value":
    case "holds": {
      const value =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
          ? element.value
          : null;
      return question === "value" ? value : value === expected;
    }
    case "receives click": {
      if (element === null) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
        element.scrollIntoView({ block: "center", inline: "center" });
        return false;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    }
  }
}

export function waitForShown(page: EnginePage, xpath: string): Promise<void> {
  return page.waitFor(`${xpath} to show`, inspect, xpath, "shown");
}

export function waitForGone(page: EnginePage, xpath: string): Promise<void> {
  return page.waitFor(`${xpath} to go`, inspect, xpath, "gone");
}

export async function isShown(page: EnginePage, xpath: string): Promise<boolean> {
  return (await page.evaluate(inspect, xpath, "shown")) === true;
}

/**
 * Clicks the element `xpath` finds once a click would reach it, as
 * Playwright waits for an element to take one: WebDriver clicks at once
 * and fails, or lands on whatever lies over it.
 */
export async function click(page: EnginePage, xpath: string): Promise<void> {
  await page.waitFor(`${xpath} to take a click`, inspect, xpath, "receives click");
  await page.click(xpath);
}

/** Resolves once the page's text (what a visitor reads) includes `text`. */
export function waitForText(page: EnginePage, text: string): Promise<void> {
  return page.waitFor(
    `the text "${text}"`,
    (text: string) => document.body.innerText.includes(text),
    text,
  );
}

/** What the field `xpath` finds holds. */
export async function valueOf(page: EnginePage, xpath: string): Promise<string | null> {
  const value = await page.evaluate(inspect, xpath, "value");
  return typeof value === "string" ? value : null;
}

/** Resolves once the field `xpath` finds holds `value` (the page fills it itself). */
export function waitForValue(page: EnginePage, xpath: string, value: string): Promise<void> {
  return page.waitFor(`${xpath} to hold "${value}"`, inspect, xpath, "holds", value);
}

/**
 * Resolves once React has hydrated the page and committed it, as
 * tests/support/browser.ts's `waitForHydration` does for Chromium: the
 * element `selector` finds is React's, the root no longer waits on the
 * server's markup, and two frames have passed so that commit's effects ran.
 */
export async function waitForHydration(page: EnginePage, selector = "main"): Promise<void> {
  await page.waitFor(`React to hydrate ${selector}`, isHydrated, selector);
  await page.evaluate(twoFrames);
}

/** Resolves once the form `formId` validates in the page, as browser.ts's `waitForLiveForm`. */
export function waitForLiveForm(page: EnginePage, formId: string): Promise<void> {
  return waitForShown(page, `//form[@id='${formId}' and @data-validation='live']`);
}

/** How many pixels the page is wider than its window (0: no sideways scrolling). */
export function horizontalOverflow(page: EnginePage): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The `src` of the picture the product card `slug` shows. */
export function cardPicture(page: EnginePage, slug: string): Promise<string | null> {
  return page.evaluate(
    (slug: string) =>
      document.querySelector(`article[data-product="${slug}"] img`)?.getAttribute("src") ?? null,
    slug,
  );
}
