import { siteSectionAction, siteSectionLoader } from "~/controllers/site-settings-api.server";

export const loader = siteSectionLoader;
export const action = siteSectionAction;
