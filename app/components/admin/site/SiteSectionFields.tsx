import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Fragment } from "react";
import type { ImageManifest } from "~/content/image-manifest";
import { FieldErrors } from "~/components/ui/FormField";
import {
  sectionFields,
  siteSections,
  type CaptionedPictureSetting,
  type PictureSetting,
  type SettingField,
  type SiteSettingsSection,
  type TextBlockSetting,
} from "~/validation/site-settings";
import type { FormShape } from "./form-values";
import { HeroSlidesField } from "./HeroSlidesField";
import { CheckboxField, GroupFields, MoneyField, RowsField } from "./SiteGroupFields";
import type { SectionFieldsProps } from "./SiteSectionForm";
import { SitePictureField } from "./SitePictureField";
import { TextAreaField, TextBlockFields, TextBlockList, TextField } from "./SiteTextFields";

type Props<S extends SiteSettingsSection> = SectionFieldsProps<S> & {
  section: S;
  manifest: ImageManifest;
};

/** A field's Conform metadata, of whatever shape its control edits. */
type AnyField = FieldMetadata<unknown>;
const as = <T,>(field: AnyField) => field as unknown as FieldMetadata<T>;

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

function FeatureList({ field, legend }: { field: AnyField; legend: string }) {
  const features = as<{ title: string; text: string }[]>(field).getFieldList();
  return features.map((feature, index) => {
    const { title, text } = feature.getFieldset();
    return (
      <fieldset
        key={feature.key ?? feature.id}
        className="space-y-2 rounded-xl border border-honey-200 bg-white p-4"
      >
        <legend className="px-1 font-semibold text-honey-900">
          {legend} {index + 1}
        </legend>
        <TextField field={title} label="Título" />
        <TextAreaField field={text} label="Texto" rows={2} />
      </fieldset>
    );
  });
}

/** One declared field, drawn by its control. */
function Control({
  declared,
  field,
  form,
  manifest,
  onUploadingChange,
}: {
  declared: SettingField;
  field: AnyField;
  form: FormMetadata<Record<string, unknown>, string[]>;
  manifest: ImageManifest;
  onUploadingChange(uploading: boolean): void;
}) {
  const { control, label, hint } = declared;
  switch (control.kind) {
    case "input":
      return <TextField field={as<string>(field)} label={label} hint={hint} type={control.type} />;
    case "textarea":
    case "paragraphs":
    case "lines":
      return (
        <TextAreaField
          field={as<string>(field)}
          label={label}
          rows={control.rows}
          hint={hint}
          list={control.kind === "textarea" ? undefined : control.kind}
        />
      );
    case "checkbox":
      return <CheckboxField field={field} label={label} hint={hint} />;
    case "picture":
      return (
        <PictureFields
          field={as<FormShape<CaptionedPictureSetting>>(field)}
          label={label}
          hasCaption={control.caption}
          manifest={manifest}
          onUploadingChange={onUploadingChange}
        />
      );
    case "heroSlides":
      return (
        <HeroSlidesField
          field={as<PictureSetting[]>(field)}
          form={form}
          manifest={manifest}
          onUploadingChange={onUploadingChange}
        />
      );
    case "textBlock":
      return <TextBlockFields field={as<FormShape<TextBlockSetting>>(field)} legend={label} />;
    case "textBlocks":
      return <TextBlockList field={as<FormShape<TextBlockSetting>[]>(field)} legend={label} />;
    case "features":
      return <FeatureList field={field} legend={label} />;
    case "money":
      return <MoneyField field={field} label={label} hint={hint} />;
    case "rows":
      return <RowsField field={field} label={label} item={control.item} parts={control.parts} />;
    case "group":
      return <GroupFields field={field} legend={label} parts={control.parts} />;
    case "groups": {
      const groups = as<Record<string, unknown>>(field).getFieldset() as Record<string, AnyField>;
      return (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-smoke-900">{label}</legend>
          <FieldErrors id={field.errorId} errors={field.errors ?? []} />
          {control.groups.map((group) => {
            const part = groups[group.name];
            return part ? (
              <GroupFields key={group.name} field={part} legend={group.label} parts={group.parts} />
            ) : null;
          })}
        </fieldset>
      );
    }
  }
}

const LAYOUTS = {
  columns: "grid gap-x-4 sm:grid-cols-2",
  cards: "grid gap-4 lg:grid-cols-2",
  rows: "space-y-2",
} as const;

/**
 * A section's fields, each drawn by the control its declaration names
 * (app/validation/site-settings.ts), in the declared order.
 */
export function SiteSectionFields<S extends SiteSettingsSection>({
  section,
  fields,
  form,
  manifest,
  onUploadingChange,
}: Props<S>) {
  const metadata = fields as unknown as Record<string, AnyField>;
  const { layout = "rows" }: { layout?: keyof typeof LAYOUTS } = siteSections[section];
  return (
    <div className={LAYOUTS[layout]}>
      {Object.entries(sectionFields(section)).map(([key, declared]) => {
        const field = metadata[key];
        if (!field) return null;
        const control = (
          <Control
            declared={declared}
            field={field}
            form={form as unknown as FormMetadata<Record<string, unknown>, string[]>}
            manifest={manifest}
            onUploadingChange={onUploadingChange}
          />
        );
        return declared.wide && layout === "columns" ? (
          <div key={key} className="space-y-2 sm:col-span-2">
            {control}
          </div>
        ) : (
          <Fragment key={key}>{control}</Fragment>
        );
      })}
    </div>
  );
}
