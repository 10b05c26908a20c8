import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDatabase, type Database } from "./app/db/client.server";
import { createCspNonce } from "./app/worker/security-headers.server";
import { readRequestMode } from "./app/http/standalone-cookies.server";
import {
  getRequestSession,
  type RequestSession,
  type SessionUser,
} from "./app/services/account/sessions.server";
import { withSessionKey } from "./app/services/session-key.server";
import { MOCK_ADMIN_NAME, type SiteMode } from "./app/shared/site-mode";

// Everything imported from here uses relative paths: vite.config.ts loads
// this file outside Vite's resolver, where the `~` alias does not exist.

/** What the Worker (server.ts) and the Vite dev proxy both provide. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    /** Drizzle over the request's D1 binding. */
    db: Database;
    /**
     * The signed-in user, read from D1 once per request and only if asked;
     * in the standalone mode's mock session, a mock admin with id 0.
     */
    sessionUser: () => Promise<SessionUser | null>;
    /**
     * The request's real session (its id and user), the same single read
     * as `sessionUser`; null in the standalone mode's mock session, which
     * has none.
     */
    session: () => Promise<RequestSession | null>;
    /**
     * Which site this request works on, decided here once: the live one or
     * the standalone one (app/services/site/). Nothing else reads the cookie.
     */
    mode: SiteMode;
    /** The standalone mode's mock admin session. */
    mockSession: boolean;
    /** The scheme and host this request came to, for absolute links (the owner's e-mail). */
    origin: string;
    /** This response's Content-Security-Policy nonce, for Remix's scripts. */
    cspNonce: string;
    /**
     * Called by an admin write once D1 holds it: what visitors see has
     * changed, so the Worker starts a new content version (the page cache).
     */
    markContentChanged(): void;
    /** Whether this request changed what visitors see. */
    contentChanged(): boolean;
  }
}

/**
 * Shared by the Worker entry (server.ts) and the Vite dev proxy. Without
 * SESSION_SECRET, the env carries the Worker's own session key from D1
 * (docs/decisions/028-launch-day.md).
 */
export async function getLoadContext({
  request,
  context,
  cspNonce = createCspNonce(),
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
  /** The Worker makes the nonce first, for a cached page it may answer with. */
  cspNonce?: string;
}): Promise<AppLoadContext> {
  const db = createDatabase(context.cloudflare.env.DB);
  const env = await withSessionKey(context.cloudflare.env, db);
  const cloudflare = { ...context.cloudflare, env };
  const { mode, mockSession } = readRequestMode(request);
  let session: Promise<RequestSession | null> | undefined;
  let user: Promise<SessionUser | null> | undefined;
  const readSession = () =>
    (session ??= mockSession ? Promise.resolve(null) : getRequestSession(db, env, request));
  let changed = false;
  return {
    cloudflare,
    db,
    sessionUser: () =>
      (user ??= mockSession
        ? Promise.resolve({ id: 0, username: MOCK_ADMIN_NAME, isAdmin: true })
        : readSession().then((read) => read?.user ?? null)),
    session: readSession,
    mode,
    mockSession,
    origin: new URL(request.url).origin,
    cspNonce,
    markContentChanged: () => {
      changed = true;
    },
    contentChanged: () => changed,
  };
}
