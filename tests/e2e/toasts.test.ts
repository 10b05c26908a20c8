import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, sendContactMessage, waitForHydration } from "../support/browser";
import { browserSuite } from "../support/browser-suite";

/**
 * The app's toasts (app/components/AppToaster.tsx, app/shared/toast.ts): one
 * visible at a time, so a new toast replaces the one before it for good, and
 * a close button big enough to hit (WCAG 2.2 target size, 24 × 24 px). The
 * contact form's notice ('Abriendo WhatsApp…') is the toast shown here.
 */

const suite = browserSuite();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** Opens /contact with the chat answered by the test (there is no network here). */
async function openContact(page: Page): Promise<void> {
  await page
    .context()
    .route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "ok" }));
  await page.goto("/contact");
  await waitForHydration(page, "#contacto");
}

describe("toasts", () => {
  it("have a close button of at least 24 × 24 px", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, PHONE);
    await openContact(page);
    await sendContactMessage(page);
    const close = toasts(page).getByRole("button", { name: "Cerrar notificación" });
    await close.waitFor();
    // Its laid-out size: the toast's entrance transform does not count.
    const size = await close.evaluate((element) => ({
      width: (element as HTMLElement).offsetWidth,
      height: (element as HTMLElement).offsetHeight,
    }));
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(size.height).toBeGreaterThanOrEqual(24);

    await close.click();
    await toasts(page).first().waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("show only the newest: swiping it away brings no older one back", async () => {
    const { page, errors } = await openPage(suite.browser, suite.worker.url, PHONE);
    await openContact(page);
    await sendContactMessage(page);
    const first = toasts(page);
    await first.getByText("Abriendo WhatsApp…").waitFor();
    // Marks the first toast, to tell it from the second (same words).
    await first.evaluate((element) => element.setAttribute("data-prueba-anterior", ""));
    // Noted in the page as it happens: a new toast swiped out (sonner marks
    // it, then removes it 200 ms later).
    await page.evaluate(() => {
      const state = window as unknown as { swipedOut?: Promise<void> };
      state.swipedOut = new Promise<void>((resolve) => {
        const observer = new MutationObserver((changes) => {
          const swiped = changes.some(
            (change) =>
              change.target instanceof Element &&
              !change.target.hasAttribute("data-prueba-anterior") &&
              change.target.getAttribute("data-swipe-out") === "true",
          );
          if (!swiped) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, {
          subtree: true,
          attributeFilter: ["data-swipe-out"],
        });
      });
    });
    const cdp = await page.context().newCDPSession(page);

    await sendContactMessage(page);
    const newest = page.locator("[data-sonner-toast]:not([data-prueba-anterior])");
    await newest
      .and(page.locator('[data-mounted="true"]'))
      .getByText("Abriendo WhatsApp…")
      .waitFor();
    // Where it rests once its entrance has run, then a finger on it at once:
    // sonner holds its 5 s while it is touched.
    await newest.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await newest.boundingBox();
    expect(box).not.toBeNull();
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    const x = (box?.x ?? 0) + 40;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x + step * 15, y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // The swipe, not its 5 s, took it away.
    const how = await Promise.race([
      page
        .evaluate(() => (window as unknown as { swipedOut?: Promise<void> }).swipedOut)
        .then(() => "swiped"),
      newest.waitFor({ state: "detached" }).then(() => "gone"),
    ]);
    await newest.waitFor({ state: "detached" });
    expect(how).toBe("swiped");

    await expect(toasts(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
