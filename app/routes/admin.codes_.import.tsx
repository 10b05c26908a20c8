import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { ImportGuestsForm } from "~/components/admin/ImportGuestsForm";
import { IMPORT_GUESTS_PATH, importGuestsCopy as copy } from "~/content/invitation-campaigns";
import { importGuestsAction } from "~/controllers/invitation-campaign-pages.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, IMPORT_GUESTS_PATH);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  return null;
}

export const action = importGuestsAction;

export default function ImportGuestsPage() {
  const actionData = useActionData<typeof action>();
  return <ImportGuestsForm lastResult={actionData?.result} notice={actionData?.notice} />;
}
