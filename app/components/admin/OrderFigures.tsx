import { ordersAdminCopy as copy } from "~/content/orders-admin";
import { formatPrice } from "~/shared/money";
import type { OrderFiguresView } from "~/view/admin-order-view";

const cell = "px-3 py-2";
const number = `${cell} text-right tabular-nums`;

function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}) {
  return (
    <table className="w-full text-left text-sm text-smoke-900">
      <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
      <thead className="bg-honey-100 text-honey-900">
        <tr>
          {head.map((column, index) => (
            <th key={column} scope="col" className={index === 0 ? cell : number}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-honey-100">
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row" className={`${cell} font-medium`}>
              {first}
            </th>
            {rest.map((value, index) => (
              <td key={index} className={number}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Ventas': delivered orders by month and by product, in units and amounts. */
export function OrderFigures({ figures }: { figures: OrderFiguresView }) {
  return (
    <section aria-labelledby="ventas-titulo" className="space-y-3">
      <div>
        <h3 id="ventas-titulo" className="text-lg font-semibold text-smoke-900">
          {copy.figures}
        </h3>
        <p className="text-sm text-stone-700">{copy.figuresHint}</p>
      </div>
      {figures.months.length === 0 ? (
        <p className="rounded-xl border border-honey-200 bg-white p-4 text-stone-700">
          {copy.noFigures}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div
            className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
            data-figures="months"
          >
            <FiguresTable
              caption={copy.byMonth}
              head={[copy.month, copy.orders, copy.units, copy.amount]}
              rows={figures.months.map((row) => [
                row.label,
                String(row.orders),
                String(row.units),
                formatPrice(row.totalCents),
              ])}
            />
          </div>
          <div
            className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
            data-figures="products"
          >
            <FiguresTable
              caption={copy.byProduct}
              head={[copy.product, copy.units, copy.amount]}
              rows={figures.products.map((row) => [
                row.productName,
                String(row.units),
                formatPrice(row.amountCents),
              ])}
            />
          </div>
        </div>
      )}
    </section>
  );
}
