import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { RETIRE_CAMPAIGN_PATH, retireCampaignCopy as copy } from "~/content/invitation-campaigns";
import type { AdminNotice } from "~/shared/admin-crud";
import { AdminFormPanel } from "./AdminFormPanel";
import { useAdminNoticeToast } from "./useAdminNoticeToast";

interface RetireCampaignConfirmationProps {
  /** null when the address names no campaign. */
  campaign: string | null;
  /** The campaign's codes still usable: what retiring it stops. */
  usable: number;
  /** Where 'Cancelar' leads: the campaign's codes. */
  cancelTo: string;
  notice?: AdminNotice | null;
}

/** '¿Retirar la campaña «…»?' with what it does, and the button that does it. */
export function RetireCampaignConfirmation({
  campaign,
  usable,
  cancelTo,
  notice,
}: RetireCampaignConfirmationProps) {
  const navigation = useNavigation();
  const action = campaign
    ? `${RETIRE_CAMPAIGN_PATH}?${new URLSearchParams({ campaign })}`
    : RETIRE_CAMPAIGN_PATH;
  const pending = navigation.state !== "idle" && navigation.formAction === action;
  useAdminNoticeToast(notice);
  if (campaign === null) {
    return (
      <AdminFormPanel title={copy.title} headingId="retirar-campana-titulo" notice={notice}>
        <p className="text-stone-700">{copy.noCampaign}</p>
        <Button variant="secondary" to={cancelTo}>
          {copy.cancel}
        </Button>
      </AdminFormPanel>
    );
  }
  return (
    <AdminFormPanel title={copy.title} headingId="retirar-campana-titulo" notice={notice}>
      <p className="font-semibold text-smoke-900">{copy.question(campaign)}</p>
      <p className="text-stone-700">{usable > 0 ? copy.consequence(usable) : copy.nothingLeft}</p>
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        <input type="hidden" name="campaign" value={campaign} />
        <Button variant="secondary" to={cancelTo}>
          {copy.cancel}
        </Button>
        {usable > 0 ? (
          <Button type="submit" pending={pending} pendingLabel={copy.pending}>
            {copy.submit}
          </Button>
        ) : null}
      </Form>
    </AdminFormPanel>
  );
}
