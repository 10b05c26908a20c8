import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ImageManifest } from "~/content/image-manifest";
import type { PictureSetting } from "~/validation/site-settings";
import { siteTabCopy } from "~/content/site-settings-copy";
import { Button } from "~/components/ui/Button";
import { FieldErrors } from "~/components/ui/FormField";
import { MAX_HERO_SLIDES } from "~/validation/site-settings";
import { SitePictureField } from "./SitePictureField";
import { TextField } from "./SiteTextFields";

interface HeroSlidesFieldProps {
  field: FieldMetadata<PictureSetting[]>;
  form: FormMetadata<Record<string, unknown>, string[]>;
  manifest: ImageManifest;
  onUploadingChange(uploading: boolean): void;
}

/**
 * The hero's slides, 1 to 5 in order, each a picture and its alternative
 * text. Adding, removing and moving are Conform's list buttons: with
 * JavaScript they change the form at once; without it they post the form,
 * which comes back changed (nothing is saved until 'Guardar').
 */
export function HeroSlidesField({
  field,
  form,
  manifest,
  onUploadingChange,
}: HeroSlidesFieldProps) {
  const slides = field.getFieldList();
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold text-smoke-900">
        Fotos de portada (de 1 a 5, en orden)
      </legend>
      <ol className="space-y-4">
        {slides.map((slide, index) => {
          const { imageUrl, alt } = slide.getFieldset();
          const number = index + 1;
          return (
            <li
              key={slide.key ?? slide.id}
              className="space-y-2 rounded-xl border border-honey-200 bg-white p-4"
              data-hero-slide={number}
            >
              <p className="font-semibold text-honey-900">Foto {number}</p>
              <SitePictureField
                key={imageUrl.key}
                id={imageUrl.id}
                label={`${siteTabCopy.heroFile} ${number}`}
                name={imageUrl.name}
                initialUrl={typeof imageUrl.initialValue === "string" ? imageUrl.initialValue : ""}
                alt={typeof alt.value === "string" ? alt.value : ""}
                manifest={manifest}
                errors={imageUrl.errors}
                errorId={imageUrl.errorId}
                onUploadingChange={onUploadingChange}
                wide
              />
              <TextField field={alt} label={`Texto alternativo de la foto ${number}`} />
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    [siteTabCopy.heroUp, index - 1],
                    [siteTabCopy.heroDown, index + 1],
                  ] as const
                ).map(([label, to]) => (
                  <Button
                    key={label}
                    type="submit"
                    variant="secondary"
                    size="sm"
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to })}
                    disabled={to < 0 || to >= slides.length}
                    aria-label={`${label} la foto ${number}`}
                  >
                    {label}
                  </Button>
                ))}
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  disabled={slides.length <= 1}
                  aria-label={`${siteTabCopy.heroRemove} la foto ${number}`}
                >
                  {siteTabCopy.heroRemove}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldErrors id={field.errorId} errors={field.errors ?? []} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        {...form.insert.getButtonProps({
          name: field.name,
          defaultValue: { imageUrl: "", alt: "" },
        })}
        disabled={slides.length >= MAX_HERO_SLIDES}
      >
        {siteTabCopy.heroAdd}
      </Button>
    </fieldset>
  );
}
