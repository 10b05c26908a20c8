import { TEST_ADMIN, type TestWorker } from "./worker";

export const ORIGIN = "http://localhost";

/** A same-origin JSON request, as the site's own pages would send it. */
export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      Origin: ORIGIN,
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The `name=value` part of a Set-Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

/**
 * Signs in through POST /api/login, so the cookie is whatever the Worker's
 * environment makes it, and returns the session cookie (`name=value`).
 */
export async function signInAs(
  worker: TestWorker,
  credentials: { username: string; password: string } = TEST_ADMIN,
  clientAddress = "203.0.113.10",
): Promise<string> {
  const response = await worker.fetch(
    "/api/login",
    jsonRequest("POST", credentials, { "CF-Connecting-IP": clientAddress }),
  );
  const cookie = cookieFrom(response);
  if (response.status !== 200 || !cookie) {
    throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  }
  return cookie;
}

/** A same-origin form post of text fields, as a browser without JavaScript sends it. */
export function formRequest(
  fields: Record<string, string> | URLSearchParams,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: "POST",
    redirect: "manual",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

/** A form as the bytes a browser sends, and their Content-Type (a FormData's names its boundary). */
export async function serializeForm(
  form: FormData | URLSearchParams,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("Content-Type") ?? "",
  };
}

/** A multipart body of one file, as a browser sends it, with an honest Content-Length. */
export function serializeFile(
  field: string,
  bytes: Uint8Array<ArrayBuffer>,
  filename: string,
  type = "application/octet-stream",
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return serializeForm(form);
}

/**
 * A same-origin multipart post: the form is serialized here, so the body
 * carries its boundary and length as a browser's would.
 */
export async function postMultipart(
  worker: TestWorker,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { body, contentType } = await serializeForm(form);
  return worker.fetch(path, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": contentType, ...headers },
    body,
  });
}

/**
 * A same-origin form post as a browser without JavaScript sends it, bytes
 * and boundary included; a redirect is answered, not followed.
 */
export async function postForm(
  worker: TestWorker,
  path: string,
  form: FormData | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { body, contentType } = await serializeForm(form);
  return worker.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: ORIGIN, "Content-Type": contentType, ...headers },
    body,
  });
}
