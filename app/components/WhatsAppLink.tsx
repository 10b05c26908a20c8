import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";
import { newTabNote } from "~/content/new-tab";
import { whatsappLink } from "~/shared/contact-links";

/**
 * The chat a link opens: a `wa.me` link a loader made (a product's order, a
 * waiting person's), or the number and the text typed in, made here.
 */
export type WhatsAppChat = string | { number: string; text?: string };

/**
 * A link that opens a WhatsApp chat in a new tab: the message icon, the
 * label and the new-tab note (`plain`: the label only, where the icon stands
 * beside it already and the label says it is a chat). A `data-*` hook given
 * to it is passed on.
 */
export function WhatsAppLink({
  chat,
  className,
  children,
  plain = false,
  ...hooks
}: {
  chat: WhatsAppChat;
  className: string;
  children: ReactNode;
  plain?: boolean;
}) {
  return (
    <a
      href={typeof chat === "string" ? chat : whatsappLink(chat.number, chat.text)}
      target="_blank"
      rel="noopener noreferrer"
      {...hooks}
      className={className}
    >
      {plain ? null : <Icon name="message" />}
      {children}
      {plain ? null : <span className="sr-only">{newTabNote}</span>}
    </a>
  );
}
