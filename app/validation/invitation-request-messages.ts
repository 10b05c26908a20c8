import { invitationRequestMessages } from "~/content/form-messages/invitation-request";

/** Without zod, so the page's own code can show them before the schema has loaded. */
export { invitationRequestMessages };
