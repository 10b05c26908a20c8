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
  ];
}

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

export function lighthousePages(): string[] {
  return ["/", "/products", productPath(), "/recipes"];
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
