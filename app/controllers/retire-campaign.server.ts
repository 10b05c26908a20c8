/**
 * 'Retirar campaña': every code of a campaign still usable stops working at
 * once (a lost batch of cards). The page asks first and works without
 * JavaScript; the JSON route does the same for the API.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CODES_PATH, retireCampaignCopy as copy } from "~/content/invitation-campaigns";
import { standaloneTabNotices } from "~/content/standalone";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { failureData } from "~/http/failure-response.server";
import { requireAdminApi, requireAdminPage } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readFormDataOr, readJsonBody } from "~/http/request-body.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import { retireCampaign } from "~/services/invitation-campaigns.server";
import { siteFor } from "~/services/site/site.server";
import { retireCampaignSchema } from "~/validation/invitation-campaign";
import { campaignCodesPath } from "./invitation-campaign-pages.server";
import { readLiveOnly } from "./live-only-read.server";
import { redirectAfterWrite } from "./redirect-after-write.server";

const MAX_FORM_BYTES = 4 * 1024;

/** The confirmation: the campaign of `?campaign=` and how many codes it would stop. */
export async function loadRetireCampaign({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await requireAdminPage(context, url.pathname + url.search);
  const parsed = retireCampaignSchema.safeParse({ campaign: url.searchParams.get("campaign") });
  // No campaign named: the page says where to choose one (a refused post lands here too).
  if (!parsed.success) return { campaign: null, usable: 0, notice: null, backTo: CODES_PATH };
  const { campaign } = parsed.data;
  const { value: usable, notice } = await readLiveOnly(
    () => siteFor(context).invitationCodes.usableCount(campaign),
    0,
    standaloneTabNotices.codes,
  );
  return { campaign, usable, notice, backTo: campaignCodesPath(campaign) };
}

/** Retires the campaign posted, then back to its codes with the toast. */
export async function retireCampaignAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const formData = await readFormDataOr(request, MAX_FORM_BYTES, (error) => error);
  const parsed = isServiceError(formData)
    ? null
    : retireCampaignSchema.safeParse({ campaign: formData.get("campaign") });
  if (!parsed?.success) {
    const message = isServiceError(formData)
      ? formData.message
      : (parsed?.error.issues[0]?.message ?? copy.failed);
    return data(
      { notice: { title: copy.failed, description: message } },
      { status: isServiceError(formData) ? formData.status : 400 },
    );
  }
  const { campaign } = parsed.data;
  let outcome;
  try {
    outcome = await site.write({ campaign }, (db) => retireCampaign(db, campaign));
  } catch (error) {
    const failure = asServiceError(error, "Campaign retirement");
    return failureData({ notice: { title: copy.failed, description: failure.message } }, failure);
  }
  const retired = outcome.simulated ? 0 : outcome.value.retired;
  throw await redirectAfterWrite(
    campaignCodesPath(campaign),
    outcome,
    { type: "success", ...copy.success(retired, campaign) },
    context.cloudflare.env,
  );
}

/** POST /api/admin/invitation-codes/campaigns/retire: `{ campaign }` → 200 `{ campaign, retired }`. */
export const retireCampaignApi = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireAdminApi(context);
    const { campaign } = parseOrThrow(retireCampaignSchema.strict(), await readJsonBody(request));
    const outcome = await siteFor(context).write({ campaign }, async (db) => ({
      campaign,
      ...(await retireCampaign(db, campaign)),
    }));
    return apiJson(outcome.value);
  });
