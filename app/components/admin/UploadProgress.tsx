import { isUploading, type UploadStatus } from "./useAdminUpload";

function statusText({ phase, index, count, fraction }: UploadStatus): string {
  const which = count > 1 ? ` ${index + 1} de ${count}` : "";
  if (phase === "scaling") return `Reduciendo la foto${which}…`;
  if (phase === "processing") return `Procesando imagen${which}…`;
  return `Subiendo imagen${which}: ${Math.round(fraction * 100)}%`;
}

/** A honey bar on a pale track, drawn alike in Chromium, WebKit and Firefox; pulsing while busy. */
export const PROGRESS_CLASS = [
  "block h-2.5 w-full appearance-none overflow-hidden rounded-full border-0 bg-honey-100 accent-honey-700",
  "[&::-webkit-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-honey-100",
  "[&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-honey-700",
  "[&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-honey-700",
  "indeterminate:bg-honey-300 indeterminate:motion-safe:animate-pulse",
].join(" ");

/**
 * The upload under way, with JavaScript: a labelled bar with the share sent;
 * while the photo is reduced or the server makes its variants the bar has
 * no value (the browser shows it as busy).
 */
export function UploadProgress({ id, status }: { id: string; status: UploadStatus }) {
  if (!isUploading(status.phase)) return null;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-honey-200 bg-honey-50 p-3 text-sm text-smoke-900"
    >
      <label htmlFor={id} className="block font-semibold">
        {statusText(status)}
      </label>
      <progress
        id={id}
        max={1}
        value={status.phase === "uploading" ? status.fraction : undefined}
        className={PROGRESS_CLASS}
      />
    </div>
  );
}
