import { useState, type ChangeEvent } from "react";
import { useHydrated } from "~/components/useHydrated";
import type { ImageManifest } from "~/content/image-manifest";
import { toast } from "~/shared/toast";
import { ALLOWED_IMAGE_TYPES, isAllowedImageType, uploadMessages } from "~/validation/upload";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import type { UploadMessages } from "./uploadAnswer";
import { useAdminUpload } from "./useAdminUpload";

const messages: UploadMessages = {
  failed: uploadMessages.uploadFailed,
  invalidResponse: uploadMessages.uploadFailed,
  missingUrl: uploadMessages.uploadFailed,
};

const NO_MANIFEST: ImageManifest = {};

/** The picture's file input: a finger-tall honey button beside the chosen file's name. */
export const PICTURE_FILE_INPUT_CLASS =
  "block min-h-11 text-sm text-smoke-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-honey-700 file:bg-honey-50 file:px-3 file:font-semibold file:text-honey-900";

export interface SinglePictureUploadOptions {
  /** Id of the file input; its description is `${id}-description`. */
  id: string;
  /** Name of the file input: the file the form posts without JavaScript. */
  fileInputName: string;
  /** The URL the form starts with (the saved one, or one kept after a failed post). */
  initialUrl: string;
  /** Where a saved picture's variants are looked up; without it, it is drawn from its own URL. */
  manifest?: ImageManifest;
  errors?: readonly string[] | null;
  errorId: string;
  /** Tells the form an upload is under way (Save is disabled meanwhile). */
  onUploadingChange(uploading: boolean): void;
  /** Called with the new URL once an upload is stored. */
  onUploaded?(url: string): void;
}

/**
 * A form's one picture, with JavaScript: the chosen file is checked, uploaded
 * at once through the product photos' pipeline with its progress, and
 * previewed as the server answered it; the form then posts only its URL.
 * Without JavaScript none of this runs and the multipart form posts the file.
 */
export function useSinglePictureUpload({
  id,
  fileInputName,
  initialUrl,
  manifest = NO_MANIFEST,
  errors,
  errorId,
  onUploadingChange,
  onUploaded,
}: SinglePictureUploadOptions) {
  const [imageUrl, setImageUrl] = useState(initialUrl);
  // The picture as the server answered it: drawn with its variants.
  const [uploadedImage, setUploadedImage] = useState<ResolvedImage | null>(null);
  const hydrated = useHydrated();
  const { status, uploading, uploadAll } = useAdminUpload({ field: "file", messages });
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A new upload answers the errors the last validation found.
  const [uploaded, setUploaded] = useState(false);
  const shownErrors = uploadError ? [uploadError] : uploaded ? [] : (errors ?? []).filter(Boolean);
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

  return {
    /** The URL the hidden field posts. */
    imageUrl,
    /** The preview: the upload as answered, else the URL resolved against the manifest. */
    image,
    status,
    hydrated,
    /** The field's `data-upload-state`: the upload's phase, once JavaScript runs. */
    uploadState: hydrated ? status.phase : undefined,
    shownErrors,
    /** The file input's attributes but its look. */
    fileInputProps: {
      id,
      type: "file",
      name: fileInputName,
      accept: ALLOWED_IMAGE_TYPES.join(","),
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
      disabled: uploading,
      "aria-invalid": shownErrors.length > 0 || undefined,
      "aria-describedby": `${id}-description${shownErrors.length > 0 ? ` ${errorId}` : ""}`,
    },
  };
}
