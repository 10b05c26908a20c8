import { useState } from "react";
import { ConformInput, ConformTextarea } from "~/components/forms/ConformField";
import { recipeSchema } from "~/validation/recipe";
import { AdminInlineForm, useAdminItemForm, type AdminInlineFormBase } from "./AdminInlineForm";
import { RecipeImageField } from "./RecipeImageField";
import type { RecipeRow } from "./RecipeList";

interface RecipeFormProps extends AdminInlineFormBase {
  /** The recipe being edited; none to create one. */
  recipe: RecipeRow | null;
}

/** 'Nueva Receta' / 'Editar Receta', inline in the tab; multipart for the image. */
export function RecipeForm({ recipe, ...base }: RecipeFormProps) {
  const [uploading, setUploading] = useState(false);
  const { form, fields, formProps } = useAdminItemForm(base, recipe, {
    schema: recipeSchema,
    idPrefix: "receta",
    newId: "receta-nueva",
    keys: ["title", "description", "instructions", "imageUrl", "instagramUrl"],
    titles: ["Nueva Receta", "Editar Receta"],
  });
  const initialUrl =
    typeof fields.imageUrl.initialValue === "string" ? fields.imageUrl.initialValue : "";
  return (
    <AdminInlineForm {...formProps} multipart pending={formProps.pending || uploading}>
      <ConformInput label="Título" className="sm:col-span-2" field={fields.title} />
      <ConformTextarea
        label="Descripción"
        className="sm:col-span-2"
        field={fields.description}
        rows={3}
      />
      <ConformTextarea
        label="Instrucciones"
        className="sm:col-span-2"
        field={fields.instructions}
        rows={6}
      />
      <RecipeImageField
        id={`${form.id}-imagen`}
        name={fields.imageUrl.name}
        initialUrl={initialUrl}
        errors={fields.imageUrl.errors}
        errorId={fields.imageUrl.errorId}
        onUploadingChange={setUploading}
      />
      <ConformInput
        label="URL de Instagram"
        className="sm:col-span-2"
        field={fields.instagramUrl}
        type="url"
        control={{ placeholder: "https://www.instagram.com/p/…" }}
      />
    </AdminInlineForm>
  );
}
