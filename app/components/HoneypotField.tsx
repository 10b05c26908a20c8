import { HONEYPOT_FIELD } from "~/shared/honeypot";

/**
 * A public form's honeypot (`website`): out of sight, out of the tab order
 * and hidden from assistive technology, so only robots fill it; the action
 * drops what they send without a word (`isHoneypotFilled`). Give the form a
 * `relative` box so the field stays inside it.
 */
export function HoneypotField({ formId, label }: { formId: string; label: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
