import type { MouseEvent } from "react";

/**
 * A submit button's press that leaves the focus in the field being typed in.
 * Otherwise the field validates as it loses the focus (the forms validate on
 * blur), its message pushes the button down between the press and the
 * release, and the click is lost: the owner presses 'Guardar' and nothing
 * happens. The click still submits, and the submit checks every field.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
