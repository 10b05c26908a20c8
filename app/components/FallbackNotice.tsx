import { Suspense } from "react";
// The browser build loads these lazily: vite.config.ts swaps in rare-states.browser.tsx.
import { StaticCopyNotice } from "~/components/rare-states";
import type { ContentSourceName } from "~/shared/site-mode";

/**
 * The quiet notice of a page read from the static copy because D1 failed;
 * its code downloads only then (rare-states.tsx).
 */
export function FallbackNotice({ source }: { source: ContentSourceName }) {
  if (source !== "fallback") return null;
  return (
    <Suspense fallback={null}>
      <StaticCopyNotice />
    </Suspense>
  );
}
