import { data } from "@remix-run/cloudflare";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  type ServiceError,
} from "~/services/errors.server";

/** `Retry-After` in whole seconds (at least 1), or no header at all. */
export function retryAfterHeader(seconds: number | undefined): Record<string, string> {
  return seconds === undefined ? {} : { "Retry-After": String(Math.max(1, Math.ceil(seconds))) };
}

/** A failed form's answer: `body`, with the failure's status and its `Retry-After`. */
export function failureData<T>(
  body: T,
  failure: ServiceError,
  headers: Record<string, string> = {},
) {
  return data(body, {
    status: failure.status,
    headers: { ...headers, ...retryAfterHeader(failure.details.retryAfterSeconds) },
  });
}

/** What a page throws when storage fails: the connection-error screen, 503. */
export function storageUnavailableAnswer() {
  return data(STORAGE_UNAVAILABLE, {
    status: 503,
    headers: retryAfterHeader(STORAGE_RETRY_AFTER_SECONDS),
  });
}
