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
  const { value: current, notice } = await readLiveOnly(
    () => site.contentCounts(),
    null,
    standaloneTabNotices.backup,
  );
  return { current, notice };
}

export const action = backupAction;

export default function BackupPage() {
  const { current, notice } = useLoaderData<typeof loader>();
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
          invitación y solicitudes) o restáurelo desde un archivo de respaldo.
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
          error={result?.step === "error" ? result.error : undefined}
        />
      )}
    </div>
  );
}
