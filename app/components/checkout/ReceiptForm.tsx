import { Form, useNavigation } from "@remix-run/react";
import { InlineAlert } from "~/components/ui/Alert";
import { Button } from "~/components/ui/Button";
import { orderPageCopy as copy } from "~/content/order-page";

/**
 * 'Comprobante de pago': the buyer attaches the transfer's receipt, a
 * plain multipart post to the page's action.
 */
export function ReceiptForm({
  action,
  attached,
  error,
}: {
  action: string;
  /** How many receipts the order has; null when they could not be read. */
  attached: number | null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <section
      aria-labelledby="pedido-comprobante"
      className="space-y-3 rounded-2xl border border-honey-200 bg-white p-5"
    >
      <h2 id="pedido-comprobante" className="font-serif text-2xl font-bold text-honey-900">
        {copy.receipt}
      </h2>
      {attached ? (
        <p role="status" data-receipts={attached} className="font-semibold text-green-800">
          {copy.receiptsAttached(attached)}
        </p>
      ) : null}
      <Form method="post" action={action} encType="multipart/form-data" className="space-y-3">
        <label htmlFor="comprobante" className="block font-semibold text-smoke-900">
          {copy.receiptField}
        </label>
        <p id="comprobante-ayuda" className="text-sm text-stone-700">
          {copy.receiptHint}
        </p>
        <input
          id="comprobante"
          name="comprobante"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-describedby={error ? "comprobante-ayuda comprobante-error" : "comprobante-ayuda"}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-honey-100 file:px-4 file:font-semibold file:text-honey-900"
        />
        {error ? <InlineAlert id="comprobante-error">{error}</InlineAlert> : null}
        <Button
          type="submit"
          variant="secondary"
          pending={sending}
          pendingLabel={copy.receiptSending}
        >
          {copy.receiptSubmit}
        </Button>
      </Form>
    </section>
  );
}
