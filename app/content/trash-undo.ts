/**
 * All a public page's shell needs of the trash: where it is and the word of
 * a delete's toast ('Deshacer'). The trash's other words stay out of every
 * page's first download (docs/decisions/023-public-javascript-budget.md).
 */
export const TRASH_PATH = "/admin/papelera";
export const UNDO_LABEL = "Deshacer";
