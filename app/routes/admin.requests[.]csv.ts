import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadUnavailable } from "~/lib/download-unavailable.server";
import { requireAdminPage } from "~/lib/guards.server";
import { listInvitationRequests } from "~/services/invitations.server";
import { csvFileName, toCsv } from "~/services/requests-csv.server";

/** GET /admin/requests.csv: every request, newest first, as a CSV download. */
export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  // Offline, requests are never read: the tab explains why.
  if (access.mode === "standalone") throw redirect("/admin/requests");
  let requests: Awaited<ReturnType<typeof listInvitationRequests>>;
  try {
    requests = await listInvitationRequests(context.db);
  } catch (error) {
    return downloadUnavailable(error, "/admin/requests.csv", "/admin/requests");
  }
  return new Response(toCsv(requests), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
