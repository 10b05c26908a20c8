import { NavLink } from "@remix-run/react";
import { mainNavigation } from "~/content/navigation";

/** The row of main links shown from the md breakpoint up. */
export function DesktopNav({ className = "" }: { className?: string }) {
  return (
    <ul
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
    </ul>
  );
}
