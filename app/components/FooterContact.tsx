import { Icon } from "~/components/Icon";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { phoneLink } from "~/shared/contact-links";

const contactLink =
  "rounded-sm text-honey-200 underline-offset-4 hover:text-honey-100 hover:underline";

/** The footer's contact block: e-mail, phone and postal address. */
export function FooterContact() {
  const business = useSiteBusiness();
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
          <a href={phoneLink(business.phone)} className={contactLink}>
            {business.phone}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-honey-300" />
          <span>
            {business.address}{" "}
            <a
              href={business.mapsUrl}
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
