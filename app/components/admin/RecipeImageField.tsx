import { SiteImage } from "~/components/SiteImage";
import { FieldErrors } from "~/components/ui/FormField";
import { UploadProgress } from "./UploadProgress";
import { scaleMessages } from "./scaleLargePhoto";
import {
  PICTURE_FILE_INPUT_CLASS,
  useSinglePictureUpload,
  type SinglePictureUploadOptions,
} from "./useSinglePictureUpload";

interface RecipeImageFieldProps extends Omit<
  SinglePictureUploadOptions,
  "fileInputName" | "manifest" | "onUploaded"
> {
  /** Name of the hidden field that carries the image's URL. */
  name: string;
}

/**
 * The recipe's picture: a file input and the hidden URL. Without JavaScript
 * the multipart form posts the file and the action uploads it; with it the
 * file is uploaded as soon as it is chosen and previewed, and only its URL is
 * posted.
 */
export function RecipeImageField({ id, name, errorId, ...upload }: RecipeImageFieldProps) {
  const { imageUrl, image, status, hydrated, uploadState, shownErrors, fileInputProps } =
    useSinglePictureUpload({ id, fileInputName: "image", errorId, ...upload });

  return (
    <div className="space-y-1.5 sm:col-span-2" data-upload-state={uploadState}>
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
        <input {...fileInputProps} className={PICTURE_FILE_INPUT_CLASS} />
      </div>
      <UploadProgress id={`${id}-progress`} status={status} />
      <input type="hidden" name={name} value={imageUrl} />
      <FieldErrors id={errorId} errors={shownErrors} />
    </div>
  );
}
