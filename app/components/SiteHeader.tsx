import { Suspense, lazy, memo } from "react";
import { Link } from "@remix-run/react";
import { BrandLogo } from "~/components/BrandLogo";
import { DesktopNav } from "~/components/DesktopNav";
import { Icon } from "~/components/Icon";
import { MobileMenu } from "~/components/MobileMenu";
import { ServerMarkup } from "~/components/ServerMarkup";
import { SocialLinks } from "~/components/SocialLinks";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { adminShortcut } from "~/content/navigation";

/**
 * The bag's link, loaded only while the site takes orders (docs/decisions/036-the-bag.md):
 * it is not part of a page's first download when it is not shown
 * (docs/decisions/023-public-javascript-budget.md).
 */
const BagLink = lazy(() =>
  import("~/components/bag/BagLink").then((module) => ({ default: module.BagLink })),
);

/**
 * Sticky top bar: logo, social links, the admin shortcut (admins only) and
 * the one navigation landmark, which holds the md+ link row and the mobile
 * menu; never printed. No backdrop-filter here: it would trap the mobile
 * menu's fixed overlay.
 */
export const SiteHeader = memo(function SiteHeader({
  isAdmin,
  takesOrders,
}: {
  isAdmin: boolean;
  /** 'Pedidos' is on: the header leads to the bag. */
  takesOrders: boolean;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-honey-200 bg-honey-50/95 shadow-sm print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:px-6">
        <HeaderBrand />
        <div className="flex items-center gap-1">
          <SocialLinks variant="icons" className="hidden sm:flex" id="cabecera-redes" />
          {takesOrders && (
            <Suspense fallback={null}>
              <BagLink />
            </Suspense>
          )}
          {isAdmin && (
            <Link
              to={adminShortcut.to}
              aria-label={adminShortcut.label}
              title={adminShortcut.label}
              className="inline-flex size-10 items-center justify-center rounded-full text-chili-700 hover:bg-honey-200"
            >
              <Icon name="shield" />
            </Link>
          )}
        </div>
        <nav aria-label="Principal" className="md:basis-full">
          <DesktopNav className="hidden md:flex" />
          <MobileMenu className="md:hidden" />
        </nav>
      </div>
    </header>
  );
});

/** The brand, linking home: the server's markup while the owner's name stays the same (ServerMarkup). */
function HeaderBrand() {
  const { name } = useSiteBusiness();
  return (
    <ServerMarkup
      id="cabecera-marca"
      content={name}
      className="flex h-16 min-w-0 flex-1 items-center"
    >
      <BrandLogo />
    </ServerMarkup>
  );
}

/** First focusable element: jumps over the header to the page content. */
export const SkipLink = memo(function SkipLink() {
  return (
    <a
      href="#contenido"
      className="sr-only rounded-lg bg-smoke-900 px-4 py-2 font-semibold text-honey-100 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[110] print:hidden"
    >
      Saltar al contenido
    </a>
  );
});
