/**
 * Links that reach the owner: a WhatsApp chat and a phone call, from the
 * site settings' identity. Pure, so the server and the browser build the same links.
 */

/**
 * A `https://wa.me/<number>` link that opens a chat with `text` already
 * typed; `whatsappNumber` is the settings' (52 + 10 digits); anything
 * but its digits is left out, as wa.me takes digits only.
 */
export function whatsappLink(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:` link of a phone as people write it ("+52 771 123 4567" → "tel:+527711234567"). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
