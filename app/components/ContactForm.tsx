import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { toast } from "~/lib/toast";
import { Icon } from "~/components/Icon";
import { HoneypotField } from "~/components/HoneypotField";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { contactCopy } from "~/content/contact";
import { CONTACT_HONEYPOT_FIELD, contactChatUrl } from "~/lib/contact-message";
import { contactSchema } from "~/validation/contact";

const copy = contactCopy.form;
const constraint = getZodConstraint(contactSchema);

/**
 * The contact form (SPEC §2, DECISIONS "Contact form"). Without JavaScript it
 * posts to the /contact action, which validates and redirects to the chat.
 * With JavaScript it validates as the visitor types, opens the chat in a new
 * tab, resets itself and says so in a toast; nothing reaches the server.
 */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useForm({
    id: "contacto",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    onSubmit(event, { submission, formData }) {
      // A filled honeypot goes to the server, which drops it quietly.
      if (submission?.status !== "success" || formData.get(CONTACT_HONEYPOT_FIELD)) return;
      event.preventDefault();
      window.open(contactChatUrl(submission.value), "_blank", "noopener,noreferrer");
      event.currentTarget.reset();
      toast.success(copy.toastTitle, { description: copy.toastDescription });
    },
  });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} className="relative space-y-4">
      <FormField
        label={copy.name}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
        errors={fields.name.errors}
      />
      <FormField
        label={copy.email}
        hint={copy.emailHint}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <FormField
        label={copy.message}
        hint={copy.messageHint}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors}
      />
      <HoneypotField formId="contacto" label={copy.honeypot} />
      <p className="text-sm text-stone-700">
        {copy.privacyBefore}{" "}
        <Link
          to="/privacidad"
          className="rounded-sm font-semibold text-honey-900 underline underline-offset-4 hover:text-chili-700"
        >
          {copy.privacyLink}
        </Link>
        .
      </p>
      <Button
        type="submit"
        pending={pending}
        pendingLabel={copy.pending}
        className="w-full sm:w-auto"
      >
        <Icon name="send" className="size-5" />
        {copy.submit}
      </Button>
    </Form>
  );
}
