/**
 * SiteImage's markup and its states, shared by the component and by
 * `watchSiteImage` (watch-site-image.ts), which gives the same states to a
 * picture React does not render (docs/decisions/029-main-thread-work.md).
 */

export type SiteImageState = "loading" | "loaded" | "retrying" | "failed";

/** The frame of a picture: its placeholder below, the picture above. */
export const PICTURE_FRAME_CLASS = "relative overflow-hidden bg-honey-100";
/** The frame that says a picture cannot be shown, in place of it. */
export const MESSAGE_FRAME_CLASS =
  "flex items-center justify-center bg-honey-100 text-sm text-honey-900";
export const IMAGE_ERROR_TEXT = "Error al cargar la imagen";

/**
 * A priority picture is visible from the server's HTML: waiting for the
 * page's script to fade it in would hold back the page's largest paint.
 */
export const imageOpacity = (state: SiteImageState, priority: boolean): string =>
  state === "loaded" || (priority && state === "loading") ? "opacity-100" : "opacity-0";
