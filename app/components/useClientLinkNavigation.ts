import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/**
 * A click handler for a container whose links are plain server markup
 * (useServerMarkup): a click on one of the site's own links navigates in the
 * page, as Remix's `<Link>` would (main button, no modifier key, no target,
 * no download; the current address is replaced rather than pushed), instead
 * of loading a new document. Clicks a `<Link>` already handled
 * (`defaultPrevented`) and links elsewhere are left alone.
 */
export function useClientLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      link.target ||
      link.hasAttribute("download") ||
      link.origin !== window.location.origin
    ) {
      return;
    }
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash, {
      replace: link.href === window.location.href,
    });
  };
}
