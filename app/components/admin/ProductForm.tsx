import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "~/shared/toast";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { ConformSelect } from "~/components/forms/ConformField";
import type { AdminProduct, ProductActionData } from "~/controllers/admin-products.server";
import { PRODUCT_CATEGORIES, productSchema } from "~/validation/product";
import { ProductImagesField } from "./ProductImagesField";
import { CHOICE_INPUT_CLASS, CHOICE_LABEL_CLASS } from "./choiceInput";

const constraint = getZodConstraint(productSchema);

interface ProductFormProps {
  /** Null: a new product. */
  product: AdminProduct | null;
  /** The action's answer to this form's last failed submission. */
  actionData?: ProductActionData;
  /** With JavaScript: uploads through /api/admin/upload; without: multipart. */
  enhanced: boolean;
  /** The cancel control (a button closing the dialog, or a link back to the list). */
  renderCancel: (disabled: boolean) => ReactNode;
}

function CheckboxField({
  label,
  inputProps,
}: {
  label: string;
  inputProps: ReturnType<typeof getInputProps>;
}) {
  const { key, ...rest } = inputProps;
  return (
    <label className={CHOICE_LABEL_CLASS}>
      <input key={key} {...rest} className={CHOICE_INPUT_CLASS} />
      {label}
    </label>
  );
}

/** The product form, for a new product or an edit. */
export function ProductForm({ product, actionData, enhanced, renderCancel }: ProductFormProps) {
  const intent = product ? "update" : "create";
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [uploading, setUploading] = useState(false);
  const lastResult = actionData?.intent === intent ? actionData : undefined;
  const [form, fields] = useForm({
    id: product ? `product-edit-${product.id}` : "product-new",
    lastResult: navigation.state === "idle" ? lastResult?.result : undefined,
    constraint,
    defaultValue: product
      ? {
          name: product.name,
          description: product.description,
          category: product.category,
          isLimitedEdition: product.isLimitedEdition,
          isSpecialty: product.isSpecialty,
          isFeatured: product.isFeatured,
          price: product.price ?? "",
          weight: product.weight ?? "",
          ingredients: product.ingredients ?? "",
          nutritionalInfo: product.nutritionalInfo ?? "",
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });
  const formErrors = lastResult?.result.error?.[""] ?? [];
  const serverMessage = formErrors[0];

  useEffect(() => {
    if (serverMessage) toast.error("Error al guardar", { description: serverMessage });
  }, [lastResult, serverMessage]);

  const submitted = lastResult?.result.initialValue;
  const submittedMain = typeof submitted?.mainImageUrl === "string" ? submitted.mainImageUrl : null;
  const busy = uploading || saving;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-2"
    >
      <input type="hidden" name="intent" value={intent} />
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      {serverMessage ? (
        <div
          role="alert"
          className="mb-3 rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="alert" className="size-5 shrink-0" />
            Error al guardar
          </p>
          <p className="mt-1">{serverMessage}</p>
        </div>
      ) : null}
      <FormField
        label="Nombre"
        inputProps={getInputProps(fields.name, { type: "text" })}
        errors={fields.name.errors}
      />
      <FormField
        label="Descripción"
        textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
        errors={fields.description.errors}
      />
      <ProductImagesField
        initialImages={lastResult?.images ?? product?.images ?? []}
        initialMain={lastResult ? submittedMain : (product?.mainImageUrl ?? null)}
        enhanced={enhanced}
        imagesErrors={fields.imageUrls.errors}
        mainErrors={fields.mainImageUrl.errors}
        onUploadingChange={setUploading}
      />
      <ConformSelect label="Categoría" field={fields.category}>
        <option value="">Seleccione una categoría</option>
        {PRODUCT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </ConformSelect>
      <fieldset className="flex flex-wrap gap-x-6 pb-4">
        <legend className="sr-only">Distintivos</legend>
        <CheckboxField
          label="Edición Limitada"
          inputProps={getInputProps(fields.isLimitedEdition, { type: "checkbox" })}
        />
        <CheckboxField
          label="Especialidad"
          inputProps={getInputProps(fields.isSpecialty, { type: "checkbox" })}
        />
        <CheckboxField
          label="Destacado"
          inputProps={getInputProps(fields.isFeatured, { type: "checkbox" })}
        />
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField
          label="Precio (opcional)"
          inputProps={getInputProps(fields.price, { type: "text" })}
          errors={fields.price.errors}
        />
        <FormField
          label="Peso (opcional)"
          inputProps={getInputProps(fields.weight, { type: "text" })}
          errors={fields.weight.errors}
        />
      </div>
      <FormField
        label="Ingredientes (opcional)"
        textareaProps={{ ...getTextareaProps(fields.ingredients), rows: 3 }}
        errors={fields.ingredients.errors}
      />
      <FormField
        label="Información nutricional (opcional)"
        textareaProps={{ ...getTextareaProps(fields.nutritionalInfo), rows: 3 }}
        errors={fields.nutritionalInfo.errors}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {renderCancel(busy)}
        <Button type="submit" pending={saving} pendingLabel="Guardando..." disabled={uploading}>
          Guardar
        </Button>
      </div>
    </Form>
  );
}
