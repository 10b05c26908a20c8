import { useLoaderData } from "@remix-run/react";
import { InboxItemPage } from "~/components/admin/InboxItemPage";
import { RequesterEmail, RequesterPhone } from "~/components/admin/RequesterContact";
import { REQUESTS_PATH, requestInboxCopy as copy } from "~/content/request-inbox";
import { inboxItemPageAction, inboxItemPageLoader } from "~/controllers/request-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { unindexedPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = unindexedPageMeta<typeof loader>(
  (data) => (data?.item ? copy.requestTitle(data.item.name) : copy.requestNotFound),
  copy.description,
);

export const loader = inboxItemPageLoader("request");
export const action = inboxItemPageAction("request");

export default function AdminRequest() {
  const { item, notice, noticesOn } = useLoaderData<typeof loader>();
  return (
    <InboxItemPage
      listPath={REQUESTS_PATH}
      notice={notice}
      item={item}
      itemPath={(item) => `${REQUESTS_PATH}/${item.id}`}
      view={(item) => ({
        title: copy.requestTitle(item.name),
        detailsLabel: "Datos de la solicitud",
        details: [
          [
            copy.code,
            <span key="c" className="font-mono">
              {item.invitationCode}
            </span>,
          ],
          [copy.company, item.company ?? "—"],
          [copy.email, <RequesterEmail key="e" email={item.email} />],
          [copy.phone, <RequesterPhone key="p" phone={item.phone} />],
        ],
        more: (
          <div>
            <h3 className="font-semibold text-smoke-900">{copy.message}</h3>
            <p className="whitespace-pre-line text-stone-800">{item.message ?? "—"}</p>
          </div>
        ),
      })}
      noticesOn={noticesOn}
    />
  );
}
