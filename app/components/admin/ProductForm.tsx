import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { HeadedAlert } from "~/components/ui/Alert";
import { Button } from "~/components/ui/Button";
import { ConformInput, ConformSelect, ConformTextarea } from "~/components/forms/ConformField";
import type { AdminProduct, ProductActionData } from "~/view/admin-product.server";
import { productPriceCopy, sessionEndedCopy } from "~/content/admin";
import { availabilityCopy } from "~/content/availability";
import { AVAILABILITY_STATES } from "~/content/availability-states";
import { centsToPesos } from "~/shared/money";
import {
  STOCK_SHOWN_FIELD,
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  productFormFields,
  productFormSchema,
} from "~/validation/product";
import { ProductImagesField } from "./ProductImagesField";
import {
  clearProductDraft,
  draftDefaults,
  draftImages,
  readProductDraft,
  saveProductDraft,
} from "./productDraft";
import { SessionEndedAlert } from "./SessionEndedAlert";
import { CHOICE_INPUT_CLASS, CHOICE_LABEL_CLASS } from "./choiceInput";
import { keepFocusOnPress } from "./keep-focus-on-press";

const constraint = getZodConstraint(productFormFields);
type ProductInput = z.input<typeof productFormSchema>;
type ProductOutput = z.output<typeof productFormSchema>;

interface ProductFormProps {
  /** Null: a new product. */
  product: AdminProduct | null;
  /**
   * The action's answer to this form's last failed submission; its notice
   * is shown here, and as a toast by the page holding the form.
   */
  actionData?: ProductActionData;
  /** With JavaScript: uploads through /api/admin/upload; without: multipart. */
  enhanced: boolean;
  /** The cancel control (a button closing the dialog, or a link back to the list). */
  renderCancel: (disabled: boolean) => ReactNode;
  /** Where a successful save goes back to (the page the form was opened from). */
  returnTo?: string | null;
  /**
   * Posts through this fetcher to the Productos action, for a form opened on
   * another page (a product card); else a navigation to this page's action.
   */
  fetcher?: FetcherWithComponents<unknown>;
}

/** Where the form lives in the panel, for the sign-in page to come back to. */
const adminPathOf = (product: AdminProduct | null) =>
  product ? `/admin?editar=${product.id}` : "/admin?nuevo=1";

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

/** Answers already acted on (the draft): a form drawn again must not repeat them. */
const handledAnswers = new WeakSet<object>();

/** The product form, for a new product or an edit; discarding a kept draft starts it afresh. */
export function ProductForm(props: ProductFormProps) {
  const [generation, setGeneration] = useState(0);
  const productId = props.product?.id ?? null;
  const discardDraft = () => {
    clearProductDraft(productId);
    setGeneration((current) => current + 1);
  };
  return (
    <ProductFormBody
      key={generation}
      {...props}
      onDiscardDraft={discardDraft}
      focusName={generation > 0}
    />
  );
}

function ProductFormBody({
  product,
  actionData,
  enhanced,
  renderCancel,
  returnTo = null,
  fetcher,
  onDiscardDraft,
  focusName,
}: ProductFormProps & { onDiscardDraft: () => void; focusName: boolean }) {
  const intent = product ? "update" : "create";
  const productId = product?.id ?? null;
  const navigation = useNavigation();
  const submission = fetcher ?? navigation;
  const saving = submission.state !== "idle" && submission.formData?.get("intent") === intent;
  const [uploading, setUploading] = useState(false);
  // Only the page's script meets an ended session (without it the post is redirected).
  const [draft] = useState(() => (enhanced ? readProductDraft(productId) : null));
  const sessionEnded = actionData?.sessionEnded ?? null;
  const lastResult = !sessionEnded && actionData?.intent === intent ? actionData : undefined;
  const [form, fields] = useForm<ProductInput, ProductOutput>({
    id: product ? `product-edit-${product.id}` : "product-new",
    lastResult: submission.state === "idle" ? lastResult?.result : undefined,
    constraint,
    defaultValue: draft
      ? draftDefaults(draft)
      : product
        ? {
            name: product.name,
            description: product.description,
            category: product.category,
            isLimitedEdition: product.isLimitedEdition,
            isSpecialty: product.isSpecialty,
            isFeatured: product.isFeatured,
            pricePesos: product.priceCents === null ? "" : centsToPesos(product.priceCents),
            stock: product.stock === null ? "" : String(product.stock),
            weight: product.weight ?? "",
            ingredients: product.ingredients ?? "",
            nutritionalInfo: product.nutritionalInfo ?? "",
            availability: product.availability,
            availabilityNote: product.availabilityNote ?? "",
          }
        : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema }),
  });
  const notice = lastResult?.notice;

  // The values stay in the open form; the draft keeps them past a reload or a sign-in.
  useEffect(() => {
    if (!sessionEnded || !actionData || handledAnswers.has(actionData)) return;
    handledAnswers.add(actionData);
    const element = document.getElementById(form.id);
    if (element instanceof HTMLFormElement) saveProductDraft(productId, new FormData(element));
  }, [actionData, sessionEnded, form.id, productId]);

  // The discarded draft's notice held the focus: the form starts again at its first field.
  useEffect(() => {
    if (focusName) document.getElementById(fields.name.id)?.focus();
  }, [focusName, fields.name.id]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    // A save under way replaces the draft; an ended session writes it again.
    if (!event.defaultPrevented) clearProductDraft(productId);
  };
  const FormElement = fetcher ? fetcher.Form : Form;

  const submitted = lastResult?.result.initialValue;
  const submittedMain = typeof submitted?.mainImageUrl === "string" ? submitted.mainImageUrl : null;
  const busy = uploading || saving;
  // A text that held no amount ('Consultar'): kept, and shown, until an amount is typed.
  const oldPrice = product && product.priceCents === null ? product.price : null;

  return (
    <FormElement
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      {...(fetcher ? { action: "/admin?index" } : {})}
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-2"
    >
      <input type="hidden" name="intent" value={intent} />
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {oldPrice ? <input type="hidden" name="price" value={oldPrice} /> : null}
      {product ? (
        <input
          type="hidden"
          name={STOCK_SHOWN_FIELD}
          value={product.stock === null ? "" : String(product.stock)}
        />
      ) : null}
      {draft ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-honey-300 bg-honey-50 p-3"
        >
          <p>{sessionEndedCopy.draftRestored}</p>
          <Button variant="secondary" onClick={onDiscardDraft}>
            {sessionEndedCopy.discardDraft}
          </Button>
        </div>
      ) : null}
      {sessionEnded ? (
        <SessionEndedAlert message={sessionEnded} returnTo={adminPathOf(product)} />
      ) : null}
      {notice ? (
        <HeadedAlert spacing="mb-3" title={notice.title}>
          {notice.description ? <p className="mt-1">{notice.description}</p> : null}
        </HeadedAlert>
      ) : null}
      <ConformInput label="Nombre" field={fields.name} />
      <ConformTextarea label="Descripción" field={fields.description} rows={4} />
      <ProductImagesField
        initialImages={
          lastResult?.images ??
          (draft ? draftImages(draft, product) : null) ??
          product?.images ??
          []
        }
        initialMain={
          lastResult
            ? submittedMain
            : draft
              ? (draft.values.mainImageUrl ?? null)
              : (product?.mainImageUrl ?? null)
        }
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
        <ConformSelect label={availabilityCopy.formLabel} field={fields.availability}>
          {PRODUCT_AVAILABILITIES.map((value) => (
            <option key={value} value={value}>
              {AVAILABILITY_STATES[value].label}
            </option>
          ))}
        </ConformSelect>
        <ConformInput
          label={availabilityCopy.noteLabel}
          hint={availabilityCopy.noteHint}
          field={fields.availabilityNote}
        />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <ConformInput
          label={productPriceCopy.priceLabel}
          hint={oldPrice ? productPriceCopy.oldPrice(oldPrice) : productPriceCopy.priceHint}
          field={fields.pricePesos}
          control={{ inputMode: "decimal" }}
        />
        <ConformInput
          label={productPriceCopy.stockLabel}
          hint={productPriceCopy.stockHint}
          field={fields.stock}
          control={{ inputMode: "numeric" }}
        />
        <ConformInput label="Peso (opcional)" field={fields.weight} />
      </div>
      <ConformTextarea label="Ingredientes (opcional)" field={fields.ingredients} rows={3} />
      <ConformTextarea
        label="Información nutricional (opcional)"
        field={fields.nutritionalInfo}
        rows={3}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {renderCancel(busy)}
        <Button
          type="submit"
          pending={saving}
          pendingLabel="Guardando..."
          disabled={uploading}
          onMouseDown={keepFocusOnPress}
        >
          Guardar
        </Button>
      </div>
    </FormElement>
  );
}
