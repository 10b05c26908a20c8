import type { MetaFunction } from "@remix-run/cloudflare";
import type { InvitationPageContent } from "~/content/invitations";
import { pageMeta } from "~/lib/seo";

/**
 * The meta tags of an invitation page. The page itself is public and listed
 * in the sitemap (it explains the programme); a URL with `?code=` shows a
 * person's contact data, so that copy is kept out of search engines, and
 * its canonical URL is the page without the code.
 */
export function invitationPageMeta(page: InvitationPageContent): MetaFunction {
  return ({ location }) =>
    pageMeta({
      title: page.title,
      description: page.metaDescription,
      path: page.path,
      image: page.image.src,
      noIndex: new URLSearchParams(location.search).has("code"),
    });
}
