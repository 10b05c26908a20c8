import { Icon } from "~/components/Icon";
import { business, formatPostalAddress, mapsLink } from "~/content/business";

const contactLink =
  "rounded-sm text-honey-200 underline-offset-4 hover:text-honey-100 hover:underline";

/** The footer's contact block: e-mail, phone and postal address. */
export function FooterContact() {
  const phoneHref = `tel:${business.phoneDisplay.replace(/[^\d+]/g, "")}`;
  return (
    <div>
      <h2 className="mb-4 font-serif text-lg font-semibold text-honey-100">Contacto</h2>
      <address className="space-y-3 text-sm not-italic">
        <p className="flex items-start gap-2">
          <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-honey-300" />
          <a href={`mailto:${business.email}`} className={`${contactLink} break-all`}>
            {business.email}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-honey-300" />
          <a href={phoneHref} className={contactLink}>
            {business.phoneDisplay}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-honey-300" />
          <span>
            {formatPostalAddress(business.address)}{" "}
            <a
              href={mapsLink()}
              target="_blank"
              rel="noopener noreferrer"
              className={`${contactLink} whitespace-nowrap`}
            >
              Ver en el mapa
            </a>
          </span>
        </p>
      </address>
    </div>
  );
}
