import type { IconName } from "~/components/Icon";
import type { BusinessSettings } from "~/validation/site-settings";

/** One link of the site's navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (only "/" needs it). */
  end?: boolean;
}

/** The main navigation, in the order the spec lists it (header and mobile menu). */
export const mainNavigation: readonly NavItem[] = [
  { label: "Inicio", to: "/", end: true },
  { label: "Productos", to: "/products" },
  { label: "Chile Rayado Ahumado", to: "/smoked-chili" },
  { label: "Puntos de Venta", to: "/stores" },
  { label: "Ideas y Recetas", to: "/recipes" },
  { label: "Calidad y Sustentabilidad", to: "/sustainability" },
  { label: "Nosotros", to: "/about" },
  { label: "Contáctanos", to: "/contact" },
];

const footerPaths: readonly string[] = ["/products", "/recipes", "/sustainability"];

/** The footer repeats three of the main links (same labels). */
export const footerNavigation: readonly NavItem[] = mainNavigation.filter((item) =>
  footerPaths.includes(item.to),
);

export const privacyLink: NavItem = {
  label: "Aviso de Privacidad",
  to: "/privacidad",
};

/** Shown in the header only to signed-in admins. */
export const adminShortcut: NavItem = {
  label: "Panel de administración",
  to: "/admin/auth",
};

/** The identity's links to the owner's profiles: its URL fields but the map's. */
type ProfileField = Exclude<Extract<keyof BusinessSettings, `${string}Url`>, "mapsUrl">;

/**
 * How the header, mobile menu and footer show each profile: its icon, the
 * network's name and the footer's line. Every profile field of the identity
 * needs its entry (TypeScript says so); one left blank is not shown.
 */
const profiles: Record<ProfileField, { icon: IconName; label: string; description: string }> = {
  facebookUrl: { icon: "facebook", label: "Facebook", description: "Síguenos en Facebook" },
  instagramUrl: {
    icon: "instagram",
    label: "Instagram",
    description: "Recetas y novedades en Instagram",
  },
};

export interface SocialLink {
  /** The identity's field it comes from. */
  field: ProfileField;
  icon: IconName;
  /** Visible name of the network. */
  label: string;
  /** Accessible name of icon-only links. */
  ariaLabel: string;
  /** Short line shown next to the link in the footer. */
  description: string;
  href: string;
}

/** The owner's profiles, in the order of `profiles`; the URLs and the brand come from the identity. */
export function socialLinks(
  business: Pick<BusinessSettings, "name"> & Partial<Record<ProfileField, string | null>>,
): readonly SocialLink[] {
  return (Object.keys(profiles) as ProfileField[]).flatMap((field) => {
    const href = business[field];
    const { icon, label, description } = profiles[field];
    return href
      ? [{ field, icon, label, ariaLabel: `${label} de ${business.name}`, description, href }]
      : [];
  });
}
