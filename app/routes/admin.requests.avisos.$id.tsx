import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminNoticeAlert } from "~/components/admin/AdminNoticeAlert";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { RequestFollowUpForm } from "~/components/admin/RequestFollowUpForm";
import { RequestHistory } from "~/components/admin/RequestHistory";
import { RequestNoticePanel } from "~/components/admin/RequestNoticePanel";
import { RequestBadges } from "~/components/admin/RequestStatusBadge";
import { RequesterEmail, RequesterPhone } from "~/components/admin/RequesterContact";
import { useAdminNoticeToast } from "~/components/admin/useAdminNoticeToast";
import { Icon } from "~/components/Icon";
import {
  REQUESTS_PATH,
  WAITLIST_ENTRIES_PATH,
  requestInboxCopy as copy,
} from "~/content/request-inbox";
import { loadWaitlistEntryPage, waitlistEntryPageAction } from "~/controllers/request-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { pageMeta } from "~/view/seo";
import { siteMetaOfMatches } from "~/view/site-meta";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    site: siteMetaOfMatches(matches),
    title: data?.entry ? copy.entryTitle(data.entry.name) : copy.requestNotFound,
    description: copy.description,
    path: location.pathname,
    noIndex: true,
  });

export const loader = (args: LoaderFunctionArgs) => loadWaitlistEntryPage(args);
export const action = (args: ActionFunctionArgs) => waitlistEntryPageAction(args);

const backLink = (
  <Link to={`${REQUESTS_PATH}?kind=aviso`} className="text-chili-700 underline underline-offset-2">
    ← {copy.backToList}
  </Link>
);

/**
 * One entry of the waiting list: who waits for which product, how to reach
 * them (WhatsApp with the product's return already typed), its status and
 * note, and the owner's e-mail notice.
 */
export default function AdminWaitlistEntry() {
  const { entry, notice, noticesOn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAdminNoticeToast(actionData?.notice);
  if (notice) {
    return (
      <div className="space-y-6">
        {backLink}
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      </div>
    );
  }
  if (!entry) {
    return (
      <div className="space-y-6">
        {backLink}
        <h2 className="text-xl font-semibold text-smoke-900">{copy.requestNotFound}</h2>
      </div>
    );
  }
  const formAction = `${WAITLIST_ENTRIES_PATH}/${entry.id}`;
  const details: [string, React.ReactNode][] = [
    [
      copy.received,
      <time key="t" dateTime={entry.createdAt}>
        {entry.dateLabel}
      </time>,
    ],
    [
      copy.product,
      <Link
        key="p"
        to={`/products/${entry.productSlug}`}
        className="text-chili-700 underline underline-offset-2"
      >
        {entry.productName}
      </Link>,
    ],
    [copy.email, entry.email ? <RequesterEmail key="e" email={entry.email} /> : "—"],
    [copy.phone, entry.phone ? <RequesterPhone key="f" phone={entry.phone} /> : "—"],
  ];
  return (
    <div className="space-y-6">
      {backLink}
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold text-smoke-900">{copy.entryTitle(entry.name)}</h2>
        <p className="flex flex-wrap items-center gap-2 text-stone-700">
          <span>{entry.kindLabel}</span>
          <RequestBadges request={entry} />
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-label="Datos del aviso"
          className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
        >
          <dl className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-smoke-900">{term}</dt>
                <dd className="mb-2 min-w-0 text-stone-800 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          {entry.whatsappUrl ? (
            <a
              href={entry.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-entry-whatsapp=""
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
            >
              <Icon name="message" />
              {copy.openWhatsApp}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            <p className="text-stone-700">{copy.noWhatsApp}</p>
          )}
        </section>
        <section
          aria-labelledby="seguimiento-titulo"
          className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
        >
          <h3 id="seguimiento-titulo" className="text-lg font-semibold text-smoke-900">
            {copy.followUpHeading}
          </h3>
          {actionData?.intent === "follow-up" ? (
            <AdminNoticeAlert notice={actionData.notice} />
          ) : null}
          <RequestFollowUpForm
            key={entry.id}
            action={formAction}
            status={entry.status}
            note={entry.note}
            lastResult={actionData?.intent === "follow-up" ? actionData.result : null}
          />
        </section>
        <div className="space-y-4 rounded-xl border border-honey-200 bg-white p-5">
          {actionData?.intent === "notify" ? <AdminNoticeAlert notice={actionData.notice} /> : null}
          <RequestNoticePanel
            action={formAction}
            state={entry.noticeState}
            description={entry.noticeDescription}
            noticesOn={noticesOn}
          />
        </div>
        <div className="rounded-xl border border-honey-200 bg-white p-5">
          <RequestHistory history={entry.history} />
        </div>
      </div>
    </div>
  );
}
