import type { InvitationFormCopy } from "~/content/invitations";
import { TitledAlert } from "~/components/ui/Alert";

/**
 * The answer to a request, on the page itself so that visitors without
 * JavaScript see it too: the thank-you (a status) or the server's refusal
 * (an alert). With JavaScript a toast says the same.
 */
export function InvitationOutcomeNotice({
  sent,
  successDescription,
  error,
  copy,
}: {
  sent: boolean;
  successDescription: string;
  copy: InvitationFormCopy;
  /** The server's message when the request was refused. */
  error: string | null;
}) {
  if (sent) {
    return (
      <div
        role="status"
        className="rounded-lg border border-honey-300 bg-honey-50 px-4 py-3 text-honey-900"
      >
        <p className="font-semibold">{copy.successTitle}</p>
        <p className="mt-1">{successDescription}</p>
      </div>
    );
  }
  if (!error) return null;
  return (
    <TitledAlert
      className="flex items-start gap-2 rounded-lg border border-chili-600 bg-red-50 px-4 py-3 text-chili-700"
      title={copy.errorTitle}
    >
      <p className="mt-1">{error}</p>
    </TitledAlert>
  );
}
