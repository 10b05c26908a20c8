import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/HoneypotField";
import { Icon } from "~/components/Icon";
import { PrivacyNote } from "~/components/PrivacyNote";
import { inputProps } from "~/components/forms/control-props";
import type { FormConstraint } from "~/components/forms/form-model";
import { deferredController, useDeferredForm } from "~/components/forms/useDeferredForm";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { waitlistFormCopy as copy } from "~/content/waitlist-form";
import { WAITLIST_ANCHOR } from "~/shared/waitlist-anchor";

const FORM_ID = "lista-de-espera";
const FIELDS = ["name", "email", "phone", "consent"] as const;
export type WaitlistFieldName = (typeof FIELDS)[number];

const controller = deferredController<WaitlistFieldName>(
  () => import("~/components/WaitlistFormController"),
);

/**
 * 'Avísame cuando haya' (docs/decisions/025-availability-and-waiting-list.md)
 * on a sold-out or coming product's page: name, a phone or an e-mail, the
 * consent and the honeypot. It posts to the product page's action, which
 * redirects back with the flash toast (in place with JavaScript, which also
 * validates as the visitor types); a refusal keeps what was typed.
 */
export function WaitlistForm({
  action,
  productId,
  lastResult,
  constraint,
}: {
  action: string;
  productId: number;
  lastResult?: SubmissionResult<string[]>;
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const deferred = useDeferredForm({
    controller,
    names: FIELDS,
    formId: FORM_ID,
    lastResult,
    defaultValue: undefined,
    constraint,
  });
  const { fields } = deferred;
  const consent = fields.consent;
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <section
      id={WAITLIST_ANCHOR}
      aria-labelledby={`${FORM_ID}-titulo`}
      className="rounded-2xl border border-honey-200 bg-honey-50 p-5"
    >
      <h2 id={`${FORM_ID}-titulo`} className="font-serif text-2xl font-bold text-smoke-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-stone-700">{copy.intro}</p>
      <Form
        method="post"
        action={action}
        preventScrollReset
        {...deferred.form}
        className="relative mt-4 space-y-4"
      >
        <input type="hidden" name="productId" value={productId} />
        <FormField
          label={copy.name}
          inputProps={{ ...inputProps(fields.name, "text"), autoComplete: "name" }}
          errors={fields.name.errors}
        />
        <FormField
          label={copy.phone}
          hint={copy.contactHint}
          inputProps={{ ...inputProps(fields.phone, "tel"), autoComplete: "tel" }}
          errors={fields.phone.errors}
        />
        <FormField
          label={copy.email}
          inputProps={{ ...inputProps(fields.email, "email"), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <div className="space-y-1">
          <div className="flex items-start gap-3">
            <input
              id={consent.id}
              name={consent.name}
              type="checkbox"
              required
              defaultChecked={consent.initialValue === "on"}
              aria-invalid={consent.errors !== undefined || undefined}
              aria-describedby={consent.errors !== undefined ? consent.errorId : undefined}
              className="mt-1 size-5 shrink-0 accent-honey-700"
            />
            <label htmlFor={consent.id} className="text-stone-800">
              {copy.consent}
            </label>
          </div>
          {consent.errors?.length ? (
            <p id={consent.errorId} className="font-medium text-chili-700">
              {consent.errors[0]}
            </p>
          ) : null}
        </div>
        <HoneypotField formId={FORM_ID} label={copy.honeypot} />
        <PrivacyNote copy={copy} />
        {formError ? (
          <p role="alert" className="font-medium text-chili-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" pending={pending} pendingLabel={copy.sending}>
          <Icon name="send" className="size-5" />
          {copy.submit}
        </Button>
        {deferred.controller}
      </Form>
    </section>
  );
}
