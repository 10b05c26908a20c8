import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminDownload } from "~/http/admin-download.server";
import { todayInMexicoCity } from "~/shared/code-expiry";

/** GET /backup.json: the whole content as one JSON file. */
export function loader({ context }: LoaderFunctionArgs) {
  return adminDownload(context, { download: "/backup.json", tab: "/backup" }, async (site) => {
    const now = new Date();
    const backup = await site.backup(now);
    return new Response(JSON.stringify(backup, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="respaldo-${todayInMexicoCity(now)}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
