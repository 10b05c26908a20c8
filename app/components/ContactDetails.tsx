import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/Icon";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import type { contactCopy } from "~/content/contact";
import type { BusinessSettings } from "~/validation/site-settings";
import { phoneLink, whatsappLink } from "~/shared/contact-links";
import { CardSection } from "~/components/ui/TitledSection";
import { ServerMarkup } from "~/components/ServerMarkup";

const link =
  "rounded-sm font-semibold text-honey-900 underline underline-offset-4 hover:text-chili-700";
const external = { target: "_blank", rel: "noopener noreferrer" } as const;
function rows(copy: (typeof contactCopy)["details"], business: BusinessSettings): Row[] {
  return [
    {
      icon: "mapPin",
      label: copy.addressLabel,
      content: (
        <>
          <address className="not-italic">{business.address}</address>
          <a href={business.mapsUrl} {...external} className={`${link} mt-1 inline-block`}>
            {copy.mapsLink}
          </a>
        </>
      ),
    },
    {
      icon: "phone",
      label: copy.phoneLabel,
      content: (
        <a href={phoneLink(business.phone)} className={link}>
          {business.phone}
        </a>
      ),
    },
    {
      icon: "mail",
      label: copy.emailLabel,
      content: (
        <a href={`mailto:${business.email}`} className={`${link} break-all`}>
          {business.email}
        </a>
      ),
    },
    {
      icon: "message",
      label: copy.chatLabel,
      content: (
        <a
          href={whatsappLink(business.whatsappNumber, copy.chatText)}
          {...external}
          className={link}
        >
          {copy.chatLink}
        </a>
      ),
    },
  ];
}

interface Row {
  icon: IconName;
  label: string;
  content: ReactNode;
}

/**
 * Address, phone, e-mail and chat link of the owner (the site settings' identity),
 * with the page's labels (content/contact.ts, through the loader). The list
 * keeps the server's markup (ServerMarkup); saved settings draw it anew.
 */
export function ContactDetails({ copy }: { copy: (typeof contactCopy)["details"] }) {
  const business = useSiteBusiness();
  return (
    <CardSection headingId="contacto-datos-titulo" heading={copy.heading}>
      <ServerMarkup
        as="ul"
        id="contacto-datos"
        content={[business, copy]}
        className="mt-6 space-y-5"
      >
        {rows(copy, business).map(({ icon, label, content }) => (
          <li key={label} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800">
              <Icon name={icon} className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
                {label}
              </p>
              <div className="mt-0.5 text-smoke-900">{content}</div>
            </div>
          </li>
        ))}
      </ServerMarkup>
    </CardSection>
  );
}
