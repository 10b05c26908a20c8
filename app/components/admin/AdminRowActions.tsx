import { Button } from "~/components/ui/Button";
import { adminParams } from "~/shared/admin-crud";
import { dialogOpenerProps } from "./useAdminDialogFocus";

interface AdminRowActionsProps {
  /** The tab's URL; "" for links relative to the page (`?editar=3`). */
  tabUrl: string;
  id: number;
  /** The item's name, for the buttons' accessible names. */
  name: string;
  /** A reason the item cannot be changed: the buttons show disabled with it. */
  lockedReason?: string;
}

const actions = [
  { label: "Editar", param: adminParams.edit },
  { label: "Eliminar", param: adminParams.remove },
];

/** 'Editar' and 'Eliminar' of a row, in a row of their own. */
export function AdminRowActions(props: AdminRowActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <AdminRowButtons {...props} />
    </div>
  );
}

/** The two buttons alone, for a row that lays out its own buttons: links that open the form or the confirmation. */
export function AdminRowButtons({ tabUrl, id, name, lockedReason }: AdminRowActionsProps) {
  return (
    <>
      {actions.map(({ label, param }) =>
        lockedReason ? (
          <Button
            key={label}
            size="sm"
            variant="secondary"
            disabled
            title={lockedReason}
            aria-label={`${label} ${name}`}
          >
            {label}
          </Button>
        ) : (
          <Button
            key={label}
            to={`${tabUrl}?${param}=${id}`}
            preventScrollReset
            size="sm"
            variant="secondary"
            aria-label={`${label} ${name}`}
            {...dialogOpenerProps(param, id)}
          >
            {label}
          </Button>
        ),
      )}
    </>
  );
}
