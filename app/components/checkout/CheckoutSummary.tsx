import { Link } from "@remix-run/react";
import { bagCopy } from "~/content/bag";
import { checkoutCopy as copy } from "~/content/checkout";
import type { BagView } from "~/services/bag/bag-lines-view.server";
import { BAG_PATH } from "~/shared/bag-path";
import { OrderLineList } from "~/components/orders/OrderLineList";
import { formatPrice } from "~/shared/money";

/** The bag's lines as the order will take them, and the subtotal. */
export function CheckoutSummary({ bag, minimumCents }: { bag: BagView; minimumCents: number }) {
  return (
    <section
      aria-labelledby="resumen-titulo"
      className="space-y-3 rounded-2xl border border-honey-200 bg-white p-5"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="resumen-titulo" className="font-serif text-2xl font-bold text-honey-900">
          {copy.summary}
        </h2>
        <Link
          to={BAG_PATH}
          className="text-sm font-semibold text-honey-900 underline underline-offset-4"
        >
          {copy.editBag}
        </Link>
      </div>
      <OrderLineList
        lines={bag.lines.map((line) => ({
          quantity: line.quantity,
          name: line.name,
          lineCents: line.lineCents ?? 0,
        }))}
      />
      <p className="flex justify-between gap-4 border-t border-honey-200 pt-3 text-lg font-bold">
        <span>{bagCopy.subtotal}</span>
        <span data-checkout-subtotal="">{formatPrice(bag.subtotalCents)}</span>
      </p>
      <p className="text-smoke-700 text-sm">{copy.totalNote}</p>
      {minimumCents > 0 ? (
        <p className="text-smoke-700 text-sm">{copy.minimum(formatPrice(minimumCents))}</p>
      ) : null}
    </section>
  );
}
