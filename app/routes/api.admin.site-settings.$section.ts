import { putSiteSectionApi, sectionOnlyWritten } from "~/controllers/site-settings-api.server";

export const loader = sectionOnlyWritten;
export const action = putSiteSectionApi;
