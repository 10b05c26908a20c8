import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminNoticeAlert } from "~/components/admin/AdminNoticeAlert";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { RequestFollowUpForm } from "~/components/admin/RequestFollowUpForm";
import { StatusHistory } from "~/components/admin/StatusHistory";
import { RequestNoticePanel } from "~/components/admin/RequestNoticePanel";
import { RequestBadges } from "~/components/admin/RequestStatusBadge";
import { useAdminNoticeToast } from "~/components/admin/useAdminNoticeToast";
import { dialogOpenerProps, useAdminDialogFocus } from "~/components/admin/useAdminDialogFocus";
import { Button } from "~/components/ui/Button";
import { PanelSection } from "~/components/ui/PanelSection";
import { requestInboxCopy as copy } from "~/content/request-inbox";
import { adminParams, idParam, type AdminNotice } from "~/shared/admin-crud";
import type { NoticeState, RequestStatus } from "~/shared/enums";

/** What the page of one inbox item (a request or a waiting-list entry) shows of it. */
interface InboxItem {
  id: number;
  kindLabel: string;
  status: RequestStatus;
  statusLabel: string;
  note: string | null;
  noticeState: NoticeState;
  noticeLabel: string;
  noticeDescription: string;
  history: readonly { label: string; at: string; atLabel: string }[];
  /** When it came in: ISO and as the page says it. */
  createdAt: string;
  dateLabel: string;
}

/** How the page draws its item's own part. */
interface InboxItemView {
  title: string;
  /** The accessible name of the details' section. */
  detailsLabel: string;
  /** The rows after 'Recibida' (when it came in), which every item shows first. */
  details: [string, ReactNode][];
  /** What follows the details: the request's message, the entry's WhatsApp link. */
  more: ReactNode;
}

interface InboxItemPageProps<Item extends InboxItem> {
  /** The list it belongs to, for the back link. */
  listPath: string;
  /** The standalone site's refusal, shown instead of the item. */
  notice: string | null;
  item: Item | null;
  /** Where the item's forms post. */
  itemPath: (item: Item) => string;
  view: (item: Item) => InboxItemView;
  noticesOn: boolean;
}

/** What the item's last post answered (the page's action). */
interface InboxItemActionData {
  intent: "follow-up" | "notify" | "delete";
  result: SubmissionResult<string[]> | null;
  notice: AdminNotice;
}

const received = (item: InboxItem): [string, ReactNode] => [
  copy.received,
  <time key="t" dateTime={item.createdAt}>
    {item.dateLabel}
  </time>,
];

/**
 * The page of one item of 'Solicitudes': its details, 'Seguimiento' (status
 * and note), the owner's e-mail notice and the history, and 'Eliminar' (to
 * 'Papelera', after its confirmation, `?eliminar=<id>`); or the standalone
 * notice, or 'not found'.
 */
export function InboxItemPage<Item extends InboxItem>(props: InboxItemPageProps<Item>) {
  const { listPath, notice, item } = props;
  const actionData = useActionData<InboxItemActionData>();
  const [searchParams] = useSearchParams();
  const removing = idParam(searchParams, adminParams.remove);
  const confirming = props.item !== null && removing === props.item.id;
  useAdminNoticeToast(actionData?.notice);
  // Closing the confirmation gives the focus back to 'Eliminar'.
  useAdminDialogFocus(confirming ? { param: adminParams.remove, id: removing } : null, []);
  const backLink = (
    <Link to={listPath} className="text-chili-700 underline underline-offset-2">
      ← {copy.backToList}
    </Link>
  );
  if (notice || !item) {
    return (
      <div className="space-y-6">
        {backLink}
        {notice ? (
          <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
        ) : (
          <h2 className="text-xl font-semibold text-smoke-900">{copy.requestNotFound}</h2>
        )}
      </div>
    );
  }
  const action = props.itemPath(item);
  const view = props.view(item);
  const confirmUrl = `${action}?${adminParams.remove}=${item.id}`;
  return (
    <div className="space-y-6">
      {backLink}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h2 className="text-2xl font-semibold text-smoke-900">{view.title}</h2>
          <p className="flex flex-wrap items-center gap-2 text-stone-700">
            <span>{item.kindLabel}</span>
            <RequestBadges request={item} />
          </p>
        </div>
        <Button
          to={confirmUrl}
          variant="secondary"
          preventScrollReset
          {...dialogOpenerProps(adminParams.remove, item.id)}
        >
          Eliminar
        </Button>
      </header>
      {confirming ? (
        <ConfirmDelete
          action={confirmUrl}
          tabUrl={action}
          id={item.id}
          name={view.title}
          notice={actionData?.intent === "delete" ? actionData.notice : null}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-label={view.detailsLabel}
          className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
        >
          <dl className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
            {[received(item), ...view.details].map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-smoke-900">{term}</dt>
                <dd className="mb-2 min-w-0 text-stone-800 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          {view.more}
        </section>
        <PanelSection id="seguimiento-titulo" heading={copy.followUpHeading}>
          {actionData?.intent === "follow-up" ? (
            <AdminNoticeAlert notice={actionData.notice} />
          ) : null}
          <RequestFollowUpForm
            // Another item's page starts its form afresh; a save keeps it (and its focus).
            key={item.id}
            action={action}
            status={item.status}
            note={item.note}
            lastResult={actionData?.intent === "follow-up" ? actionData.result : null}
          />
        </PanelSection>
        <div className="space-y-4 rounded-xl border border-honey-200 bg-white p-5">
          {actionData?.intent === "notify" ? <AdminNoticeAlert notice={actionData.notice} /> : null}
          <RequestNoticePanel
            action={action}
            state={item.noticeState}
            description={item.noticeDescription}
            noticesOn={props.noticesOn}
          />
        </div>
        <div className="rounded-xl border border-honey-200 bg-white p-5">
          <StatusHistory
            headingId="historial-titulo"
            heading={copy.historyHeading}
            history={item.history}
          />
        </div>
      </div>
    </div>
  );
}
