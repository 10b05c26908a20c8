import { readSiteSectionApi, writeSiteSectionApi } from "~/controllers/site-settings-api.server";

export const loader = readSiteSectionApi;
export const action = writeSiteSectionApi;
