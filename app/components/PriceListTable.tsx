import { ProductBadges } from "~/components/ProductBadges";
import { ServerMarkup } from "~/components/ServerMarkup";
import { priceList } from "~/content/price-list";
import type { PriceListRow } from "~/view/price-list.server";

const cell = "px-2 py-3 align-top sm:px-4 print:px-2 print:py-1.5";
// A phone has room for the name, presentation and price; the category shows from sm up, and printed.
const categoryCell = `${cell} hidden sm:table-cell print:table-cell`;

/**
 * The products with their category, presentation and price, one row each;
 * printed, a row never splits across pages. Nothing in it changes while the
 * page is open, so it keeps the server's markup (ServerMarkup).
 */
export function PriceListTable({ rows }: { rows: PriceListRow[] }) {
  const { columns } = priceList;
  return (
    // Fits a 320 px phone without scrolling sideways: no category there, and a
    // long name or presentation may break anywhere rather than be cut off.
    <ServerMarkup
      id="lista-de-precios-tabla"
      content={rows}
      className="overflow-hidden rounded-2xl border border-honey-200 bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none"
    >
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{priceList.title}</caption>
        <thead className="bg-honey-100 text-sm text-honey-900 print:bg-transparent">
          <tr className="border-b border-honey-200 print:border-stone-500">
            <th scope="col" className={cell}>
              {columns.product}
            </th>
            <th scope="col" className={categoryCell}>
              {columns.category}
            </th>
            <th scope="col" className={cell}>
              {columns.presentation}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="break-inside-avoid border-b border-honey-100 last:border-0 print:border-stone-300"
            >
              <th scope="row" className={`${cell} font-semibold wrap-anywhere text-smoke-900`}>
                {row.name}
                <ProductBadges product={row} className="mt-1 font-normal" />
              </th>
              <td className={`${categoryCell} text-stone-700`}>{row.category}</td>
              <td className={`${cell} wrap-anywhere text-stone-700`}>
                {row.presentation ?? priceList.noPresentation}
              </td>
              <td
                className={`${cell} text-right font-bold whitespace-nowrap ${
                  row.price ? "text-chili-700 print:text-smoke-900" : "font-medium text-stone-700"
                }`}
              >
                {row.price ?? priceList.noPrice}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ServerMarkup>
  );
}
