import { useState, type ChangeEvent } from "react";
import { SiteImage } from "~/components/SiteImage";
import { useHydrated } from "~/components/useHydrated";
import { FieldErrors } from "~/components/ui/FormField";
import { siteTabCopy } from "~/content/site-settings-copy";
import { UPLOAD_FIELD_PREFIX } from "~/shared/site-tab";
import { toast } from "~/shared/toast";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import type { ImageManifest } from "~/content/image-manifest";
import { ALLOWED_IMAGE_TYPES, isAllowedImageType, uploadMessages } from "~/validation/upload";
import { UploadProgress } from "../UploadProgress";
import { scaleMessages } from "../scaleLargePhoto";
import type { UploadMessages } from "../uploadAnswer";
import { useAdminUpload } from "../useAdminUpload";

const messages: UploadMessages = {
  failed: uploadMessages.uploadFailed,
  invalidResponse: uploadMessages.uploadFailed,
  missingUrl: uploadMessages.uploadFailed,
};

/** The file input's name: the form's action stores the file and fills `name` with its URL. */
export const uploadFieldName = (name: string) => `${UPLOAD_FIELD_PREFIX}${name}`;

interface SitePictureFieldProps {
  id: string;
  label: string;
  /** Name of the hidden field that carries the picture's URL. */
  name: string;
  initialUrl: string;
  /** The picture's alternative text, for its preview. */
  alt: string;
  manifest: ImageManifest;
  errors?: readonly string[] | null;
  errorId: string;
  onUploadingChange(uploading: boolean): void;
  /** Called with the new URL once an upload is stored (with JavaScript). */
  onUploaded?(url: string): void;
  /** Shown wide, as the hero draws it (a preview of the slide). */
  wide?: boolean;
}

/**
 * A picture of the site: the current one, a file input and the hidden URL.
 * Without JavaScript the multipart form posts the file and the action stores
 * it through the product photos' pipeline; with it, the file is reduced,
 * uploaded with its progress shown as soon as it is chosen, and previewed.
 */
export function SitePictureField({
  id,
  label,
  name,
  initialUrl,
  alt,
  manifest,
  errors,
  errorId,
  onUploadingChange,
  onUploaded,
  wide = false,
}: SitePictureFieldProps) {
  const [imageUrl, setImageUrl] = useState(initialUrl);
  const [uploadedImage, setUploadedImage] = useState<ResolvedImage | null>(null);
  const hydrated = useHydrated();
  const { status, uploading, uploadAll } = useAdminUpload({ field: "file", messages });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const shown = uploadError ? [uploadError] : uploaded ? [] : (errors ?? []).filter(Boolean);
  const image = uploadedImage?.src === imageUrl ? uploadedImage : resolveImage(imageUrl, manifest);

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
      onUploaded?.(answer.imageUrl);
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
    <div className="space-y-1.5" data-upload-state={hydrated ? status.phase : undefined}>
      <label htmlFor={id} className="block font-semibold text-smoke-900">
        {label}
      </label>
      <p id={`${id}-description`} className="text-sm text-stone-700">
        JPG, PNG o WebP de hasta 5 MB; se guarda sin metadatos y en varios tamaños.
        {hydrated ? ` ${scaleMessages.hint}` : null}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {imageUrl ? (
          <figure className="space-y-1">
            <SiteImage
              image={image}
              alt={alt}
              className={`${wide ? "aspect-[16/9] w-72" : "aspect-[4/3] w-32"} overflow-hidden rounded-lg`}
              imageClassName="size-full object-cover"
            />
            {wide ? (
              <figcaption className="text-xs text-stone-700">{siteTabCopy.heroPreview}</figcaption>
            ) : null}
          </figure>
        ) : null}
        <input
          id={id}
          type="file"
          name={uploadFieldName(name)}
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
