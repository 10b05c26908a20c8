import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import {
  CARD_PAPERS,
  CARD_PAPER_LABELS,
  invitationCardsCopy as copy,
  type CardPaper,
} from "~/content/invitation-cards";

interface InvitationCardsToolbarProps {
  /** The page's own address, where the paper form sends its choice. */
  action: string;
  /** Where 'Volver a los códigos' leads. */
  backTo: string;
  campaign: string | null;
  /** The codes picked by id, kept when the paper changes. */
  ids: readonly number[];
  /** The page of a long campaign, kept when the paper changes. */
  from: number;
  paper: CardPaper;
  /** Whether there is anything to print. */
  printable: boolean;
}

/**
 * What the screen shows above the sheets and the paper never does: the way
 * back, the paper size (a plain GET form) and 'Imprimir'. The button needs
 * JavaScript, so it appears once React runs; until then the page says how
 * to print with the browser, which prints the same page.
 */
export function InvitationCardsToolbar({
  action,
  backTo,
  campaign,
  ids,
  from,
  paper,
  printable,
}: InvitationCardsToolbarProps) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
      <Form
        method="get"
        action={action}
        // Remounted when the URL's paper changes (back button), so the radios follow it.
        key={paper}
        className="flex flex-wrap items-end gap-3"
      >
        {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
        {from > 0 ? <input type="hidden" name="from" value={from} /> : null}
        {ids.map((id) => (
          <input key={id} type="hidden" name="id" value={id} />
        ))}
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 font-semibold text-smoke-900">{copy.paperLegend}</legend>
          {CARD_PAPERS.map((option) => (
            <label
              key={option}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-400 bg-white px-3 text-smoke-900 has-[:checked]:border-honey-700 has-[:checked]:bg-honey-100"
            >
              <input
                type="radio"
                name="paper"
                value={option}
                defaultChecked={option === paper}
                className="size-4 accent-chili-700"
              />
              {CARD_PAPER_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary">
          {copy.changePaper}
        </Button>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={backTo}
          className="min-h-11 px-2 py-2.5 text-chili-700 underline underline-offset-2"
        >
          ← {copy.back}
        </Link>
        {printable && hydrated ? (
          <Button onClick={() => window.print()}>{copy.print}</Button>
        ) : null}
        {printable && !hydrated ? (
          <p className="max-w-xs text-sm text-stone-700">{copy.printWithBrowser}</p>
        ) : null}
      </div>
    </div>
  );
}
