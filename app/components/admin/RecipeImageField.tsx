import { useState, type ChangeEvent } from "react";
import { toast } from "~/shared/toast";
import { SiteImage } from "~/components/SiteImage";
import { useHydrated } from "~/components/useHydrated";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { ALLOWED_IMAGE_TYPES, isAllowedImageType, uploadMessages } from "~/validation/upload";
import { UploadProgress } from "./UploadProgress";
import { scaleMessages } from "./scaleLargePhoto";
import type { UploadMessages } from "./uploadAnswer";
import { useAdminUpload } from "./useAdminUpload";
import { FieldErrors } from "~/components/ui/FormField";

const messages: UploadMessages = {
  failed: uploadMessages.uploadFailed,
  invalidResponse: uploadMessages.uploadFailed,
  missingUrl: uploadMessages.uploadFailed,
};

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
  // The picture as the server answered it: drawn with its variants.
  const [uploadedImage, setUploadedImage] = useState<ResolvedImage | null>(null);
  const hydrated = useHydrated();
  const { status, uploading, uploadAll } = useAdminUpload({ field: "file", messages });
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A new upload answers the errors the last validation found.
  const [uploaded, setUploaded] = useState(false);
  const shown = uploadError ? [uploadError] : uploaded ? [] : (errors ?? []).filter(Boolean);
  const image = uploadedImage?.src === imageUrl ? uploadedImage : resolveImage(imageUrl, {});

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    if (!isAllowedImageType(file.type)) {
      input.value = "";
      setUploadError(uploadMessages.invalidType);
      return;
    }
    onUploadingChange(true);
    const { failure } = await uploadAll([file], (answer) => {
      setImageUrl(answer.imageUrl);
      setUploadedImage(answer.image ?? null);
      setUploaded(true);
    });
    // Stored or refused, the file is not posted again: the form carries only the URL.
    input.value = "";
    onUploadingChange(false);
    if (failure) {
      setUploadError(failure);
      toast.error("Error al subir la imagen", { description: failure });
    }
  }

  return (
    <div
      className="space-y-1.5 sm:col-span-2"
      data-upload-state={hydrated ? status.phase : undefined}
    >
      <label htmlFor={id} className="block font-semibold text-smoke-900">
        Imagen
      </label>
      <p id={`${id}-description`} className="text-sm text-stone-700">
        JPG, PNG o WebP de hasta 5 MB.{hydrated ? ` ${scaleMessages.hint}` : null}
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
      </div>
      <UploadProgress id={`${id}-progress`} status={status} />
      <input type="hidden" name={name} value={imageUrl} />
      <FieldErrors id={errorId} errors={shown} />
    </div>
  );
}
