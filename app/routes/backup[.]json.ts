import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminDownload } from "~/http/admin-download.server";
import { plainPage } from "~/http/plain-page.server";
import { backupCopy } from "~/content/admin";
import { todayInMexicoCity } from "~/shared/code-expiry";

const fileHeaders = (date: string) => ({
  "Content-Type": "application/json; charset=utf-8",
  "Content-Disposition": `attachment; filename="respaldo-${date}.json"`,
  "Cache-Control": "private, no-store",
});

/**
 * GET /backup.json: the whole content as one JSON file; with `?id=` (a
 * date), that day's automatic backup as it was stored.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id");
  return adminDownload(context, { download: "/backup.json", tab: "/backup" }, async (site) => {
    if (id !== null) {
      const stored = await site.storedBackup(id);
      if (stored === null) {
        const page = plainPage(
          backupCopy.storedMissing,
          `      <p><a href="/backup">Volver</a></p>`,
        );
        return new Response(page, {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      return new Response(stored, { headers: fileHeaders(id) });
    }
    const now = new Date();
    const backup = await site.backup(now);
    return new Response(JSON.stringify(backup, null, 2), {
      headers: fileHeaders(todayInMexicoCity(now)),
    });
  });
}
