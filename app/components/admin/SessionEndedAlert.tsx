import { HeadedAlert } from "~/components/ui/Alert";
import { sessionEndedCopy } from "~/content/admin";
import { signInPathFor } from "~/shared/safe-redirect";

/**
 * 'Error al guardar' for a save that met an ended session, with a way to
 * sign in again in a new tab while the form keeps what was typed.
 */
export function SessionEndedAlert({
  message,
  returnTo,
}: {
  message: string;
  /** The admin page holding the form, for the sign-in page to come back to. */
  returnTo: string;
}) {
  return (
    <HeadedAlert spacing="mb-3" title={sessionEndedCopy.title}>
      <p className="mt-1">{message}</p>
      <a
        href={signInPathFor(returnTo)}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center font-semibold underline"
      >
        {sessionEndedCopy.signInLink}
      </a>
    </HeadedAlert>
  );
}
