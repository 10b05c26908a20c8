import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { standaloneTabNotices } from "~/content/standalone";
import { requireAdminPage } from "~/http/guards.server";
import { siteFor } from "~/services/site/site.server";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { codeFiltersInput, codeFiltersSchema } from "~/validation/invitation-campaign";
import { invitationCodeRow } from "~/view/invitation-code-view";
import { readLiveOnly } from "~/controllers/live-only-read.server";

/**
 * The codes tab: the codes filtered by `?campaign=` and `?state=`, and every
 * campaign's figures, read in one round trip. A state it does not know
 * answers 400 with why.
 */
export async function loadCodesTab({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const parsed = codeFiltersSchema.safeParse(codeFiltersInput(new URL(request.url).searchParams));
  const filters = parsed.success ? parsed.data : {};
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const { value, notice } = await readLiveOnly(
    () => site.invitationCodes.overview(filters),
    { codes: [], campaigns: [] },
    standaloneTabNotices.codes,
  );
  const today = todayInMexicoCity();
  return data(
    {
      notice,
      filters,
      filterError,
      filtered: Boolean(filters.campaign || filters.state),
      codes: value.codes.map((code) => invitationCodeRow(code, today)),
      campaigns: value.campaigns,
    },
    { status: filterError ? 400 : 200 },
  );
}
