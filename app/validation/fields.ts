import { z } from "zod";
import { fieldMessages } from "../content/form-messages";

// zod compiles object parsers with `new Function` when it may; the pages'
// Content-Security-Policy forbids eval, and even zod's probe for it is
// reported as a violation. Every schema imports this module first.
z.config({ jitless: true });

/**
 * Field builders shared by every schema. The same schemas run in the browser
 * (Conform, which turns blank inputs into `undefined`) and on the server
 * (JSON bodies, where blank optional text arrives as ""), so each builder
 * accepts both shapes.
 */

/** Required text: missing, non-text and blank all answer `message`; over `max`, `tooLong`. */
export function requiredText(
  message: string,
  max = 200,
  tooLong = `Debe tener como máximo ${max} caracteres`,
) {
  // abort: a blank field answers only `message`, not also the format rules
  // chained after it (a blank image URL is "required", not "invalid").
  return z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, tooLong);
}

/** Optional text: missing, null or blank become `null`; over `max`, `tooLong`. */
export function optionalText(max = 500, tooLong = `Debe tener como máximo ${max} caracteres`) {
  return z
    .string({ error: fieldMessages.notText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path on this site (`/images/…`), never protocol-relative (`//host`). */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** An absolute http(s) URL; nothing else (no `javascript:`, no `data:`). */
export function httpUrl(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 2048).regex(HTTP_URL, invalidMessage);
}

/** An image address: a path on this site or an absolute http(s) URL. */
export function imageUrl(
  requiredMessage: string,
  invalidMessage: string = fieldMessages.invalidImageUrl,
) {
  return requiredText(requiredMessage, 2048).refine(
    (value) => SITE_PATH.test(value) || HTTP_URL.test(value),
    invalidMessage,
  );
}

/** A checkbox or JSON flag; absent means false. */
export function flag() {
  return z.boolean({ error: fieldMessages.notBoolean }).default(false);
}

/** An e-mail address that may be left blank. */
export function optionalEmail(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, message);
}

/** A required e-mail address; blank or malformed answer the same message. */
export function requiredEmail(message: string) {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
}

/** A query parameter or form value left blank is a filter not given. */
export function blankAsMissing(value: unknown) {
  return value === "" || value === null ? undefined : value;
}
