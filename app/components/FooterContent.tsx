import { Link } from "@remix-run/react";
import { BrandLogo } from "~/components/BrandLogo";
import { FooterContact } from "~/components/FooterContact";
import { SocialLinks } from "~/components/SocialLinks";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { footerNavigation, privacyLink } from "~/content/navigation";

const footerLink =
  "rounded-sm text-honey-200 underline-offset-4 hover:text-honey-100 hover:underline";

/** What the footer holds: brand, links, social, contact and copyright (SiteFooter). */
export function FooterContent({ year }: { year: number }) {
  const business = useSiteBusiness();
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLogo tone="dark" />
          <p className="text-sm leading-relaxed text-stone-300">{business.footerDescription}</p>
        </div>
        <div>
          <h2 className="mb-4 font-serif text-lg font-semibold text-honey-100">Explora</h2>
          <ul className="space-y-2">
            {footerNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-4 font-serif text-lg font-semibold text-honey-100">Síguenos</h2>
          <SocialLinks variant="described" />
        </div>
        <FooterContact />
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-stone-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {business.name}. Todos los derechos reservados.
          </p>
          <Link to={privacyLink.to} className={footerLink}>
            {privacyLink.label}
          </Link>
        </div>
      </div>
    </>
  );
}
