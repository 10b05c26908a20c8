import { useEffect, useRef } from "react";
import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import type { InvitationCodeLookup } from "~/components/useInvitationCodeLookup";
import { useHydrated } from "~/components/useHydrated";
import type { InvitationFormCopy } from "~/content/invitations";
import { Spinner } from "~/components/ui/Spinner";

const CODE_INPUT_ID = "codigo-invitacion";
const STATUS_ID = `${CODE_INPUT_ID}-estado`;

/** The one line under the code that says what is happening to it. */
function CodeStatus({ lookup, copy }: { lookup: InvitationCodeLookup; copy: InvitationFormCopy }) {
  const { state } = lookup;
  if (state.status === "validating") {
    return (
      <span className="flex items-start gap-1.5 text-stone-700">
        <Spinner className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
        {copy.validating}
      </span>
    );
  }
  if (state.status === "valid") {
    return <span className="text-honey-900">{copy.validCode}</span>;
  }
  if (state.status === "invalid" && state.message) {
    return (
      <span className="flex items-start gap-1.5 text-chili-700">
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        {state.message}
      </span>
    );
  }
  return null;
}

/**
 * The invitation code: its own GET form, so that without JavaScript it asks
 * the server for `?code=…` ('Validar código') and the page comes back with
 * the contact data filled in. With JavaScript the look-up runs as the
 * visitor types, so the button goes; Enter still looks the code up at once.
 */
export function InvitationCodeField({
  action,
  lookup,
  copy,
  errors,
  disabled,
}: {
  /** The page's path. */
  action: string;
  lookup: InvitationCodeLookup;
  copy: InvitationFormCopy;
  /** The request form's errors about the code (Conform's `invitationCode`). */
  errors?: readonly string[] | null;
  /** The request is being sent or was sent. */
  disabled: boolean;
}) {
  const hydrated = useHydrated();
  const typedBeforeHydration = useRef({ text: lookup.text, change: lookup.change });
  // A code typed before the field hydrated (the form's code loads on its first
  // use, docs/decisions/023-public-javascript-budget.md) is in the input but
  // not in the state: looked up now, before a render puts the state's back.
  useEffect(() => {
    const input = document.getElementById(CODE_INPUT_ID);
    const { text, change } = typedBeforeHydration.current;
    if (input instanceof HTMLInputElement && input.value !== text) change(input.value);
  }, []);
  const invalid = lookup.state.status === "invalid" && lookup.state.message !== null;
  return (
    <form method="get" action={action} onSubmit={lookup.submit} noValidate>
      <fieldset disabled={disabled} className="space-y-2">
        <FormField
          label={copy.codeLabel}
          hint={copy.codeHint}
          errors={errors}
          errorId={`${CODE_INPUT_ID}-error`}
          inputProps={{
            id: CODE_INPUT_ID,
            name: "code",
            type: "text",
            value: lookup.text,
            onChange: (event) => lookup.change(event.currentTarget.value),
            autoComplete: "off",
            autoCapitalize: "characters",
            spellCheck: false,
            maxLength: 64,
            "aria-invalid": invalid || undefined,
            "aria-describedby": STATUS_ID,
            className: "font-mono tracking-wide uppercase",
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={STATUS_ID} role="status" className="min-h-5 flex-1 text-sm font-medium">
            <CodeStatus lookup={lookup} copy={copy} />
          </p>
          {hydrated ? null : (
            <Button type="submit" variant="secondary" size="sm">
              {copy.validateCode}
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
