import { createElement, useEffect, type ComponentType } from "react";
import { serverDrawnPart } from "~/components/serverDrawnPart";

/** What counts as a first use of the server's HTML: a focus, a pointer over it, a touch. */
const FIRST_USE_EVENTS = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

export interface LazyOnFirstUse<P> {
  /** The component as a page draws it, with its own `<Suspense>`. */
  Drawn: ComponentType<P>;
  /** Downloads the code now (an answer to a post sent before it loaded). */
  release: () => void;
}

/**
 * A component whose code the browser downloads on the visitor's first use of
 * the server-drawn element `#id`, not when the page hydrates: until then the
 * `<Suspense>` around it keeps the server's HTML on screen, a plain form that
 * posts to the server (docs/decisions/023-public-javascript-budget.md). As in
 * `serverDrawnPart`, the call site passes `import.meta.env.SSR ? ServerForm :
 * null`. Drawn where there is no server HTML to wait in (a client-side
 * navigation), it loads at once, as it does once the page that drew it goes.
 * A failed download leaves the server's HTML as it is: reloading could throw
 * away what the visitor is typing. Where there is none, the page reloads to
 * get it (serverDrawnPart).
 */
export function lazyOnFirstUse<P extends object>(
  id: string,
  server: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): LazyOnFirstUse<P> {
  let release = () => {};
  const used = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Part = serverDrawnPart(server, async () => {
    const serverHtml = document.getElementById(id) !== null;
    if (serverHtml) await used;
    try {
      return await load();
    } catch (error) {
      if (serverHtml) return new Promise<never>(() => {});
      throw error;
    }
  });
  function Drawn(props: P) {
    useLoadOnFirstUse(id, release);
    return createElement(Part, props);
  }
  return { Drawn, release };
}

/** Downloads the code on the first use of `#id`, or when the component drawing it goes. */
function useLoadOnFirstUse(id: string, release: () => void): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) {
      release();
      return;
    }
    // Watched from the window as the event comes down: React stops the
    // propagation of events into HTML it has not hydrated yet.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release();
    };
    const options = { capture: true, passive: true };
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onUse, options);
    // A visitor quicker than the page's script is already in the form.
    if (element.contains(document.activeElement)) release();
    return () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onUse, options);
      // The next page to draw it has no server HTML to wait in.
      release();
    };
  }, [id, release]);
}
