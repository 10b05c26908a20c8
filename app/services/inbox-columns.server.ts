import type { invitationRequests, waitlistEntries } from "~/db/schema";

/**
 * The columns every item of 'Solicitudes' has, a request or a waiting-list
 * entry: when it came in, and its follow-up (status, note, e-mail notice).
 */
export function inboxItemColumns<Table extends typeof invitationRequests | typeof waitlistEntries>(
  table: Table,
) {
  return {
    createdAt: table.createdAt,
    status: table.status,
    statusChangedAt: table.statusChangedAt,
    note: table.note,
    noticeState: table.noticeState,
    noticeAt: table.noticeAt,
  };
}
