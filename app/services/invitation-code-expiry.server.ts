import { and, eq, gte, isNotNull, isNull, lt, or } from "drizzle-orm";
import { invitationCodes } from "~/db/schema";

/**
 * A code still working on `today` (Mexico City, `YYYY-MM-DD`): no date, or a
 * date not yet past. See `app/shared/code-expiry.ts`.
 */
export function codeIsLive(today: string) {
  return or(isNull(invitationCodes.expiresAt), gte(invitationCodes.expiresAt, today));
}

/** A code past its last day on `today`, used or not. */
export function codeIsPast(today: string) {
  return and(isNotNull(invitationCodes.expiresAt), lt(invitationCodes.expiresAt, today));
}

/** A code a guest can still use: unused, and not past its last day. */
export function codeIsUsable(today: string) {
  return and(eq(invitationCodes.isUsed, false), codeIsLive(today));
}

/** An unused code past its last day: 'Vencido' in the admin. */
export function codeIsExpired(today: string) {
  return and(eq(invitationCodes.isUsed, false), codeIsPast(today));
}
