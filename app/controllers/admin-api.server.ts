import type { ActionFunctionArgs, AppLoadContext, LoaderFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { parseId } from "~/services/ids.server";
import {
  offlineDataRefusal,
  simulateOfflineSave,
  simulateOfflineWrite,
} from "~/services/offline-writes.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi, type AdminAccess } from "~/http/guards.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseOrThrow } from "~/http/parse-input.server";

type ObjectSchema = z.ZodObject;

/**
 * How a write is simulated in standalone mode: `save` for a create
 * or replace of a product, recipe or store (the data with an id); `write` for
 * anything else (the data with 'Operación simulada exitosa en modo offline').
 */
export type OfflineWriteKind = "save" | "write";

/** Offline, a create may name its id; without one, a random id from 100 to 1099 is made up. */
const offlineId = z.number().int().positive().max(2_147_483_647).optional();

/** Admin JSON body: the session is checked before the body is read. */
async function adminInput<S extends ObjectSchema>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  offline: OfflineWriteKind,
): Promise<{ access: AdminAccess; input: z.output<S>; givenId: number | null }> {
  const access = await requireAdminApi(context);
  const body = await readJsonBody(request);
  if (access.mode === "standalone" && offline === "save") {
    const { id, ...input } = parseOrThrow(schema.extend({ id: offlineId }).strict(), body) as {
      id?: number;
    } & z.output<S>;
    return { access, input: input as z.output<S>, givenId: id ?? null };
  }
  return { access, input: parseOrThrow(schema.strict(), body) as z.output<S>, givenId: null };
}

const notAllowed: LoaderFunction = () => methodNotAllowed(["POST"]);

/**
 * `/api/admin/<things>`: POST creates one from a JSON body validated with
 * `schema` (unknown fields refused), answering 201 with the stored item
 * (`status: 200` for a POST that creates nothing, such as a reorder). In
 * standalone mode the same validation runs and the write is simulated.
 */
export function adminCollectionRoute<S extends ObjectSchema>(options: {
  schema: S;
  create: (db: Database, input: z.output<S>) => Promise<unknown>;
  /** Live data only: offline, a list answers that it is not available. */
  list?: (db: Database) => Promise<unknown>;
  status?: 200 | 201;
  offline: OfflineWriteKind;
}) {
  const status = options.status ?? 201;
  return {
    loader: options.list
      ? ({ context }: ActionFunctionArgs) =>
          handleApi(async () => {
            const access = await requireAdminApi(context);
            if (access.mode === "standalone") throw offlineDataRefusal();
            return apiJson(await options.list?.(context.db));
          })
      : notAllowed,
    action: ({ request, context }: ActionFunctionArgs) =>
      handleApi(async () => {
        if (request.method !== "POST")
          return methodNotAllowed(options.list ? ["GET", "POST"] : ["POST"]);
        const { access, input, givenId } = await adminInput(
          request,
          context,
          options.schema,
          options.offline,
        );
        if (access.mode === "standalone") {
          const simulated =
            options.offline === "save"
              ? await simulateOfflineSave(input, givenId)
              : await simulateOfflineWrite(input);
          return apiJson(simulated, { status });
        }
        const created = await options.create(context.db, input);
        context.markContentChanged();
        return apiJson(created, { status });
      }),
  };
}

/** `/api/admin/<things>/:id`: PATCH replaces the fields, DELETE removes it. */
export function adminItemRoute<S extends ObjectSchema>(options: {
  schema: S;
  notFoundMessage: string;
  update: (db: Database, id: number, input: z.output<S>) => Promise<unknown>;
  remove: (db: Database, id: number) => Promise<void>;
  offline: OfflineWriteKind;
}) {
  const allowed = ["PATCH", "DELETE"];
  return {
    loader: () => methodNotAllowed(allowed),
    action: ({ request, context, params }: ActionFunctionArgs) =>
      handleApi(async () => {
        const method = request.method.toUpperCase();
        if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed(allowed);
        if (method === "DELETE") {
          const access = await requireAdminApi(context);
          const id = parseId(params.id, options.notFoundMessage);
          if (access.mode === "standalone") return apiJson(await simulateOfflineWrite({ id }));
          await options.remove(context.db, id);
          context.markContentChanged();
          return apiJson({ success: true });
        }
        // The URL's id is the one a replace keeps, offline too.
        const { access, input } = await adminInput(request, context, options.schema, "write");
        const id = parseId(params.id, options.notFoundMessage);
        if (access.mode === "standalone") {
          return apiJson(
            options.offline === "save"
              ? await simulateOfflineSave(input, id)
              : await simulateOfflineWrite({ ...input, id }),
          );
        }
        const updated = await options.update(context.db, id, input);
        context.markContentChanged();
        return apiJson(updated);
      }),
  };
}
