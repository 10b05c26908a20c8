import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { InvitationCodeForm } from "~/components/admin/InvitationCodeForm";
import { InvitationCodeList, type InvitationCodeRow } from "~/components/admin/InvitationCodeList";
import { usedAtLabel } from "~/shared/admin-crud";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { adminPageMeta } from "~/view/admin-page-meta";
import { codesTabCopy as copy } from "~/content/admin";
import { invitationCodesCollection } from "~/controllers/admin-collections.server";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { standaloneTabNotices } from "~/content/standalone";
import { siteFor } from "~/services/site/site.server";

const TAB_URL = "/admin/codes";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, TAB_URL);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const { value, notice } = await readLiveOnly(
    () => site.invitationCodes.list(),
    [],
    standaloneTabNotices.codes,
  );
  const codes: InvitationCodeRow[] = value.map((code) => ({
    id: code.id,
    code: code.code,
    name: code.name,
    company: code.company,
    email: code.email,
    phone: code.phone,
    isUsed: code.isUsed,
    usedLabel: code.isUsed && code.usedAt ? usedAtLabel(code.usedAt) : null,
  }));
  return { codes, notice };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    ...invitationCodesCollection,
    ...copy,
    tabUrl: TAB_URL,
  });
}

export default function AdminCodes() {
  const { codes, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {notice ? <AdminStandaloneNotice>{notice}</AdminStandaloneNotice> : null}
      <AdminCrudTab
        title={copy.title}
        addLabel={copy.addLabel}
        tabUrl={TAB_URL}
        items={codes}
        actionData={actionData}
        nameOf={(item) => item.code}
        renderForm={({ item, ...props }) => (
          <InvitationCodeForm tabUrl={TAB_URL} code={item} {...props} />
        )}
        list={<InvitationCodeList codes={codes} tabUrl={TAB_URL} />}
      />
    </>
  );
}
