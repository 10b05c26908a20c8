import { InvitationCard } from "~/components/admin/InvitationCard";
import { invitationCardsCopy as copy, type CardPaper } from "~/content/invitation-cards";
import type { InvitationCardView } from "~/view/invitation-cards.server";

/**
 * How a sheet sits on each paper, on screen (from lg up: the preview at
 * its true size) and printed. The page has no margin (so the browser
 * prints no header or footer of its own) and each sheet is one page, a
 * millimetre short so rounding never spills onto another; the 190 × 248 mm
 * block of cards is centred across and held at the same height on every
 * sheet, so one cut serves them all.
 */
const PAPER_LAYOUT: Record<CardPaper, { pageSize: string; sheet: string }> = {
  // 216 × 279 mm: (279 − 248) / 2 = 15.5 mm above.
  letter: {
    pageSize: "letter",
    sheet:
      "lg:min-h-[279mm] lg:w-[216mm] lg:pt-[15.5mm] print:h-[278mm] print:w-[216mm] print:pt-[15.5mm]",
  },
  // 210 × 297 mm: (297 − 248) / 2 = 24.5 mm above.
  a4: {
    pageSize: "A4",
    sheet:
      "lg:min-h-[297mm] lg:w-[210mm] lg:pt-[24.5mm] print:h-[296mm] print:w-[210mm] print:pt-[24.5mm]",
  },
};

/**
 * The paper's size for the browser's print. An inline `<style>`: the
 * policy allows inline styles (app/http/content-security-policy.server.ts), and
 * the rule must name one size, which a stylesheet shared by every page
 * cannot know. Only fixed text goes in it.
 */
function PageRule({ paper }: { paper: CardPaper }) {
  const css = `@page{size:${PAPER_LAYOUT[paper].pageSize};margin:0}`;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The cards in sheets of eight (two columns of four): on screen, previews
 * of the paper, each named; printed, one sheet a page and nothing else.
 */
export function InvitationCardSheets({
  sheets,
  paper,
}: {
  sheets: readonly (readonly InvitationCardView[])[];
  paper: CardPaper;
}) {
  return (
    <section aria-label={copy.previewLabel} className="space-y-8 print:space-y-0">
      <PageRule paper={paper} />
      {sheets.map((cards, index) => (
        <div
          key={cards[0]?.id ?? index}
          data-sheet={index + 1}
          className="space-y-2 print:break-inside-avoid print:space-y-0 print:[&:not(:last-child)]:break-after-page"
        >
          <h2 className="text-center text-sm font-semibold text-stone-700 print:hidden">
            {copy.sheetLabel(index + 1, sheets.length)}
          </h2>
          <div
            className={`mx-auto flex justify-center bg-white p-2 shadow-md ring-1 ring-stone-300 sm:p-4 lg:items-start print:items-start print:overflow-hidden print:p-0 print:shadow-none print:ring-0 ${PAPER_LAYOUT[paper].sheet}`}
          >
            <ul className="grid grid-cols-1 content-start justify-items-center md:grid-cols-[repeat(2,95mm)] print:grid-cols-[repeat(2,95mm)] print:grid-rows-[repeat(4,62mm)]">
              {cards.map((card) => (
                <InvitationCard key={card.id} card={card} />
              ))}
            </ul>
          </div>
        </div>
      ))}
    </section>
  );
}
