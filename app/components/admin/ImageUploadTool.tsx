import { useRevalidator } from "@remix-run/react";
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "~/shared/toast";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import { ALLOWED_IMAGE_TYPES, isAllowedImageType, uploadMessages } from "~/validation/upload";
import { UploadedImageUrl } from "./UploadedImageUrl";
import { UploadProgress } from "./UploadProgress";
import { scaleMessages } from "./scaleLargePhoto";
import type { UploadMessages } from "./uploadAnswer";
import { useAdminUpload } from "./useAdminUpload";
import { InlineAlert } from "~/components/ui/Alert";

export const imageToolMessages = {
  invalidResponse: "Respuesta del servidor inválida",
  missingUrl: "No se recibió la URL de la imagen",
  failedToast: "Error al procesar la imagen",
  success: "Imagen subida correctamente",
} as const;

const messages: UploadMessages = {
  failed: uploadMessages.uploadFailed,
  invalidResponse: imageToolMessages.invalidResponse,
  missingUrl: imageToolMessages.missingUrl,
};

/**
 * The spec's client check: jpg, png or webp. A photo over 5 MB is reduced
 * before it is sent; without JavaScript the server refuses it.
 */
function checkImageFile(file: File): string | null {
  return isAllowedImageType(file.type) ? null : uploadMessages.invalidType;
}

export interface ImageUploadResult {
  imageUrl?: string;
  error?: string;
}

/**
 * The Imágenes tab's upload tool. Without JavaScript a multipart form posts the file to
 * the tab's action; with it, the file is checked and previewed in the browser
 * and sent to the upload API, and the URL can be copied.
 */
export function ImageUploadTool({
  origin,
  serverResult,
}: {
  /** The site's scheme and host: the URL shown and copied is absolute. */
  origin: string;
  serverResult?: ImageUploadResult;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(serverResult?.error ?? null);
  const [imageUrl, setImageUrl] = useState<string | null>(serverResult?.imageUrl ?? null);
  const hydrated = useHydrated();
  const { status, uploading, uploadAll } = useAdminUpload({ field: "image", messages });

  useEffect(() => {
    setError(serverResult?.error ?? null);
    setImageUrl(serverResult?.imageUrl ?? null);
  }, [serverResult]);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setImageUrl(null);
    if (!chosen) {
      setFile(null);
      setError(null);
      return;
    }
    const problem = checkImageFile(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen =
      file ?? event.currentTarget.querySelector<HTMLInputElement>("input[type=file]")?.files?.[0];
    const problem = chosen ? checkImageFile(chosen) : uploadMessages.missing;
    if (!chosen || problem) {
      setError(problem ?? uploadMessages.missing);
      return;
    }
    setError(null);
    const { failure } = await uploadAll([chosen], (uploaded) => setImageUrl(uploaded.imageUrl));
    if (failure) {
      setError(failure);
      toast.error(imageToolMessages.failedToast, { description: failure });
    } else {
      toast.success(imageToolMessages.success);
      revalidator.revalidate();
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      data-upload-state={hydrated ? status.phase : undefined}
      className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
    >
      <h3 id={`${inputId}-title`} className="text-lg font-semibold text-smoke-900">
        Subir imagen
      </h3>
      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="space-y-4"
        noValidate
      >
        <div className="space-y-1">
          <label htmlFor={inputId} className="block font-medium text-smoke-900">
            Archivo de imagen
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-stone-700">
            JPG, PNG o WebP, de hasta 5MB.{hydrated ? ` ${scaleMessages.hint}` : null}
          </p>
          <input
            id={inputId}
            name="image"
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(",")}
            onChange={onChange}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-hint ${errorId}` : `${inputId}-hint`}
            className="block w-full rounded-lg border border-stone-500 bg-white p-2 text-smoke-900 file:mr-3 file:rounded-md file:border-0 file:bg-honey-100 file:px-3 file:py-2 file:font-semibold file:text-honey-900"
          />
        </div>
        {error ? <InlineAlert id={errorId}>{error}</InlineAlert> : null}
        {previewUrl ? (
          <figure className="space-y-1">
            <img
              src={previewUrl}
              alt={`Vista previa de ${file?.name ?? "la imagen seleccionada"}`}
              className="max-h-64 w-auto rounded-lg border border-honey-200 object-contain"
            />
            <figcaption className="text-sm text-stone-700">Vista previa</figcaption>
          </figure>
        ) : null}
        <UploadProgress id={`${inputId}-progress`} status={status} />
        <Button type="submit" pending={uploading} pendingLabel="Procesando...">
          Subir imagen
        </Button>
      </form>
      {imageUrl ? <UploadedImageUrl imageUrl={imageUrl} origin={origin} /> : null}
    </section>
  );
}
