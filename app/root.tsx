import {
  data,
  type AppLoadContext,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AppToaster } from "~/components/AppToaster";
import { IconSprite } from "~/components/IconSprite";
import { FlashToast } from "~/components/FlashToast";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";
import { ConnectionErrorWatcher } from "~/components/ConnectionErrorWatcher";
import { HoneycombBackground } from "~/components/HoneycombBackground";
import { NavigationProgress } from "~/components/NavigationProgress";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader, SkipLink } from "~/components/SiteHeader";
import { NotFoundPage, StandaloneBanner } from "~/components/RareShellParts";
import { takeFlashToast } from "~/http/flash-toast.server";
import { useNonce } from "~/shared/nonce";
import stylesheet from "~/styles/app.css?url";
import { readSiteSettings } from "~/services/site-settings.server";
import { pageShipsScripts } from "~/view/page-scripts";
import { rootSiteOfMatches } from "~/view/site-meta";
import { AnalyticsBeacon } from "~/components/AnalyticsBeacon";
import { isAdminPage } from "~/shared/analytics";
import { currentSiteUrl } from "~/shared/site-url";
import { SiteBusinessProvider } from "~/components/useSiteBusiness";
import { sampleBusiness } from "~/content/business";

/** The signed-in user as the shell needs it. */
export interface RootUser {
  username: string;
  isAdmin: boolean;
}

/**
 * Only an error answered by the root boundary (the connection-error screen of
 * a 503) needs headers of its own: never stored, and when to retry.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) {
    headers.set("Cache-Control", "no-store");
    headers.set("Retry-After", retryAfter);
  }
  return headers;
};

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

export const meta: MetaFunction<typeof loader> = ({ error, matches }) => {
  const { name, tagline } = rootSiteOfMatches(matches).business;
  const title = !error
    ? name
    : isRouteErrorResponse(error) && error.status === 404
      ? `Página no encontrada | ${name}`
      : `Error de conexión | ${name}`;
  return [{ title }, { name: "description", content: tagline }];
};

/**
 * Reads D1 only when the request carries a session cookie, and never fails:
 * the shell renders even when the database is down. In standalone mode the
 * mock session is the admin, and the banner shows. The owner's identity
 * (site settings, from KV) is for the header, footer and contact links;
 * `shareImage` for the meta tags of pages without a loader of their own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, { toast, headers }, settings] = await Promise.all([
    rootUser(context),
    takeFlashToast(request, context.cloudflare.env),
    readSiteSettings(context.cloudflare.env),
  ]);
  const standalone = context.mode === "standalone";
  const onAdminPage = isAdminPage(new URL(request.url).pathname);
  return data(
    {
      user,
      standalone,
      year: new Date().getFullYear(),
      toast,
      business: settings.business,
      takesOrders: settings.orders.enabled,
      shareImage: settings.pictures.shareImage.imageUrl,
      // Web Analytics counts visitors of the public pages only.
      analyticsToken: onAdminPage ? null : settings.analytics.cloudflareToken,
    },
    { headers },
  );
}

async function rootUser(context: AppLoadContext): Promise<RootUser | null> {
  try {
    const user = await context.sessionUser();
    return user ? { username: user.username, isAdmin: user.isAdmin } : null;
  } catch (error) {
    console.error("Could not read the session", error);
    return null;
  }
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed (Layout also wraps errors).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const shipsScripts = useShipsScripts();
  return (
    // `data-scripts="none"`: app.css shows the pictures at once and moves the
    // honeycomb with CSS alone, as no script will.
    <html lang="es-MX" data-scripts={shipsScripts ? undefined : "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffbeb" />
        {/* The canonical address the page's links were made with (app/shared/site-url.ts). */}
        <meta name="site-url" content={currentSiteUrl()} />
        <Meta />
        <Links />
      </head>
      {/* Printed, the page is its content alone: the header, footer, banner and
          toasts hide themselves, and a block body lets pages break anywhere. */}
      <body className="flex min-h-dvh flex-col font-sans text-smoke-900 antialiased print:block">
        {/* The shell's parts are memoized and read the owner's identity from
            this context, so a change of the router's state that leaves the
            data alone (route discovery after hydration, a navigation's
            loading state) does not render them again
            (docs/decisions/029-main-thread-work.md). */}
        <SiteBusinessProvider value={rootData?.business ?? sampleBusiness}>
          <SkipLink />
          <IconSprite />
          <NavigationProgress />
          {rootData?.standalone ? <StandaloneBanner /> : null}
          <HoneycombBackground />
          <SiteHeader
            isAdmin={rootData?.user?.isAdmin === true}
            takesOrders={rootData?.takesOrders === true}
          />
          <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
            <FlashToast toast={rootData?.toast ?? null} />
            {children}
          </main>
          <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
          <AppToaster />
          <ConnectionErrorWatcher />
          {shipsScripts ? (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          ) : null}
          {rootData?.analyticsToken ? (
            <AnalyticsBeacon token={rootData.analyticsToken} nonce={nonce} />
          ) : null}
        </SiteBusinessProvider>
      </body>
    </html>
  );
}

/**
 * Whether this page ships the app's scripts (app/view/page-scripts.ts). Only
 * the server ever leaves them out: the browser hydrates only pages that
 * shipped them, and once it runs it keeps them, so a page reached by a
 * client-side navigation keeps its scroll restoration and the router.
 */
function useShipsScripts(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || pageShipsScripts(matches);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <ConnectionErrorScreen />
    </div>
  );
}
