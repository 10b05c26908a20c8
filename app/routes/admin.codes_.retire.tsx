import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminStandaloneNotice } from "~/components/admin/AdminStandaloneNotice";
import { RetireCampaignConfirmation } from "~/components/admin/RetireCampaignConfirmation";
import { RETIRE_CAMPAIGN_PATH, retireCampaignCopy as copy } from "~/content/invitation-campaigns";
import { loadRetireCampaign, retireCampaignAction } from "~/controllers/retire-campaign.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { adminPageMeta } from "~/view/seo";

export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, RETIRE_CAMPAIGN_PATH);

export const loader = loadRetireCampaign;

export const action = retireCampaignAction;

export default function RetireCampaignPage() {
  const { campaign, usable, notice, backTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {notice ? <AdminStandaloneNotice>{notice}</AdminStandaloneNotice> : null}
      <RetireCampaignConfirmation
        campaign={campaign}
        usable={usable}
        cancelTo={backTo}
        notice={actionData?.notice}
      />
    </>
  );
}
