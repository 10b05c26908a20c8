import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminOfflineNotice } from "~/components/admin/AdminOfflineNotice";
import { BackupConfirmation } from "~/components/admin/BackupConfirmation";
import { BackupPanel } from "~/components/admin/BackupPanel";
import { describeCounts } from "~/shared/backup-counts";
import { redirectWithToast } from "~/http/flash-toast.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { readFormData } from "~/http/request-body.server";
import { pageMeta } from "~/view/seo";
import {
  MAX_BACKUP_BYTES,
  countBackup,
  countContent,
  parseBackupText,
  readBackupJson,
  restoreBackup,
} from "~/services/backup.server";
import { asServiceError, badRequest, isServiceError } from "~/services/errors.server";
import { offlineWriteToast, simulateOfflineWrite } from "~/services/offline-writes.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Respaldo · Panel de Administración",
    description: "Descargar y restaurar el respaldo del contenido.",
    path: "/backup",
    noIndex: true,
  });

export const headers = privatePageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  // Offline, nothing is read from D1: the page says so instead.
  if (access.mode === "standalone") return { current: null };
  return { current: await countContent(context.db) };
}

/** Room for the multipart boundaries around a 5 MB file. */
const MAX_REQUEST_BYTES = MAX_BACKUP_BYTES + 64 * 1024;
const TOO_LARGE = "El archivo no debe exceder los 5MB";

async function readBackupText(form: FormData): Promise<string> {
  const value = form.get(form.get("intent") === "restore" ? "backup" : "file");
  if (typeof value === "string") {
    if (value.trim() === "") throw badRequest("Seleccione un archivo de respaldo");
    return value;
  }
  if (!value || value.size === 0) throw badRequest("Seleccione un archivo de respaldo");
  if (value.size > MAX_BACKUP_BYTES) throw badRequest(TOO_LARGE);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await value.arrayBuffer());
  } catch {
    throw badRequest("El archivo no es UTF-8 válido");
  }
}

/**
 * intent=preview checks the file and answers the confirmation (the file
 * travels on in a hidden field); intent=restore checks it again and replaces
 * everything in one batch. Offline, the file is checked and the restore simulated.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const access = await requireAdminPage(context);
  try {
    let form: FormData;
    try {
      form = await readFormData(request, MAX_REQUEST_BYTES);
    } catch (error) {
      if (isServiceError(error) && error.status === 413) throw badRequest(TOO_LARGE);
      throw error;
    }
    const intent = form.get("intent");
    const text = await readBackupText(form);
    if (access.mode === "standalone") {
      await simulateOfflineWrite(countBackup(parseBackupText(text)));
      throw await redirectWithToast("/backup", offlineWriteToast, context.cloudflare.env);
    }
    if (intent === "restore") {
      const counts = await restoreBackup(context.db, readBackupJson(text));
      context.markContentChanged();
      // Thrown, so the action's data type stays that of its two answers.
      throw await redirectWithToast(
        "/backup",
        {
          type: "success",
          title: "Respaldo restaurado",
          description: `Ahora hay ${describeCounts(counts)}.`,
        },
        context.cloudflare.env,
      );
    }
    const parsed = parseBackupText(text);
    return data({
      step: "confirm" as const,
      error: undefined,
      incoming: countBackup(parsed),
      current: await countContent(context.db),
      backup: JSON.stringify(readBackupJson(text)),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = asServiceError(error, "Backup restore");
    if (failure.status !== 503 || failure.details.retryAfterSeconds === undefined) {
      return data({ step: "error" as const, error: failure.message }, { status: failure.status });
    }
    // D1 failed: the restore is one batch, so nothing changed.
    return data(
      {
        step: "error" as const,
        error: `No se pudo restaurar el respaldo; no se cambió nada. ${failure.message}`,
      },
      { status: 503, headers: { "Retry-After": String(failure.details.retryAfterSeconds) } },
    );
  }
}

export default function BackupPage() {
  const { current } = useLoaderData<typeof loader>();
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
          backup={result.backup}
        />
      ) : current === null ? (
        <AdminOfflineNotice>
          El respaldo necesita conexión con el servidor: en modo sin conexión no se leen los códigos
          ni las solicitudes y no se restaura nada.
        </AdminOfflineNotice>
      ) : (
        <BackupPanel
          current={current}
          error={result?.step === "error" ? result.error : undefined}
        />
      )}
    </div>
  );
}
