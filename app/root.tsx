import {
  data,
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
import { NotFoundPage } from "~/components/NotFoundPage";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { SkipLink } from "~/components/SkipLink";
import { business } from "~/content/business";
import { takeFlashToast } from "~/lib/flash-toast.server";
import stylesheet from "~/styles/app.css?url";

/** The signed-in user as the shell needs it. */
export interface RootUser {
  username: string;
  isAdmin: boolean;
}

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
 * the shell renders even when the database is down.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let user: RootUser | null = null;
  try {
    const sessionUser = await context.sessionUser();
    if (sessionUser) user = { username: sessionUser.username, isAdmin: sessionUser.isAdmin };
  } catch (error) {
    console.error("Could not read the session", error);
  }
  const { toast, headers } = await takeFlashToast(request, context.cloudflare.env);
  return data({ user, year: new Date().getFullYear(), toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed (Layout also wraps errors).
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffbeb" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col font-sans text-smoke-900 antialiased">
        <SkipLink />
        <HoneycombBackground />
        <SiteHeader isAdmin={rootData?.user?.isAdmin === true} />
        <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
          <FlashToast toast={rootData?.toast ?? null} />
          {children}
        </main>
        <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
        <AppToaster />
        <ConnectionErrorWatcher />
        <ScrollRestoration />
        <Scripts />
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
