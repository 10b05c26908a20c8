import {
  REQUEST_KIND_SHORT_LABELS,
  REQUEST_STATUS_LABELS,
  requestFiltersCopy,
} from "~/content/request-inbox";
import { INBOX_KINDS, REQUEST_STATUSES } from "~/shared/enums";
import { AdminFilterForm } from "./AdminFilterForm";

interface RequestFiltersProps {
  status?: string;
  kind?: string;
  productId?: number;
  /** The products a waiting-list entry can be about, for the product filter. */
  products: readonly { id: number; name: string }[];
  filtered: boolean;
  tabUrl: string;
}

const statusOptions = REQUEST_STATUSES.map(
  (value) => [value, REQUEST_STATUS_LABELS[value]] as const,
);
const kindOptions = INBOX_KINDS.map((value) => [value, REQUEST_KIND_SHORT_LABELS[value]] as const);

/** The list's filters: a plain GET form, so a filtered list has its own URL. */
export function RequestFilters({
  status,
  kind,
  productId,
  products,
  filtered,
  tabUrl,
}: RequestFiltersProps) {
  const productOptions = products.map((product) => [String(product.id), product.name] as const);
  return (
    <AdminFilterForm
      action={tabUrl}
      copy={requestFiltersCopy}
      filtered={filtered}
      fields={[
        { id: "filtro-estado", name: "status", value: status, options: statusOptions },
        { id: "filtro-tipo", name: "kind", value: kind, options: kindOptions },
        {
          id: "filtro-producto",
          name: "productId",
          value: productId === undefined ? undefined : String(productId),
          options: productOptions,
        },
      ]}
    />
  );
}
