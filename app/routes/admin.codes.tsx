import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { InvitationCodeForm } from "~/components/admin/InvitationCodeForm";
import { InvitationCodeList, type InvitationCodeRow } from "~/components/admin/InvitationCodeList";
import { usedAtLabel, type AdminIntent } from "~/shared/admin-crud";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { pageMeta } from "~/view/seo";
import { readLiveOnly } from "~/controllers/live-only-read.server";
import { standaloneTabNotices } from "~/content/standalone";
import {
  createInvitationCode,
  deleteInvitationCode,
  updateInvitationCode,
} from "~/services/invitations.server";
import { siteFor } from "~/services/site/site.server";
import { invitationCodeSchema } from "~/validation/invitation-code";

const TAB_URL = "/admin/codes";

const failureText: Record<AdminIntent, string> = {
  create: "No se pudo crear el código",
  update: "No se pudo actualizar el código",
  delete: "No se pudo eliminar el código",
};

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Códigos de Invitación · Panel de Administración",
    description: "Administrar los códigos de invitación.",
    path: TAB_URL,
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const { value, notice } = await readLiveOnly(
    () => site.invitationCodes(),
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
    tabUrl: TAB_URL,
    schema: invitationCodeSchema,
    create: (db, input) => createInvitationCode(db, input),
    update: (db, id, input) => updateInvitationCode(db, id, input),
    remove: deleteInvitationCode,
    kind: "write",
    success: { create: "Código creado", update: "Código actualizado", delete: "Código eliminado" },
    // The server's message, else the default (docs/decisions/006-admin-forms-and-toasts.md).
    failure: (intent, serverMessage) => ({
      title: failureText[intent],
      description: serverMessage ?? undefined,
    }),
  });
}

export default function AdminCodes() {
  const { codes, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {notice ? <AdminStandaloneNotice>{notice}</AdminStandaloneNotice> : null}
      <AdminCrudTab
        title="Códigos de Invitación"
        addLabel="Agregar Código"
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
