import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FormField } from "~/components/ui/FormField";
import type { AdminNotice } from "~/shared/admin-crud";
import { recipeSchema } from "~/validation/recipe";
import { AdminFormActions } from "./AdminFormActions";
import { AdminFormPanel } from "./AdminFormPanel";
import { RecipeImageField } from "./RecipeImageField";
import type { RecipeRow } from "./RecipeList";

const constraint = getZodConstraint(recipeSchema);

interface RecipeFormProps {
  tabUrl: string;
  /** The recipe being edited; none to create one. */
  recipe: RecipeRow | null;
  action: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: AdminNotice | null;
}

/** 'Nueva Receta' / 'Editar Receta', inline in the tab; multipart for the image. */
export function RecipeForm({ tabUrl, recipe, action, lastResult, notice }: RecipeFormProps) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const saving =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: recipe ? `receta-${recipe.id}` : "receta-nueva",
    lastResult,
    constraint,
    defaultValue: recipe
      ? {
          title: recipe.title,
          description: recipe.description,
          instructions: recipe.instructions,
          imageUrl: recipe.imageUrl,
          instagramUrl: recipe.instagramUrl,
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeSchema }),
  });
  const title = recipe ? "Editar Receta" : "Nueva Receta";
  const initialUrl =
    typeof fields.imageUrl.initialValue === "string" ? fields.imageUrl.initialValue : "";
  return (
    <AdminFormPanel title={title} headingId={`${form.id}-titulo`} notice={notice}>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value={recipe ? "update" : "create"} />
        {recipe ? <input type="hidden" name="id" value={recipe.id} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField
            label="Título"
            className="sm:col-span-2"
            inputProps={getInputProps(fields.title, { type: "text" })}
            errors={fields.title.errors}
          />
          <FormField
            label="Descripción"
            className="sm:col-span-2"
            textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
            errors={fields.description.errors}
          />
          <FormField
            label="Instrucciones"
            className="sm:col-span-2"
            textareaProps={{ ...getTextareaProps(fields.instructions), rows: 6 }}
            errors={fields.instructions.errors}
          />
          <RecipeImageField
            id={`${form.id}-imagen`}
            name={fields.imageUrl.name}
            initialUrl={initialUrl}
            errors={fields.imageUrl.errors}
            errorId={fields.imageUrl.errorId}
            onUploadingChange={setUploading}
          />
          <FormField
            label="URL de Instagram"
            className="sm:col-span-2"
            inputProps={{
              ...getInputProps(fields.instagramUrl, { type: "url" }),
              placeholder: "https://www.instagram.com/p/…",
            }}
            errors={fields.instagramUrl.errors}
          />
        </div>
        <AdminFormActions cancelTo={tabUrl} pending={saving || uploading} />
      </Form>
    </AdminFormPanel>
  );
}
