/** The waiting-list form's section on a product's page: the cards' link target (`#avisame`). */
export const WAITLIST_ANCHOR = "avisame";
