import * as Dialog from "@radix-ui/react-dialog";
import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { BrandLogo } from "~/components/BrandLogo";
import { Icon } from "~/components/Icon";
import { SocialLinks } from "~/components/SocialLinks";
import { useHydrated } from "~/components/useHydrated";
import { mainNavigation } from "~/content/navigation";

const MENU_ID = "menu-movil";
const TITLE = "Menú principal";

const toggleClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-honey-900 hover:bg-honey-200";

/**
 * The full-screen menu below the md breakpoint.
 *
 * Without JavaScript it is a CSS `:target` disclosure: the "Abrir menú" link
 * points at #menu-movil, which makes the container full-screen, and the
 * "Cerrar menú" link points at "#top". Once React runs, it is a Radix dialog
 * (focus trap, Escape, scroll lock, the rest of the page hidden from assistive
 * technology, focus back on the toggle); a link click, a route change or
 * growing past md also close it.
 */
export function MobileMenu({ className = "" }: { className?: string }) {
  const hydrated = useHydrated();
  return hydrated ? <DialogMenu className={className} /> : <TargetMenu className={className} />;
}

/** The eight main links and the social links, shared by both menus. */
function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
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

/** Before hydration (and without JavaScript): the CSS `:target` disclosure. */
function TargetMenu({ className }: { className: string }) {
  return (
    <div
      id={MENU_ID}
      className={`group target:fixed target:inset-0 target:z-50 target:flex target:flex-col target:overflow-y-auto target:bg-honey-50 target:px-4 target:pb-8 sm:target:px-6 ${className}`}
    >
      <div className="flex h-16 shrink-0 items-center justify-end gap-4">
        <div className="mr-auto hidden items-center group-target:flex">
          <BrandLogo />
        </div>
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
      </div>
      <div className="hidden flex-col gap-8 pt-4 group-target:flex">
        <MenuLinks />
      </div>
    </div>
  );
}

/** Once hydrated: a toggle button opening a full-screen Radix dialog. */
function DialogMenu({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

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

  // The menu only exists below md: close it when the viewport grows past that.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 48rem)");
    const onWide = () => wide.matches && setOpen(false);
    onWide();
    wide.addEventListener("change", onWide);
    return () => wide.removeEventListener("change", onWide);
  }, [open]);

  return (
    <div id={MENU_ID} className={className}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <div className="flex h-16 shrink-0 items-center justify-end gap-4">
          <Dialog.Trigger aria-label="Abrir menú" className={toggleClass}>
            <Icon name="menu" className="size-6" />
          </Dialog.Trigger>
        </div>
        <Dialog.Portal>
          {/* Radix locks body scroll through the overlay. */}
          <Dialog.Overlay className="fixed inset-0 z-50 bg-honey-50" />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // Focus lands where the toggle was, as it did before the dialog.
              event.preventDefault();
              closeRef.current?.focus();
            }}
            className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-honey-50 px-4 pb-8 focus:outline-none sm:px-6"
          >
            <Dialog.Title className="sr-only">{TITLE}</Dialog.Title>
            <div className="flex h-16 shrink-0 items-center justify-end gap-4">
              <div className="mr-auto flex items-center">
                <BrandLogo onNavigate={close} />
              </div>
              <Dialog.Close ref={closeRef} aria-label="Cerrar menú" className={toggleClass}>
                <Icon name="close" className="size-6" />
              </Dialog.Close>
            </div>
            {/* Portalled out of the header's "Principal" nav: its own landmark. */}
            <nav aria-label={TITLE} className="flex flex-col gap-8 pt-4">
              <MenuLinks onNavigate={close} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
