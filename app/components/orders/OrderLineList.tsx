import { formatPrice } from "~/shared/money";

export interface OrderLineItem {
  quantity: number;
  name: string;
  lineCents: number;
  /** Shown beside the name when given (the owner's view of an order). */
  unitCents?: number;
}

/** An order's or a bag's lines: '2 × Miel Picosa' and what the line comes to. */
export function OrderLineList({ lines }: { lines: readonly OrderLineItem[] }) {
  return (
    <ul className="divide-y divide-honey-100">
      {lines.map((line, index) => (
        <li key={index} className="flex justify-between gap-4 py-2">
          <span>
            {line.quantity} × {line.name}
            {line.unitCents !== undefined ? (
              <>
                {" "}
                <span className="text-stone-700">({formatPrice(line.unitCents)})</span>
              </>
            ) : null}
          </span>
          <span className="font-semibold whitespace-nowrap">{formatPrice(line.lineCents)}</span>
        </li>
      ))}
    </ul>
  );
}
