import { Button } from "~/components/ui/Button";
import { adminParams } from "~/shared/admin-crud";

interface AdminRowActionsProps {
  tabUrl: string;
  id: number;
  /** The item's name, for the buttons' accessible names. */
  name: string;
  /** A reason the item cannot be changed: the buttons show disabled with it. */
  lockedReason?: string;
}

/** 'Editar' and 'Eliminar' of a row: links that open the form or the confirmation. */
export function AdminRowActions({ tabUrl, id, name, lockedReason }: AdminRowActionsProps) {
  if (lockedReason) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled
          title={lockedReason}
          aria-label={`Editar ${name}`}
        >
          Editar
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled
          title={lockedReason}
          aria-label={`Eliminar ${name}`}
        >
          Eliminar
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        to={`${tabUrl}?${adminParams.edit}=${id}`}
        preventScrollReset
        size="sm"
        variant="secondary"
        aria-label={`Editar ${name}`}
      >
        Editar
      </Button>
      <Button
        to={`${tabUrl}?${adminParams.remove}=${id}`}
        preventScrollReset
        size="sm"
        variant="secondary"
        aria-label={`Eliminar ${name}`}
      >
        Eliminar
      </Button>
    </div>
  );
}
