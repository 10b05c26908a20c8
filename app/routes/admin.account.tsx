import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountNotice } from "~/components/account/AccountNotice";
import { PanelSection } from "~/components/ui/PanelSection";
import { PasskeyPanel } from "~/components/account/PasskeyPanel";
import { PasswordChangeForm } from "~/components/account/PasswordChangeForm";
import { SessionList } from "~/components/account/SessionList";
import { SignInActivityList } from "~/components/account/SignInActivityList";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { ACCOUNT_PATH, accountCopy as copy, accountMessages } from "~/content/account";
import { privatePageHeaders } from "~/http/private-page-headers";
import { unindexedPageMeta } from "~/view/seo";
import { accountPageAction, loadAccountPage } from "./admin.account.server";
import type { AccountActionData } from "./admin.account.server";
import { AdminTabIntro } from "~/components/admin/AdminTabIntro";

export const headers = privatePageHeaders;

export const meta = unindexedPageMeta(
  copy.title,
  "La cuenta del administrador: contraseña, llaves de acceso y sesiones.",
  ACCOUNT_PATH,
);

export const loader = (args: LoaderFunctionArgs) => loadAccountPage(args);
export const action = (args: ActionFunctionArgs) => accountPageAction(args);

export default function AdminAccount() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<AccountActionData>();
  const noticeFor = (...intents: AccountActionData["intent"][]) =>
    actionData && intents.includes(actionData.intent) ? (
      <AccountNotice ok={actionData.ok} message={actionData.message} />
    ) : null;
  return (
    <div className="space-y-6">
      <AdminTabIntro title={copy.title} />
      {page.standalone ? (
        <AdminStandaloneNotice>{accountMessages.standalone}</AdminStandaloneNotice>
      ) : (
        <>
          {noticeFor(null)}
          <div className="grid gap-6 lg:grid-cols-2">
            <PanelSection id="cuenta-contrasena" heading={copy.passwordHeading}>
              {noticeFor("change-password")}
              <PasswordChangeForm
                key={actionData?.intent === "change-password" && actionData.ok ? "done" : "form"}
                fieldErrors={
                  actionData?.intent === "change-password" ? actionData.fieldErrors : undefined
                }
              />
            </PanelSection>
            <PanelSection id="cuenta-llaves" heading={copy.passkeysHeading}>
              {noticeFor("remove-passkey")}
              <PasskeyPanel passkeys={page.passkeys} />
            </PanelSection>
          </div>
          <PanelSection id="cuenta-sesiones" heading={copy.sessionsHeading}>
            {noticeFor("end-session", "end-other-sessions")}
            <SessionList sessions={page.sessions} />
          </PanelSection>
          <PanelSection id="cuenta-actividad" heading={copy.activityHeading}>
            <p className="text-stone-700">{copy.activityIntro}</p>
            <SignInActivityList activity={page.activity} />
          </PanelSection>
        </>
      )}
    </div>
  );
}
