import { schemaFormController } from "~/components/forms/schema-form-controller";
import { waitlistSchema } from "~/validation/waitlist";

/**
 * The waiting-list form's Conform, loaded when the visitor starts using the
 * form: validates as they type, with the schema the page's action uses.
 */
export default schemaFormController(waitlistSchema);
