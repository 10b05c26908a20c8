import { useState, type ChangeEvent } from "react";
import { toast } from "~/lib/toast";
import { Icon } from "~/components/Icon";
import { SiteImage } from "~/components/SiteImage";
import { resolveImage } from "~/lib/image-resolution";
import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  isAllowedImageType,
  uploadMessages,
} from "~/validation/upload";

interface RecipeImageFieldProps {
  /** Id of the file input. */
  id: string;
  /** Name of the hidden field that carries the image's URL. */
  name: string;
  /** The URL the form starts with (the recipe's, or one kept after a failed post). */
  initialUrl: string;
  errors?: readonly string[] | null;
  errorId: string;
  /** Tells the form an upload is under way (Save is disabled meanwhile). */
  onUploadingChange(uploading: boolean): void;
}

async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/admin/upload", {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  const record = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  if (response.ok && typeof record.imageUrl === "string") return record.imageUrl;
  throw new Error(typeof record.error === "string" ? record.error : uploadMessages.uploadFailed);
}

/**
 * The recipe's picture: a file input and the hidden URL. Without JavaScript
 * the multipart form posts the file and the action uploads it; with it the
 * file is uploaded as soon as it is chosen and previewed, and only its URL is
 * posted.
 */
export function RecipeImageField({
  id,
  name,
  initialUrl,
  errors,
  errorId,
  onUploadingChange,
}: RecipeImageFieldProps) {
  const [imageUrl, setImageUrl] = useState(initialUrl);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A new upload answers the errors the last validation found.
  const [uploaded, setUploaded] = useState(false);
  const shown = uploadError ? [uploadError] : uploaded ? [] : (errors ?? []).filter(Boolean);
  const image = resolveImage(imageUrl, {});

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    const problem = !isAllowedImageType(file.type)
      ? uploadMessages.invalidType
      : file.size > MAX_UPLOAD_BYTES
        ? uploadMessages.tooLarge
        : null;
    if (problem) {
      input.value = "";
      setUploadError(problem);
      return;
    }
    setUploading(true);
    onUploadingChange(true);
    try {
      setImageUrl(await uploadFile(file));
      setUploaded(true);
      // The file is stored: the form posts only its URL.
      input.value = "";
    } catch (error) {
      const message = error instanceof Error ? error.message : uploadMessages.uploadFailed;
      setUploadError(message);
      toast.error("Error al subir la imagen", { description: message });
      input.value = "";
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  }

  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor={id} className="block font-semibold text-smoke-900">
        Imagen
      </label>
      <p id={`${id}-description`} className="text-sm text-stone-700">
        JPG, PNG o WebP de hasta 5 MB.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {imageUrl ? (
          <SiteImage
            image={image}
            alt="Imagen actual de la receta"
            className="aspect-square w-24 overflow-hidden rounded-lg"
            imageClassName="size-full object-cover"
          />
        ) : null}
        <input
          id={id}
          type="file"
          name="image"
          accept={ALLOWED_IMAGE_TYPES.join(",")}
          onChange={(event) => void onChange(event)}
          disabled={uploading}
          aria-invalid={shown.length > 0 || undefined}
          aria-describedby={`${id}-description${shown.length > 0 ? ` ${errorId}` : ""}`}
          className="block min-h-11 text-sm text-smoke-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-honey-700 file:bg-honey-50 file:px-3 file:font-semibold file:text-honey-900"
        />
        {uploading ? (
          <p role="status" className="text-sm text-honey-900">
            Subiendo imagen...
          </p>
        ) : null}
      </div>
      <input type="hidden" name={name} value={imageUrl} />
      <div id={errorId} className="min-h-5 text-sm font-medium text-chili-700">
        {shown.length > 0 ? (
          <ul className="space-y-0.5">
            {shown.map((error) => (
              <li key={error} className="flex items-start gap-1.5">
                <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
                <span>{error}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
