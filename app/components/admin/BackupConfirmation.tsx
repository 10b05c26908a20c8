import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button, buttonClassName } from "~/components/ui/Button";
import { backupCopy } from "~/content/admin";
import { replacementSentence, type ContentCounts } from "~/shared/backup-counts";

/**
 * The restore's second step: says what will be replaced, and carries the
 * already validated file in a hidden field, so nothing is stored between
 * the two posts.
 */
export function BackupConfirmation({
  current,
  incoming,
  exportedAtLabel,
  backup,
}: {
  current: ContentCounts;
  incoming: ContentCounts;
  /** When the file was downloaded ('20 nov 2026, 21:39'), if it says. */
  exportedAtLabel: string | null;
  backup: string;
}) {
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formData?.get("intent") === "restore";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="backup-confirm-title"
      className="space-y-4 rounded-xl border-2 border-chili-700 bg-white p-5"
    >
      <h2
        id="backup-confirm-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-smoke-900"
      >
        Confirmar restauración
      </h2>
      {exportedAtLabel ? (
        <p className="text-smoke-900">{backupCopy.downloadedOn(exportedAtLabel)}</p>
      ) : null}
      <p className="text-smoke-900">{replacementSentence(current, incoming)}</p>
      <p className="text-stone-700">
        Los usuarios y las sesiones no cambian. Esta acción no se puede deshacer.
      </p>
      {/* multipart: the JSON travels as is, not percent-encoded (which could triple it). */}
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="backup" value={backup} />
        <Button type="submit" pending={restoring} pendingLabel="Restaurando...">
          Restaurar respaldo
        </Button>
        <Link to="/backup" className={buttonClassName({ variant: "secondary" })}>
          Cancelar
        </Link>
      </Form>
    </section>
  );
}
