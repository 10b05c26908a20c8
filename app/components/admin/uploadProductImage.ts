/** What /api/admin/upload answered for one file. */
export type UploadOutcome = { ok: true; imageUrl: string } | { ok: false; message: string };

export const INVALID_UPLOAD_RESPONSE = "Error al subir la imagen: respuesta inválida del servidor";

function messageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ["error", "message"]) {
    const value = record[key];
    if (typeof value === "string" && value) return value;
  }
  return null;
}

/**
 * Sends one picture to /api/admin/upload (field `file`), reporting the
 * upload's progress from 0 to 1.
 */
export function uploadProductImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/upload");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, message: "Error al subir la imagen" });
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) {
        resolve({ ok: false, message: messageOf(body) ?? "Error al subir la imagen" });
        return;
      }
      const imageUrl =
        typeof body === "object" && body !== null
          ? (body as { imageUrl?: unknown }).imageUrl
          : null;
      if (typeof imageUrl !== "string" || !imageUrl) {
        resolve({ ok: false, message: INVALID_UPLOAD_RESPONSE });
        return;
      }
      onProgress(1);
      resolve({ ok: true, imageUrl });
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
