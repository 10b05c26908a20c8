import { downloadRequestsCsv } from "~/controllers/requests-csv-download.server";

export const loader = downloadRequestsCsv;
