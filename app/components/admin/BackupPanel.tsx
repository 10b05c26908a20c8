import { Form, useNavigation } from "@remix-run/react";
import { Button, buttonClassName } from "~/components/ui/Button";
import { TitledSection, type TitledSectionProps } from "~/components/ui/TitledSection";
import { backupCopy } from "~/content/admin";
import { describeCounts, type ContentCounts } from "~/shared/backup-counts";
import { InlineAlert } from "~/components/ui/Alert";
import type { StoredBackup } from "~/services/stored-backups.server";
import { StoredBackupList } from "./StoredBackupList";

function PanelSection(props: Omit<TitledSectionProps, "className" | "headingClassName">) {
  return (
    <TitledSection
      {...props}
      className="space-y-3 rounded-xl border border-honey-200 bg-white p-5"
      headingClassName="text-xl font-semibold text-smoke-900"
    />
  );
}

/** 'Descargar respaldo', the automatic backups, and the restore form's first step (choose a file). */
export function BackupPanel({
  current,
  stored,
  lastIsOld,
  error,
}: {
  current: ContentCounts;
  stored: readonly StoredBackup[];
  lastIsOld: boolean;
  error?: string;
}) {
  const navigation = useNavigation();
  const previewing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  return (
    <div className="space-y-8">
      <PanelSection headingId="backup-download-title" heading="Descargar">
        <p className="text-stone-700">
          Un archivo JSON con todo el contenido: {describeCounts(current)}.
        </p>
        <a href="/backup.json" download className={buttonClassName()}>
          Descargar respaldo
        </a>
      </PanelSection>

      <PanelSection headingId="backup-stored-title" heading={backupCopy.storedHeading}>
        <StoredBackupList stored={stored} lastIsOld={lastIsOld} />
      </PanelSection>

      <PanelSection headingId="backup-restore-title" heading="Restaurar">
        <p className="text-stone-700">
          Elija un archivo de respaldo (JSON, hasta 5MB). Antes de reemplazar nada se le pedirá
          confirmación.
        </p>
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <div className="space-y-1">
            <label htmlFor="backup-file" className="block font-medium text-smoke-900">
              Archivo de respaldo
            </label>
            <input
              id="backup-file"
              name="file"
              type="file"
              accept="application/json,.json"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "backup-error" : undefined}
              className="block w-full rounded-lg border border-stone-500 bg-white p-2 text-smoke-900 file:mr-3 file:rounded-md file:border-0 file:bg-honey-100 file:px-3 file:py-2 file:font-semibold file:text-honey-900"
            />
          </div>
          {error ? <InlineAlert id="backup-error">{error}</InlineAlert> : null}
          <Button
            type="submit"
            variant="secondary"
            pending={previewing}
            pendingLabel="Revisando..."
          >
            Revisar archivo
          </Button>
        </Form>
      </PanelSection>
    </div>
  );
}
