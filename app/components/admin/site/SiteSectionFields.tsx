import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ImageManifest } from "~/content/image-manifest";
import type {
  CaptionedPictureSetting,
  PictureSetting,
  SiteSettingsSection,
} from "~/content/site-settings";
import { siteTabCopy } from "~/content/site-settings-copy";
import { FieldErrors } from "~/components/ui/FormField";
import type { FormShape } from "./form-values";
import { HeroSlidesField } from "./HeroSlidesField";
import type { SectionFieldsProps } from "./SiteSectionForm";
import { SitePictureField } from "./SitePictureField";
import { TextAreaField, TextBlockFields, TextBlockList, TextField } from "./SiteTextFields";

type Props<S extends SiteSettingsSection> = SectionFieldsProps<S> & { manifest: ImageManifest };

export function BusinessFields({ fields }: Props<"business">) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField field={fields.name} label="Nombre de la marca" />
      <TextField field={fields.tagline} label="Lema" />
      <TextField field={fields.email} label="Correo electrónico" type="email" />
      <TextField field={fields.phone} label="Teléfono (como se muestra)" type="tel" />
      <TextField
        field={fields.whatsappNumber}
        label="Número de WhatsApp"
        hint="12 dígitos: 52 y los 10 del número, sin espacios (p. ej. 527711234567)."
      />
      <TextField field={fields.mapsUrl} label="Enlace al mapa" type="url" />
      <TextField field={fields.facebookUrl} label="Facebook" type="url" />
      <TextField field={fields.instagramUrl} label="Instagram" type="url" />
      <div className="sm:col-span-2">
        <TextAreaField field={fields.address} label="Dirección postal" rows={2} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          field={fields.footerDescription}
          label="Descripción del pie de página"
          rows={2}
        />
      </div>
    </div>
  );
}

export function HomeFields({ fields, form, manifest, onUploadingChange }: Props<"home">) {
  return (
    <div className="space-y-2">
      <HeroSlidesField
        field={fields.heroSlides as FieldMetadata<PictureSetting[]>}
        form={form as unknown as FormMetadata<Record<string, unknown>, string[]>}
        manifest={manifest}
        onUploadingChange={onUploadingChange}
      />
      <TextAreaField field={fields.subtitle} label="Subtítulo de la portada" rows={2} />
      <TextField field={fields.philosophyTitle} label="Título de la filosofía" />
      <TextAreaField
        field={fields.philosophyParagraphs}
        label="Párrafos de la filosofía"
        rows={6}
      />
    </div>
  );
}

function PictureFields({
  field,
  label,
  hasCaption,
  manifest,
  onUploadingChange,
}: {
  /** A picture's fields; `caption` is there only when `hasCaption`. */
  field: FieldMetadata<FormShape<CaptionedPictureSetting>>;
  label: string;
  hasCaption: boolean;
  manifest: ImageManifest;
  onUploadingChange(uploading: boolean): void;
}) {
  const picture = field.getFieldset();
  return (
    <fieldset className="space-y-2 rounded-xl border border-honey-200 bg-white p-4">
      <legend className="px-1 font-semibold text-honey-900">{label}</legend>
      <SitePictureField
        key={picture.imageUrl.key}
        id={picture.imageUrl.id}
        label="Foto"
        name={picture.imageUrl.name}
        initialUrl={
          typeof picture.imageUrl.initialValue === "string" ? picture.imageUrl.initialValue : ""
        }
        alt={typeof picture.alt.value === "string" ? picture.alt.value : ""}
        manifest={manifest}
        errors={picture.imageUrl.errors}
        errorId={picture.imageUrl.errorId}
        onUploadingChange={onUploadingChange}
      />
      <TextField field={picture.alt} label="Texto alternativo" />
      {hasCaption ? <TextField field={picture.caption} label="Pie de foto (opcional)" /> : null}
    </fieldset>
  );
}

const PICTURES = [
  ["storyDomes", "Nuestra Historia: los domos", true],
  ["storySmoking", "Nuestra Historia: el ahumado", true],
  ["smokedChiliSierra", "Chile Ahumado: la sierra", false],
  ["smokedChiliSmoking", "Chile Ahumado: el ahumado", false],
  ["sustainability", "Sustentabilidad", false],
  ["shareImage", "Imagen al compartir un enlace (Open Graph)", false],
] as const;

export function PicturesFields({ fields, manifest, onUploadingChange }: Props<"pictures">) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {PICTURES.map(([key, label, hasCaption]) => (
        <PictureFields
          key={key}
          field={fields[key] as unknown as FieldMetadata<FormShape<CaptionedPictureSetting>>}
          label={label}
          hasCaption={hasCaption}
          manifest={manifest}
          onUploadingChange={onUploadingChange}
        />
      ))}
    </div>
  );
}

export function StoryFields({ fields }: Props<"story">) {
  return (
    <div className="space-y-2">
      <TextAreaField field={fields.description} label="Descripción (buscadores)" rows={2} />
      <TextAreaField field={fields.intro} label="Introducción" rows={4} />
      <TextBlockList field={fields.sections} legend="Sección" />
    </div>
  );
}

export function SmokedChiliFields({ fields }: Props<"smokedChili">) {
  return (
    <div className="space-y-2">
      <TextAreaField field={fields.description} label="Descripción (buscadores)" rows={2} />
      <TextAreaField field={fields.intro} label="Introducción" rows={3} />
      <TextBlockFields field={fields.treasure} legend="El tesoro de la sierra" />
      <TextField field={fields.featuresHeading} label="Título de las características" />
      {fields.features.getFieldList().map((feature, index) => {
        const { title, text } = feature.getFieldset();
        return (
          <fieldset
            key={feature.key ?? feature.id}
            className="space-y-2 rounded-xl border border-honey-200 bg-white p-4"
          >
            <legend className="px-1 font-semibold text-honey-900">
              Característica {index + 1}
            </legend>
            <TextField field={title} label="Título" />
            <TextAreaField field={text} label="Texto" rows={2} />
          </fieldset>
        );
      })}
      <TextBlockFields field={fields.closing} legend="Cierre" />
    </div>
  );
}

export function SustainabilityFields({ fields }: Props<"sustainability">) {
  return (
    <div className="space-y-2">
      <TextAreaField field={fields.description} label="Descripción (buscadores)" rows={2} />
      <TextAreaField field={fields.intro} label="Introducción" rows={3} />
      <TextBlockList field={fields.topics} legend="Tema" />
      <TextBlockFields field={fields.closing} legend="Cierre" />
    </div>
  );
}

export function StoresFields({ fields }: Props<"stores">) {
  return (
    <div className="space-y-2">
      <TextField field={fields.comingSoonHeading} label="Título" />
      <TextAreaField field={fields.comingSoonText} label="Texto" rows={2} />
      <TextAreaField field={fields.places} label="Ciudades" rows={5} />
      <TextAreaField field={fields.invitation} label="Invitación" rows={2} />
    </div>
  );
}

export function PrivacyFields({ fields }: Props<"privacy">) {
  const reviewed = getInputProps(fields.reviewed, { type: "checkbox" });
  return (
    <div className="space-y-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          field={fields.responsible}
          label="Responsable"
          hint={siteTabCopy.emptyMeansIdentity}
        />
        <TextField
          field={fields.contactEmail}
          label="Correo para solicitudes de privacidad"
          type="email"
          hint={siteTabCopy.emptyMeansIdentity}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            field={fields.address}
            label="Domicilio"
            rows={2}
            hint={siteTabCopy.emptyMeansIdentity}
          />
        </div>
        <TextField field={fields.lastUpdated} label="Última actualización" type="date" />
      </div>
      <div className="space-y-1">
        <label className="flex min-h-11 items-center gap-3 font-semibold text-smoke-900">
          <input {...reviewed} key={reviewed.key} className="size-5 accent-honey-700" />
          {siteTabCopy.reviewed}
        </label>
        <FieldErrors id={fields.reviewed.errorId} errors={fields.reviewed.errors ?? []} />
      </div>
      <TextAreaField field={fields.intro} label="Introducción" rows={4} />
      <TextBlockList field={fields.sections} legend="Sección" />
    </div>
  );
}

export function NoticesFields({ fields }: Props<"notices">) {
  return (
    <TextField
      field={fields.recipient}
      label="Correo que recibe los avisos"
      type="email"
      hint="Un destino verificado en Cloudflare → el dominio → Email → Email Routing → Destination addresses. Vacío: sin avisos."
    />
  );
}

export function AnalyticsFields({ fields }: Props<"analytics">) {
  return (
    <TextField
      field={fields.cloudflareToken}
      label="Token de Cloudflare Web Analytics"
      hint="Cloudflare → Analytics & Logs → Web Analytics → Add a site: el valor de «token» del fragmento. Vacío: sin estadísticas."
    />
  );
}
