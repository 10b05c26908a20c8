import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { GenerateCodesForm } from "~/components/admin/GenerateCodesForm";
import { GENERATE_CODES_PATH, generateCodesCopy as copy } from "~/content/invitation-campaigns";
import { generateCodesAction } from "~/controllers/invitation-campaign-pages.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, GENERATE_CODES_PATH);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  return null;
}

export const action = generateCodesAction;

export default function GenerateCodesPage() {
  const actionData = useActionData<typeof action>();
  return <GenerateCodesForm lastResult={actionData?.result} notice={actionData?.notice} />;
}
