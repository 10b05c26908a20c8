import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { CampaignFiguresTable } from "~/components/admin/CampaignFiguresTable";
import { CodeFilters } from "~/components/admin/CodeFilters";
import { InvitationCodeForm } from "~/components/admin/InvitationCodeForm";
import { InvitationCodeList, USED_CODE_LOCKED_HINT } from "~/components/admin/InvitationCodeList";
import { Button } from "~/components/ui/Button";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { invitationCodesCollection } from "~/controllers/admin-collections.server";
import { loadCodesTab } from "./admin.codes.server";
import { codesTabCopy as copy } from "~/content/admin";
import {
  CODES_PATH,
  GENERATE_CODES_PATH,
  IMPORT_GUESTS_PATH,
  campaignToolsCopy,
  generateCodesCopy,
  importGuestsCopy,
} from "~/content/invitation-campaigns";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, CODES_PATH);

export const loader = loadCodesTab;

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    ...invitationCodesCollection,
    ...copy,
    tabUrl: CODES_PATH,
  });
}

export default function AdminCodes() {
  const { codes, campaigns, filters, filterError, filtered, notice } =
    useLoaderData<typeof loader>();
  return (
    <>
      {notice ? <AdminStandaloneNotice>{notice}</AdminStandaloneNotice> : null}
      <AdminCrudTab
        copy={copy}
        tabUrl={CODES_PATH}
        items={codes}
        nameOf={(item) => item.code}
        lockedOf={(item) =>
          item.state === "usado" ? { reason: USED_CODE_LOCKED_HINT, detail: item.usedLabel } : null
        }
        renderForm={({ item, ...props }) => (
          <InvitationCodeForm tabUrl={CODES_PATH} code={item} {...props} />
        )}
        extraActions={
          <>
            <Button to={GENERATE_CODES_PATH} variant="secondary">
              {generateCodesCopy.title}
            </Button>
            <Button to={IMPORT_GUESTS_PATH} variant="secondary">
              {importGuestsCopy.title}
            </Button>
          </>
        }
        list={
          <div className="space-y-6">
            <CampaignFiguresTable campaigns={campaigns} />
            <CodeFilters
              tabUrl={CODES_PATH}
              campaigns={campaigns.map((row) => row.campaign)}
              campaign={filters.campaign}
              state={filters.state}
            />
            {filterError ? (
              <p role="alert" className="font-medium text-chili-700">
                {filterError}
              </p>
            ) : null}
            <InvitationCodeList
              codes={codes}
              tabUrl={CODES_PATH}
              empty={
                filtered ? campaignToolsCopy.noMatches : "No hay códigos de invitación registrados."
              }
            />
          </div>
        }
      />
    </>
  );
}
