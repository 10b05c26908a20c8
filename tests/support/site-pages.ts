/** The catalogue's public pages, in the order of the site's navigation. */
export const CATALOGUE_PAGES = [
  "/",
  "/products",
  "/smoked-chili",
  "/stores",
  "/recipes",
  "/sustainability",
  "/about",
] as const;

/**
 * The pages that work entirely without JavaScript and ship none
 * (docs/decisions/024-pages-without-javascript.md), the not-found page among
 * them.
 */
export const SCRIPTLESS_PAGES = [
  "/about",
  "/smoked-chili",
  "/sustainability",
  "/stores",
  "/privacidad",
  "/no-existe-esta-pagina",
] as const;

/** The public pages that still ship their scripts and hydrate. */
export const HYDRATED_PAGES = [
  "/",
  "/products",
  "/recipes",
  "/contact",
  "/associates",
  "/clients",
  "/lista-de-precios",
  "/admin/auth",
] as const;
