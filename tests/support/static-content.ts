import { readFileSync } from "node:fs";
import { projectRoot } from "./paths";

/**
 * The static copy of the catalogue in public/content (generated from the same
 * seed as D1): what standalone mode and a failing D1 serve.
 */
export function staticContent(name: string): unknown {
  return JSON.parse(readFileSync(`${projectRoot}public/content/${name}.json`, "utf8"));
}

/** The three lists of the static copy, as the tests read them. */
export const staticCatalogue = {
  products: staticContent("products") as {
    id: number;
    slug: string;
    name: string;
    isFeatured: boolean;
  }[],
  stores: staticContent("stores") as { name: string }[],
  recipes: staticContent("recipes") as { title: string }[],
};
