import { schemaFormController } from "~/components/forms/schema-form-controller";
import { invitationRequestSchema } from "~/validation/invitation-request";

/**
 * The invitation request form's Conform, loaded when the visitor starts
 * using the page's code or form: validates as they type, with the schema
 * the page's action uses.
 */
export default schemaFormController(invitationRequestSchema);
