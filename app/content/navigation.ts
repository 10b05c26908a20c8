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

export type SocialNetwork = "facebook" | "instagram";

export interface SocialLink {
  network: SocialNetwork;
  /** Visible name of the network. */
  label: string;
  /** Accessible name of icon-only links. */
  ariaLabel: string;
  /** Short line shown next to the link in the footer. */
  description: string;
  href: string;
}

/** Social profiles; the URLs and the brand come from the site settings' identity. */
export function socialLinks(business: {
  name: string;
  facebookUrl: string;
  instagramUrl: string;
}): readonly SocialLink[] {
  return [
    {
      network: "facebook",
      label: "Facebook",
      ariaLabel: `Facebook de ${business.name}`,
      description: "Síguenos en Facebook",
      href: business.facebookUrl,
    },
    {
      network: "instagram",
      label: "Instagram",
      ariaLabel: `Instagram de ${business.name}`,
      description: "Recetas y novedades en Instagram",
      href: business.instagramUrl,
    },
  ];
}
