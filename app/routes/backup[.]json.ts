import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadUnavailable } from "~/lib/download-unavailable.server";
import { requireAdminPage } from "~/lib/guards.server";
import { exportBackup } from "~/services/backup.server";
import { isoDateInMexicoCity } from "~/services/requests-csv.server";

/** GET /backup.json: the whole content as one JSON file. */
export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  // Offline, codes and requests are never read: the backup page explains why.
  if (access.mode === "standalone") throw redirect("/backup");
  const now = new Date();
  let backup: Awaited<ReturnType<typeof exportBackup>>;
  try {
    backup = await exportBackup(context.db, now);
  } catch (error) {
    return downloadUnavailable(error, "/backup.json", "/backup");
  }
  return new Response(JSON.stringify(backup, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="respaldo-${isoDateInMexicoCity(now)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
