import type { SiteSettingsSection } from "~/validation/site-settings";

/** The admin's 'Sitio' tab, one section at a time (`?seccion=`). */
export const SITE_TAB_URL = "/admin/site";

export const sectionUrl = (section: SiteSettingsSection) =>
  `${SITE_TAB_URL}?seccion=${encodeURIComponent(section)}`;

/** A picture's file input is named `upload:` and the path of the URL field it fills. */
export const UPLOAD_FIELD_PREFIX = "upload:";
