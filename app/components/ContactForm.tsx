import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Icon } from "~/components/Icon";
import { PrivacyNote } from "~/components/PrivacyNote";
import { HoneypotField } from "~/components/HoneypotField";
import { inputProps, textareaProps } from "~/components/forms/control-props";
import type { FormConstraint } from "~/components/forms/form-model";
import { deferredController, useDeferredForm } from "~/components/forms/useDeferredForm";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import type { contactCopy } from "~/content/contact";

const FIELDS = ["name", "email", "message"] as const;
export type ContactFieldName = (typeof FIELDS)[number];

const controller = deferredController<ContactFieldName>(
  () => import("~/components/ContactFormController"),
);

/**
 * The contact form (docs/decisions/014-contact-form.md). Without JavaScript it
 * posts to the /contact action, which validates and redirects to the chat.
 * With JavaScript it validates as the visitor types, opens the chat in a new
 * tab, resets itself and says so in a toast; nothing reaches the server
 * (ContactFormController, loaded when the visitor starts using the form).
 */
export function ContactForm({
  lastResult,
  constraint,
  copy,
}: {
  lastResult?: SubmissionResult<string[]>;
  /** The schema's constraint attributes, from the loader. */
  constraint: FormConstraint;
  /** The form's labels (content/contact.ts), from the loader. */
  copy: (typeof contactCopy)["form"];
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const deferred = useDeferredForm({
    controller,
    names: FIELDS,
    formId: "contacto",
    lastResult,
    defaultValue: undefined,
    constraint,
  });
  const { fields } = deferred;

  return (
    <Form method="post" action="/contact" {...deferred.form} className="relative space-y-4">
      <FormField
        label={copy.name}
        inputProps={{ ...inputProps(fields.name, "text"), autoComplete: "name" }}
        errors={fields.name.errors}
      />
      <FormField
        label={copy.email}
        hint={copy.emailHint}
        inputProps={{ ...inputProps(fields.email, "email"), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <FormField
        label={copy.message}
        hint={copy.messageHint}
        textareaProps={{ ...textareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors}
      />
      <HoneypotField formId="contacto" label={copy.honeypot} />
      <PrivacyNote copy={copy} />
      <Button
        type="submit"
        pending={pending}
        pendingLabel={copy.pending}
        className="w-full sm:w-auto"
      >
        <Icon name="send" className="size-5" />
        {copy.submit}
      </Button>
      {deferred.controller}
    </Form>
  );
}
