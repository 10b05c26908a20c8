import { HexMark } from "~/components/HexMark";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { invitationCardsCopy as copy } from "~/content/invitation-cards";
import type { InvitationCardView } from "~/view/invitation-cards.server";

/**
 * One invitation card, 95 × 62 mm inside a dashed cut line (two cards side
 * by side show one line of twice the width): the brand and the programme's
 * invitation, the code in large type, whom it is for and until when, its QR
 * code and the same address in text. Sizes are in millimetres and points,
 * so the screen shows what the paper will.
 */
export function InvitationCard({ card }: { card: InvitationCardView }) {
  const { name } = useSiteBusiness();
  return (
    <li
      data-card-code={card.code}
      className="flex min-h-[62mm] w-[95mm] max-w-full flex-col gap-[2mm] border border-dashed border-stone-400 bg-white p-[5mm] text-smoke-900 print:h-[62mm] print:max-w-none"
    >
      <div className="flex min-h-0 flex-1 gap-[4mm]">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="flex items-center gap-[1.5mm] font-serif text-[10.5pt] leading-tight font-bold text-honey-900">
            <HexMark className="size-[6mm] shrink-0" />
            <span>{name}</span>
          </p>
          <p className="mt-[1.5mm] text-[7.5pt] leading-snug text-stone-700">{card.invitation}</p>
          <div className="mt-auto pt-[1.5mm]">
            <p className="text-[6.5pt] font-semibold tracking-wide text-stone-600 uppercase">
              {copy.codeLabel}
            </p>
            <p
              translate="no"
              className="font-mono text-[15pt] leading-tight font-bold tracking-wide wrap-anywhere"
            >
              {card.code}
            </p>
            <p className="mt-[0.5mm] truncate text-[6.5pt] text-stone-700">{card.guest}</p>
            {card.expiryLabel ? (
              <p className="text-[6.5pt] font-semibold text-chili-700">{card.expiryLabel}</p>
            ) : null}
          </div>
        </div>
        <div
          className="size-[29mm] shrink-0 self-center"
          // Made on the server (invitation-qr.server.ts), which escapes the
          // one text it holds, the label.
          dangerouslySetInnerHTML={{ __html: card.qrSvg }}
        />
      </div>
      <p className="text-[6.5pt] leading-snug text-stone-700">
        {copy.scanOrVisit}
        <span translate="no" className="block font-mono wrap-anywhere text-smoke-900">
          {card.urlText}
        </span>
      </p>
    </li>
  );
}
