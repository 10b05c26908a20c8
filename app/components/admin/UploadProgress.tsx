import { isUploading, type UploadStatus } from "./useAdminUpload";

function statusText({ phase, index, count, fraction }: UploadStatus): string {
  const which = count > 1 ? ` ${index + 1} de ${count}` : "";
  if (phase === "scaling") return `Reduciendo la foto${which}…`;
  if (phase === "processing") return `Procesando imagen${which}…`;
  return `Subiendo imagen${which}: ${Math.round(fraction * 100)}%`;
}

/**
 * The upload under way, with JavaScript: a labelled bar with the share sent;
 * while the photo is reduced or the server makes its variants the bar has
 * no value (the browser shows it as busy).
 */
export function UploadProgress({ id, status }: { id: string; status: UploadStatus }) {
  if (!isUploading(status.phase)) return null;
  return (
    <div role="status" className="space-y-1 text-sm text-smoke-900">
      <label htmlFor={id}>{statusText(status)}</label>
      <progress
        id={id}
        max={1}
        value={status.phase === "uploading" ? status.fraction : undefined}
        className="block h-2 w-full"
      />
    </div>
  );
}
