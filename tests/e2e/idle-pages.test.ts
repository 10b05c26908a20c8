import { describe, expect, it } from "vitest";
import { waitForPageReady } from "../support/browser";
import { browserSuite, pageAt } from "../support/browser-suite";
import { CATALOGUE_PAGES, HYDRATED_PAGES } from "../support/site-pages";
import { PHONE_390 } from "../support/sizes";

/**
 * docs/decisions/029-main-thread-work.md: once a page has loaded, nothing
 * keeps animating but the hero's slow zoom (the spec's 8 s), since each
 * frame of a running animation is main-thread work on a phone; and the
 * hero's picture is decoded off the main thread.
 */

const suite = browserSuite();

const PUBLIC_PAGES = [
  ...new Set([...CATALOGUE_PAGES, ...HYDRATED_PAGES.filter((path) => !path.startsWith("/admin"))]),
];

/** What keeps running once the page's short transitions are over: "<property> on <class>". */
function longAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing?.iterations === Infinity || Number(timing?.endTime ?? 0) > 2000;
    })
    .map((animation) => {
      const name =
        animation instanceof CSSTransition
          ? animation.transitionProperty
          : animation instanceof CSSAnimation
            ? animation.animationName
            : "script";
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const slide = target?.closest("[aria-roledescription='diapositiva']");
      return `${name} on ${slide ? "a hero slide" : (target?.className ?? "?")}`;
    });
}

describe("an idle public page", () => {
  it.each(PUBLIC_PAGES)("%s keeps animating only the hero's slow zoom", async (path) => {
    const { page, errors } = await pageAt(suite, path, PHONE_390);
    await waitForPageReady(page);
    const running = await page.evaluate(longAnimations);
    expect(running).toEqual(path === "/" ? ["scale on a hero slide"] : []);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("decodes the hero's picture off the main thread", async () => {
    const { page } = await pageAt(suite, "/", PHONE_390);
    const hero = page.getByRole("img", { name: /Frascos de Miel Picosa/ });
    await expect(hero.getAttribute("decoding")).resolves.toBe("async");
    await expect(hero.getAttribute("fetchpriority")).resolves.toBe("high");
    await page.context().close();
  });
});
