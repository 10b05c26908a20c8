import { readdirSync, readFileSync } from "node:fs";
import { projectRoot } from "../../tests/support/paths";

/** The first product of the seeded catalogue (public/content/products.json). */
export function productPath(): string {
  const products: unknown = JSON.parse(
    readFileSync(`${projectRoot}public/content/products.json`, "utf8"),
  );
  const first = Array.isArray(products) ? (products[0] as unknown) : undefined;
  if (first && typeof first === "object" && "slug" in first && typeof first.slug === "string") {
    return `/products/${first.slug}`;
  }
  throw new Error("public/content/products.json lists no product with a slug");
}

/**
 * The public pages that ship no script (their routes' `handle`,
 * docs/decisions/024-pages-without-javascript.md); their budget is 0 KB.
 */
export const SCRIPTLESS_PAGES: ReadonlySet<string> = new Set([
  "/stores",
  "/about",
  "/smoked-chili",
  "/sustainability",
  "/privacidad",
]);

export function publicPages(): string[] {
  return [
    "/",
    "/products",
    productPath(),
    "/stores",
    "/recipes",
    "/about",
    "/smoked-chili",
    "/sustainability",
    "/contact",
    "/associates",
    "/clients",
    "/privacidad",
    "/lista-de-precios",
  ];
}

/** The bag and the checkout, measured with 'Pedidos' on and a product in the bag. */
export const BAG_PAGES: readonly string[] = ["/bolsa", "/pedido"];

export const ADMIN_PAGES: readonly string[] = [
  "/admin",
  "/admin/stores",
  "/admin/recipes",
  "/admin/codes",
  "/admin/codes/generate",
  "/admin/codes/import",
  "/admin/images",
  "/admin/requests",
];

/** The Worker's routes the load test measures. */
export function loadTestPaths(): string[] {
  return ["/", "/products", productPath(), "/api/products"];
}

/**
 * Every public page, or those BENCH_LIGHTHOUSE_PAGES lists (comma-separated,
 * e.g. `/about,/products`), to try the bench on a page or two.
 */
export function lighthousePages(): string[] {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  return only?.length ? only : publicPages();
}

/**
 * The static asset the runtime serves without running the Worker: the
 * site's stylesheet, which every page fetches (BENCH_STATIC_PATH overrides).
 */
export function staticAssetPath(): string {
  const override = process.env.BENCH_STATIC_PATH;
  if (override) return override;
  const css = readdirSync(`${projectRoot}build/client/assets`).find((name) =>
    name.endsWith(".css"),
  );
  if (!css) throw new Error("build/client/assets has no stylesheet: run `npm run build` first");
  return `/assets/${css}`;
}
