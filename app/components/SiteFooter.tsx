import { memo } from "react";
import { FooterContent } from "~/components/FooterContent";
import { ServerMarkup } from "~/components/ServerMarkup";
import { serverDrawnPart } from "~/components/serverDrawnPart";
import { useSiteBusiness } from "~/components/useSiteBusiness";

/**
 * The footer's content, in a file of its own: the browser needs it only when
 * the server's markup cannot serve (below), so no page downloads it up front.
 */
const DrawnFooterContent = serverDrawnPart(import.meta.env.SSR ? FooterContent : null, () =>
  import("~/components/FooterContent").then((module) => module.FooterContent),
);

/**
 * Site footer on a dark surface. Never printed. Nothing in it changes while
 * the page is open, so the browser keeps the server's markup and React does
 * not hydrate it; its links still navigate in the page
 * (docs/decisions/029-main-thread-work.md). A change of the owner's identity
 * (saved in 'Sitio' while browsing) draws it anew in the browser.
 */
export const SiteFooter = memo(function SiteFooter({ year }: { year: number }) {
  const business = useSiteBusiness();
  return (
    <ServerMarkup
      as="footer"
      id="pie"
      content={[year, business]}
      className="surface-dark mt-16 bg-smoke-900 text-stone-200 print:hidden"
    >
      <DrawnFooterContent year={year} />
    </ServerMarkup>
  );
});
