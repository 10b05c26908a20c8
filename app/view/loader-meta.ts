import type { MetaDescriptor } from "@remix-run/cloudflare";

/**
 * A route's `meta`: the tags its loader worked out and sent as `meta`. Its
 * own module, since `meta` runs in the browser too: importing it must not
 * bring the rest of seo.ts into every page's JavaScript.
 */
export const loaderMeta = ({ data }: { data: { meta: MetaDescriptor[] } | undefined }) =>
  data?.meta ?? [];
