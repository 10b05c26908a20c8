import { ImportGuestsForm } from "~/components/admin/ImportGuestsForm";
import { IMPORT_GUESTS_PATH, importGuestsCopy as copy } from "~/content/invitation-campaigns";
import { importGuestsAction } from "~/controllers/invitation-campaign-pages.server";
import { adminFormPageLoader } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, IMPORT_GUESTS_PATH);

export const loader = adminFormPageLoader;

export const action = importGuestsAction;

export default ImportGuestsForm;
