import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminHeader";
import { SampleDataNotice } from "~/components/admin/SampleDataNotice";
import { AdminTabs } from "~/components/admin/AdminTabs";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { showsSampleIdentity } from "~/services/site-settings.server";
import { unindexedPageMeta } from "~/view/seo";

export const meta = unindexedPageMeta(
  "Panel de Administración",
  "Administración del catálogo, puntos de venta, recetas y códigos de invitación.",
  "/admin",
);

/** Every admin page: anyone but an admin is sent to /admin/auth. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's redirect is the one Remix follows: it names the page asked for.
  const { pathname, search } = new URL(request.url);
  const access = await requireAdminPage(context, pathname + search);
  const [newRequests, sampleIdentity] = await Promise.all([
    countNewRequestsForTab(context),
    showsSampleIdentity(context.cloudflare.env),
  ]);
  return { username: access.username, newRequests, sampleIdentity };
}

/** The number on the 'Solicitudes' tab; a failure to count only leaves it out. */
async function countNewRequestsForTab(context: LoaderFunctionArgs["context"]) {
  try {
    return await siteFor(context).inbox.newCount();
  } catch (error) {
    console.error("Could not count the new requests", error);
    return null;
  }
}

export const headers = privatePageHeaders;

export default function AdminLayout() {
  const { username, newRequests, sampleIdentity } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <AdminHeader username={username} />
      <AdminTabs newRequests={newRequests} />
      {sampleIdentity ? <SampleDataNotice /> : null}
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
