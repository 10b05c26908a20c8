import { readSiteSettingsApi, settingsOnlyRead } from "~/controllers/site-settings-api.server";

export const loader = readSiteSettingsApi;
export const action = settingsOnlyRead;
