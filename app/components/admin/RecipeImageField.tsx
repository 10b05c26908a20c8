import { SiteImage } from "~/components/SiteImage";
import { SinglePictureField } from "./SinglePictureField";
import { scaleMessages } from "./scaleLargePhoto";
import { useSinglePictureUpload, type SinglePictureUploadOptions } from "./useSinglePictureUpload";

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
export function RecipeImageField({ id, name, errorId, ...options }: RecipeImageFieldProps) {
  const upload = useSinglePictureUpload({ id, fileInputName: "image", errorId, ...options });
  return (
    <SinglePictureField
      id={id}
      name={name}
      errorId={errorId}
      label="Imagen"
      description={
        <>JPG, PNG o WebP de hasta 5 MB.{upload.hydrated ? ` ${scaleMessages.hint}` : null}</>
      }
      className="space-y-1.5 sm:col-span-2"
      preview={
        <SiteImage
          image={upload.image}
          alt="Imagen actual de la receta"
          className="aspect-square w-24 overflow-hidden rounded-lg"
          imageClassName="size-full object-cover"
        />
      }
      upload={upload}
    />
  );
}
