import { GenerateCodesForm } from "~/components/admin/GenerateCodesForm";
import { GENERATE_CODES_PATH, generateCodesCopy as copy } from "~/content/invitation-campaigns";
import { generateCodesAction } from "~/controllers/invitation-campaign-pages.server";
import { adminFormPageLoader } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, GENERATE_CODES_PATH);

export const loader = adminFormPageLoader;

export const action = generateCodesAction;

export default GenerateCodesForm;
