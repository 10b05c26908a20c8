import { Button } from "~/components/ui/Button";
import { keepFocusOnPress } from "./keep-focus-on-press";

interface AdminFormActionsProps {
  /** The tab URL: closing the form resets it. */
  cancelTo: string;
  pending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
}

/** 'Cancelar' (back to the list) and 'Guardar', both disabled while uploading or saving. */
export function AdminFormActions({
  cancelTo,
  pending,
  submitLabel = "Guardar",
  pendingLabel = "Guardando...",
}: AdminFormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button
        to={cancelTo}
        variant="secondary"
        preventScrollReset
        aria-disabled={pending || undefined}
        onClick={(event) => {
          // Disabled while uploading or saving (the link cannot be `disabled`).
          if (pending) event.preventDefault();
        }}
      >
        Cancelar
      </Button>
      <Button
        type="submit"
        pending={pending}
        pendingLabel={pendingLabel}
        onMouseDown={keepFocusOnPress}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
