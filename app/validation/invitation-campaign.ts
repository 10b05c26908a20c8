import { z } from "zod";
import { blankAsMissing, optionalEmail, optionalText, requiredText } from "./fields";
import { CAMPAIGN_MAX_LENGTH, codeExpiry, codeKind } from "./invitation-code";
import { CODE_STATES } from "~/shared/code-expiry";
import {
  invitationCampaignMessages as messages,
  invitationCodeMessages,
} from "~/content/admin-form-messages";

export { messages as invitationCampaignMessages };

/** Where a guest list's problems show: under the file and the pasted text. */
export const GUEST_LIST_FIELD = "guests";

/** The largest guest list, as a file or pasted: 200 rows with room to spare. */
export const MAX_GUEST_LIST_BYTES = 256 * 1024;

/** The most codes one batch or one import makes. */
export const MAX_CODES_PER_BATCH = 200;

/** NFC, so 'Degustación' typed on two keyboards is one campaign. */
const campaign = requiredText(messages.campaign, CAMPAIGN_MAX_LENGTH).transform((name) =>
  name.normalize("NFC"),
);

/** What every code of a campaign shares: its campaign, programme and expiry. */
export const campaignSettingsSchema = z.object({
  campaign,
  kind: codeKind,
  expiresAt: codeExpiry,
});

export type CampaignSettings = z.output<typeof campaignSettingsSchema>;

/** 'Retirar campaña' and `POST /api/admin/invitation-codes/campaigns/retire`. */
export const retireCampaignSchema = z.object({ campaign });

/** 'Generar códigos' and `POST /api/admin/invitation-codes/batch`. */
export const invitationBatchSchema = campaignSettingsSchema.extend({
  count: z
    .number({ error: messages.count })
    .int(messages.count)
    .min(1, messages.count)
    .max(MAX_CODES_PER_BATCH, messages.count),
  name: requiredText(invitationCodeMessages.name, 120),
  company: requiredText(invitationCodeMessages.company, 160),
});

export type InvitationBatchInput = z.output<typeof invitationBatchSchema>;

/** One guest of an imported list: the contact their code carries. A length refused names its column. */
export const guestSchema = z.object({
  name: requiredText(invitationCodeMessages.name, 120, messages.guestTooLong("Nombre", 120)),
  company: requiredText(invitationCodeMessages.company, 160, messages.guestTooLong("Empresa", 160)),
  email: optionalEmail(invitationCodeMessages.email),
  phone: optionalText(40, messages.guestTooLong("Teléfono", 40)),
});

export type Guest = z.output<typeof guestSchema>;

/** The codes tab's filters (page and JSON): a blank one means all. */
export const codeFiltersSchema = z.object({
  campaign: z.preprocess(
    blankAsMissing,
    z
      .string({ error: messages.campaignFilter })
      .trim()
      .max(CAMPAIGN_MAX_LENGTH, messages.campaignFilter)
      .transform((name) => name.normalize("NFC"))
      .optional(),
  ),
  state: z.preprocess(blankAsMissing, z.enum(CODE_STATES, { error: messages.state }).optional()),
});

export type CodeFilters = z.output<typeof codeFiltersSchema>;

/** What `codeFiltersSchema` reads from a URL's query. */
export function codeFiltersInput(params: URLSearchParams) {
  return { campaign: params.get("campaign"), state: params.get("state") };
}

/** `POST /api/admin/invitation-codes/import`: the settings and the list's text. */
export const guestImportSchema = campaignSettingsSchema.extend({
  guests: z
    .string({ error: messages.guestFile })
    .min(1, messages.guestFile)
    .max(MAX_GUEST_LIST_BYTES, messages.guestListTooLarge),
});

/** 'Importar invitados' as the page posts it: the settings, and the list pasted (or a file beside). */
export const guestImportFormSchema = campaignSettingsSchema.extend({
  // Counted in characters, a little under the bytes: the file's limit is in bytes.
  guestText: z
    .string({ error: messages.guestListNotText })
    .max(MAX_GUEST_LIST_BYTES, messages.guestListTooLarge)
    .optional(),
});
