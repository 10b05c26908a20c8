/**
 * What the bag's page and the checkout read first (docs/decisions/036-the-bag.md):
 * that the site takes orders, and the bag against the catalogue.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { bagStoreFor } from "~/http/bag-store.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";

/** The bag exists only while the owner takes orders on the site ('Pedidos'). */
export async function requireOrders(context: AppLoadContext) {
  const settings = await readSiteSettings(context.cloudflare.env);
  if (!settings.orders.enabled) throw new Response(null, { status: 404, statusText: "Not Found" });
  return settings;
}

/**
 * The catalogue and the stored lines; null when D1 fails (the catalogue
 * comes from the static copy, or the bag cannot be read): ordering waits.
 */
export async function readBag(context: AppLoadContext, request: Request) {
  const site = siteFor(context);
  const [products, manifest] = await Promise.all([
    site.content.products(),
    site.catalog.imageManifest(),
  ]);
  if (products.source === "fallback") return null;
  const bag = await readBagLines(context, request);
  return bag && { ...bag, products: products.value, manifest };
}

/**
 * The stored lines alone, for the checkout's post: placing the order reads
 * the catalogue itself. Null when the bag cannot be read.
 */
export async function readBagLines(context: AppLoadContext, request: Request) {
  try {
    const store = bagStoreFor(context, request);
    return { store, lines: await store.read() };
  } catch (error) {
    console.error("Could not read the bag", error);
    return null;
  }
}
