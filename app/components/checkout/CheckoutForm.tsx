import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/HoneypotField";
import { PrivacyNote } from "~/components/PrivacyNote";
import { InlineAlert } from "~/components/ui/Alert";
import { Button } from "~/components/ui/Button";
import { checkoutCopy as copy } from "~/content/checkout";
import type { satChoices } from "~/content/sat-catalogs";
import { formatPrice } from "~/shared/money";
import { deliveryCostCents } from "~/shared/order-totals";
import { CHECKOUT_FORM_ID, CHECKOUT_PATH } from "~/shared/bag-path";
import type { OrderOptions } from "~/validation/order-options";
import {
  CheckoutChoices,
  CheckoutGroup,
  CheckoutInput,
  CheckoutSelect,
  CheckoutTextarea,
} from "./CheckoutFields";
import { submittedForm } from "./submitted-form";

const INVOICE_SWITCH = "requiresInvoice";

/**
 * The buyer's form: contact, delivery, payment, notes, the optional invoice
 * data (shown by CSS once '¿Requiere factura?' is checked, so it needs no
 * script), consent and the honeypot. A plain post; the server keeps what was
 * typed and says what to fix.
 */
export function CheckoutForm({
  options,
  invoiceChoices: { regimenes, usos },
  checkoutKey,
  subtotalCents,
  lastResult,
}: {
  options: Pick<OrderOptions, "delivery" | "payment">;
  /** The bag's subtotal, which a free-shipping threshold is met by. */
  subtotalCents: number;
  /** The SAT's catalogues, from the loader. */
  invoiceChoices: ReturnType<typeof satChoices>;
  /** The form's own key (`orderRequestSchema`), from the loader. */
  checkoutKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === CHECKOUT_PATH;
  const form = submittedForm(lastResult);
  // A key the server refused has no field of its own to show it by.
  const formErrors = [...form.formErrors(), ...form.errors("checkoutKey")];
  const wantsInvoice = lastResult?.initialValue?.[INVOICE_SWITCH] === "on";
  return (
    <Form
      method="post"
      action={CHECKOUT_PATH}
      id={CHECKOUT_FORM_ID}
      noValidate
      className="relative space-y-6"
    >
      {formErrors.length > 0 ? (
        <InlineAlert id={`${CHECKOUT_FORM_ID}-error`}>{formErrors.join(" ")}</InlineAlert>
      ) : null}
      <CheckoutGroup legend={copy.contact}>
        <CheckoutInput
          form={form}
          name="name"
          label={copy.name}
          autoComplete="name"
          required
          maxLength={120}
        />
        <CheckoutInput
          form={form}
          name="phone"
          label={copy.phone}
          hint={copy.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={30}
        />
        <CheckoutInput
          form={form}
          name="email"
          label={copy.email}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </CheckoutGroup>
      <CheckoutGroup legend={copy.delivery}>
        <CheckoutChoices
          form={form}
          name="delivery.option"
          legend={copy.delivery}
          choices={options.delivery.map((option) => {
            const cost = deliveryCostCents(option, subtotalCents);
            const threshold = option.freeFromCents;
            return {
              value: option.id,
              label: option.label,
              aside: cost === 0 ? copy.free : formatPrice(cost),
              detail:
                option.detail ??
                (threshold === null ? null : copy.freeFrom(formatPrice(threshold))),
            };
          })}
        />
        <CheckoutInput
          form={form}
          name="delivery.address"
          label={copy.address}
          hint={copy.addressHint}
          autoComplete="street-address"
          maxLength={300}
        />
        <CheckoutInput
          form={form}
          name="delivery.postalCode"
          label={copy.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </CheckoutGroup>
      <CheckoutGroup legend={copy.payment}>
        <CheckoutChoices
          form={form}
          name="payment"
          legend={copy.payment}
          choices={options.payment.map((method) => ({ value: method.id, label: method.label }))}
        />
      </CheckoutGroup>
      <CheckoutGroup legend={copy.notesAndInvoice}>
        <CheckoutTextarea form={form} name="notes" label={copy.notes} maxLength={1000} />
        <div className="space-y-4">
          <label className="flex min-h-11 items-center gap-3 font-semibold text-smoke-900">
            <input
              type="checkbox"
              name={INVOICE_SWITCH}
              defaultChecked={wantsInvoice}
              className="size-5 accent-honey-700"
            />
            {copy.invoice}
          </label>
          <div className="hidden space-y-4 [label:has(:checked)+&]:block">
            <CheckoutInput
              form={form}
              name="invoice.rfc"
              label={copy.rfc}
              maxLength={13}
              autoComplete="off"
            />
            <CheckoutInput
              form={form}
              name="invoice.razonSocial"
              label={copy.razonSocial}
              maxLength={254}
            />
            <CheckoutSelect
              form={form}
              name="invoice.regimenFiscal"
              label={copy.regimenFiscal}
              placeholder={copy.choose}
              options={regimenes}
            />
            <CheckoutInput
              form={form}
              name="invoice.codigoPostal"
              label={copy.codigoPostalFiscal}
              inputMode="numeric"
              maxLength={5}
            />
            <CheckoutSelect
              form={form}
              name="invoice.usoCfdi"
              label={copy.usoCfdi}
              placeholder={copy.choose}
              options={usos}
            />
          </div>
        </div>
      </CheckoutGroup>
      <div className="space-y-3">
        <label className="flex items-start gap-3 text-smoke-900">
          <input
            type="checkbox"
            name="consent"
            required
            defaultChecked={lastResult?.initialValue?.consent === "on"}
            aria-invalid={form.errors("consent").length > 0 || undefined}
            aria-describedby="pedido-consent-error"
            className="mt-1 size-5 shrink-0 accent-honey-700"
          />
          <span>{copy.consent}</span>
        </label>
        <div id="pedido-consent-error" className="text-sm font-medium text-chili-700">
          {form.errors("consent").join(" ")}
        </div>
        <PrivacyNote copy={copy} />
      </div>
      <input type="hidden" name="checkoutKey" value={checkoutKey} />
      <HoneypotField formId={CHECKOUT_FORM_ID} label={copy.honeypot} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        pending={sending}
        pendingLabel={copy.submitting}
      >
        {copy.submit}
      </Button>
    </Form>
  );
}
