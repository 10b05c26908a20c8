import { Form, useNavigation } from "@remix-run/react";
import type { SiteSettingsSection } from "~/validation/site-settings";
import { siteTabCopy } from "~/content/site-settings-copy";
import { Button } from "~/components/ui/Button";

export interface SiteVersionRow {
  id: number;
  /** When it was saved, as the admin's dates read. */
  savedAtLabel: string;
  /** The version's values as plain lines ('Campo: valor'), to look at before restoring. */
  lines: string[];
}

/** A form of one button that posts an intent for the section. */
function IntentForm({
  action,
  section,
  intent,
  versionId,
  label,
  accessibleLabel,
}: {
  action: string;
  section: SiteSettingsSection;
  intent: "restore-version" | "restore-defaults";
  versionId?: number;
  label: string;
  accessibleLabel?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("section") === section &&
    (versionId === undefined || navigation.formData.get("versionId") === String(versionId));
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="intent" value={intent} />
      {versionId !== undefined ? <input type="hidden" name="versionId" value={versionId} /> : null}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        pending={pending}
        aria-label={accessibleLabel}
      >
        {label}
      </Button>
    </Form>
  );
}

/** The section's last versions, each to look at and restore, and 'Restaurar valores predeterminados'. */
export function SiteVersions({
  section,
  action,
  versions,
  saved,
}: {
  section: SiteSettingsSection;
  action: string;
  versions: SiteVersionRow[];
  /** Whether the section holds a saved value (otherwise it already shows its defaults). */
  saved: boolean;
}) {
  return (
    <section aria-labelledby={`versiones-${section}`} className="space-y-3">
      <h3 id={`versiones-${section}`} className="text-lg font-semibold text-smoke-900">
        {siteTabCopy.versionsTitle}
      </h3>
      {versions.length === 0 ? (
        <p className="text-sm text-stone-700">{siteTabCopy.noVersions}</p>
      ) : (
        <ul className="space-y-2">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-honey-200 bg-white p-3"
            >
              <details className="min-w-0 flex-1">
                <summary className="cursor-pointer font-semibold text-honey-900">
                  Guardada el {version.savedAtLabel}
                </summary>
                <ul className="mt-2 space-y-1 text-sm break-words whitespace-pre-line text-stone-700">
                  {version.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </details>
              <IntentForm
                action={action}
                section={section}
                intent="restore-version"
                versionId={version.id}
                label={siteTabCopy.restore}
                accessibleLabel={`${siteTabCopy.restore} la versión del ${version.savedAtLabel}`}
              />
            </li>
          ))}
        </ul>
      )}
      {saved ? (
        <IntentForm
          action={action}
          section={section}
          intent="restore-defaults"
          label={siteTabCopy.restoreDefaults}
        />
      ) : null}
    </section>
  );
}
