/**
 * A part's code could not be downloaded: after a deploy, a page opened before
 * it names files the site no longer has. The page reloads at its address, as
 * Remix does for a route's module, and the part stays undrawn meanwhile (a
 * promise that never settles). A page that is itself such a reload lets the
 * error go on to its error boundary instead, so a file missing for good
 * cannot reload the page again and again.
 */
export function reloadAfterFailedDownload(error: unknown): Promise<never> {
  const [opened] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (opened?.type === "reload") throw error;
  window.location.reload();
  return new Promise<never>(() => {});
}
