import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { BrandLogo } from "~/components/BrandLogo";
import { Icon } from "~/components/Icon";
import {
  MOBILE_MENU_ID,
  MOBILE_MENU_TITLE,
  MobileMenuLinks,
  mobileMenuToggleClass,
} from "~/components/MobileMenuLinks";

/** Once hydrated and asked for: the full-screen Radix dialog, with its toggle. */
export default function MobileMenuRadixDialog({ className }: { className: string }) {
  // Loaded on the toggle's first click (or from #menu-movil): open at once.
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Close on any navigation (also back/forward), not on the page it opened on.
  const openedAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (here === openedAt.current) return;
    openedAt.current = here;
    setOpen(false);
  }, [location.pathname, location.search]);

  // Opened through #menu-movil before JavaScript ran: the dialog takes over from the hash.
  useEffect(() => {
    if (window.location.hash !== `#${MOBILE_MENU_ID}`) return;
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
    <div id={MOBILE_MENU_ID} className={className}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <div className="flex h-16 shrink-0 items-center justify-end gap-4">
          <Dialog.Trigger aria-label="Abrir menú" className={mobileMenuToggleClass}>
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
            <Dialog.Title className="sr-only">{MOBILE_MENU_TITLE}</Dialog.Title>
            <div className="flex h-16 shrink-0 items-center justify-end gap-4">
              <div className="mr-auto flex items-center">
                <BrandLogo onNavigate={close} />
              </div>
              <Dialog.Close
                ref={closeRef}
                aria-label="Cerrar menú"
                className={mobileMenuToggleClass}
              >
                <Icon name="close" className="size-6" />
              </Dialog.Close>
            </div>
            {/* Portalled out of the header's "Principal" nav: its own landmark. */}
            <nav aria-label={MOBILE_MENU_TITLE} className="flex flex-col gap-8 pt-4">
              <MobileMenuLinks onNavigate={close} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
