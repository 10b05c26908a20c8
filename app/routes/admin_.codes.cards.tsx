import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { InvitationCardSheets } from "~/components/admin/InvitationCardSheets";
import { InvitationCardsToolbar } from "~/components/admin/InvitationCardsToolbar";
import { EmptyNotice } from "~/components/EmptyNotice";
import {
  CARDS_PER_PAGE,
  MAX_CARD_IDS,
  invitationCardsCopy as copy,
} from "~/content/invitation-cards";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { adminPageMeta } from "~/view/admin-page-meta";
import {
  cardSheets,
  invitationCardView,
  readCardSheetRequest,
} from "~/view/invitation-cards.server";

const PAGE_URL = "/admin/codes/cards";
const CODES_TAB_URL = "/admin/codes";

/** Never cached: the cards carry live codes and their holders' names. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, PAGE_URL);

/**
 * `/admin/codes/cards?campaign=…` or `?id=…&id=…`, and `&paper=a4`: the
 * usable codes of the selection as printable cards (view/invitation-cards.server.ts
 * reads the URL). Outside the admin layout, so no tabs print. A URL that
 * names nothing shows the empty state (200) with the way back: it is the
 * codes tab's link without a choice, not a broken request.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await requireAdminPage(context, url.pathname + url.search);
  const { selection, campaign, paper, from, idsLeftOut } = readCardSheetRequest(url);
  const site = siteFor(context);
  const none = { codes: [], more: false };
  const { value: page, notice } = selection
    ? await readLiveOnly(
        () => site.invitationCodes.cards(selection, { offset: from, limit: CARDS_PER_PAGE }),
        none,
        copy.standalone,
      )
    : { value: none, notice: null };
  const cards = page.codes.map((code) => invitationCardView(code, context.origin));
  return {
    sheets: cardSheets(cards),
    count: cards.length,
    paper,
    campaign,
    ids: selection && "ids" in selection ? selection.ids : [],
    hasSelection: selection !== null,
    notice,
    from,
    more: page.more,
    idsLeftOut,
  };
}

export default function AdminInvitationCards() {
  const { sheets, count, paper, campaign, ids, hasSelection, notice, from, more, idsLeftOut } =
    useLoaderData<typeof loader>();
  const pageOf = (start: number) =>
    `${PAGE_URL}?${new URLSearchParams({ campaign: campaign ?? "", paper, from: String(start) })}`;
  const paged = campaign !== null && ids.length === 0 && (from > 0 || more);
  const backTo = campaign
    ? `${CODES_TAB_URL}?${new URLSearchParams({ campaign }).toString()}`
    : CODES_TAB_URL;
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
        {paged ? (
          <nav aria-label={copy.pagesLabel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p className="font-semibold text-honey-900">{copy.range(from + 1, from + count)}</p>
            {from > 0 ? (
              <Link
                to={pageOf(Math.max(0, from - CARDS_PER_PAGE))}
                reloadDocument
                className="text-chili-700 underline underline-offset-2"
              >
                ← {copy.previousCards}
              </Link>
            ) : null}
            {more ? (
              <Link
                to={pageOf(from + CARDS_PER_PAGE)}
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
        action={PAGE_URL}
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
