import type { ActionFunctionArgs, AppLoadContext, LoaderFunction } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { parseId } from "~/services/ids.server";
import { apiJson, handleApi, methodNotAllowed } from "./api.server";
import { requireAdminApi } from "./guards.server";
import { readJsonBody } from "./request-body.server";
import { parseOrThrow } from "./validation.server";

type ObjectSchema = z.ZodObject;

/** Admin JSON body: the session is checked before the body is read. */
async function adminInput<S extends ObjectSchema>(
  request: Request,
  context: AppLoadContext,
  schema: S,
): Promise<z.output<S>> {
  await requireAdminApi(context);
  return parseOrThrow(schema.strict(), await readJsonBody(request)) as z.output<S>;
}

const notAllowed: LoaderFunction = () => methodNotAllowed(["POST"]);

/**
 * `/api/admin/<things>`: POST creates one from a JSON body validated with
 * `schema` (unknown fields refused), answering 201 with the stored item
 * (`status: 200` for a POST that creates nothing, such as a reorder).
 */
export function adminCollectionRoute<S extends ObjectSchema>(options: {
  schema: S;
  create: (db: Database, input: z.output<S>) => Promise<unknown>;
  list?: (db: Database) => Promise<unknown>;
  status?: 200 | 201;
}) {
  return {
    loader: options.list
      ? ({ context }: ActionFunctionArgs) =>
          handleApi(async () => {
            await requireAdminApi(context);
            return apiJson(await options.list?.(context.db));
          })
      : notAllowed,
    action: ({ request, context }: ActionFunctionArgs) =>
      handleApi(async () => {
        if (request.method !== "POST")
          return methodNotAllowed(options.list ? ["GET", "POST"] : ["POST"]);
        const input = await adminInput(request, context, options.schema);
        return apiJson(await options.create(context.db, input), { status: options.status ?? 201 });
      }),
  };
}

/** `/api/admin/<things>/:id`: PATCH replaces the fields, DELETE removes it. */
export function adminItemRoute<S extends ObjectSchema>(options: {
  schema: S;
  notFoundMessage: string;
  update: (db: Database, id: number, input: z.output<S>) => Promise<unknown>;
  remove: (db: Database, id: number) => Promise<void>;
}) {
  const allowed = ["PATCH", "DELETE"];
  return {
    loader: () => methodNotAllowed(allowed),
    action: ({ request, context, params }: ActionFunctionArgs) =>
      handleApi(async () => {
        const method = request.method.toUpperCase();
        if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed(allowed);
        if (method === "DELETE") {
          await requireAdminApi(context);
          await options.remove(context.db, parseId(params.id, options.notFoundMessage));
          return apiJson({ success: true });
        }
        const input = await adminInput(request, context, options.schema);
        const id = parseId(params.id, options.notFoundMessage);
        return apiJson(await options.update(context.db, id, input));
      }),
  };
}
