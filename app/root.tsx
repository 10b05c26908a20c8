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
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AppToaster } from "~/components/AppToaster";
import { FlashToast } from "~/components/FlashToast";
import { ConnectionErrorScreen } from "~/components/ConnectionErrorScreen";
import { ConnectionErrorWatcher } from "~/components/ConnectionErrorWatcher";
import { HoneycombBackground } from "~/components/HoneycombBackground";
import { NavigationProgress } from "~/components/NavigationProgress";
import { NotFoundPage } from "~/components/NotFoundPage";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader, SkipLink } from "~/components/SiteHeader";
import { StandaloneBanner } from "~/components/StandaloneBanner";
import { business } from "~/content/business";
import { takeFlashToast } from "~/http/flash-toast.server";
import { useNonce } from "~/shared/nonce";
import stylesheet from "~/styles/app.css?url";

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

export const meta: MetaFunction = ({ error }) => {
  const title = !error
    ? business.brandName
    : isRouteErrorResponse(error) && error.status === 404
      ? `Página no encontrada | ${business.brandName}`
      : `Error de conexión | ${business.brandName}`;
  return [{ title }, { name: "description", content: business.tagline }];
};

/**
 * Reads D1 only when the request carries a session cookie, and never fails:
 * the shell renders even when the database is down. In standalone mode the
 * mock session is the admin, and the banner shows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, { toast, headers }] = await Promise.all([
    rootUser(context),
    takeFlashToast(request, context.cloudflare.env),
  ]);
  const standalone = context.mode === "standalone";
  return data({ user, standalone, year: new Date().getFullYear(), toast }, { headers });
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
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffbeb" />
        <Meta />
        <Links />
      </head>
      {/* Printed, the page is its content alone: the header, footer, banner and
          toasts hide themselves, and a block body lets pages break anywhere. */}
      <body className="flex min-h-dvh flex-col font-sans text-smoke-900 antialiased print:block">
        <SkipLink />
        <NavigationProgress />
        {rootData?.standalone ? <StandaloneBanner /> : null}
        <HoneycombBackground />
        <SiteHeader isAdmin={rootData?.user?.isAdmin === true} />
        <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
          <FlashToast toast={rootData?.toast ?? null} />
          {children}
        </main>
        <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
        <AppToaster />
        <ConnectionErrorWatcher />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
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
