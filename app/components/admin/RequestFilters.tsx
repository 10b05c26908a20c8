import {
  REQUEST_KIND_SHORT_LABELS,
  REQUEST_STATUS_LABELS,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { INBOX_KINDS, REQUEST_STATUSES } from "~/shared/enums";
import { AdminFilterForm } from "./AdminFilterForm";
import { FilterSelect } from "./FilterSelect";

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
  return (
    <AdminFilterForm
      action={tabUrl}
      current={`${status ?? ""}|${kind ?? ""}|${productId ?? ""}`}
      filtered={filtered}
      label={copy.filtersLegend}
      applyLabel={copy.applyFilters}
      clearLabel={copy.clearFilters}
    >
      <FilterSelect
        id="filtro-estado"
        name="status"
        label={copy.statusFilter}
        value={status}
        allLabel={copy.allStatuses}
        options={statusOptions}
      />
      <FilterSelect
        id="filtro-tipo"
        name="kind"
        label={copy.kindFilter}
        value={kind}
        allLabel={copy.allKinds}
        options={kindOptions}
      />
      <FilterSelect
        id="filtro-producto"
        name="productId"
        label={copy.productFilter}
        value={productId === undefined ? undefined : String(productId)}
        allLabel={copy.allProducts}
        options={products.map((product) => [String(product.id), product.name] as const)}
      />
    </AdminFilterForm>
  );
}
