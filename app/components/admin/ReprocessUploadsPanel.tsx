import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import type { ReprocessResult } from "~/shared/admin-reprocess";

interface ReprocessUploadsPanelProps {
  /** Uploads still stored as they were sent. */
  pending: number;
  /** The last batch's answer. */
  result?: ReprocessResult;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Optimizar imágenes anteriores': uploads from before the site processed
 * them are made into WebP variants without metadata, a few per request.
 * Without JavaScript each press does one batch; with it, the form sends
 * itself again after each batch until none is left. (A plain `Form`, not a
 * fetcher: `useFetcher` would add its code to every public page's bundle.)
 */
export function ReprocessUploadsPanel({ pending, result }: ReprocessUploadsPanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const working = navigation.state !== "idle" && navigation.formData?.get("intent") === "reprocess";
  // What the batches of this visit did, counting the one the page opened with.
  const [total, setTotal] = useState(() => ({
    processed: result?.processed ?? 0,
    failed: result?.failed ?? [],
  }));
  const counted = useRef(result);
  const continued = useRef(result);

  useEffect(() => {
    if (!result || result === counted.current) return;
    counted.current = result;
    setTotal((sum) => ({
      processed: sum.processed + result.processed,
      failed: [...sum.failed, ...result.failed],
    }));
  }, [result]);

  // The next batch once this one's page data is fresh: a submission while
  // Remix still revalidates would cancel that revalidation.
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (!idle || !result || result === continued.current) return;
    continued.current = result;
    const progressed = result.processed > 0 || result.failed.length > 0;
    if (result.next && !result.error && progressed) form.current?.requestSubmit();
  }, [idle, result]);

  if (pending === 0 && !result) return null;
  const { processed, failed } = total;

  return (
    <section
      aria-labelledby="reprocess-title"
      className="space-y-3 rounded-xl border border-honey-700 bg-honey-50 p-5 text-smoke-900"
    >
      <h3 id="reprocess-title" className="text-lg font-semibold">
        {pending > 0 ? "Imágenes anteriores sin optimizar" : "Imágenes anteriores optimizadas"}
      </h3>
      {pending > 0 ? (
        <p>
          {`Hay ${plural(pending, "imagen subida", "imágenes subidas")} antes de que el sitio optimizara las fotos: se sirven tal como se subieron, con su peso original y sus metadatos (incluida la ubicación GPS). Al optimizarlas se sirven en WebP, en varios tamaños y sin metadatos; sus URL siguen funcionando.`}
        </p>
      ) : null}
      <div role="status" data-reprocess-state={working ? "working" : "idle"}>
        {working ? (
          <p>{`Optimizando… ${plural(processed, "imagen lista", "imágenes listas")}.`}</p>
        ) : null}
        {!working && result && !result.error && !result.message ? (
          <p>{`Se optimizaron ${plural(processed, "imagen", "imágenes")}.`}</p>
        ) : null}
        {result?.message ? <p>{result.message}</p> : null}
      </div>
      {result?.error ? (
        <p role="alert" className="flex items-start gap-2 text-chili-700">
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          {result.error}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <div role="alert" className="text-chili-700">
          <p className="font-semibold">No se pudieron optimizar y se dejaron como estaban:</p>
          <ul className="list-disc pl-5">
            {failed.map((item) => (
              <li key={item.key}>
                <span className="font-mono text-xs break-all">{item.key}</span>: {item.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {pending > 0 ? (
        <Form method="post" ref={form} replace preventScrollReset>
          <input type="hidden" name="intent" value="reprocess" />
          {result?.next ? <input type="hidden" name="after" value={result.next} /> : null}
          <Button type="submit" variant="secondary" pending={working} pendingLabel="Optimizando...">
            {result?.next ? "Continuar la optimización" : "Optimizar imágenes anteriores"}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
