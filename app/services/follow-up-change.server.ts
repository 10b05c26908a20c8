import type { RequestStatus } from "~/db/schema";
import type { RequestChange } from "~/validation/request-follow-up";

/** What a change sets on an item of 'Solicitudes' (a request or a waiting entry). */
export interface FollowUpUpdate {
  /** The new status, or null when the status stays (a note alone, or the same status). */
  newStatus: RequestStatus | null;
  values: { status?: RequestStatus; statusChangedAt?: Date; note?: string | null };
}

/**
 * The columns a change of status and/or note sets, a new status with its
 * time; null when it changes nothing (the same status, the same note).
 */
export function followUpUpdate(
  current: { status: RequestStatus; note: string | null },
  change: RequestChange,
  now: Date,
): FollowUpUpdate | null {
  const newStatus =
    change.status !== undefined && change.status !== current.status ? change.status : null;
  const noteChanged = change.note !== undefined && change.note !== current.note;
  if (!newStatus && !noteChanged) return null;
  return {
    newStatus,
    values: {
      ...(newStatus ? { status: newStatus, statusChangedAt: now } : {}),
      ...(noteChanged ? { note: change.note } : {}),
    },
  };
}
