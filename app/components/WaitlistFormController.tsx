import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { memo } from "react";
import type { WaitlistFieldName } from "~/components/WaitlistForm";
import type { FormControllerProps } from "~/components/forms/form-model";
import { conformOptions, usePublish } from "~/components/forms/publish";
import { waitlistSchema } from "~/validation/waitlist";

/**
 * The waiting-list form's Conform, loaded when the visitor starts using the
 * form: validates as they type, with the schema the page's action uses.
 */
function WaitlistFormController(props: FormControllerProps<WaitlistFieldName>) {
  const [form, fields] = useForm({
    ...conformOptions(props),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: waitlistSchema }),
  });
  usePublish(props, form, fields);
  return null;
}

export default memo(WaitlistFormController);
