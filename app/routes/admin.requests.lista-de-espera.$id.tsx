import { Link, useLoaderData } from "@remix-run/react";
import { InboxItemPage } from "~/components/admin/InboxItemPage";
import { RequesterEmail, RequesterPhone } from "~/components/admin/RequesterContact";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import {
  REQUESTS_PATH,
  WAITLIST_ENTRIES_PATH,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { inboxItemPageAction, inboxItemPageLoader } from "~/controllers/request-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { unindexedPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = unindexedPageMeta<typeof loader>(
  (data) => (data?.item ? copy.entryTitle(data.item.name) : copy.requestNotFound),
  copy.description,
);

export const loader = inboxItemPageLoader("waitlist");
export const action = inboxItemPageAction("waitlist");

/**
 * One entry of the waiting list: who waits for which product, how to reach
 * them (WhatsApp with the product's return already typed), its status and
 * note, and the owner's e-mail notice.
 */
export default function AdminWaitlistEntry() {
  const { item, notice, noticesOn } = useLoaderData<typeof loader>();
  return (
    <InboxItemPage
      listPath={`${REQUESTS_PATH}?kind=waitlist`}
      notice={notice}
      item={item}
      itemPath={(item) => `${WAITLIST_ENTRIES_PATH}/${item.id}`}
      view={(item) => ({
        title: copy.entryTitle(item.name),
        detailsLabel: copy.entryDetails,
        details: [
          [
            copy.product,
            <Link
              key="p"
              to={`/products/${item.productSlug}`}
              className="text-chili-700 underline underline-offset-2"
            >
              {item.productName}
            </Link>,
          ],
          [copy.email, item.email ? <RequesterEmail key="e" email={item.email} /> : "—"],
          [copy.phone, item.phone ? <RequesterPhone key="f" phone={item.phone} /> : "—"],
        ],
        more: item.whatsappUrl ? (
          <WhatsAppLink
            href={item.whatsappUrl}
            data-entry-whatsapp=""
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            {copy.openWhatsApp}
          </WhatsAppLink>
        ) : (
          <p className="text-stone-700">{copy.noWhatsApp}</p>
        ),
      })}
      noticesOn={noticesOn}
    />
  );
}
