import { Form, useNavigation } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import { bagCopy } from "~/content/bag";
import { BAG_PATH } from "~/shared/bag-path";

/**
 * 'Agregar a la bolsa' with its quantity: a plain post to the bag's action,
 * which comes back to `returnTo` with the toast 'Agregado a tu bolsa'
 * (docs/decisions/036-the-bag.md). The server checks the product and the
 * units left again; the field's bounds only help the visitor.
 */
export function AddToBagForm({
  productId,
  productName,
  most,
  returnTo,
}: {
  productId: number;
  productName: string;
  /** The most the field takes: 99, or the units left. */
  most: number;
  returnTo: string;
}) {
  const navigation = useNavigation();
  const adding =
    navigation.state === "submitting" &&
    navigation.formAction === BAG_PATH &&
    navigation.formData?.get("productId") === String(productId);
  const quantityId = `agregar-${productId}`;
  return (
    <Form
      method="post"
      action={BAG_PATH}
      preventScrollReset
      className="flex items-end gap-2"
      data-add-to-bag=""
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="flex flex-col">
        <label htmlFor={quantityId} className="text-sm font-semibold text-stone-700">
          {bagCopy.quantity}
          <span className="sr-only"> de {productName}</span>
        </label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          step={1}
          required
          defaultValue={1}
          className="border-smoke-300 min-h-11 w-20 rounded-lg border bg-white px-3 py-2"
        />
      </div>
      <button
        type="submit"
        disabled={adding}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-chili-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-chili-600 disabled:opacity-70"
      >
        <Icon name="bag" />
        {bagCopy.add}
      </button>
    </Form>
  );
}
