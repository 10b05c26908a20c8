import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { BrandLogo } from "~/components/BrandLogo";
import { hideOthers } from "~/components/hideOthers";
import { Icon } from "~/components/Icon";
import { SocialLinks } from "~/components/SocialLinks";
import { useHydrated } from "~/components/useHydrated";
import { mainNavigation } from "~/content/navigation";

const MENU_ID = "menu-movil";
const PANEL_ID = "menu-movil-enlaces";

const toggleClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-honey-900 hover:bg-honey-200";

/**
 * The full-screen menu below the md breakpoint.
 *
 * Without JavaScript it is a CSS `:target` disclosure: the "Abrir menú" link
 * points at #menu-movil, which makes the container full-screen, and the
 * "Cerrar menú" link points at "#top". Once React runs, the links become a
 * real toggle button (aria-expanded, aria-controls) and the open container is
 * a modal dialog: Escape, a link click, a route change or growing past md
 * close it, body scroll is locked, and the rest of the page is made inert.
 * The toggle lives inside the dialog so it doubles as its close button.
 */
export function MobileMenu({ className = "" }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on any navigation (also back/forward).
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  // Opened through #menu-movil before JavaScript loaded: keep it open.
  useEffect(() => {
    if (window.location.hash !== `#${MENU_ID}`) return;
    setOpen(true);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", pathname + search);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const restoreOthers = hideOthers(container);
    toggleRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const wide = window.matchMedia("(min-width: 48rem)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = previousOverflow;
      restoreOthers();
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  const close = () => setOpen(false);
  const overlay =
    "fixed inset-0 z-50 flex flex-col overflow-y-auto bg-honey-50 px-4 pb-8 sm:px-6";
  const containerClass = hydrated
    ? open
      ? overlay
      : ""
    : "target:fixed target:inset-0 target:z-50 target:flex target:flex-col target:overflow-y-auto target:bg-honey-50 target:px-4 target:pb-8 sm:target:px-6";
  const shownWhenOpen = hydrated
    ? open
      ? "flex"
      : "hidden"
    : "hidden group-target:flex";

  return (
    <div
      id={MENU_ID}
      ref={containerRef}
      role={hydrated && open ? "dialog" : undefined}
      aria-modal={hydrated && open ? true : undefined}
      aria-label={hydrated && open ? "Menú principal" : undefined}
      className={`group ${containerClass} ${className}`}
    >
      <div className="flex h-16 shrink-0 items-center justify-end gap-4">
        <div className={`mr-auto items-center ${shownWhenOpen}`}>
          <BrandLogo onNavigate={close} />
        </div>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            aria-label={open ? "Cerrar menú" : "Abrir menú"}
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((value) => !value)}
            className={toggleClass}
          >
            <Icon name={open ? "close" : "menu"} className="size-6" />
          </button>
        ) : (
          <>
            <a
              href={`#${MENU_ID}`}
              aria-label="Abrir menú"
              className={`${toggleClass} group-target:hidden`}
            >
              <Icon name="menu" className="size-6" />
            </a>
            <a
              href="#top"
              aria-label="Cerrar menú"
              className={`${toggleClass} hidden group-target:inline-flex`}
            >
              <Icon name="close" className="size-6" />
            </a>
          </>
        )}
      </div>
      <div id={PANEL_ID} className={`flex-col gap-8 pt-4 ${shownWhenOpen}`}>
        <ul className="flex flex-col gap-1">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={close}
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
      </div>
    </div>
  );
}
