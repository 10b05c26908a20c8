import type { InvitationCode } from "~/db/schema";
import { campaignToolsCopy } from "~/content/invitation-campaigns";
import { usedAtLabel } from "~/shared/admin-crud";
import { codeState, type CodeState } from "~/shared/code-expiry";
import { formatDate } from "~/shared/dates";
import type { RequestKind } from "~/shared/enums";

/** What the codes tab shows of a code (its dates already written out). */
export interface InvitationCodeRow {
  id: number;
  code: string;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  campaign: string | null;
  kind: RequestKind;
  /** `YYYY-MM-DD`, as the form's date field takes it. */
  expiresAt: string | null;
  state: CodeState;
  /** 'Usado el …' for a used code. */
  usedLabel: string | null;
  /** 'Vence el 30 nov 2026' or 'Venció el …'; null for a code that never expires. */
  expiryLabel: string | null;
}

export function invitationCodeRow(code: InvitationCode, today: string): InvitationCodeRow {
  const state = codeState(code, today);
  const expiry = code.expiresAt ? formatDate(code.expiresAt) : null;
  return {
    id: code.id,
    code: code.code,
    name: code.name,
    company: code.company,
    email: code.email,
    phone: code.phone,
    campaign: code.campaign,
    kind: code.kind,
    expiresAt: code.expiresAt,
    state,
    usedLabel: code.isUsed && code.usedAt ? usedAtLabel(code.usedAt) : null,
    expiryLabel:
      expiry === null
        ? null
        : state === "vencido"
          ? campaignToolsCopy.expiredOn(expiry)
          : campaignToolsCopy.expiresOn(expiry),
  };
}
