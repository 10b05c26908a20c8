/**
 * The one error type services throw for anything a caller did or may retry.
 * Routes turn it into a JSON answer or a page message; any other error is
 * taken for a failure of storage (D1, R2, KV) and answered 503 without detail.
 */
import { serviceMessages } from "../content/service-messages";
export type FieldErrors = Record<string, string[]>;

export type ServiceErrorStatus = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 429 | 503;

export class ServiceError extends Error {
  constructor(
    readonly status: ServiceErrorStatus,
    message: string,
    readonly details: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

export const notFound = (message: string) => new ServiceError(404, message);
export const conflict = (message: string) => new ServiceError(409, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new ServiceError(400, message, { fieldErrors });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ServiceError(429, message, { retryAfterSeconds });
export const unavailable = (message: string, retryAfterSeconds = 30) =>
  new ServiceError(503, message, { retryAfterSeconds });

/** What a write answers when D1 (or R2, KV) fails, and after how many seconds to retry. */
export const STORAGE_UNAVAILABLE = serviceMessages.storageUnavailable;
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * A ServiceError as is; any other error is a failure of storage, logged as
 * `what` failing, answered 503 with `message` (the page's own words, if it has them).
 */
export function asServiceError(
  error: unknown,
  what = "A request",
  message: string = STORAGE_UNAVAILABLE,
): ServiceError {
  if (isServiceError(error)) return error;
  console.error(`${what} failed`, error);
  return unavailable(message, STORAGE_RETRY_AFTER_SECONDS);
}
