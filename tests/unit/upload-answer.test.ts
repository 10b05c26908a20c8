import { describe, expect, it } from "vitest";
import { readUploadAnswer, type UploadMessages } from "../../app/components/admin/uploadAnswer";

const messages: UploadMessages = {
  failed: "Error al subir la imagen",
  invalidResponse: "Respuesta del servidor inválida",
  missingUrl: "No se recibió la URL de la imagen",
};

const base = "/images/uploads/abc";
const image = {
  src: `${base}.webp`,
  placeholder: `${base}-placeholder.webp`,
  width: 3024,
  height: 4032,
  srcSet: `${base}-384w.webp 384w, ${base}-768w.webp 768w, ${base}.webp 1920w`,
};

describe("readUploadAnswer", () => {
  it("answers the URL and the picture as pages draw it", () => {
    const text = JSON.stringify({ success: true, imageUrl: image.src, image });
    expect(readUploadAnswer(201, text, messages)).toEqual({
      ok: true,
      imageUrl: image.src,
      image,
    });
  });

  it("answers the URL alone when there is no picture (standalone mode) or a malformed one", () => {
    expect(
      readUploadAnswer(201, JSON.stringify({ success: true, imageUrl: "/a.png" }), messages),
    ).toEqual({ ok: true, imageUrl: "/a.png" });
    const malformed = { ...image, width: "3024" };
    expect(
      readUploadAnswer(200, JSON.stringify({ imageUrl: image.src, image: malformed }), messages),
    ).toEqual({ ok: true, imageUrl: image.src });
  });

  it("uses the form's words for an unreadable success and a success without a URL", () => {
    expect(readUploadAnswer(201, "<html>", messages)).toEqual({
      ok: false,
      message: "Respuesta del servidor inválida",
    });
    expect(readUploadAnswer(201, JSON.stringify({ success: true }), messages)).toEqual({
      ok: false,
      message: "No se recibió la URL de la imagen",
    });
  });

  it("shows the server's message for a refusal, or the fallback", () => {
    const refusal = JSON.stringify({ error: "La imagen no debe exceder los 5MB" });
    expect(readUploadAnswer(413, refusal, messages)).toEqual({
      ok: false,
      message: "La imagen no debe exceder los 5MB",
    });
    expect(readUploadAnswer(503, "", messages)).toEqual({
      ok: false,
      message: "Error al subir la imagen",
    });
  });
});
