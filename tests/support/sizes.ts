import type { PageOptions } from "./browser";

/** The window sizes the browser tests open pages at. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** The admin's desktop: openSignedInPage's own size. */
export const DESKTOP_TALL = { viewport: { width: 1280, height: 900 } };
export const PHONE = { viewport: { width: 375, height: 740 } };
/** A current phone's width, as the engines' suite opens its pages. */
export const PHONE_390 = { viewport: { width: 390, height: 844 } };

/** `size` for a visitor without JavaScript. */
export const withoutScripts = (size: PageOptions): PageOptions => ({ ...size, javaScript: false });
