import { whatsappLink } from "~/shared/contact-links";
import type { ContactInput } from "~/validation/contact";

/**
 * The chat message of the contact form, prefilled with the name, e-mail and
 * message (docs/decisions/014-contact-form.md). Pure, so the page action (no JavaScript) and the
 * browser (with JavaScript) build exactly the same link.
 */
export function contactChatText({ name, email, message }: ContactInput): string {
  return [
    "¡Hola! Les escribo desde el formulario de contacto del sitio web.",
    "",
    `Nombre: ${name}`,
    `Correo electrónico: ${email}`,
    "",
    "Mensaje:",
    message,
  ].join("\n");
}

/** `https://wa.me/<número>?text=…` to the owner's number, with the visitor's message already typed. */
export function contactChatUrl(whatsappNumber: string, input: ContactInput): string {
  return whatsappLink(whatsappNumber, contactChatText(input));
}
