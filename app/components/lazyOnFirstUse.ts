import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";

/** What counts as a first use of the server's HTML: a focus, a pointer over it, a touch. */
const FIRST_USE_EVENTS = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

export interface LazyOnFirstUse<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** The id of the server-drawn element whose first use downloads the code. */
  id: string;
  release: () => void;
}

/**
 * A component whose code the browser downloads on the visitor's first use of
 * the server-drawn element `#id`, not when the page hydrates: until then the
 * `<Suspense>` around it keeps the server's HTML on screen, a plain form that
 * posts to the server (docs/decisions/023-public-javascript-budget.md). The
 * page calls `useLoadOnFirstUse` to watch that element. Drawn where there is
 * no server HTML to wait in (a client-side navigation), it loads at once. A
 * failed download leaves the server's HTML as it is: reloading could throw
 * away what the visitor is typing.
 */
export function lazyOnFirstUse<P>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): LazyOnFirstUse<P> {
  let release = () => {};
  const used = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Component = lazy(async () => {
    if (document.getElementById(id)) await used;
    try {
      return { default: await load() };
    } catch {
      return new Promise<never>(() => {});
    }
  });
  return { Component, id, release };
}

/** Downloads `gate`'s code on the first use of its element, or when the page that draws it goes. */
export function useLoadOnFirstUse<P>({ id, release }: LazyOnFirstUse<P>, drawn: boolean): void {
  useEffect(() => {
    if (!drawn) return;
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
  }, [id, release, drawn]);
}
