import { staticPageLoader } from "~/http/cache-headers.server";
import { storyPage } from "~/view/content-images.server";

/** The loader of /about, /smoked-chili and /sustainability: `storyPage`, cached like every static page. */
export function storyPageLoader<
  Content extends { title: string; description: string },
  Key extends string,
>(...page: Parameters<typeof storyPage<Content, Key>>) {
  return staticPageLoader(storyPage(...page));
}
