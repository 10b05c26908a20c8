/** The admin's checkboxes and radio buttons: one size, the honey accent. */
export const CHOICE_INPUT_CLASS = "size-5 shrink-0 accent-honey-700";

/** Their labels, beside them and at least a finger tall. */
export const CHOICE_LABEL_CLASS = "flex min-h-11 items-center gap-2 font-semibold text-smoke-900";
