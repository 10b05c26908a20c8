/** The invitation form's block (the code and the request), whose first use downloads its code. */
export const INVITATION_FORM_ANCHOR = "solicitud";
