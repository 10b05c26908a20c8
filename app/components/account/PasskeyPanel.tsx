import { Form, useRevalidator } from "@remix-run/react";
import { AccountItem } from "~/components/account/AccountItem";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import { useHydrated } from "~/components/useHydrated";
import { accountCopy as copy, accountMessages } from "~/content/account";
import { AccountNotice } from "./AccountNotice";

export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: string;
  createdLabel: string;
  lastUsedAt: string | null;
  lastUsedLabel: string | null;
}

/**
 * The admin's passkeys, each with 'Eliminar' (a plain form), and 'Agregar
 * llave de acceso', which needs the browser's WebAuthn and so JavaScript:
 * without it the page says so. Adding one asks for the current password in
 * the same form; the Worker refuses the ceremony without it
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export function PasskeyPanel({ passkeys }: { passkeys: PasskeyRow[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = new FormData(form);
    const name = String(typed.get("name") ?? "").trim();
    const currentPassword = String(typed.get("currentPassword") ?? "");
    if (!name) {
      setFieldErrors({ name: [accountMessages.passkeyName] });
      setOutcome({ ok: false, message: accountMessages.passkeyName });
      return;
    }
    setBusy(true);
    setOutcome(null);
    setFieldErrors({});
    const { addPasskey } = await import("./passkeyCeremony");
    const result = await addPasskey(name, currentPassword);
    setBusy(false);
    if (result.ok) {
      form.reset();
      setOutcome({ ok: true, message: accountMessages.passkeyAdded });
      revalidator.revalidate();
      return;
    }
    setFieldErrors(result.fieldErrors ?? {});
    setOutcome({ ok: false, message: result.message });
    const password = form.elements.namedItem("currentPassword");
    if (result.fieldErrors?.currentPassword && password instanceof HTMLInputElement) {
      password.value = "";
      password.focus();
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-stone-700">{copy.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p className="text-stone-700">{copy.noPasskeys}</p>
      ) : (
        <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200">
          {passkeys.map((passkey) => (
            <AccountItem
              key={passkey.id}
              data={{ "data-passkey": passkey.name }}
              title={passkey.name}
              details={
                <>
                  {copy.added}: <time dateTime={passkey.createdAt}>{passkey.createdLabel}</time>
                  {" · "}
                  {copy.lastUsed}:{" "}
                  {passkey.lastUsedAt ? (
                    <time dateTime={passkey.lastUsedAt}>{passkey.lastUsedLabel}</time>
                  ) : (
                    copy.neverUsed
                  )}
                </>
              }
              action={
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={`${copy.removePasskey} ${passkey.name}`}
                  >
                    {copy.removePasskey}
                  </Button>
                </Form>
              }
            />
          ))}
        </ul>
      )}
      {outcome ? <AccountNotice ok={outcome.ok} message={outcome.message} /> : null}
      {hydrated ? (
        <form onSubmit={add} className="space-y-2" aria-label={copy.addPasskey}>
          <FormField
            label={copy.passkeyNameLabel}
            errors={fieldErrors.name}
            inputProps={{
              id: "passkey-name",
              name: "name",
              required: true,
              maxLength: 60,
              placeholder: copy.passkeyNamePlaceholder,
              autoComplete: "off",
            }}
          />
          <FormField
            label={copy.currentPasswordLabel}
            hint={copy.passkeyPasswordHint}
            errors={fieldErrors.currentPassword}
            inputProps={{
              id: "passkey-current-password",
              name: "currentPassword",
              type: "password",
              required: true,
              maxLength: 200,
              autoComplete: "current-password",
            }}
          />
          <Button type="submit" pending={busy} pendingLabel="Esperando la llave...">
            {copy.addPasskey}
          </Button>
        </form>
      ) : (
        <p className="rounded-lg border border-honey-700 bg-honey-50 p-3 text-honey-900">
          {accountMessages.addingPasskeysNeedsJavaScript}
        </p>
      )}
    </div>
  );
}
