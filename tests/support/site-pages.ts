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
