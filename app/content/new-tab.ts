/** Said after the label of a link that opens in a new tab, for screen readers only. */
export const newTabNote = " (se abre en una pestaña nueva)";
