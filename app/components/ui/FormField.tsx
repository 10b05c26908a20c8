import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Icon } from "~/components/Icon";

/**
 * What Conform's `getInputProps` / `getTextareaProps` return: the control's
 * attributes plus `key`, which Conform changes to remount the control when
 * the form is reset or updated.
 */
type ControlProps<Attributes> = Omit<Attributes, "id"> & { id: string; key?: string };

export type FormFieldInputProps = ControlProps<InputHTMLAttributes<HTMLInputElement>>;
export type FormFieldTextareaProps = ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

interface FieldBaseProps {
  label: ReactNode;
  /** The field's errors (Conform's `fields.x.errors`); none or empty = valid. */
  errors?: readonly string[] | null;
  /** A short help line under the label, read after it by screen readers. */
  hint?: ReactNode;
  /**
   * Id of the error list. Defaults to `<control id>-error`, which is what
   * Conform names `errorId` and already puts in `aria-describedby`.
   */
  errorId?: string;
  className?: string;
}

export type FormFieldProps = FieldBaseProps &
  (
    | { inputProps: FormFieldInputProps; textareaProps?: never }
    | { textareaProps: FormFieldTextareaProps; inputProps?: never }
  );

/** The look of a form's text control; a select beside the fields takes it too. */
export const controlClass =
  "block w-full rounded-lg border border-stone-500 bg-white px-3 py-2.5 text-base text-smoke-900 shadow-sm transition-colors placeholder:text-stone-500 focus:border-honey-700 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 aria-invalid:border-chili-700 aria-invalid:bg-red-50";

/** Joins id lists without blanks or repeats. */
function joinIds(...lists: (string | undefined | false)[]): string | undefined {
  const ids = new Set(lists.flatMap((list) => (list ? list.split(/\s+/) : [])).filter(Boolean));
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

/**
 * A labelled input or textarea with an optional hint and its errors, wired
 * for assistive technology: the label names the control, the hint and the
 * errors describe it (`aria-describedby`), and `aria-invalid` marks it while
 * it has errors. Works with Conform's props or hand-written ones.
 *
 * ```tsx
 * <FormField label="Correo electrónico" inputProps={getInputProps(fields.email, { type: "email" })} errors={fields.email.errors} />
 * <FormField label="Mensaje" textareaProps={getTextareaProps(fields.message)} errors={fields.message.errors} />
 * ```
 */
export function FormField({
  label,
  errors,
  hint,
  errorId,
  className = "",
  ...control
}: FormFieldProps) {
  const props = control.inputProps ?? control.textareaProps;
  const { id } = props;
  const errorListId = errorId ?? `${id}-error`;
  // Conform calls this `descriptionId`.
  const hintId = `${id}-description`;
  const shownErrors = errors?.filter(Boolean) ?? [];
  const invalid = shownErrors.length > 0;
  const aria = {
    "aria-invalid":
      invalid || props["aria-invalid"] === true || props["aria-invalid"] === "true" || undefined,
    "aria-describedby": joinIds(
      hint !== undefined && hintId,
      props["aria-describedby"],
      invalid && errorListId,
    ),
  };

  let field: ReactNode;
  if (control.inputProps) {
    const { key, className: inputClass = "", ...rest } = control.inputProps;
    field = (
      <input key={key} {...rest} {...aria} className={`${controlClass} min-h-11 ${inputClass}`} />
    );
  } else {
    const { key, className: textareaClass = "", ...rest } = control.textareaProps;
    field = (
      <textarea
        key={key}
        rows={5}
        {...rest}
        {...aria}
        className={`${controlClass} ${textareaClass}`}
      />
    );
  }

  return (
    <div className={`space-y-1.5 ${className}`.trim()}>
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
      {field}
      <FieldErrors id={errorListId} errors={shownErrors} />
    </div>
  );
}

/** A field's label, and its short help line under it (read after it by screen readers). */
export function FieldLabel({
  htmlFor,
  label,
  hint,
  hintId,
}: {
  htmlFor: string;
  label: ReactNode;
  hint: ReactNode | undefined;
  hintId: string;
}) {
  return (
    <>
      <label htmlFor={htmlFor} className="block font-semibold text-smoke-900">
        {label}
      </label>
      {hint !== undefined ? (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A field's error list: always there (it keeps the layout still), filled while invalid. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <div id={id} className="min-h-5 text-sm font-medium text-chili-700">
      {errors.length > 0 ? (
        <ul className="space-y-0.5">
          {errors.map((error) => (
            <li key={error} className="flex items-start gap-1.5">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
