import { NavLink } from "@remix-run/react";
import { adminTabs } from "~/content/admin";

/** The admin sections as links: deep links and the back button work. */
export function AdminTabs() {
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
                `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                  isActive
                    ? "border-chili-700 text-chili-700"
                    : "border-transparent text-honey-900 hover:border-honey-500"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
