/**
 * Stands in for `react-dom` in the Worker bundle (wrangler.toml `[alias]`).
 * The Worker renders with `react-dom/server`, which does not import
 * `react-dom`. Radix, sonner and React Router import it only for
 * `createPortal` and `flushSync`, which they call in the browser alone: a
 * portal draws after its first effect, `flushSync` runs in event handlers and
 * navigations. Without this stand-in the Worker carries React's browser
 * renderer, about 130 KiB (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export function flushSync<Result>(run: () => Result): Result {
  return run();
}

export function unstable_batchedUpdates<Argument, Result>(
  run: (argument: Argument) => Result,
  argument: Argument,
): Result {
  return run(argument);
}

/** What React's server renderer answers to a portal, for the same case. */
export function createPortal(): never {
  throw new Error("Portals are not currently supported by the server renderer.");
}

export default { flushSync, unstable_batchedUpdates, createPortal };
