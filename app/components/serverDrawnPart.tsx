import { lazy, Suspense, type ComponentType } from "react";
import { reloadAfterFailedDownload } from "~/components/reloadAfterFailedDownload";

/**
 * A part the browser keeps from the server's markup (ServerMarkup), or that
 * only an admin or a rare state draws: the server draws it with `server`, a
 * plain import; the browser downloads its code with `load` only when it must
 * draw it (after a navigation in the page), and while it does, the part's own
 * `<Suspense>` keeps what the server drew. Each call site passes
 * `import.meta.env.SSR ? ServerPart : null`, which the browser build reduces
 * to `null`, so the server's import does not pull the part into the page's
 * chunk (docs/decisions/023-public-javascript-budget.md). `React.lazy`
 * without the `<Suspense>` breaks the hydration (React's error 418). Code
 * that cannot be downloaded (a deploy since the page opened) reloads the
 * page (reloadAfterFailedDownload).
 */
export function serverDrawnPart<P extends object>(
  server: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // A lazy component takes the props of the component it loads.
  const Part = (server ??
    lazy(() =>
      load().then((component) => ({ default: component }), reloadAfterFailedDownload),
    )) as ComponentType<P>;
  return function ServerDrawnPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
