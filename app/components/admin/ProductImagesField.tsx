import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "~/shared/toast";
import { Icon } from "~/components/Icon";
import { SiteImage } from "~/components/SiteImage";
import { Button } from "~/components/ui/Button";
import { FieldErrors } from "~/components/ui/FormField";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";
import { isAllowedImageType, uploadMessages } from "~/validation/upload";
import { CHOICE_INPUT_CLASS, CHOICE_LABEL_CLASS } from "./choiceInput";
import { UploadProgress } from "./UploadProgress";
import { scaleMessages } from "./scaleLargePhoto";
import type { UploadMessages } from "./uploadAnswer";
import { useAdminUpload, type UploadedImage } from "./useAdminUpload";

export interface FieldImage {
  url: string;
  image: ResolvedImage | null;
}

interface ProductImagesFieldProps {
  initialImages: FieldImage[];
  initialMain: string | null;
  /** With JavaScript: uploads as files are chosen; without: a multipart file input. */
  enhanced: boolean;
  imagesErrors?: readonly string[];
  mainErrors?: readonly string[];
  onUploadingChange: (uploading: boolean) => void;
}

const INVALID_RESPONSE = "Error al subir la imagen: respuesta inválida del servidor";
const messages: UploadMessages = {
  failed: uploadMessages.uploadFailed,
  invalidResponse: INVALID_RESPONSE,
  missingUrl: INVALID_RESPONSE,
};

/** Drawn as the server answered it (variants, placeholder); else from its own URL. */
const uploadedImage = ({ imageUrl, image }: UploadedImage): FieldImage => ({
  url: imageUrl,
  image: image ?? resolveImage(imageUrl, {}),
});

/**
 * The product's pictures: several uploads with progress, a
 * 'Principal' choice, 'Quitar'. The first picture becomes main when none is;
 * removing the main one makes the first remaining main.
 */
export function ProductImagesField({
  initialImages,
  initialMain,
  enhanced,
  imagesErrors,
  mainErrors,
  onUploadingChange,
}: ProductImagesFieldProps) {
  const [images, setImages] = useState<FieldImage[]>(initialImages);
  const [main, setMain] = useState<string | null>(
    initialMain && initialImages.some((image) => image.url === initialMain)
      ? initialMain
      : (initialImages[0]?.url ?? null),
  );
  const { status, uploading, uploadAll } = useAdminUpload({ field: "file", messages });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errors = [...(imagesErrors ?? []), ...(mainErrors ?? [])].filter(Boolean);

  function add(uploaded: UploadedImage) {
    const url = uploaded.imageUrl;
    setImages((current) =>
      current.some((image) => image.url === url) ? current : [...current, uploadedImage(uploaded)],
    );
    setMain((current) => current ?? url);
  }

  function remove(url: string) {
    const remaining = images.filter((image) => image.url !== url);
    setImages(remaining);
    if (main === url) setMain(remaining[0]?.url ?? null);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = "";
    if (files.length === 0) return;
    if (!files.every((file) => isAllowedImageType(file.type))) {
      setUploadError(uploadMessages.invalidTypeProductForm);
      toast.error("Error al subir las imágenes", {
        description: uploadMessages.invalidTypeProductForm,
      });
      return;
    }
    setUploadError(null);
    onUploadingChange(true);
    const { uploaded, failure } = await uploadAll(files, add);
    onUploadingChange(false);
    if (failure) {
      setUploadError(failure);
      toast.error("Error al subir las imágenes", { description: failure });
    } else {
      toast.success("Imágenes subidas correctamente", {
        description: `Se han añadido ${uploaded} imágenes.`,
      });
    }
  }

  return (
    <fieldset
      className="space-y-3"
      data-upload-state={enhanced ? status.phase : undefined}
      aria-describedby={errors.length > 0 ? "product-images-error" : undefined}
    >
      <legend className="font-semibold text-smoke-900">Imágenes</legend>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.url} className="rounded-lg border border-honey-200 p-2">
              <SiteImage
                image={image.image}
                alt={`Imagen ${index + 1} del producto`}
                sizes="160px"
                className="aspect-square w-full overflow-hidden rounded-md"
                imageClassName="size-full object-cover"
              />
              {enhanced ? (
                <input type="hidden" name="imageUrls" value={image.url} />
              ) : (
                <label className={`mt-2 text-sm ${CHOICE_LABEL_CLASS}`}>
                  <input
                    type="checkbox"
                    name="imageUrls"
                    value={image.url}
                    defaultChecked
                    className={CHOICE_INPUT_CLASS}
                  />
                  Conservar
                </label>
              )}
              <label className={`mt-1 text-sm ${CHOICE_LABEL_CLASS}`}>
                <input
                  type="radio"
                  name="mainImageUrl"
                  value={image.url}
                  checked={enhanced ? main === image.url : undefined}
                  defaultChecked={enhanced ? undefined : main === image.url}
                  onChange={enhanced ? () => setMain(image.url) : undefined}
                  className={CHOICE_INPUT_CLASS}
                  aria-label={`Principal: imagen ${index + 1}`}
                />
                Principal
              </label>
              {enhanced ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-1 w-full"
                  onClick={() => remove(image.url)}
                  disabled={uploading}
                  aria-label={`Quitar imagen ${index + 1}`}
                >
                  Quitar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">Todavía no hay imágenes.</p>
      )}
      <div>
        <label htmlFor="product-new-images" className="block text-sm font-semibold text-smoke-900">
          {enhanced ? "Subir imágenes" : "Agregar imágenes"}
        </label>
        <p id="product-new-images-hint" className="text-sm text-stone-700">
          JPG, PNG o WebP, hasta 5 MB cada una. La primera imagen será la principal si no elige
          otra.{enhanced ? ` ${scaleMessages.hint}` : null}
        </p>
        <input
          ref={fileInput}
          id="product-new-images"
          type="file"
          name={enhanced ? undefined : "newImages"}
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={enhanced ? upload : undefined}
          disabled={uploading}
          aria-describedby="product-new-images-hint"
          className="mt-1 block w-full text-sm text-smoke-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-honey-700 file:bg-honey-50 file:px-3 file:font-semibold file:text-honey-900"
        />
      </div>
      <UploadProgress id="product-upload-progress" status={status} />
      {uploadError ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-chili-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>Error al subir las imágenes: {uploadError}</span>
        </p>
      ) : null}
      <FieldErrors id="product-images-error" errors={[...new Set(errors)]} />
    </fieldset>
  );
}
