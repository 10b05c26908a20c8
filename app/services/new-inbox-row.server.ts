import { sql } from "drizzle-orm";
import type { NoticeState } from "~/db/schema";

/**
 * The follow-up columns of an item arriving in 'Solicitudes' (a request or a
 * waiting entry), as the SELECT of an INSERT … SELECT: new, arrived `now`,
 * no note, its notice `noticeState`. The column order is the table's.
 */
export function newInboxRowColumns(now: Date, noticeState: NoticeState) {
  return {
    createdAt: sql<Date>`${now.getTime()}`.as("createdAt"),
    status: sql<"nueva">`'nueva'`.as("status"),
    statusChangedAt: sql<null>`NULL`.as("statusChangedAt"),
    note: sql<null>`NULL`.as("note"),
    noticeState: sql<NoticeState>`${noticeState}`.as("noticeState"),
    noticeAt: sql<null>`NULL`.as("noticeAt"),
  };
}
