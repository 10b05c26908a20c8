import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useState, type ReactNode } from "react";
import type { SiteSettings, SiteSettingsSection } from "~/validation/site-settings";
import { siteTabCopy } from "~/content/site-settings-copy";
import { Button } from "~/components/ui/Button";
import { FieldErrors } from "~/components/ui/FormField";
import { siteSettingsFormSchemas } from "~/validation/site-settings";
import { sectionFormValues, type FormShape } from "./form-values";

export type SectionFields<S extends SiteSettingsSection> = ReturnType<
  FormMetadata<FormShape<SiteSettings[S]>, string[]>["getFieldset"]
>;

/** What a section's fields are given: its fields, the form, and the upload's report. */
export interface SectionFieldsProps<S extends SiteSettingsSection> {
  fields: SectionFields<S>;
  form: FormMetadata<FormShape<SiteSettings[S]>, string[]>;
  onUploadingChange(uploading: boolean): void;
}

interface SiteSectionFormProps<S extends SiteSettingsSection> {
  section: S;
  value: SiteSettings[S];
  /** The tab's URL for this section, where the form posts. */
  action: string;
  /** A refused post of this section: the form as typed, with its errors. */
  lastResult: SubmissionResult<string[]> | undefined;
  children(props: SectionFieldsProps<S>): ReactNode;
}

/**
 * One section's plain form: a multipart post to the tab's action, which
 * works without JavaScript; with it, Conform checks each field as it is left
 * with the same schema as the server, and pictures upload as they are chosen.
 */
export function SiteSectionForm<S extends SiteSettingsSection>({
  section,
  value,
  action,
  lastResult,
  children,
}: SiteSectionFormProps<S>) {
  const schema = siteSettingsFormSchemas[section];
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const saving =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === "save" &&
    navigation.formData.get("section") === section;
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm<FormShape<SiteSettings[S]>, SiteSettings[S], string[]>({
    id: `sitio-${section}`,
    lastResult,
    constraint,
    defaultValue: sectionFormValues<S>(section, value) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const pending = saving || uploading;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      {/* Enter in a field saves: the first submit button is the form's default. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="intent" value="save" />
      <FieldErrors id={form.errorId} errors={form.errors ?? []} />
      {children({ fields, form, onUploadingChange: setUploading })}
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel="Guardando...">
          {siteTabCopy.save}
        </Button>
      </div>
    </Form>
  );
}
