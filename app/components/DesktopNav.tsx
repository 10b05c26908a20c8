import { NavLink, useLocation } from "@remix-run/react";
import { ServerMarkup } from "~/components/ServerMarkup";
import { mainNavigation } from "~/content/navigation";

/**
 * The row of main links shown from the md breakpoint up. Which link is the
 * current page follows from the address alone, so the row keeps the server's
 * markup while the address it was drawn for is shown (ServerMarkup), and
 * React draws it after a navigation.
 */
export function DesktopNav({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <ServerMarkup
      as="ul"
      id="navegacion-principal"
      content={pathname}
      className={`flex-wrap items-center justify-center gap-x-1 gap-y-1 border-t border-honey-200 py-2 ${className}`}
    >
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `block rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
                isActive
                  ? "bg-honey-200 text-honey-900 underline decoration-2 underline-offset-4"
                  : "text-smoke-900 hover:bg-honey-100 hover:text-honey-900"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ServerMarkup>
  );
}
