import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import type { ReprocessResult } from "~/lib/admin-reprocess.server";

interface ReprocessUploadsPanelProps {
  /** Uploads still stored as they were sent. */
  pending: number;
  /** The last batch's result, without JavaScript. */
  serverResult?: ReprocessResult;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Optimizar imágenes anteriores': uploads from before the site processed
 * them are made into WebP variants without metadata, a few per request.
 * Without JavaScript each press does one batch; with it, the batches follow
 * one another until none is left.
 */
export function ReprocessUploadsPanel({ pending, serverResult }: ReprocessUploadsPanelProps) {
  const fetcher = useFetcher<ReprocessResult>();
  const latest = fetcher.data ?? serverResult;
  const [done, setDone] = useState(0);
  const [failed, setFailed] = useState<ReprocessResult["failed"]>([]);

  useEffect(() => {
    const batch = fetcher.data;
    if (fetcher.state !== "idle" || !batch) return;
    setDone((count) => count + batch.processed);
    setFailed((list) => [...list, ...batch.failed]);
    if (batch.next && !batch.error && (batch.processed > 0 || batch.failed.length > 0)) {
      fetcher.submit({ intent: "reprocess", after: batch.next }, { method: "post" });
    }
    // Each answer is handled once: only a new `data` runs this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  if (pending === 0 && !latest) return null;
  const working = fetcher.state !== "idle";
  const processed = fetcher.data ? done : (serverResult?.processed ?? 0);
  const unreadable = fetcher.data ? failed : (serverResult?.failed ?? []);

  return (
    <section
      aria-labelledby="reprocess-title"
      className="space-y-3 rounded-xl border border-honey-700 bg-honey-50 p-5 text-smoke-900"
    >
      <h3 id="reprocess-title" className="text-lg font-semibold">
        Imágenes anteriores sin optimizar
      </h3>
      {pending > 0 ? (
        <p>
          {`Hay ${plural(pending, "imagen subida", "imágenes subidas")} antes de que el sitio optimizara las fotos: se sirven tal como se subieron, con su peso original y sus metadatos (incluida la ubicación GPS). Al optimizarlas se sirven en WebP, en varios tamaños y sin metadatos; sus URL siguen funcionando.`}
        </p>
      ) : null}
      <div role="status" className="space-y-1">
        {working ? (
          <p>{`Optimizando… ${plural(processed, "imagen lista", "imágenes listas")}.`}</p>
        ) : null}
        {!working && latest && !latest.error && !latest.message ? (
          <p>{`Se optimizaron ${plural(processed, "imagen", "imágenes")}.`}</p>
        ) : null}
        {latest?.message ? <p>{latest.message}</p> : null}
      </div>
      {latest?.error ? (
        <p role="alert" className="flex items-start gap-2 text-chili-700">
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          {latest.error}
        </p>
      ) : null}
      {unreadable.length > 0 ? (
        <div role="alert" className="text-chili-700">
          <p className="font-semibold">No se pudieron optimizar y se dejaron como estaban:</p>
          <ul className="list-disc pl-5">
            {unreadable.map((item) => (
              <li key={item.key}>
                <span className="font-mono text-xs break-all">{item.key}</span>: {item.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {pending > 0 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reprocess" />
          {latest?.next ? <input type="hidden" name="after" value={latest.next} /> : null}
          <Button
            type="submit"
            variant="secondary"
            pending={working}
            pendingLabel="Optimizando..."
            onClick={() => {
              setDone(0);
              setFailed([]);
            }}
          >
            {latest?.next ? "Continuar la optimización" : "Optimizar imágenes anteriores"}
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
