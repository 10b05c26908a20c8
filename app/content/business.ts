/**
 * The producer's sample identity: the defaults of the site settings'
 * `business` section (content/site-settings.ts), shown until the owner saves
 * their own in the admin's 'Sitio' tab. Pages read the identity through the
 * settings, never from here; `siteUrl` is only the sample address of app/shared/site-url.ts.
 */
import type { BusinessSettings } from "~/content/site-settings";

export const business = {
  /** SAMPLE brand name. */
  brandName: "Miel Picosa de Hidalgo",
  tagline:
    "Miel picosa y chile rayado ahumado, cultivados en domos geodésicos del Valle de Hidalgo.",
  foundedYear: 2023,
  /** SAMPLE public e-mail address. */
  email: "hola@mielpicosa.example",
  /** SAMPLE phone number, as shown to people. */
  phoneDisplay: "+52 771 123 4567",
  /** SAMPLE WhatsApp number: 52 + 10 digits, used in https://wa.me/<digits>. */
  whatsappNumber: "527711234567",
  address: {
    /** SAMPLE street address. */
    street: "Domicilio conocido, Valle de Hidalgo",
    locality: "Nopala de Villagrán",
    region: "Hidalgo",
    /** SAMPLE postal code. */
    postalCode: "42470",
    country: "MX",
  },
  /** SAMPLE social profiles. */
  social: {
    facebook: "https://www.facebook.com/mielpicosa.example",
    instagram: "https://www.instagram.com/mielpicosa.example",
  },
  /**
   * SAMPLE public address of the site: canonical URLs follow the domain a
   * page is served on, or SITE_URL (app/shared/site-url.ts); this stands in
   * only where there is no request (unit tests, scripts).
   */
  siteUrl: "https://mielpicosa.example",
} as const;

export type Business = typeof business;

/** One line for the postal address, as shown in the footer and contact page. */
export function formatPostalAddress(address: Business["address"]): string {
  return `${address.street}, C.P. ${address.postalCode}, ${address.locality}, ${address.region}, México`;
}

/** A maps search for the postal address. */
export function mapsLink(): string {
  const query = formatPostalAddress(business.address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The sample identity in the settings' shape: the `business` section's
 * default, and what the shell shows when the root loader failed and sent
 * none. Kept here, not in site-settings.ts, so the browser's bundle does not
 * carry every page's default copy.
 */
export const sampleBusinessSettings: BusinessSettings = {
  name: business.brandName,
  tagline: business.tagline,
  email: business.email,
  phone: business.phoneDisplay,
  whatsappNumber: business.whatsappNumber,
  address: formatPostalAddress(business.address),
  mapsUrl: mapsLink(),
  facebookUrl: business.social.facebook,
  instagramUrl: business.social.instagram,
  footerDescription: business.tagline,
};
