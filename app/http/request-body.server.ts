import { data } from "@remix-run/cloudflare";
import { ServiceError, badRequest, isServiceError } from "~/services/errors.server";
import { concatBytes } from "~/shared/bytes";
import { serviceMessages } from "~/content/service-messages";

/** JSON bodies of the API are small; uploads have their own limit. */
export const MAX_JSON_BYTES = 64 * 1024;

const tooLarge = () => new ServiceError(413, serviceMessages.bodyTooLarge);

/**
 * Reads at most `maxBytes` of the body: refused from `Content-Length` before
 * anything is read, and cut off while streaming when the header is absent or
 * lies.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

const notJson = () =>
  new ServiceError(415, "La solicitud debe enviarse como JSON (Content-Type: application/json)");

const isJsonType = (request: Request) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers.get("Content-Type") ?? "");

/** The JSON body of an API call, or a 4xx ServiceError. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (!isJsonType(request)) throw notJson();
  return parseJsonBytes(await readBodyBytes(request, maxBytes));
}

/**
 * The JSON body of a call whose fields may all be missing, or `{}` when
 * nothing at all was sent (no type, no bytes); anything else as `readJsonBody`.
 */
export async function readOptionalJsonBody(request: Request): Promise<unknown> {
  if (isJsonType(request)) return readJsonBody(request);
  if (request.headers.has("Content-Type")) throw notJson();
  const bytes = await readBodyBytes(request, MAX_JSON_BYTES);
  if (bytes.byteLength > 0) throw notJson();
  return {};
}

function parseJsonBytes(bytes: Uint8Array<ArrayBuffer>): unknown {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(serviceMessages.bodyNotUtf8);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(serviceMessages.bodyNotJson);
  }
}

/**
 * A browser sends each line break of a textarea as CRLF, while the text the
 * user typed (and the page counted) has one character per break. Reading
 * them back as LF keeps a form's length limits and stored text the same
 * with and without JavaScript, and the same as the JSON API's.
 */
function withTypedLineBreaks(form: FormData): FormData {
  const typed = new FormData();
  for (const [name, value] of form) {
    typed.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  }
  return typed;
}

/** The multipart or urlencoded form of a request, read within `maxBytes`, line breaks as typed. */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new ServiceError(415, serviceMessages.notAForm);
  }
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return withTypedLineBreaks(
      await new Response(bytes, { headers: { "Content-Type": type } }).formData(),
    );
  } catch {
    throw badRequest(serviceMessages.badForm);
  }
}

/**
 * `readFormData` for an action: a body it refuses (too large, not a form) is
 * answered by `refuse`, with the error.
 */
export async function readFormDataOr<Answer>(
  request: Request,
  maxBytes: number,
  refuse: (error: ServiceError) => Answer,
): Promise<FormData | Answer> {
  try {
    return await readFormData(request, maxBytes);
  } catch (error) {
    if (isServiceError(error)) return refuse(error);
    throw error;
  }
}

/** `readFormData` for a page's action: a body it refuses is the page's error, with its status. */
export function readPageFormData(request: Request, maxBytes: number): Promise<FormData> {
  return readFormDataOr(request, maxBytes, (error) => {
    throw data(error.message, { status: error.status });
  });
}
