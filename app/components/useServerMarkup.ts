import { useState } from "react";

/**
 * The HTML the server drew inside the element `id`, for a part of the shell
 * React need not hydrate (docs/decisions/029-main-thread-work.md): rendered
 * with `dangerouslySetInnerHTML` set to it, the element keeps the server's
 * markup and React builds nothing below it. Read once, on the first render in
 * the browser, and given back while `content` (what the markup was drawn
 * from) stays what it was then; null on the server, when the page has no such
 * element yet (the part is first drawn in the browser) or once `content`
 * changed: the part then renders its children as usual.
 */
export function useServerMarkup(id: string, content: string): string | null {
  const [drawn] = useState(() =>
    typeof document === "undefined"
      ? null
      : { html: document.getElementById(id)?.innerHTML ?? null, content },
  );
  return drawn?.html != null && drawn.content === content ? drawn.html : null;
}
