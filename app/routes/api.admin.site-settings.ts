import { siteSettingsAction, siteSettingsLoader } from "~/controllers/site-settings-api.server";

export const loader = siteSettingsLoader;
export const action = siteSettingsAction;
