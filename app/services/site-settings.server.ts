/**
 * The owner's site settings as public pages read them: the copy kept in KV
 * (`CONTENT_VERSION` namespace, key `site-settings`), which the live site,
 * the standalone site and the static copy used when D1 fails all reach, so
 * every mode shows the owner's identity. D1 holds the settings and their
 * history (docs/decisions/027-site-settings.md); each save writes this copy.
 */
import { defaultSiteSettings, type SiteSettings } from "~/content/site-settings";

export const SITE_SETTINGS_KV_KEY = "site-settings";

/**
 * The settings to show: each section of the KV copy over its default.
 * A missing copy, or one KV cannot give, shows the defaults.
 */
export async function readSiteSettings(env: Pick<Env, "CONTENT_VERSION">): Promise<SiteSettings> {
  // Placeholder until the 'Sitio' tab's storage lands: no section is checked yet.
  try {
    const stored = await env.CONTENT_VERSION.get<Partial<SiteSettings>>(
      SITE_SETTINGS_KV_KEY,
      "json",
    );
    return { ...defaultSiteSettings, ...stored };
  } catch (error) {
    console.error("Could not read the site settings from KV; showing the defaults", error);
    return defaultSiteSettings;
  }
}
