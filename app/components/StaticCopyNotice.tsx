import type { ContentSourceName } from "~/shared/site-mode";

/**
 * The quiet line a data page shows when D1 failed and the static copy stands
 * in, i.e. when its loader's `source` is "fallback"; nothing otherwise. In
 * standalone mode the site-wide banner says it instead.
 */
export function StaticCopyNotice({ source }: { source: ContentSourceName }) {
  if (source !== "fallback") return null;
  return (
    <p
      role="status"
      className="mx-auto mb-6 max-w-3xl rounded-lg border border-honey-200 bg-honey-50 px-4 py-2 text-center text-sm text-honey-900"
    >
      Mostramos una copia guardada de nuestro catálogo mientras se restablece la conexión.
    </p>
  );
}
