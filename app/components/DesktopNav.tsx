import { Link, matchPath, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { ServerMarkup } from "~/components/ServerMarkup";
import { mainNavigation, type NavItem } from "~/content/navigation";

const LIST_ID = "navegacion-principal";

/** The rule a `NavLink` follows: the link's path, or one below it unless `end`. */
function isCurrent(item: NavItem, pathname: string): boolean {
  return matchPath({ path: item.to, end: item.end ?? false }, pathname) !== null;
}

function linkClass(isActive: boolean): string {
  return `block rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
    isActive
      ? "bg-honey-200 text-honey-900 underline decoration-2 underline-offset-4"
      : "text-smoke-900 hover:bg-honey-100 hover:text-honey-900"
  }`;
}

/**
 * The row of main links shown from the md breakpoint up. It keeps the
 * server's markup (ServerMarkup) and its links stay in place, so a focused
 * one keeps the focus through a navigation; which one is the current page
 * follows the address by one rule (isCurrent), when drawn and after each
 * navigation.
 */
export function DesktopNav({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const link of document.querySelectorAll(`#${LIST_ID} a`)) {
      const item = mainNavigation.find((entry) => entry.to === link.getAttribute("href"));
      const current = item !== undefined && isCurrent(item, pathname);
      link.className = linkClass(current);
      if (current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);
  return (
    <ServerMarkup
      as="ul"
      id={LIST_ID}
      content="mainNavigation"
      className={`flex-wrap items-center justify-center gap-x-1 gap-y-1 border-t border-honey-200 py-2 ${className}`}
    >
      {mainNavigation.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              className={linkClass(current)}
              aria-current={current ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ServerMarkup>
  );
}
