/**
 * Checks that run in the page, shared by the Chromium helpers (browser.ts)
 * and the cross-engine steps (engines/engine-steps.ts). Each is handed to the
 * page as its source, so it is whole in itself and imports nothing.
 */

/**
 * Whether React has hydrated the page: the element `selector` finds is
 * React's, and the root fiber `hydrateRoot` put on the document no longer
 * waits on the server's markup.
 */
export function isHydrated(selector: string): boolean {
  const keyOf = (node: object, prefix: string) =>
    Object.keys(node).find((key) => key.startsWith(prefix));
  const element = document.querySelector(selector);
  if (!element || !keyOf(element, "__reactFiber")) return false;
  const rootKey = keyOf(document, "__reactContainer");
  const root = rootKey
    ? (
        document as unknown as Record<
          string,
          { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        >
      )[rootKey]
    : undefined;
  return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
}

/** Resolves once two frames have passed, so the effects of a commit have run. */
export function twoFrames(): Promise<boolean> {
  return new Promise<boolean>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))),
  );
}
