import { Form, useNavigation } from "@remix-run/react";
import { Button, buttonClassName } from "~/components/ui/Button";
import { backupCopy } from "~/content/admin";
import type { StoredBackup } from "~/services/stored-backups.server";
import { formatBytes } from "~/shared/bytes";
import { formatDate, formatDateTime } from "~/shared/dates";

/**
 * The automatic backups, newest first, each with its date and size, a
 * download link and 'Restaurar', which leads to the same confirmation as
 * an uploaded file (docs/decisions/033-scheduled-jobs-and-automatic-backups.md).
 */
export function StoredBackupList({
  stored,
  lastIsOld,
}: {
  stored: readonly StoredBackup[];
  /** Whether the newest is more than two days old: a run failed. */
  lastIsOld: boolean;
}) {
  const navigation = useNavigation();
  const previewing =
    navigation.state === "submitting" ? navigation.formData?.get("stored") : undefined;
  const [last] = stored;
  return (
    <>
      <p className="text-stone-700">{backupCopy.storedIntro}</p>
      <p className="font-medium text-smoke-900">
        {last ? backupCopy.lastStored(formatDateTime(last.createdAt)) : backupCopy.storedNone}
      </p>
      {last && lastIsOld ? <p className="text-chili-700">{backupCopy.lastStoredOld}</p> : null}
      {stored.length > 0 ? (
        <ul className="divide-y divide-honey-100">
          {stored.map((backup) => (
            <li key={backup.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-40 grow text-smoke-900">
                {formatDate(backup.id)} · {formatBytes(backup.bytes)}
              </span>
              <a
                href={`/backup.json?id=${backup.id}`}
                download
                className={buttonClassName({ variant: "secondary" })}
                aria-label={`Descargar el respaldo del ${formatDate(backup.id)}`}
              >
                Descargar
              </a>
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="intent" value="preview" />
                <input type="hidden" name="stored" value={backup.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  pending={previewing === backup.id}
                  pendingLabel="Revisando..."
                  aria-label={`Restaurar el respaldo del ${formatDate(backup.id)}`}
                >
                  Restaurar
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
