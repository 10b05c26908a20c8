/**
 * What makes an invitation code well formed, without zod: the look-up in the
 * browser checks it before asking the server (useInvitationCodeLookup), and
 * the schemas in invitation-code.ts and invitation-request.ts build on it.
 */

/** Codes are compared trimmed and upper-case. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}

export const INVITATION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,63}$/;
