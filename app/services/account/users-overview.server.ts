import type { Database } from "~/db/client.server";
import {
  openInvitationsQuery,
  toOpenInvitations,
  type OpenInvitation,
} from "./admin-invitations.server";
import { adminsQuery, toAdminSummaries, type AdminSummary } from "./admins.server";

/** What 'Usuarios' shows: the admins and the open invitation links, in one D1 round trip. */
export async function readUsersOverview(
  db: Database,
  now = Date.now(),
): Promise<{ admins: AdminSummary[]; invitations: OpenInvitation[] }> {
  const [adminRows, invitationRows] = await db.batch([
    adminsQuery(db),
    openInvitationsQuery(db, now),
  ]);
  return { admins: toAdminSummaries(adminRows), invitations: toOpenInvitations(invitationRows) };
}
