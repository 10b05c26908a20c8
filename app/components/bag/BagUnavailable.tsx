import { WhatsAppLink } from "~/components/WhatsAppLink";
import { bagCopy } from "~/content/bag";

/** D1 fails: the bag cannot be read or kept, and the visitor is offered the chat instead. */
export function BagUnavailable({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div
      role="status"
      className="space-y-4 rounded-2xl border border-honey-300 bg-honey-50 p-5 text-center"
    >
      <p className="text-smoke-900">{bagCopy.unavailable}</p>
      <WhatsAppLink
        href={whatsappUrl}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-green-800"
      >
        {bagCopy.whatsapp}
      </WhatsAppLink>
    </div>
  );
}
