import { gte, isNull, or } from "drizzle-orm";
import { invitationCodes } from "~/db/schema";

/**
 * A code still working on `today` (Mexico City, `YYYY-MM-DD`): no date, or a
 * date not yet past. See `app/shared/code-expiry.ts`.
 */
export function codeIsLive(today: string) {
  return or(isNull(invitationCodes.expiresAt), gte(invitationCodes.expiresAt, today));
}
