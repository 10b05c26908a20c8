import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "./seo";

/** The tags of an admin page: '<section> · Panel de Administración', never indexed. */
export function adminPageMeta(section: string, description: string, path: string): MetaFunction {
  return () =>
    pageMeta({ title: `${section} · Panel de Administración`, description, path, noIndex: true });
}
