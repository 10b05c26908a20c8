import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CARDS_PER_PAGE, invitationCardsCopy as copy } from "~/content/invitation-cards";
import { CARDS_PATH, CODES_PATH } from "~/content/invitation-campaigns";
import { requireAdminPage } from "~/http/guards.server";
import { siteFor } from "~/services/site/site.server";
import {
  cardSheets,
  invitationCardView,
  readCardSheetRequest,
} from "~/view/invitation-cards.server";
import { campaignCodesPath } from "~/controllers/invitation-campaign-pages.server";
import { readLiveOnly } from "~/controllers/live-only-read.server";

/**
 * `/admin/codes/cards?campaign=…` or `?id=…&id=…`, and `&paper=a4`: the
 * usable codes of the selection as printable cards (view/invitation-cards.server.ts
 * reads the URL), a campaign CARDS_PER_PAGE at a time from `?from=`. A URL
 * that names nothing shows the empty state (200) with the way back: it is
 * the codes tab's link without a choice, not a broken request.
 */
export async function loadInvitationCards({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await requireAdminPage(context, url.pathname + url.search);
  const { selection, campaign, paper, from, idsLeftOut } = readCardSheetRequest(url);
  const none = { codes: [], more: false };
  const { value: page, notice } = selection
    ? await readLiveOnly(
        () =>
          siteFor(context).invitationCodes.cards(selection, {
            offset: from,
            limit: CARDS_PER_PAGE,
          }),
        none,
        copy.standalone,
      )
    : { value: none, notice: null };
  const cards = page.codes.map((code) => invitationCardView(code, context.origin));
  const ids = selection && "ids" in selection ? selection.ids : [];
  const pageOf = (start: number) =>
    `${CARDS_PATH}?${new URLSearchParams({ campaign: campaign ?? "", paper, from: String(start) })}`;
  const paged = campaign !== null && ids.length === 0 && (from > 0 || page.more);
  return {
    sheets: cardSheets(cards),
    count: cards.length,
    paper,
    campaign,
    ids,
    from,
    hasSelection: selection !== null,
    notice,
    idsLeftOut,
    backTo: campaign ? campaignCodesPath(campaign) : CODES_PATH,
    /** A long campaign's place among its pages of cards, and the links to the others. */
    pages: paged
      ? {
          first: from + 1,
          last: from + cards.length,
          previous: from > 0 ? pageOf(Math.max(0, from - CARDS_PER_PAGE)) : null,
          next: page.more ? pageOf(from + CARDS_PER_PAGE) : null,
        }
      : null,
  };
}
