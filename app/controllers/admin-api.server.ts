import type { ActionFunctionArgs, AppLoadContext, LoaderFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api-response.server";
import { requireAdminApi } from "~/http/guards.server";
import { parseOrThrow } from "~/http/parse-input.server";
import { readJsonBody } from "~/http/request-body.server";
import { parseId } from "~/services/ids.server";
import { siteFor, type Site, type WriteKind } from "~/services/site/site.server";
import { deletedAnswer, type TrashingDelete } from "~/services/trash/move-to-trash.server";
import { patchedInput } from "./partial-patch.server";

type ObjectSchema = z.ZodObject;

/** The standalone site answers a create with the id it names, if any. */
const givenIdField = z.number().int().positive().max(2_147_483_647).optional();

/** Admin JSON body: the session is checked before the body is read. */
async function adminBody(
  request: Request,
  context: AppLoadContext,
): Promise<{ site: Site; body: unknown }> {
  await requireAdminApi(context);
  return { site: siteFor(context), body: await readJsonBody(request) };
}

/** A create's whole body, and the id it names on the standalone site. */
async function adminInput<S extends ObjectSchema>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  kind: WriteKind,
): Promise<{ site: Site; input: z.output<S>; givenId: number | null }> {
  const { site, body } = await adminBody(request, context);
  if (site.acceptsGivenId && kind === "save") {
    const { id, ...input } = parseOrThrow(schema.extend({ id: givenIdField }).strict(), body) as {
      id?: number;
    } & z.output<S>;
    return { site, input: input as z.output<S>, givenId: id ?? null };
  }
  return { site, input: parseOrThrow(schema.strict(), body) as z.output<S>, givenId: null };
}

/** A whole body: every field is a change. */
const wholeInput = <T>(input: T) => ({ input, changes: input });

const notAllowed: LoaderFunction = () => methodNotAllowed(["POST"]);

/**
 * `/api/admin/<things>`: POST creates one from a JSON body validated with
 * `schema` (unknown fields refused), answering 201 with the stored item
 * (`status: 200` for a POST that creates nothing, such as a reorder).
 */
export function adminCollectionRoute<S extends ObjectSchema>(options: {
  schema: S;
  create: (db: Database, input: z.output<S>) => Promise<unknown>;
  /** Live data only: the standalone site answers that it is not available. */
  list?: (site: Site, url: URL) => Promise<unknown>;
  status?: 200 | 201;
  kind: WriteKind;
}) {
  const status = options.status ?? 201;
  return {
    loader: options.list
      ? ({ request, context }: ActionFunctionArgs) =>
          handleApi(async () => {
            await requireAdminApi(context);
            return apiJson(await options.list?.(siteFor(context), new URL(request.url)));
          })
      : notAllowed,
    action: ({ request, context }: ActionFunctionArgs) =>
      handleApi(async () => {
        if (request.method !== "POST")
          return methodNotAllowed(options.list ? ["GET", "POST"] : ["POST"]);
        const { site, input, givenId } = await adminInput(
          request,
          context,
          options.schema,
          options.kind,
        );
        const outcome = await site.save(options.kind, input, givenId, (db) =>
          options.create(db, input),
        );
        return apiJson(outcome.value, { status });
      }),
  };
}

/**
 * `/api/admin/<things>/:id`: PATCH changes the fields it names (the item as
 * `GET` shows it is taken back unchanged, partial-patch.server.ts), DELETE
 * removes it.
 */
export function adminItemRoute<S extends ObjectSchema>(options: {
  schema: S;
  notFoundMessage: string;
  /**
   * The item as `GET` shows it (a 404 when there is none), or `undefined`
   * when the site holds none to read (the standalone site's codes): then the
   * body must be whole.
   */
  stored: (site: Site, id: number) => Promise<object | undefined>;
  /** Writes the fields given; the others keep their stored values. */
  update: (db: Database, id: number, changes: Partial<z.output<S>>) => Promise<unknown>;
  /** Moves the item to the trash (services/trash/); the answer names the entry. */
  remove: TrashingDelete;
  kind: WriteKind;
}) {
  const allowed = ["PATCH", "DELETE"];
  return {
    loader: () => methodNotAllowed(allowed),
    action: ({ request, context, params }: ActionFunctionArgs) =>
      handleApi(async () => {
        const method = request.method.toUpperCase();
        if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed(allowed);
        if (method === "DELETE") {
          const admin = await requireAdminApi(context);
          const id = parseId(params.id, options.notFoundMessage);
          const outcome = await siteFor(context).write({ id }, (db) =>
            options.remove(db, id, admin.username),
          );
          return apiJson(deletedAnswer(outcome));
        }
        const { site, body } = await adminBody(request, context);
        const id = parseId(params.id, options.notFoundMessage);
        const stored = await options.stored(site, id);
        const { input, changes } =
          stored === undefined
            ? wholeInput(parseOrThrow(options.schema.strict(), body) as z.output<S>)
            : patchedInput(options.schema, stored, body);
        // The URL's id is the one an update keeps, in the standalone site too.
        const outcome = await site.save(options.kind, input, id, (db) =>
          options.update(db, id, changes),
        );
        return apiJson(outcome.value);
      }),
  };
}
