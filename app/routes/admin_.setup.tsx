import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCardPage } from "~/components/account/AccountCardPage";
import { AccountNotice } from "~/components/account/AccountNotice";
import { FirstAdminForm } from "~/components/setup/FirstAdminForm";
import { setupCopy as copy } from "~/content/setup";
import { privatePageHeaders } from "~/http/private-page-headers";
import { unindexedPageMeta } from "~/view/seo";
import { loadSetupPage, setupPageAction } from "./admin_.setup.server";
import type { SetupActionData } from "./admin_.setup.server";

export const headers = privatePageHeaders;

export const meta = unindexedPageMeta(copy.title, copy.description, "/admin/setup");

export const loader = (args: LoaderFunctionArgs) => loadSetupPage(args);
export const action = (args: ActionFunctionArgs) => setupPageAction(args);

/**
 * 'Configura tu sitio': the owner's first account, made with the setup code
 * while no admin exists (docs/decisions/028-launch-day.md). Once one exists
 * the loader throws a 404, which the root draws as the site's not-found page.
 */
export default function AdminSetup() {
  const { configured } = useLoaderData<typeof loader>();
  const actionData = useActionData<SetupActionData>();
  return (
    <AccountCardPage headingId="configuracion-titulo" title={copy.title}>
      {configured ? (
        <>
          <p className="text-stone-700">{copy.intro}</p>
          {actionData ? <AccountNotice ok={false} message={actionData.message} /> : null}
          <FirstAdminForm actionData={actionData} />
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-smoke-900">{copy.notConfiguredTitle}</h2>
          <AccountNotice ok={false} message={copy.notConfigured} />
        </>
      )}
    </AccountCardPage>
  );
}
