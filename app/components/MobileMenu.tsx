import { Suspense, lazy, useEffect, useState, type ComponentType } from "react";
import { BrandLogo } from "~/components/BrandLogo";
import { Icon } from "~/components/Icon";
import {
  MOBILE_MENU_ID,
  MobileMenuLinks,
  mobileMenuToggleClass,
  mobileMenuToggleLook,
} from "~/components/MobileMenuLinks";
import { useHydrated } from "~/components/useHydrated";
import { useServerMarkup } from "~/components/useServerMarkup";

const loadDialogMenu = () => import("~/components/MobileMenuRadixDialog");

/** If the dialog's code cannot load, the CSS menu opens instead. */
const DialogMenu = lazy((): Promise<{ default: ComponentType<{ className: string }> }> =>
  loadDialogMenu().catch(() => ({
    default: function OpenTheCssMenu({ className }: { className: string }) {
      useEffect(() => {
        window.location.hash = MOBILE_MENU_ID;
      }, []);
      return <TargetMenu className={className} />;
    },
  })),
);

/**
 * The full-screen menu below the md breakpoint.
 *
 * Without JavaScript it is a CSS `:target` disclosure: the "Abrir menú" link
 * points at #menu-movil, which makes the container full-screen, and the
 * "Cerrar menú" link points at "#top". Once React runs, "Abrir menú" is a
 * button that loads and opens a Radix dialog (MobileMenuRadixDialog: focus
 * trap, Escape, scroll lock, the rest of the page hidden from assistive
 * technology, focus back on the toggle); a link click, a route change or
 * growing past md also close it. Radix loads on the first click (or just before: pointer over, focus),
 * so no page downloads it up front.
 */
export function MobileMenu({ className = "" }: { className?: string }) {
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);

  // Opened through #menu-movil before JavaScript ran: open the dialog.
  useEffect(() => {
    if (window.location.hash === `#${MOBILE_MENU_ID}`) setRequested(true);
  }, []);

  // Hydrating, the CSS menu keeps the server's markup: the toggle replaces it
  // in the next commit, so building it in React would be work thrown away.
  if (!hydrated) return <TargetMenu className={className} />;
  const toggle = (
    <div id={MOBILE_MENU_ID} className={className}>
      <div className="flex h-16 shrink-0 items-center justify-end gap-4">
        <button
          type="button"
          aria-label="Abrir menú"
          className={mobileMenuToggleClass}
          onPointerEnter={() => void loadDialogMenu().catch(() => undefined)}
          onFocus={() => void loadDialogMenu().catch(() => undefined)}
          onClick={() => setRequested(true)}
        >
          <Icon name="menu" className="size-6" />
        </button>
      </div>
    </div>
  );
  if (!requested) return toggle;
  return (
    <Suspense fallback={toggle}>
      <DialogMenu className={className} />
    </Suspense>
  );
}

/**
 * Before hydration (and without JavaScript): the CSS `:target` disclosure.
 * While React hydrates, the browser keeps what the server drew
 * (useServerMarkup) and React builds nothing inside.
 */
function TargetMenu({ className }: { className: string }) {
  const serverMarkup = useServerMarkup(MOBILE_MENU_ID, "");
  const menu = {
    id: MOBILE_MENU_ID,
    className: `group target:fixed target:inset-0 target:z-50 target:flex target:flex-col target:overflow-y-auto target:bg-honey-50 target:px-4 target:pb-8 sm:target:px-6 ${className}`,
  };
  if (serverMarkup !== null) {
    return <div {...menu} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  }
  return (
    <div {...menu}>
      <div className="flex h-16 shrink-0 items-center justify-end gap-4">
        <div className="mr-auto hidden items-center group-target:flex">
          <BrandLogo />
        </div>
        <a
          href={`#${MOBILE_MENU_ID}`}
          aria-label="Abrir menú"
          className={`${mobileMenuToggleClass} group-target:hidden`}
        >
          <Icon name="menu" className="size-6" />
        </a>
        <a
          href="#top"
          aria-label="Cerrar menú"
          className={`${mobileMenuToggleLook} hidden group-target:inline-flex`}
        >
          <Icon name="close" className="size-6" />
        </a>
      </div>
      <div className="hidden flex-col gap-8 pt-4 group-target:flex">
        <MobileMenuLinks />
      </div>
    </div>
  );
}
