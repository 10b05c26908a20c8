import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { BackupConfirmation } from "~/components/admin/BackupConfirmation";
import { BackupPanel } from "~/components/admin/BackupPanel";
import { standaloneTabNotices } from "~/content/standalone";
import { backupAction } from "./backup.server";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { adminPageMeta } from "~/view/seo";

export const meta = adminPageMeta(
  "Respaldo",
  "Descargar y restaurar el respaldo del contenido.",
  "/backup",
);

export const headers = privatePageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const { value, notice } = await readLiveOnly(
    () => Promise.all([site.contentCounts(), site.storedBackups()]),
    null,
    standaloneTabNotices.backup,
  );
  const [current, stored] = value ?? [null, []];
  const [last] = stored;
  const lastIsOld = last ? Date.now() - Date.parse(last.createdAt) > LAST_BACKUP_AGE_MS : false;
  return { current, stored, lastIsOld, notice };
}

export const action = backupAction;

/** A day's run and its retry window: past two days, the page warns that a run failed. */
const LAST_BACKUP_AGE_MS = 2 * 24 * 60 * 60_000;

export default function BackupPage() {
  const { current, stored, lastIsOld, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <Link
          to="/admin"
          className="text-sm font-semibold text-chili-700 underline underline-offset-2"
        >
          Volver al panel de administración
        </Link>
        <h1 className="font-serif text-3xl font-bold text-smoke-900">Respaldo</h1>
        <p className="text-stone-700">
          Descargue todo el contenido del sitio (productos, puntos de venta, recetas, códigos de
          invitación y solicitudes) o restáurelo desde un archivo de respaldo o desde uno de los
          respaldos automáticos diarios.
        </p>
      </div>
      {result?.step === "confirm" ? (
        <BackupConfirmation
          current={result.current}
          incoming={result.incoming}
          exportedAtLabel={result.exportedAtLabel}
          backup={result.backup}
        />
      ) : notice || current === null ? (
        <AdminStandaloneNotice>{notice}</AdminStandaloneNotice>
      ) : (
        <BackupPanel
          current={current}
          stored={stored}
          lastIsOld={lastIsOld}
          error={result?.step === "error" ? result.error : undefined}
        />
      )}
    </div>
  );
}
