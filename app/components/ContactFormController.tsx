import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { memo } from "react";
import type { ContactFieldName } from "~/components/ContactForm";
import { isDeferredSubmit, type FormControllerProps } from "~/components/forms/form-model";
import { conformOptions, usePublish } from "~/components/forms/publish";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { contactCopy } from "~/content/contact";
import { contactChatUrl } from "~/shared/contact-message";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { toast } from "~/shared/toast";
import { contactSchema } from "~/validation/contact";

/**
 * The contact form's Conform, loaded when the visitor starts using the form:
 * validates as they type and, for a valid message, opens the chat in a new
 * tab, resets the form and says so in a toast; nothing reaches the server.
 */
function ContactFormController(props: FormControllerProps<ContactFieldName>) {
  const { whatsappNumber } = useSiteBusiness();
  const [form, fields] = useForm({
    ...conformOptions(props),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    onSubmit(event, { submission, formData }) {
      // A filled honeypot goes to the server, which drops it quietly. A submit
      // that waited for this module is no longer a click that may open a tab:
      // the server's answer leads to the chat in this one instead.
      if (submission?.status !== "success" || formData.get(HONEYPOT_FIELD)) return;
      if (isDeferredSubmit(event.currentTarget)) return;
      event.preventDefault();
      window.open(
        contactChatUrl(whatsappNumber, submission.value),
        "_blank",
        "noopener,noreferrer",
      );
      event.currentTarget.reset();
      toast.success(contactCopy.form.toastTitle, {
        description: contactCopy.form.toastDescription,
      });
    },
  });
  usePublish(props, form, fields);
  return null;
}

export default memo(ContactFormController);
