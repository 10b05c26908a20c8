/**
 * The producer's identity: the one place that names the brand and its
 * contact details; no other file repeats them. Every value marked SAMPLE is a stand-in:
 * replace it with the producer's own before going live (README, "Making the
 * site your own").
 */
export const business = {
  /** SAMPLE brand name. */
  brandName: "Miel Picosa de Hidalgo",
  /** SAMPLE short brand name, used where space is tight. */
  shortName: "Miel Picosa",
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
  /** SAMPLE public address of the site, for canonical URLs and sitemaps. */
  siteUrl: "https://mielpicosa.example",
} as const;

export type Business = typeof business;

/** One line for the postal address, as shown in the footer and contact page. */
export function formatPostalAddress(address: Business["address"]): string {
  return `${address.street}, C.P. ${address.postalCode}, ${address.locality}, ${address.region}, México`;
}

/** A `https://wa.me/…` link that opens a chat with `text` already typed. */
export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${business.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A maps search for the postal address. */
export function mapsLink(): string {
  const query = formatPostalAddress(business.address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
