import type { ResolvedImage } from "~/view/image-resolution";

/** What /api/admin/upload answered for one file. */
export type UploadOutcome =
  { ok: true; imageUrl: string; image?: ResolvedImage } | { ok: false; message: string };

/** The words each form uses for a failed upload (the spec gives each its own). */
export interface UploadMessages {
  /** No answer, or a refusal without a message of its own. */
  failed: string;
  /** A success whose body is not JSON. */
  invalidResponse: string;
  /** A success without `imageUrl`. */
  missingUrl: string;
}

type Body = Record<string, unknown>;

function parseBody(text: string): Body | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Body)
      : null;
  } catch {
    return null;
  }
}

const stringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === "string";
const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isFinite(value));

/** The answer's `image`, when it has the shape pages draw; anything else is ignored. */
function resolvedImage(value: unknown): ResolvedImage | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { src, placeholder, width, height, srcSet } = value as Body;
  if (typeof src !== "string" || !src) return undefined;
  if (!stringOrNull(placeholder) || !stringOrNull(srcSet)) return undefined;
  if (!numberOrNull(width) || !numberOrNull(height)) return undefined;
  return { src, placeholder, width, height, srcSet };
}

/** Reads the answer to an upload: its status and its body's text. */
export function readUploadAnswer(
  status: number,
  text: string,
  messages: UploadMessages,
): UploadOutcome {
  const body = parseBody(text);
  if (status < 200 || status >= 300) {
    const message = [body?.error, body?.message].find(
      (value): value is string => typeof value === "string" && value !== "",
    );
    return { ok: false, message: message ?? messages.failed };
  }
  if (!body) return { ok: false, message: messages.invalidResponse };
  const { imageUrl } = body;
  if (typeof imageUrl !== "string" || !imageUrl) return { ok: false, message: messages.missingUrl };
  const image = resolvedImage(body.image);
  return image ? { ok: true, imageUrl, image } : { ok: true, imageUrl };
}
