import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { memo } from "react";
import type { InvitationFieldName } from "~/components/InvitationRequestForm";
import type { FormControllerProps } from "~/components/forms/form-model";
import { conformOptions, usePublish } from "~/components/forms/publish";
import { invitationRequestSchema } from "~/validation/invitation-request";

/**
 * The invitation request form's Conform, loaded when the visitor starts
 * using the page's code or form: validates as they type, with the schema
 * the page's action uses.
 */
function InvitationFormController(props: FormControllerProps<InvitationFieldName>) {
  const [form, fields] = useForm({
    ...conformOptions(props),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationRequestSchema }),
  });
  usePublish(props, form, fields);
  return null;
}

export default memo(InvitationFormController);
