import { Link, useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { InvitationCardSheets } from "~/components/admin/InvitationCardSheets";
import { InvitationCardsToolbar } from "~/components/admin/InvitationCardsToolbar";
import { EmptyNotice } from "~/components/EmptyNotice";
import { MAX_CARD_IDS, invitationCardsCopy as copy } from "~/content/invitation-cards";
import { CARDS_PATH } from "~/content/invitation-campaigns";
import { loadInvitationCards } from "./admin_.codes.cards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

/** Never cached: the cards carry live codes and their holders' names. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, CARDS_PATH);

export const loader = loadInvitationCards;

export default function AdminInvitationCards() {
  const {
    sheets,
    count,
    paper,
    campaign,
    ids,
    from,
    hasSelection,
    notice,
    idsLeftOut,
    backTo,
    pages,
  } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 print:m-0 print:max-w-none print:space-y-0 print:p-0">
      <header className="space-y-2 print:hidden">
        <h1 className="font-serif text-3xl font-bold text-smoke-900">{copy.title}</h1>
        {ids.length > 0 || campaign ? (
          <p className="font-semibold text-honey-900">
            {ids.length > 0 ? copy.selection : copy.campaign(campaign ?? "")}
          </p>
        ) : null}
        {count > 0 ? (
          <>
            <p className="text-stone-700">{copy.summary(count, sheets.length)}</p>
            <p className="text-stone-700">
              {copy.onlyUsable} {copy.printTip}
            </p>
          </>
        ) : null}
        {idsLeftOut > 0 ? (
          <p role="status" className="font-semibold text-chili-700">
            {copy.idsLeftOut(idsLeftOut, MAX_CARD_IDS)}
          </p>
        ) : null}
        {pages ? (
          <nav aria-label={copy.pagesLabel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="font-semibold text-honey-900">{copy.range(pages.first, pages.last)}</p>
            {pages.previous ? (
              <Link
                to={pages.previous}
                reloadDocument
                className="text-chili-700 underline underline-offset-2"
              >
                ← {copy.previousCards}
              </Link>
            ) : null}
            {pages.next ? (
              <Link
                to={pages.next}
                reloadDocument
                className="text-chili-700 underline underline-offset-2"
              >
                {copy.nextCards} →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </header>
      <InvitationCardsToolbar
        action={CARDS_PATH}
        backTo={backTo}
        campaign={campaign}
        ids={ids}
        from={from}
        paper={paper}
        printable={count > 0}
      />
      {notice ? (
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      ) : count === 0 ? (
        <EmptyNotice title={copy.emptyTitle} text={hasSelection ? copy.empty : copy.noSelection} />
      ) : (
        <InvitationCardSheets sheets={sheets} paper={paper} />
      )}
    </div>
  );
}
