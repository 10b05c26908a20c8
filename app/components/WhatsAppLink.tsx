import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";
import { newTabNote } from "~/content/new-tab";

/**
 * A link that opens a WhatsApp chat in a new tab: the message icon, the
 * label and the new-tab note; a `data-*` hook given to it is passed on.
 * `href` is the `wa.me` link, made by `whatsappLink` (shared/contact-links.ts)
 * or, for a product's order and a waiting person's chat, by the loader
 * (shared/whatsapp-links.ts): building it here would cost the public pages
 * bytes (docs/decisions/023-public-javascript-budget.md).
 */
export function WhatsAppLink({
  href,
  className,
  children,
  ...hooks
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...hooks} className={className}>
      <Icon name="message" />
      {children}
      <span className="sr-only">{newTabNote}</span>
    </a>
  );
}
