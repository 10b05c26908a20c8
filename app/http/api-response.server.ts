import { asServiceError, type FieldErrors } from "~/services/errors.server";
import { retryAfterHeader } from "./failure-response.server";
import { serviceMessages } from "~/content/service-messages";

export interface ApiErrorBody {
  error: string;
  fieldErrors?: FieldErrors;
}

const NO_STORE = { "Cache-Control": "no-store" } as const;

export function apiJson(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function apiError(
  status: number,
  error: string,
  extra: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
): Response {
  const body: ApiErrorBody = { error };
  if (extra.fieldErrors) body.fieldErrors = extra.fieldErrors;
  return apiJson(body, { status, headers: retryAfterHeader(extra.retryAfterSeconds) });
}

/**
 * Runs an API handler: ServiceErrors become their status with a Spanish
 * `error`; thrown Responses (guards) pass through; anything else is a
 * failure of storage, logged and answered 503 with `Retry-After`, without
 * detail.
 */
export async function handleApi(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    const failure = asServiceError(error, "API request");
    return apiError(failure.status, failure.message, failure.details);
  }
}

/** 405 for a method the route does not offer. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return apiJson(
    { error: serviceMessages.methodNotAllowed },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}
