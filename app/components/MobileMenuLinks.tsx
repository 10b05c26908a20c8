import { NavLink } from "@remix-run/react";
import { SocialLinks } from "~/components/SocialLinks";
import { mainNavigation } from "~/content/navigation";

export const MOBILE_MENU_ID = "menu-movil";
export const MOBILE_MENU_TITLE = "Menú principal";
/** The toggles' look without their display, for a toggle that starts hidden. */
export const mobileMenuToggleLook =
  "size-11 items-center justify-center rounded-lg text-honey-900 hover:bg-honey-200";
export const mobileMenuToggleClass = `inline-flex ${mobileMenuToggleLook}`;

/** The eight main links and the social links, shared by both menus. */
export function MobileMenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <ul className="flex flex-col gap-1">
        {mainNavigation.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg px-4 py-3 text-lg font-medium ${
                  isActive
                    ? "bg-honey-200 text-honey-900 underline decoration-2 underline-offset-4"
                    : "text-smoke-900 hover:bg-honey-100"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <SocialLinks variant="labelled" className="flex flex-wrap px-4" />
    </>
  );
}
