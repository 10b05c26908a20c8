import { SiteImage } from "~/components/SiteImage";
import type { ImageManifest } from "~/content/image-manifest";
import { siteTabCopy } from "~/content/site-settings-copy";
import { UPLOAD_FIELD_PREFIX } from "~/shared/site-tab";
import { SinglePictureField } from "../SinglePictureField";
import { scaleMessages } from "../scaleLargePhoto";
import { useSinglePictureUpload, type SinglePictureUploadOptions } from "../useSinglePictureUpload";

/** The file input's name: the form's action stores the file and fills `name` with its URL. */
export const uploadFieldName = (name: string) => `${UPLOAD_FIELD_PREFIX}${name}`;

interface SitePictureFieldProps extends Omit<SinglePictureUploadOptions, "fileInputName"> {
  label: string;
  /** Name of the hidden field that carries the picture's URL. */
  name: string;
  /** The picture's alternative text, for its preview. */
  alt: string;
  manifest: ImageManifest;
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
  alt,
  errorId,
  wide = false,
  ...options
}: SitePictureFieldProps) {
  const upload = useSinglePictureUpload({
    id,
    fileInputName: uploadFieldName(name),
    errorId,
    ...options,
  });
  return (
    <SinglePictureField
      id={id}
      name={name}
      errorId={errorId}
      label={label}
      description={
        <>
          JPG, PNG o WebP de hasta 5 MB; se guarda sin metadatos y en varios tamaños.
          {upload.hydrated ? ` ${scaleMessages.hint}` : null}
        </>
      }
      className="space-y-1.5"
      preview={
        <figure className="space-y-1">
          <SiteImage
            image={upload.image}
            alt={alt}
            className={`${wide ? "aspect-[16/9] w-72" : "aspect-[4/3] w-32"} overflow-hidden rounded-lg`}
            imageClassName="size-full object-cover"
          />
          {wide ? (
            <figcaption className="text-xs text-stone-700">{siteTabCopy.heroPreview}</figcaption>
          ) : null}
        </figure>
      }
      upload={upload}
    />
  );
}
