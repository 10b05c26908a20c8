/**
 * The WhatsApp links about a product or an order, browser-safe. Each takes the number it
 * opens a chat with, so the business's number comes from its one place
 * (docs/decisions/025-availability-and-waiting-list.md).
 */
import { productBackMessage, productOrderMessage } from "~/content/availability";
import { orderStatusMessage, orderWhatsAppMessage } from "~/content/order-messages";
import type { OrderStatus } from "~/content/order-statuses";
import { whatsappLink } from "~/shared/contact-links";

/**
 * A phone as WhatsApp wants it: digits, with Mexico's 52 before a
 * ten-digit national number; null when it holds too few digits.
 */
export function whatsappNumberOf(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `52${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** 'Pedir por WhatsApp': the owner's chat, with the product and its page's address. */
export function productOrderLink({
  whatsappNumber,
  product,
  pageUrl,
}: {
  whatsappNumber: string;
  product: { name: string; price: string | null; weight: string | null };
  pageUrl: string;
}): string {
  return whatsappLink(whatsappNumber, productOrderMessage(product, pageUrl));
}

/** The owner's chat with a waiting person: the product is back. Null without a usable phone. */
export function productBackLink({
  phone,
  personName,
  productName,
  pageUrl,
}: {
  phone: string | null;
  personName: string;
  productName: string;
  pageUrl: string;
}): string | null {
  const number = phone ? whatsappNumberOf(phone) : null;
  if (!number) return null;
  return whatsappLink(
    number,
    productBackMessage({ name: personName }, { name: productName }, pageUrl),
  );
}

/** 'Enviar pedido por WhatsApp': the owner's chat with the order's number and summary typed in. */
export function orderWhatsAppLink({
  whatsappNumber,
  order,
}: {
  whatsappNumber: string;
  order: Parameters<typeof orderWhatsAppMessage>[0];
}): string {
  return whatsappLink(whatsappNumber, orderWhatsAppMessage(order));
}

/** The admin's chat with the buyer, their order's state in its words typed in; null for an unusable phone. */
export function orderStatusLink(order: {
  phone: string;
  name: string;
  number: string;
  status: OrderStatus;
}): string | null {
  const number = whatsappNumberOf(order.phone);
  return number ? whatsappLink(number, orderStatusMessage(order)) : null;
}
