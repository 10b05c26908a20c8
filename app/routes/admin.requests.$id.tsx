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
import { REQUESTS_PATH, requestInboxCopy as copy } from "~/content/request-inbox";
import { loadRequestPage, requestPageAction } from "~/controllers/request-pages.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { pageMeta } from "~/view/seo";
import { siteMetaOfMatches } from "~/view/site-meta";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: data?.request ? copy.requestTitle(data.request.name) : copy.requestNotFound,
    description: copy.description,
    path: location.pathname,
    noIndex: true,
    site: siteMetaOfMatches(matches),
  });

export const loader = (args: LoaderFunctionArgs) => loadRequestPage(args);
export const action = (args: ActionFunctionArgs) => requestPageAction(args);

const backLink = (
  <Link to={REQUESTS_PATH} className="text-chili-700 underline underline-offset-2">
    ← {copy.backToList}
  </Link>
);

export default function AdminRequest() {
  const { request, notice, noticesOn } = useLoaderData<typeof loader>();
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
  if (!request) {
    return (
      <div className="space-y-6">
        {backLink}
        <h2 className="text-xl font-semibold text-smoke-900">{copy.requestNotFound}</h2>
      </div>
    );
  }
  const formAction = `${REQUESTS_PATH}/${request.id}`;
  const details: [string, React.ReactNode][] = [
    [
      copy.received,
      <time key="t" dateTime={request.createdAt}>
        {request.dateLabel}
      </time>,
    ],
    [
      copy.code,
      <span key="c" className="font-mono">
        {request.invitationCode}
      </span>,
    ],
    [copy.company, request.company ?? "—"],
    [copy.email, <RequesterEmail key="e" email={request.email} />],
    [copy.phone, <RequesterPhone key="p" phone={request.phone} />],
  ];
  return (
    <div className="space-y-6">
      {backLink}
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold text-smoke-900">{copy.requestTitle(request.name)}</h2>
        <p className="flex flex-wrap items-center gap-2 text-stone-700">
          <span>{request.kindLabel}</span>
          <RequestBadges request={request} />
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-label="Datos de la solicitud"
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
          <div>
            <h3 className="font-semibold text-smoke-900">{copy.message}</h3>
            <p className="whitespace-pre-line text-stone-800">{request.message ?? "—"}</p>
          </div>
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
            // Another request's page starts its form afresh; a save keeps it (and its focus).
            key={request.id}
            action={formAction}
            status={request.status}
            note={request.note}
            lastResult={actionData?.intent === "follow-up" ? actionData.result : null}
          />
        </section>
        <div className="space-y-4 rounded-xl border border-honey-200 bg-white p-5">
          {actionData?.intent === "notify" ? <AdminNoticeAlert notice={actionData.notice} /> : null}
          <RequestNoticePanel
            action={formAction}
            state={request.noticeState}
            description={request.noticeDescription}
            noticesOn={noticesOn}
          />
        </div>
        <div className="rounded-xl border border-honey-200 bg-white p-5">
          <RequestHistory history={request.history} />
        </div>
      </div>
    </div>
  );
}
