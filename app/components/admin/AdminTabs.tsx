import { NavLink } from "@remix-run/react";
import { adminTabs } from "~/content/admin";
import { requestInboxCopy } from "~/content/request-inbox";

/**
 * The admin sections as links: deep links and the back button work. All
 * nine fit in one row at 1280 px, 'Solicitudes (123)' included; a phone
 * scrolls them sideways.
 * 'Solicitudes' carries how many requests are new, e.g. 'Solicitudes (3)'.
 */
export function AdminTabs({ newRequests }: { newRequests: number | null }) {
  return (
    <nav aria-label="Secciones del panel" className="overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-honey-300">
        {adminTabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  isActive
                    ? "border-chili-700 text-chili-700"
                    : "border-transparent text-honey-900 hover:border-honey-500"
                }`
              }
            >
              {tab.to === "/admin/requests" ? requestInboxCopy.tabLabel(newRequests) : tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
