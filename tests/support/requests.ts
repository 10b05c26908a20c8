import { formatRequestDate } from "../../app/shared/request-format";
import { eq } from "drizzle-orm";
import { invitationCodes, invitationRequests, requestStatusChanges } from "../../app/db/schema";
import type { TestWorker } from "./worker";

/** A request as GET /api/admin/requests answers it (docs/decisions/018-request-inbox.md). */
export interface InboxRequestJson {
  id: number;
  kind: "associate" | "client";
  invitationCodeId: number;
  invitationCode: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: string;
  status: string;
  statusChangedAt: string | null;
  note: string | null;
  noticeState: string;
  noticeAt: string | null;
  company: string | null;
}

/** One request as GET and PATCH /api/admin/requests/{id} answer it. */
export interface RequestDetailJson extends InboxRequestJson {
  history: { status: string; changedAt: string }[];
}

export interface StoredRequestFields {
  /** The code's value; it must be unique in the worker. */
  code: string;
  company?: string;
  kind?: "associate" | "client";
  name?: string;
  email?: string;
  phone?: string;
  message?: string | null;
  createdAt?: Date;
}

/**
 * A used code and its request, stored straight in D1 as an earlier visitor
 * would have left them (status 'nueva', no notice); resolves to the request's id.
 */
export async function storeRequest(
  worker: TestWorker,
  fields: StoredRequestFields,
): Promise<number> {
  const name = fields.name ?? `Solicitante ${fields.code}`;
  const [code] = await worker.db
    .insert(invitationCodes)
    .values({
      code: fields.code,
      name,
      company: fields.company ?? `Empresa ${fields.code}`,
      isUsed: true,
    })
    .returning({ id: invitationCodes.id });
  if (!code) throw new Error("the code was not stored");
  const [request] = await worker.db
    .insert(invitationRequests)
    .values({
      kind: fields.kind ?? "associate",
      invitationCodeId: code.id,
      invitationCode: fields.code,
      name,
      email: fields.email ?? `${fields.code.toLowerCase()}@ejemplo.example`,
      phone: fields.phone ?? "771 555 0123",
      message: fields.message === undefined ? "Mensaje de prueba." : fields.message,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: invitationRequests.id });
  if (!request) throw new Error("the request was not stored");
  return request.id;
}

/** The stored row of a request, by its id. */
export async function requestRow(worker: TestWorker, id: number) {
  const [row] = await worker.db
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.id, id));
  if (!row) throw new Error(`request ${id} is not stored`);
  return row;
}

/** The stored status changes of a request, oldest first. */
export function statusChangesOf(worker: TestWorker, id: number) {
  return worker.db
    .select({ status: requestStatusChanges.status, changedAt: requestStatusChanges.changedAt })
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, id))
    .orderBy(requestStatusChanges.changedAt, requestStatusChanges.id);
}

/**
 * A date as the CSV and the e-mail write it: Mexico City time, numeric (the
 * format itself is pinned by tests/unit/request-format.test.ts). The pages
 * write theirs with `formatDateTime` (app/shared/dates.ts).
 */
export const mexicoCityDate = formatRequestDate;

/** The two cookies of standalone mode, as a browser sends them. */
export const STANDALONE_COOKIES = "mp_standalone=1; mp_mock_session=1";
