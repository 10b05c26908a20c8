import { MAX_UPLOAD_BYTES, uploadMessages } from "~/validation/upload";
import { needsScaling, scaleLargePhoto, scaleMessages } from "./scaleLargePhoto";
import { readUploadAnswer, type UploadMessages, type UploadOutcome } from "./uploadAnswer";

/** Where an upload is: reducing the photo, sending its bytes, or waiting while the server makes the variants. */
export type UploadStep =
  { phase: "scaling" } | { phase: "uploading"; fraction: number } | { phase: "processing" };

export interface UploadAdminImageOptions {
  /** The multipart field: `file` (product and recipe forms) or `image` (images tool). */
  field: "file" | "image";
  messages: UploadMessages;
  onStep(step: UploadStep): void;
}

/**
 * The one browser client of POST /api/admin/upload: a photo over 5 MB is
 * reduced first; the upload's progress goes from 0 to 1, then the
 * processing step lasts until the server answers.
 */
export async function uploadAdminImage(
  file: File,
  { field, messages, onStep }: UploadAdminImageOptions,
): Promise<UploadOutcome> {
  let sent = file;
  if (needsScaling(file)) {
    onStep({ phase: "scaling" });
    try {
      sent = await scaleLargePhoto(file);
    } catch {
      return { ok: false, message: scaleMessages.failed };
    }
    if (sent.size > MAX_UPLOAD_BYTES) return { ok: false, message: uploadMessages.tooLarge };
  }
  onStep({ phase: "uploading", fraction: 0 });
  return send(sent, field, messages, onStep);
}

/** XMLHttpRequest, not fetch: only it reports how much of the body has been sent. */
function send(
  file: File,
  field: UploadAdminImageOptions["field"],
  messages: UploadMessages,
  onStep: (step: UploadStep) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/upload");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onStep({ phase: "uploading", fraction: event.loaded / event.total });
      }
    };
    request.upload.onload = () => onStep({ phase: "processing" });
    request.onerror = request.onabort = () => resolve({ ok: false, message: messages.failed });
    request.onload = () =>
      resolve(readUploadAnswer(request.status, request.responseText, messages));
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}
