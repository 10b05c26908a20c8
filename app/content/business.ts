/**
 * The producer's sample identity: the defaults of the site settings'
 * `business` section (app/validation/site-settings.ts), shown until the
 * owner saves their own in the admin's 'Sitio' tab. Pages read the identity
 * through the settings, never from here.
 */

/** SAMPLE postal address, on one line as the identity holds it. */
const address =
  "Domicilio conocido, Valle de Hidalgo, C.P. 42470, Nopala de Villagrán, Hidalgo, México";

/** The sample identity, in the settings' one shape (`BusinessSettings`). */
export const sampleBusiness = {
  /** SAMPLE brand name. */
  name: "Miel Picosa de Hidalgo",
  tagline:
    "Miel picosa y chile rayado ahumado, cultivados en domos geodésicos del Valle de Hidalgo.",
  /** SAMPLE public e-mail address. */
  email: "hola@mielpicosa.example",
  /** SAMPLE phone number, as shown to people. */
  phone: "+52 771 123 4567",
  /** SAMPLE WhatsApp number: 52 + 10 digits, used in https://wa.me/<digits>. */
  whatsappNumber: "527711234567",
  address,
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  /** SAMPLE social profiles. */
  facebookUrl: "https://www.facebook.com/mielpicosa.example",
  instagramUrl: "https://www.instagram.com/mielpicosa.example",
  footerDescription:
    "Miel picosa y chile rayado ahumado, cultivados en domos geodésicos del Valle de Hidalgo.",
} as const;

/** Where and since when the sample producer works, as the sample story tells it. */
export const sampleStoryFacts = { foundedYear: 2023, town: "Nopala de Villagrán" } as const;

/**
 * SAMPLE public address of the site: canonical URLs follow the domain a
 * page is served on, or SITE_URL (app/shared/site-url.ts); this stands in
 * only where there is no request (unit tests, scripts).
 */
export const SAMPLE_SITE_URL = "https://mielpicosa.example";
