import { useState } from "react";
import { useHydrated } from "~/components/useHydrated";

/**
 * The HTML the server drew inside the element `id`, for a part of the page
 * React need not hydrate (docs/decisions/029-main-thread-work.md): rendered
 * with `dangerouslySetInnerHTML` set to it, the element keeps the server's
 * markup and React builds nothing below it.
 *
 * Read once, on the part's first render, and only while React hydrates the
 * page the server sent; given back while `content` (what the markup was
 * drawn from) is what it was then, again if it comes back to it. Null on the
 * server, for a part first drawn in the browser (after a navigation in the
 * page, the element of that id may still be the previous page's), and while
 * `content` differs: the part then renders its children as usual.
 */
export function useServerMarkup(id: string, content: string): string | null {
  const hydrated = useHydrated();
  const [drawn] = useState(() =>
    hydrated || typeof document === "undefined"
      ? null
      : { html: document.getElementById(id)?.innerHTML ?? null, content },
  );
  return drawn?.html != null && drawn.content === content ? drawn.html : null;
}
