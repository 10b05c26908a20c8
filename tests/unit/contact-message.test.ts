import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { contactChatText, contactChatUrl } from "../../app/shared/contact-message";

const { whatsappNumber } = defaultSiteSettings.business;

const input = {
  name: "Ana López",
  email: "ana@correo.example",
  message: "Quisiera 3 frascos & saber el envío a Pachuca.\n¿Hacen factura?",
};

describe("contactChatText", () => {
  it("greets, then names the sender and their address, then the message", () => {
    expect(contactChatText(input)).toBe(
      [
        "¡Hola! Les escribo desde el formulario de contacto del sitio web.",
        "",
        "Nombre: Ana López",
        "Correo electrónico: ana@correo.example",
        "",
        "Mensaje:",
        "Quisiera 3 frascos & saber el envío a Pachuca.",
        "¿Hacen factura?",
      ].join("\n"),
    );
  });
});

describe("contactChatUrl", () => {
  it("opens a chat with the business's number and the whole text typed, escaped", () => {
    const url = contactChatUrl(whatsappNumber, input);
    expect(url.startsWith("https://wa.me/527711234567?text=")).toBe(true);
    expect(url).not.toMatch(/[\s#&]/);
    const text = new URL(url).searchParams.get("text");
    expect(text).toBe(contactChatText(input));
    expect(new URL(url).searchParams.getAll("text")).toHaveLength(1);
  });

  it("escapes characters that would end or split the query", () => {
    const url = contactChatUrl(whatsappNumber, { ...input, message: "a&text=b#c+d%20" });
    expect(url).toContain("a%26text%3Db%23c%2Bd%2520");
    expect(new URL(url).searchParams.get("text")?.endsWith("a&text=b#c+d%20")).toBe(true);
  });
});
