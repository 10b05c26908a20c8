import { useState } from "react";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import { accountMessages } from "~/content/account";
import { AccountNotice } from "./AccountNotice";

/**
 * 'Iniciar sesión con llave de acceso' beside the password form. It needs
 * the browser's WebAuthn, so without JavaScript the page says so and the
 * password form above is the way in.
 */
export function PasskeySignIn({ returnPath }: { returnPath: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setFailure(null);
    const { signInWithPasskey } = await import("./passkeyCeremony");
    const result = await signInWithPasskey();
    if (result.ok) {
      // A document load: the panel starts afresh with the new session's cookie.
      window.location.assign(returnPath);
      return;
    }
    setBusy(false);
    setFailure(result.message);
  }

  return (
    <div className="mt-6 space-y-3 border-t border-honey-200 pt-6">
      {hydrated ? (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => void signIn()}
          pending={busy}
          pendingLabel="Esperando la llave..."
        >
          Iniciar sesión con llave de acceso
        </Button>
      ) : (
        <p className="text-sm text-stone-700">{accountMessages.passkeysNeedJavaScript}</p>
      )}
      {failure ? <AccountNotice ok={false} message={failure} /> : null}
    </div>
  );
}
