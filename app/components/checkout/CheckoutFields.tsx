import type { ReactNode } from "react";
import { controlClass, FieldErrors, FieldLabel, FormField } from "~/components/ui/FormField";
import type { SubmittedForm } from "./submitted-form";

const idOf = (name: string) => `pedido-${name.replace(/\./g, "-")}`;

/** A labelled text field of the checkout, with what was typed and its messages kept. */
export function CheckoutInput({
  form,
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  required = false,
  maxLength,
}: {
  form: SubmittedForm;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <FormField
      label={label}
      hint={hint}
      errors={form.errors(name)}
      inputProps={{
        id: idOf(name),
        name,
        type,
        autoComplete,
        inputMode,
        required,
        maxLength,
        defaultValue: form.value(name),
      }}
    />
  );
}

/** A labelled textarea of the checkout. */
export function CheckoutTextarea({
  form,
  name,
  label,
  maxLength,
}: {
  form: SubmittedForm;
  name: string;
  label: string;
  maxLength: number;
}) {
  return (
    <FormField
      label={label}
      errors={form.errors(name)}
      textareaProps={{ id: idOf(name), name, rows: 3, maxLength, defaultValue: form.value(name) }}
    />
  );
}

/** One choice of a radio group: its label and, beside it, what it costs or means. */
export interface Choice {
  value: string;
  label: string;
  aside?: string;
  detail?: string | null;
}

/** A fieldset of radio buttons ('Entrega', 'Forma de pago'); the first is chosen when there is one. */
export function CheckoutChoices({
  form,
  name,
  legend,
  choices,
}: {
  form: SubmittedForm;
  name: string;
  legend: string;
  choices: readonly Choice[];
}) {
  const id = idOf(name);
  const errors = form.errors(name);
  const chosen = form.value(name) ?? (choices.length === 1 ? choices[0]?.value : undefined);
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
    >
      {/* The group around it shows the same word: said once on screen, kept for screen readers. */}
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-honey-200 bg-white px-3 py-2 has-[:checked]:border-honey-700 has-[:checked]:bg-honey-50"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={chosen === choice.value}
            required
            className="mt-1 size-5 accent-honey-700"
          />
          <span className="flex-1">
            <span className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">{choice.label}</span>
              {choice.aside ? <span className="text-smoke-700">{choice.aside}</span> : null}
            </span>
            {choice.detail ? (
              <span className="block text-sm text-stone-700">{choice.detail}</span>
            ) : null}
          </span>
        </label>
      ))}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

/** A labelled select over a catalogue (the SAT's régimen and uso de CFDI). */
export function CheckoutSelect({
  form,
  name,
  label,
  placeholder,
  options,
}: {
  form: SubmittedForm;
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = idOf(name);
  const errors = form.errors(name);
  const invalid = errors.length > 0;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id} label={label} hint={undefined} hintId={`${id}-description`} />
      <select
        id={id}
        name={name}
        defaultValue={form.value(name) ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${controlClass} min-h-11`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value} · {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function CheckoutGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-honey-200 bg-white p-5">
      <legend className="px-1 font-serif text-xl font-bold text-honey-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
